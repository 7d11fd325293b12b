import { describe, expect, it } from 'vitest';
import { ENTITY_EXAMPLES, type Task } from '../schemas';
import { openMedicalQuestionnaireTask } from './medicalQuestionnaireTask';

const task = (id: string, extra: Partial<Task>): Task => ({
  ...ENTITY_EXAMPLES.Task,
  id,
  ...extra,
});

describe('openMedicalQuestionnaireTask', () => {
  it("finds the encounter's open questionnaire task, not another scan's nor a done one", () => {
    const tasks = [
      task('tsk_other', { type: 'MEDICAL_QUESTIONNAIRE', encounterId: 'enc_2', done: false }),
      task('tsk_done', { type: 'MEDICAL_QUESTIONNAIRE', encounterId: 'enc_1', done: true }),
      task('tsk_upload', { type: 'MAMMO_UPLOAD', encounterId: 'enc_1', done: false }),
      task('tsk_open', { type: 'MEDICAL_QUESTIONNAIRE', encounterId: 'enc_1', done: false }),
    ];
    expect(openMedicalQuestionnaireTask(tasks, 'enc_1')?.id).toBe('tsk_open');
    expect(openMedicalQuestionnaireTask(tasks.slice(0, 3), 'enc_1')).toBeUndefined();
  });
});
