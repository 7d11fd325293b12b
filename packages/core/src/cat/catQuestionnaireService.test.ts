import { BehaviorSubject } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import { FakeClock, flushPromises } from '../testing/fakeClock';
import { MemoryStorage } from '../storage';
import { RecordingLogger } from '../testing/recordingLogger';
import { catPayloadDataOf, type CatAnswers } from './catQuestionnaire';
import { ALL_NO, FakeCatApi, failure } from './catApi.test-support';
import { CAT_DRAFT_STORAGE_KEY, CatQuestionnaire } from './catQuestionnaireService';

function setup(storage = new MemoryStorage()) {
  const api = new FakeCatApi();
  const signedIn$ = new BehaviorSubject(false);
  const logger = new RecordingLogger();
  const onSavedAfterSignIn = vi.fn();
  const service = new CatQuestionnaire({
    api,
    storage,
    clock: new FakeClock(Date.UTC(2026, 10, 23, 9)),
    logger,
    signedIn$,
    onSavedAfterSignIn,
  });
  const answerAll = (answers: CatAnswers = ALL_NO) => {
    for (const [id, value] of Object.entries(answers)) {
      if (value !== undefined) service.answer(id as keyof CatAnswers, value);
    }
  };
  return { api, signedIn$, logger, service, storage, answerAll, onSavedAfterSignIn };
}

describe('CatQuestionnaire', () => {
  it('keeps the answers and the step in storage, so a reload resumes', () => {
    const { service, storage } = setup();
    service.answer('symptoms', 'yes');
    service.goToStep(2);
    const again = setup(storage).service;
    expect(again.getSnapshot().draft).toMatchObject({ answers: { symptoms: 'yes' }, step: 2 });
  });

  it('discards a corrupt stored draft with a log line, never a crash', () => {
    const storage = new MemoryStorage({
      [CAT_DRAFT_STORAGE_KEY]: '{"version":1,"state":{"step":"x"',
    });
    const { service, logger } = setup(storage);
    expect(service.getSnapshot().draft.answers).toEqual({});
    expect(logger.messages('warn')).toEqual(['Stored cat draft discarded']);
  });

  it('clamps steps and completes only with every answer', () => {
    const { service, answerAll } = setup();
    service.goToStep(99);
    expect(service.getSnapshot().draft.step).toBe(5);
    service.goToStep(-3);
    expect(service.getSnapshot().draft.step).toBe(0);
    expect(service.complete()).toBe(false);
    answerAll();
    expect(service.complete()).toBe(true);
    expect(service.getSnapshot().draft.completedAt).toBe('2026-11-23T09:00:00.000Z');
  });

  it('saves the payload once, and a changed answer needs results and a save again', async () => {
    const { service, api, answerAll } = setup();
    answerAll();
    service.complete();
    const [first, second] = await Promise.all([service.save(), service.save()]);
    expect([first, second]).toEqual([true, true]);
    expect(api.saved).toEqual([catPayloadDataOf(ALL_NO, '2026-11-23T09:00:00.000Z')]);
    expect(service.getSnapshot()).toMatchObject({
      saveStatus: 'saved',
      draft: { savedAt: '2026-11-23T10:00:00Z' },
    });
    service.answer('symptoms', 'yes');
    expect(service.getSnapshot()).toMatchObject({
      saveStatus: 'idle',
      draft: { savedAt: null, completedAt: null },
    });
  });

  it('a failed save ("Errors reject") is logged and keeps the answers', async () => {
    const { service, api, logger, answerAll } = setup();
    answerAll();
    service.complete();
    api.saveFails = true;
    expect(await service.save()).toBe(false);
    expect(service.getSnapshot().saveStatus).toBe('failed');
    expect(service.getSnapshot().draft.answers).toEqual(ALL_NO);
    expect(logger.messages('error')).toEqual(['CAT answers could not be saved']);
  });

  it('saves by itself once signed in when the visitor asked, then tells the app', async () => {
    const { service, api, signedIn$, answerAll, onSavedAfterSignIn } = setup();
    answerAll();
    service.complete();
    signedIn$.next(true);
    signedIn$.next(false);
    await flushPromises();
    expect(api.saveCatRecord).not.toHaveBeenCalled();
    answerAll();
    service.complete();
    service.requestSaveOnSignIn();
    signedIn$.next(true);
    await flushPromises();
    expect(api.saveCatRecord).toHaveBeenCalledTimes(1);
    expect(onSavedAfterSignIn).toHaveBeenCalledTimes(1);
    expect(service.getSnapshot().draft.saveOnSignIn).toBe(false);
  });

  it('forgets the draft when the member signs out', () => {
    const { service, signedIn$, storage } = setup();
    signedIn$.next(true);
    service.answer('stent', 'no');
    signedIn$.next(false);
    expect(service.getSnapshot().draft.answers).toEqual({});
    expect(storage.getItem(CAT_DRAFT_STORAGE_KEY)).toBeNull();
  });

  it('restores saved answers with GET members cat, unless a draft is in progress', async () => {
    const { service, api } = setup();
    const data = catPayloadDataOf({ ...ALL_NO, priorScore: 'unsure' }, '2026-11-20T10:00:00Z');
    api.record = {
      success: true,
      data: { payload: JSON.stringify(data), data, updated: '2026-11-20T10:00:01Z' },
    };
    expect(await service.restoreSaved()).toBe('restored');
    expect(service.getSnapshot()).toMatchObject({
      saveStatus: 'saved',
      draft: {
        answers: { priorScore: 'unsure' },
        step: 5,
        completedAt: '2026-11-20T10:00:00Z',
        savedAt: '2026-11-20T10:00:01Z',
      },
    });
    expect(await service.restoreSaved()).toBe('kept-draft');
    expect(api.loadCatRecord).toHaveBeenCalledTimes(1);
  });

  it('restore: none for 404 or an unknown payload, failed for other errors', async () => {
    const { service, api, logger } = setup();
    expect(await service.restoreSaved()).toBe('none');
    api.record = { success: false, error: failure(500) };
    expect(await service.restoreSaved()).toBe('failed');
    api.record = {
      success: true,
      data: { payload: '{"cacStent":true}', data: { cacStent: true } },
    };
    expect(await service.restoreSaved()).toBe('none');
    expect(logger.messages('info')).toContain(
      'Saved CAT answers are not in a known form; starting afresh',
    );
    expect(logger.messages('warn')).toEqual([]);
  });
});
