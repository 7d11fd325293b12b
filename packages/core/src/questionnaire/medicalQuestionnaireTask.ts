import type { Task } from '../schemas';

/** The open MEDICAL_QUESTIONNAIRE task of an encounter, the one a submitted questionnaire completes. */
export function openMedicalQuestionnaireTask(
  tasks: readonly Task[],
  encounterId: string,
): Task | undefined {
  return tasks.find(
    (task) =>
      task.type === 'MEDICAL_QUESTIONNAIRE' && task.encounterId === encounterId && !task.done,
  );
}
