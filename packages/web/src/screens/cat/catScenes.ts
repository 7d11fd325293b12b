import { catPayloadDataOf, type CatAnswers } from '@scanwise/core';
import { DEMO_MEMBER } from '@scanwise/mock-server/in-process';
import { TOKENS } from '../../composition/tokens';
import type { SceneSetup } from '../../test/platform/platformScene';

/** Answers with no risk factor and no device. */
export const CAT_ALL_NO: CatAnswers = {
  symptoms: 'no',
  familyHistory: 'no',
  priorScore: 'no',
  stent: 'no',
  pacemaker: 'no',
};

/** One risk factor (symptoms). */
export const CAT_ONE_FACTOR: CatAnswers = { ...CAT_ALL_NO, symptoms: 'yes' };

/** Two risk factors (HIGH), one "not sure". */
export const CAT_HIGH: CatAnswers = {
  symptoms: 'yes',
  familyHistory: 'yes',
  priorScore: 'unsure',
  stent: 'no',
  pacemaker: 'no',
};

/** A stent: the scan does not suit (not eligible). */
export const CAT_STENT: CatAnswers = { ...CAT_ALL_NO, stent: 'yes' };

/** Answers in the questionnaire's draft on the device (as a reload would find them). */
export const catDraft =
  (
    answers: CatAnswers,
    { complete = true, step }: { complete?: boolean; step?: number } = {},
  ): SceneSetup =>
  ({ container }) => {
    const cat = container.get(TOKENS.cat);
    for (const [id, value] of Object.entries(answers)) {
      if (value !== undefined) cat.answer(id as keyof CatAnswers, value);
    }
    if (complete) cat.complete();
    if (step !== undefined) cat.goToStep(step);
  };

/** The demo member saved these answers on the platform earlier. */
export const catSavedOnPlatform =
  (answers: CatAnswers): SceneSetup =>
  ({ platform }) => {
    const completedAt = new Date(platform.now().getTime() - 3 * 86_400_000).toISOString();
    platform.saveCat(DEMO_MEMBER.id, {
      payload: JSON.stringify(catPayloadDataOf(answers, completedAt)),
    });
  };
