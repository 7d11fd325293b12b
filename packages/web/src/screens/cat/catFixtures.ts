import { catPayloadDataOf, type CatAnswers, type CatResult } from '@scanwise/core';
import type { ScanwiseContainer } from '../../composition/container';
import type { FakeScanwisePorts } from '../../composition/fakeScanwisePorts';
import { TOKENS } from '../../composition/tokens';
import { answerCall } from '../../test/fakePlatform';

/** Answers with no risk factor and no device. */
export const CAT_ALL_NO: CatAnswers = {
  symptoms: 'no',
  familyHistory: 'no',
  priorScore: 'no',
  stent: 'no',
  pacemaker: 'no',
};

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

/** Puts answers in the questionnaire's draft (as a reload would find them). */
export function fillCatDraft(
  services: ScanwiseContainer,
  answers: CatAnswers,
  { complete = true, step }: { complete?: boolean; step?: number } = {},
): void {
  const cat = services.get(TOKENS.cat);
  for (const [id, value] of Object.entries(answers)) {
    if (value !== undefined) cat.answer(id as keyof CatAnswers, value);
  }
  if (complete) cat.complete();
  if (step !== undefined) cat.goToStep(step);
}

export const CAT_RESULT_LOW: CatResult = {
  riskLevel: 'LOW',
  eligible: true,
  recommendedPackageId: 'pkg_heart_ct',
  reasons: [],
  created: '2026-11-23T10:00:00Z',
};

/** The platform answers the CAT calls: save echoes a record, results give `result`. */
export function answerCatCalls(
  ports: FakeScanwisePorts,
  { result = CAT_RESULT_LOW, saved }: { result?: CatResult; saved?: CatAnswers } = {},
): void {
  answerCall(ports, 'catSave', {
    body: { id: 'cat_1', payload: '{}', updated: '2026-11-23T10:00:00Z' },
  });
  answerCall(ports, 'catResultsGet', { body: result });
  answerCall(
    ports,
    'catGet',
    saved
      ? {
          body: {
            id: 'cat_1',
            payload: JSON.stringify(catPayloadDataOf(saved, '2026-11-20T10:00:00.000Z')),
            updated: '2026-11-20T10:00:00Z',
          },
        }
      : { status: 404, body: { code: 'not_found', message: 'No CAT record' } },
  );
}
