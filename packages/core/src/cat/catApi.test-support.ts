// The CAT's platform calls over a fake, for the questionnaire's and the member record's tests.
import { vi } from 'vitest';
import { MemberApiError, type MemberCallResult } from '../api/memberApiError';
import type { CatRecord, CatResult } from '../schemas/cat';
import type { CatAnswers } from './catQuestionnaire';
import type { CatQuestionnaireApi } from './catQuestionnaireService';

export const ALL_NO: CatAnswers = {
  symptoms: 'no',
  familyHistory: 'no',
  priorScore: 'no',
  stent: 'no',
  pacemaker: 'no',
};

export const failure = (status: number): MemberApiError =>
  new MemberApiError(
    'catGet',
    { code: 'http_status', status, message: `HTTP ${status}` } as never,
    status,
  );

export class FakeCatApi implements CatQuestionnaireApi {
  saved: unknown[] = [];
  saveFails = false;
  record: MemberCallResult<CatRecord> = { success: false, error: failure(404) };
  saveCatRecord = vi.fn(async (data: unknown): Promise<CatRecord> => {
    await Promise.resolve();
    if (this.saveFails) throw failure(503);
    this.saved.push(data);
    return { id: 'cat_1', payload: JSON.stringify(data), data, updated: '2026-11-23T10:00:00Z' };
  });
  loadCatRecord = vi.fn(async () => {
    await Promise.resolve();
    return this.record;
  });
  getCatResults = vi.fn((): Promise<CatResult> =>
    Promise.resolve({
      riskLevel: 'LOW',
      eligible: true,
      recommendedPackageId: 'pkg_heart_ct',
      reasons: [],
      created: '2026-11-23T10:00:00Z',
    }),
  );
}
