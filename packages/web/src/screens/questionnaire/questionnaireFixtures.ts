import { TASK_NOTES_HUB, type Task } from '@scanwise/core';
import type { ScanwiseContainer } from '../../composition/container';
import type { FakeScanwisePorts } from '../../composition/fakeScanwisePorts';
import { answerCall } from '../../test/fakePlatform';
import {
  ENCOUNTERS,
  SERVER_ERROR,
  TASKS,
  UPCOMING_MAMMOGRAPHY,
  signedInWithLiveLists,
} from '../dashboard/dashboardFixtures';

export { SERVER_ERROR };

/** The encounter of the fixtures' open MEDICAL_QUESTIONNAIRE task (tsk_mq). */
export const MQ_ENCOUNTER = UPCOMING_MAMMOGRAPHY;
export const MQ_TASK: Task = TASKS.find((task) => task.id === 'tsk_mq')!;

/** The questionnaire's address as Home and the sign-in entry build it. */
export const MQ_ROUTE = `/medical-questionnaire?${new URLSearchParams({
  extraData: JSON.stringify({ encounterId: MQ_ENCOUNTER.id }),
  direct: 'true',
}).toString()}`;

/**
 * Signed in with the live lists, the encounter answering, and the tasks hub completing the task
 * (recording what was sent) unless `completeFails`.
 */
export function questionnaireSetup(
  options: {
    readonly tasks?: readonly Task[];
    readonly completeFails?: boolean;
    readonly sent?: unknown[];
    readonly before?: (container: ScanwiseContainer, ports: FakeScanwisePorts) => void;
  } = {},
): (container: ScanwiseContainer, ports: FakeScanwisePorts) => void {
  return (container, ports) => {
    options.before?.(container, ports);
    answerCall(ports, 'encounterGet', { body: MQ_ENCOUNTER });
    const tasksHub = ports.hubs.connectionTo(TASK_NOTES_HUB.path);
    tasksHub?.handle(TASK_NOTES_HUB.invoke.complete, (...args: unknown[]) => {
      if (options.completeFails) throw new Error('Hub refused');
      options.sent?.push(args);
      return { ok: true };
    });
    signedInWithLiveLists({ encounters: ENCOUNTERS, tasks: options.tasks ?? TASKS })(
      container,
      ports,
    );
  };
}
