import type { EncounterNextStep, Task, TaskType } from '../schemas';

/** The encounter next step a task stands for (its place and words are the step's); none for a consent form. */
export const TASK_NEXT_STEPS: Readonly<Record<TaskType, EncounterNextStep | undefined>> = {
  MEDICAL_QUESTIONNAIRE: 'COMPLETE_QUESTIONNAIRE',
  MAMMO_UPLOAD: 'UPLOAD_MAMMOGRAM',
  PAYMENT: 'PAY',
  SCHEDULE_APPOINTMENT: 'SCHEDULE',
  CONSENT_FORM: undefined,
  REVIEW_REPORT: 'VIEW_REPORT',
};

/** When a task is due (epoch ms), or +Infinity when it has no due date. */
export function taskDueAt(task: Pick<Task, 'due'>): number {
  const due = task.due ? Date.parse(task.due) : Number.NaN;
  return Number.isNaN(due) ? Number.POSITIVE_INFINITY : due;
}

/** Open tasks, soonest due first (tasks without a due date last, in the order given). */
export function openTasks(tasks: readonly Task[]): Task[] {
  return tasks
    .filter((task) => !task.done)
    .sort((a, b) => {
      const left = taskDueAt(a);
      const right = taskDueAt(b);
      return left === right ? 0 : left < right ? -1 : 1;
    });
}
