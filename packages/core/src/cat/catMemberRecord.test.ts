import { BehaviorSubject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import type { CatResult } from '../schemas/cat';
import { MemoryStorage } from '../storage';
import { FakeClock, flushPromises } from '../testing/fakeClock';
import { RecordingLogger } from '../testing/recordingLogger';
import { ALL_NO, FakeCatApi, failure } from './catApi.test-support';
import { CatMemberRecord, catAwaitsSavedAnswers } from './catMemberRecord';
import { catPayloadDataOf, type CatAnswers } from './catQuestionnaire';
import { CatQuestionnaire } from './catQuestionnaireService';

const SCORED: CatResult = {
  riskLevel: 'HIGH',
  eligible: true,
  recommendedPackageId: 'pkg_heart_ct',
  reasons: ['familyHistory'],
  created: '2026-11-23T10:00:00Z',
};

function setup({ signedIn = true }: { signedIn?: boolean } = {}) {
  const api = new FakeCatApi();
  const signedIn$ = new BehaviorSubject(signedIn);
  const logger = new RecordingLogger();
  const questionnaire = new CatQuestionnaire({
    api,
    storage: new MemoryStorage(),
    clock: new FakeClock(Date.UTC(2026, 10, 23, 9)),
    logger,
    signedIn$,
  });
  const record = new CatMemberRecord({ questionnaire, signedIn$, logger });
  const answerAll = (answers: CatAnswers = ALL_NO) => {
    for (const [id, value] of Object.entries(answers)) {
      if (value !== undefined) questionnaire.answer(id as keyof CatAnswers, value);
    }
    questionnaire.complete();
  };
  const savedRecord = (answers: CatAnswers) => {
    const data = catPayloadDataOf(answers, '2026-11-20T10:00:00Z');
    api.record = {
      success: true,
      data: { payload: JSON.stringify(data), data, updated: '2026-11-20T10:00:01Z' },
    };
  };
  return { api, signedIn$, logger, questionnaire, record, answerAll, savedRecord };
}

describe("a signed-in member's saved answers", () => {
  it('are brought into a tab that has none when a page of the check opens', async () => {
    const { api, questionnaire, record, savedRecord } = setup();
    savedRecord({ ...ALL_NO, priorScore: 'unsure' });
    expect(record.getSnapshot().restore).toBe('pending');
    record.open('questionnaire');
    expect(record.getSnapshot().restore).toBe('loading');
    await flushPromises();
    expect(record.getSnapshot().restore).toBe('done');
    expect(questionnaire.getSnapshot().draft.answers.priorScore).toBe('unsure');
    expect(api.loadCatRecord).toHaveBeenCalledTimes(1);
  });

  it('are asked for once the session is restored, when that comes after the page opened', async () => {
    const { api, signedIn$, record } = setup({ signedIn: false });
    record.open('questionnaire');
    await flushPromises();
    expect(api.loadCatRecord).not.toHaveBeenCalled();
    expect(record.getSnapshot().restore).toBe('pending');
    signedIn$.next(true);
    expect(record.getSnapshot().restore).toBe('loading');
    await flushPromises();
    expect(api.loadCatRecord).toHaveBeenCalledTimes(1);
    expect(record.getSnapshot().restore).toBe('done');
  });

  it('are not asked for when the tab holds answers of its own (work in progress wins)', () => {
    const { api, questionnaire, record } = setup();
    questionnaire.answer('stent', 'yes');
    record.open('questionnaire');
    expect(record.getSnapshot().restore).toBe('done');
    expect(api.loadCatRecord).not.toHaveBeenCalled();
  });

  it('are not asked for while no page of the check is open', async () => {
    const { api, signedIn$, record } = setup({ signedIn: false });
    const close = record.open('results');
    close();
    signedIn$.next(true);
    await flushPromises();
    expect(api.loadCatRecord).not.toHaveBeenCalled();
  });

  it('that fail to load are logged and kept as failed, until the member retries or starts afresh', async () => {
    const { api, logger, record } = setup();
    api.record = { success: false, error: failure(503) };
    record.open('questionnaire');
    await flushPromises();
    expect(record.getSnapshot().restore).toBe('failed');
    expect(logger.messages('warn')).toEqual(['CAT: saved answers not loaded']);

    record.retryRestore();
    expect(record.getSnapshot().restore).toBe('loading');
    await flushPromises();
    expect(api.loadCatRecord).toHaveBeenCalledTimes(2);
    expect(record.getSnapshot().restore).toBe('failed');

    record.startFresh();
    await flushPromises();
    expect(record.getSnapshot().restore).toBe('done');
    expect(api.loadCatRecord).toHaveBeenCalledTimes(2);
  });
});

describe('the results page of a signed-in member', () => {
  it('saves the complete answers once, then shows the platform’s scoring of that version', async () => {
    const { api, questionnaire, record, answerAll } = setup();
    api.getCatResults.mockResolvedValue(SCORED);
    answerAll();
    record.open('questionnaire');
    await flushPromises();
    expect(api.saveCatRecord).not.toHaveBeenCalled();

    record.open('results');
    record.open('results');
    expect(questionnaire.getSnapshot().saveStatus).toBe('saving');
    await flushPromises();
    expect(api.saveCatRecord).toHaveBeenCalledTimes(1);
    expect(api.getCatResults).toHaveBeenCalledTimes(1);
    expect(record.getSnapshot().scoring).toEqual({
      status: 'ready',
      savedAt: '2026-11-23T10:00:00Z',
      result: SCORED,
    });
  });

  it('scores answers the page restored, without saving them again', async () => {
    const { api, record, savedRecord } = setup();
    savedRecord(ALL_NO);
    record.open('results');
    await flushPromises();
    expect(api.saveCatRecord).not.toHaveBeenCalled();
    expect(record.getSnapshot().scoring).toMatchObject({
      status: 'ready',
      savedAt: '2026-11-20T10:00:01Z',
    });
  });

  it('keeps a failed scoring as failed (logged) until the member retries', async () => {
    const { api, logger, record, answerAll } = setup();
    api.getCatResults.mockRejectedValueOnce(failure(500));
    answerAll();
    record.open('results');
    await flushPromises();
    expect(record.getSnapshot().scoring).toEqual({
      status: 'failed',
      savedAt: '2026-11-23T10:00:00Z',
    });
    expect(logger.messages('error')).toEqual(['CAT results could not be loaded']);

    record.retryResults();
    expect(record.getSnapshot().scoring.status).toBe('loading');
    await flushPromises();
    expect(record.getSnapshot().scoring.status).toBe('ready');
    expect(api.saveCatRecord).toHaveBeenCalledTimes(1);
  });

  it('saves again when the member retries a failed save, then scores', async () => {
    const { api, questionnaire, record, answerAll } = setup();
    api.saveFails = true;
    answerAll();
    record.open('results');
    await flushPromises();
    expect(questionnaire.getSnapshot().saveStatus).toBe('failed');
    expect(api.getCatResults).not.toHaveBeenCalled();

    api.saveFails = false;
    record.retryResults();
    await flushPromises();
    expect(api.saveCatRecord).toHaveBeenCalledTimes(2);
    expect(record.getSnapshot().scoring.status).toBe('ready');
  });

  it('drops the scoring of a version a changed answer replaced', async () => {
    const { questionnaire, record, answerAll } = setup();
    answerAll();
    const close = record.open('results');
    await flushPromises();
    expect(record.getSnapshot().scoring.status).toBe('ready');
    close();
    questionnaire.answer('stent', 'yes');
    expect(record.getSnapshot().scoring).toEqual({ status: 'idle' });
  });

  it('forgets everything when the member signs out, and drops a scoring that answers after', async () => {
    const { api, signedIn$, record, answerAll } = setup();
    let answer: (result: CatResult) => void = () => undefined;
    api.getCatResults.mockReturnValue(
      new Promise<CatResult>((resolve) => {
        answer = resolve;
      }),
    );
    answerAll();
    record.open('results');
    await flushPromises();
    expect(record.getSnapshot().scoring.status).toBe('loading');
    signedIn$.next(false);
    answer(SCORED);
    await flushPromises();
    expect(record.getSnapshot()).toEqual({ restore: 'pending', scoring: { status: 'idle' } });
  });

  it('loads nothing for a visitor who is not signed in', async () => {
    const { api, record, answerAll } = setup({ signedIn: false });
    answerAll();
    record.open('results');
    await flushPromises();
    expect(api.saveCatRecord).not.toHaveBeenCalled();
    expect(api.getCatResults).not.toHaveBeenCalled();
    expect(record.getSnapshot()).toEqual({ restore: 'pending', scoring: { status: 'idle' } });
  });
});

describe('the page that keeps the answers (sign-up)', () => {
  it('saves complete answers once the member is signed in, and scores nothing', async () => {
    const { api, signedIn$, questionnaire, record, answerAll } = setup({ signedIn: false });
    answerAll();
    record.open('signUp');
    await flushPromises();
    expect(api.saveCatRecord).not.toHaveBeenCalled();
    signedIn$.next(true);
    await flushPromises();
    expect(api.saveCatRecord).toHaveBeenCalledTimes(1);
    expect(questionnaire.getSnapshot().saveStatus).toBe('saved');
    expect(api.getCatResults).not.toHaveBeenCalled();
  });
});

describe('a page waiting for the saved answers', () => {
  const empty = { answers: {}, step: 0, completedAt: null, savedAt: null, saveOnSignIn: false };
  it('waits while they load, or before its opening starts the load of a tab with none', () => {
    expect(catAwaitsSavedAnswers('pending', empty, true)).toBe(true);
    expect(catAwaitsSavedAnswers('loading', empty, true)).toBe(true);
  });
  it('does not wait for a visitor, a tab with answers, a failed load or a done one', () => {
    expect(catAwaitsSavedAnswers('pending', empty, false)).toBe(false);
    expect(catAwaitsSavedAnswers('pending', { ...empty, answers: { stent: 'no' } }, true)).toBe(
      false,
    );
    expect(catAwaitsSavedAnswers('failed', empty, true)).toBe(false);
    expect(catAwaitsSavedAnswers('done', empty, true)).toBe(false);
  });
});
