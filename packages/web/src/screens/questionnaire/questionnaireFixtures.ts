import {
  ENTITY_EXAMPLES,
  MEDICAL_QUESTIONNAIRE_DRAFT_KEY_PREFIX,
  MedicalQuestionnaireDraftStore,
  TASK_NOTES_HUB,
  type Task,
} from '@scanwise/core';
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

/** A complete set of answers (no follow-ups triggered), as the core's tests use. */
export const COMPLETE_ANSWERS: Readonly<Record<string, string>> = {
  units: 'us',
  height: '66',
  weight: '150',
  pacemaker: 'no',
  metalImplants: 'yes',
  metalImplantsDetails: 'Titanium knee replacement, 2021',
  metalFragments: 'no',
  pregnant: 'notApplicable',
  breastfeeding: 'no',
  claustrophobia: 'mild',
  lieStill: 'yes',
  kidneyDisease: 'no',
  diabetes: 'no',
  contrastReaction: 'no',
  previousCancer: 'no',
  takesMedication: 'yes',
  medicationList: 'Metformin 500 mg twice a day',
};

/** Puts a draft on the fake device, as a member who stopped halfway left it. */
export function seedDraft(
  ports: FakeScanwisePorts,
  answers: Readonly<Record<string, string>>,
  step: number,
): void {
  new MedicalQuestionnaireDraftStore({
    storage: ports.storage.local,
    memberId: ENTITY_EXAMPLES.Member.id,
    encounterId: MQ_ENCOUNTER.id,
    now: () => ports.clock.now(),
  }).write({ answers, step, savedAt: ports.clock.now() - 60_000 });
}

/** The device refuses to keep the draft (storage full or switched off). */
export function refuseDrafts(ports: FakeScanwisePorts): void {
  const storage = ports.storage.local;
  const setItem = storage.setItem.bind(storage);
  storage.setItem = (key: string, value: string): void => {
    if (key.startsWith(MEDICAL_QUESTIONNAIRE_DRAFT_KEY_PREFIX)) {
      throw new Error('QuotaExceededError');
    }
    setItem(key, value);
  };
}
