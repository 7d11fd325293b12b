import {
  MEDICAL_QUESTIONNAIRE_DRAFT_KEY_PREFIX,
  MedicalQuestionnaireDraftStore,
} from '@scanwise/core';
import { DEMO_MEMBER } from '@scanwise/mock-server/in-process';
import { DEMO } from '../../test/platform/demoRecords';
import type { SceneSetup } from '../../test/platform/platformScene';

/** The demo member's open questionnaire: the seed's mammography and its task. */
export const MQ_ENCOUNTER_ID = DEMO.mammography;
export const MQ_TASK_ID = DEMO.questionnaireTask;

/** The questionnaire's address as Home and the sign-in entry build it. */
export const MQ_ROUTE = `/medical-questionnaire?${new URLSearchParams({
  extraData: JSON.stringify({ encounterId: MQ_ENCOUNTER_ID }),
  direct: 'true',
}).toString()}`;

/**
 * A complete set of answers (one follow-up triggered), as the core's tests use: height and weight
 * as stored (cm, kg) beside what was typed (5 ft 6 in, 150 lb).
 */
export const COMPLETE_ANSWERS: Readonly<Record<string, string>> = {
  height: '167.6',
  'height.entry': JSON.stringify({ unit: 'ftIn', parts: ['5', '6'] }),
  weight: '68',
  'weight.entry': JSON.stringify({ unit: 'lb', parts: ['150'] }),
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

/** Puts a draft on the device, as a member who stopped halfway left it. */
export const draftOnDevice =
  (answers: Readonly<Record<string, string>>, step: number): SceneSetup =>
  ({ ports }) => {
    new MedicalQuestionnaireDraftStore({
      storage: ports.storage.local,
      memberId: DEMO_MEMBER.id,
      encounterId: MQ_ENCOUNTER_ID,
      now: () => ports.clock.now(),
    }).write({ answers, step, savedAt: ports.clock.now() - 60_000 });
  };

/** The device refuses to keep the draft (storage full or switched off). */
export const draftsRefused: SceneSetup = ({ ports }) => {
  const storage = ports.storage.local;
  const setItem = storage.setItem.bind(storage);
  storage.setItem = (key: string, value: string): void => {
    if (key.startsWith(MEDICAL_QUESTIONNAIRE_DRAFT_KEY_PREFIX)) {
      throw new Error('QuotaExceededError');
    }
    setItem(key, value);
  };
};

/** The member sent the questionnaire already (the platform's task is done). */
export const questionnaireSent: SceneSetup = ({ platform }) => {
  platform.completeTask(DEMO_MEMBER.id, MQ_TASK_ID);
};
