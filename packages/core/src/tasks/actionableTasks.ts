import { isBookingNextStep, isLinkedNextStep } from '../encounters/linkedNextSteps';
import type { Encounter, EncounterNextStep, Task } from '../schemas';
import { openTasks, TASK_NEXT_STEPS } from './taskSteps';

/** An open task the member can act on from a link: the step it opens, on its scan. */
export interface ActionableTask {
  readonly task: Task;
  readonly step: EncounterNextStep;
  readonly encounter: Encounter | undefined;
}

/** The open tasks the member can act on from a link, the soonest deadline first (openTasks). */
export function actionableTasks(
  tasks: readonly Task[],
  byId: ReadonlyMap<string, Encounter>,
): ActionableTask[] {
  const actionable: ActionableTask[] = [];
  for (const task of openTasks(tasks, byId)) {
    const step = TASK_NEXT_STEPS[task.type];
    if (step === undefined || !isLinkedNextStep(step)) continue;
    // Every step but choosing a plan opens on its scan.
    if (step !== 'SELECT_PLAN' && !task.encounterId) continue;
    actionable.push({
      task,
      step,
      encounter: task.encounterId ? byId.get(task.encounterId) : undefined,
    });
  }
  return actionable;
}

/**
 * The step a scan asks of the member next, as Home and Scans name it everywhere (Home's next step
 * panel, the upcoming scan's card, the scans' cards): its own step while that books it (a plan, a
 * payment, a time: BOOKING_NEXT_STEPS), else its soonest-due open task the app opens a place for
 * (the upload due before the questionnaire), else its own step. The same order as
 * Home's `decideHomeNextStep`, so a card never names another step than the one the panel asks for.
 */
export function scanNextStep(encounter: Encounter, tasks: readonly Task[]): EncounterNextStep {
  return scanNextSteps(tasks)(encounter);
}

/**
 * {@link scanNextStep} for every scan of one list of tasks: the tasks are read once, so a page
 * naming the step of many scans (Scans) does not sort them again for each.
 */
export function scanNextSteps(tasks: readonly Task[]): (encounter: Encounter) => EncounterNextStep {
  const byScan = new Map<string, EncounterNextStep>();
  for (const open of actionableTasks(tasks, new Map())) {
    const scan = open.task.encounterId;
    if (scan && !byScan.has(scan)) byScan.set(scan, open.step);
  }
  return (encounter) =>
    isBookingNextStep(encounter.nextStep)
      ? encounter.nextStep
      : (byScan.get(encounter.id) ?? encounter.nextStep);
}
