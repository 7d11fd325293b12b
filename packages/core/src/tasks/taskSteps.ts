import type { Encounter, EncounterNextStep, Task, TaskType } from '../schemas';

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

/**
 * The tasks done before a scan's visit: the questionnaire, the prior mammograms and the consent.
 * Not a payment (an invoice has its own due date) nor a report's review (after the visit).
 */
const BEFORE_THE_VISIT: ReadonlySet<TaskType> = new Set<TaskType>([
  'MEDICAL_QUESTIONNAIRE',
  'MAMMO_UPLOAD',
  'CONSENT_FORM',
]);

/**
 * When a task must be done by (epoch ms): its due date, or, for a task done before the visit, its
 * scan's start when that comes first. The platform gives a new booking's questionnaire no due
 * date, yet the scan in two days needs it before a later scan's upload due next week.
 * +Infinity with neither.
 */
export function taskDeadline(
  task: Pick<Task, 'due' | 'type'>,
  scan?: Pick<Encounter, 'appointment'>,
): number {
  const due = taskDueAt(task);
  if (!BEFORE_THE_VISIT.has(task.type) || !scan?.appointment) return due;
  const start = Date.parse(scan.appointment.start);
  return Number.isNaN(start) ? due : Math.min(due, start);
}

/**
 * Open tasks, the soonest deadline first ({@link taskDeadline}, over their scans when given),
 * then the soonest due date: of one scan's tasks, the soonest due first. Tasks with neither come
 * last, in the order given.
 */
export function openTasks(
  tasks: readonly Task[],
  scans?: ReadonlyMap<string, Pick<Encounter, 'appointment'>>,
): Task[] {
  return tasks
    .filter((task) => !task.done)
    .map((task) => ({
      task,
      deadline: taskDeadline(task, task.encounterId ? scans?.get(task.encounterId) : undefined),
      due: taskDueAt(task),
    }))
    .sort((a, b) => compare(a.deadline, b.deadline) || compare(a.due, b.due))
    .map(({ task }) => task);
}

/** Ascending order of two times, +Infinity equal to itself. */
const compare = (left: number, right: number): number =>
  left === right ? 0 : left < right ? -1 : 1;
