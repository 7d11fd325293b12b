import { describe, expect, it } from 'vitest';
import { RemoteDataCache, type QueryDefinition, type RemoteQuery } from '../remoteData';
import { ENTITY_EXAMPLES, type Encounter, type Invoice, type Message, type Task } from '../schemas';
import { FakeClock, flushPromises } from '../testing';
import type { HomeOverview } from './homeOverview';
import { HomeOverviewService, type HomeOverviewSources } from './homeOverviewService';

interface Answer<T> {
  resolve(value: T): void;
  reject(error: unknown): void;
}

/** The four lists in a real cache, each answering when the test says. */
function setup() {
  const clock = new FakeClock();
  const cache = new RemoteDataCache({ clock });
  const answers = new Map<string, Answer<unknown>[]>();
  const list = <T>(name: string): RemoteQuery<T> => {
    const definition: QueryDefinition<T> = {
      key: [name],
      load: () =>
        new Promise<T>((resolve, reject) => {
          answers.set(name, [...(answers.get(name) ?? []), { resolve, reject }]);
        }),
    };
    return cache.query(definition);
  };
  const sources: HomeOverviewSources = {
    encounters: () => list<readonly Encounter[]>('encounters'),
    tasks: () => list<readonly Task[]>('tasks'),
    invoices: () => list<readonly Invoice[]>('invoices'),
    messages: () => list<readonly Message[]>('messages'),
  };
  const remembered: { readonly overview: HomeOverview; readonly deadline: number | undefined }[] =
    [];
  const home = new HomeOverviewService({
    memberData: sources,
    clock,
    timeZone: () => 'America/New_York',
    remember: (overview, deadline) => remembered.push({ overview, deadline }),
  });
  const settle = async (name: string, outcome: { value?: unknown; error?: unknown }) => {
    const answer = answers.get(name)?.shift();
    if (!answer) throw new Error(`no load of ${name} waiting`);
    if ('error' in outcome) answer.reject(outcome.error);
    else answer.resolve(outcome.value);
    await flushPromises();
  };
  return { clock, cache, home, settle, remembered };
}

const booked: Encounter = {
  ...ENTITY_EXAMPLES.Encounter,
  id: 'enc_1',
  appointment: {
    ...ENTITY_EXAMPLES.Encounter.appointment!,
    encounterId: 'enc_1',
    start: '2026-01-02T15:00:00.000Z',
    end: '2026-01-02T16:00:00.000Z',
  },
};
const questionnaire: Task = {
  ...ENTITY_EXAMPLES.Task,
  id: 'tsk_mq',
  encounterId: 'enc_1',
  due: '2026-01-02T09:00:00.000Z',
};

/** The four lists answer: a booked scan, its questionnaire, no invoice, no message. */
async function answerEvery(
  settle: (name: string, outcome: { value?: unknown; error?: unknown }) => Promise<void>,
): Promise<void> {
  await settle('encounters', { value: [booked] });
  await settle('tasks', { value: [questionnaire] });
  await settle('invoices', { value: [] });
  await settle('messages', { value: [] });
}

describe('HomeOverviewService', () => {
  it('is loading until the four lists have answered, then decides the next step', async () => {
    const { home, settle } = setup();
    const seen: string[] = [];
    const unsubscribe = home.subscribe((state) => seen.push(state.status));
    await settle('encounters', { value: [booked] });
    await settle('tasks', { value: [questionnaire] });
    await settle('invoices', { value: [] });
    expect(home.getSnapshot().status).toBe('loading');
    await settle('messages', { value: [{ ...ENTITY_EXAMPLES.Message, read: false }] });
    const state = home.getSnapshot();
    expect(state.status).toBe('ready');
    expect(state.status === 'ready' && state.data.nextStep).toMatchObject({
      kind: 'task',
      urgency: 'beforeScan',
      task: questionnaire,
    });
    expect(state.status === 'ready' && state.data.unreadMessages).toBe(1);
    // One loading state while the pieces arrive, then the overview.
    expect(seen).toEqual(['loading', 'ready']);
    unsubscribe();
  });

  it('decides again when a list changes (a task done by a hub push)', async () => {
    const { home, cache, settle } = setup();
    const unsubscribe = home.subscribe(() => undefined);
    await answerEvery(settle);
    const before = home.getSnapshot();
    expect(home.getSnapshot()).toBe(before);
    cache.setData<readonly Task[]>(['tasks'], () => [{ ...questionnaire, done: true }]);
    const after = home.getSnapshot();
    expect(after.status === 'ready' && after.data.nextStep).toEqual({
      kind: 'attendScan',
      encounter: booked,
    });
    unsubscribe();
  });

  it('takes the time from the clock: a task whose due time has passed is overdue', async () => {
    const { home, clock, cache, settle } = setup();
    const unsubscribe = home.subscribe(() => undefined);
    await answerEvery(settle);
    clock.advance(25 * 3_600_000);
    cache.setData<readonly Message[]>(['messages'], () => []);
    const state = home.getSnapshot();
    expect(state.status === 'ready' && state.data.nextStep).toMatchObject({
      kind: 'task',
      urgency: 'overdue',
    });
    unsubscribe();
  });

  it('decides without the invoices and messages when their loads fail, their counts unknown', async () => {
    const { home, settle } = setup();
    const unsubscribe = home.subscribe(() => undefined);
    await settle('encounters', { value: [] });
    await settle('tasks', { value: [] });
    await settle('invoices', { error: new Error('down') });
    await settle('messages', { error: new Error('down') });
    const state = home.getSnapshot();
    expect(state.status).toBe('ready');
    expect(state.status === 'ready' && state.data).toMatchObject({
      nextStep: { kind: 'bookScan', firstScan: true },
      unreadMessages: undefined,
      invoicesDue: undefined,
    });
    unsubscribe();
  });

  it('fails when the scans fail to load, and a refresh retries only them', async () => {
    const { home, settle } = setup();
    const unsubscribe = home.subscribe(() => undefined);
    const failure = new Error('down');
    await settle('encounters', { error: failure });
    expect(home.getSnapshot()).toMatchObject({ status: 'error', error: failure });
    await settle('tasks', { value: [] });
    await settle('invoices', { value: [] });
    await settle('messages', { value: [] });
    void home.refresh();
    expect(home.getSnapshot()).toMatchObject({ status: 'loading', error: failure });
    await settle('encounters', { value: [] });
    expect(home.getSnapshot().status).toBe('ready');
    unsubscribe();
  });

  it('decides again when a due time passes while Home is open, though no data changed', async () => {
    const { home, clock, settle } = setup();
    const seen: unknown[] = [];
    const unsubscribe = home.subscribe((state) => {
      if (state.status === 'ready') seen.push(state.data.nextStep);
    });
    await answerEvery(settle);
    expect(seen).toEqual([expect.objectContaining({ kind: 'task', urgency: 'beforeScan' })]);

    // One minute before the questionnaire's due time: nothing has changed yet.
    await clock.advanceAsync(24 * 3_600_000 - 60_000);
    expect(seen).toHaveLength(1);
    // Past its due time (the clock alone moved): overdue, shown at once.
    await clock.advanceAsync(2 * 60_000);
    expect(seen).toEqual([
      expect.objectContaining({ kind: 'task', urgency: 'beforeScan' }),
      expect.objectContaining({ kind: 'task', urgency: 'overdue', task: questionnaire }),
    ]);
    // Then the scan is over: the task no longer prepares an upcoming scan.
    await clock.advanceAsync(8 * 3_600_000);
    const state = home.getSnapshot();
    expect(state.status === 'ready' && state.data.upcomingScan).toBeUndefined();
    unsubscribe();
  });

  it('shows a scan as upcoming once it comes near (121 days), waiting a day at a time', async () => {
    const { home, clock, settle } = setup();
    const later: Encounter = {
      ...booked,
      appointment: {
        ...booked.appointment!,
        start: new Date(clock.now() + 130 * 86_400_000).toISOString(),
        end: new Date(clock.now() + 130 * 86_400_000 + 3_600_000).toISOString(),
      },
    };
    const unsubscribe = home.subscribe(() => undefined);
    await settle('encounters', { value: [later] });
    await settle('tasks', { value: [] });
    await settle('invoices', { value: [] });
    await settle('messages', { value: [] });
    const upcoming = () => {
      const state = home.getSnapshot();
      return state.status === 'ready' ? state.data.upcomingScan : 'not ready';
    };
    expect(upcoming()).toBeUndefined();
    // No timer longer than a day is ever set.
    expect(clock.pendingTimers).toBe(1);
    await clock.advanceAsync(8 * 86_400_000);
    expect(upcoming()).toBeUndefined();
    await clock.advanceAsync(2 * 86_400_000);
    expect(upcoming()).toEqual(later);
    unsubscribe();
  });

  it('keeps no timer once nobody observes it', async () => {
    const { home, clock, settle } = setup();
    const unsubscribe = home.subscribe(() => undefined);
    await answerEvery(settle);
    expect(clock.pendingTimers).toBe(1);
    unsubscribe();
    expect(clock.pendingTimers).toBe(0);
  });

  it('hands each overview it decides to be remembered, with its next deadline', async () => {
    const { home, settle, remembered, clock } = setup();
    const unsubscribe = home.subscribe(() => undefined);
    await settle('encounters', { value: [booked] });
    await settle('tasks', { value: [questionnaire] });
    await settle('invoices', { value: [] });
    expect(remembered).toHaveLength(0);
    await settle('messages', { value: [] });
    expect(remembered).toHaveLength(1);
    const state = home.getSnapshot();
    expect(state.status === 'ready' && remembered[0]?.overview).toBe(
      state.status === 'ready' && state.data,
    );
    // The questionnaire falls due before the scan: the overview reads differently from then on.
    const deadline = remembered[0]?.deadline ?? Number.NaN;
    expect(deadline).toBeGreaterThan(clock.now());
    expect(deadline).toBeLessThanOrEqual(Date.parse(questionnaire.due!) + 1);
    // The same overview observed again is not handed over twice.
    const again = home.subscribe(() => undefined);
    expect(remembered).toHaveLength(1);
    again();
    unsubscribe();
  });

  it('keeps the overview it decided when a refresh answers the same lists: not remembered again', async () => {
    const { home, settle, remembered } = setup();
    const unsubscribe = home.subscribe(() => undefined);
    await answerEvery(settle);
    const before = home.getSnapshot();
    const refreshed = home.refresh();
    await settle('encounters', { value: [structuredClone(booked)] });
    await settle('tasks', { value: [structuredClone(questionnaire)] });
    await settle('invoices', { value: [] });
    await settle('messages', { value: [] });
    await refreshed;
    const after = home.getSnapshot();
    expect(after).toMatchObject({ status: 'ready', refreshing: false });
    expect(after.status === 'ready' && after.data).toBe(before.status === 'ready' && before.data);
    expect(remembered).toHaveLength(1);
    unsubscribe();
  });

  it('keeps its state when a push writes a list unchanged: its observers hear nothing', async () => {
    const { home, cache, settle } = setup();
    const seen: unknown[] = [];
    const unsubscribe = home.subscribe((state) => seen.push(state));
    await answerEvery(settle);
    const before = home.getSnapshot();
    const heard = seen.length;
    cache.setData<readonly Task[]>(['tasks'], () => [structuredClone(questionnaire)]);
    expect(home.getSnapshot()).toBe(before);
    expect(seen).toHaveLength(heard);
    unsubscribe();
  });

  it('prefetch asks for the four lists at once, and not again while they are fresh', async () => {
    const { home, settle, cache } = setup();
    home.prefetch();
    for (const name of ['encounters', 'tasks', 'invoices', 'messages']) {
      await settle(name, { value: [] });
    }
    expect(cache.peek(['encounters'])).toEqual([]);
    home.prefetch();
    await expect(settle('tasks', { value: [] })).rejects.toThrow('no load of tasks waiting');
    const unsubscribe = home.subscribe(() => undefined);
    expect(home.getSnapshot().status).toBe('ready');
    unsubscribe();
  });
});
