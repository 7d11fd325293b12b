import { describe, expect, it } from 'vitest';
import type { AbortSignalLike } from '../ports';
import { FakeClock, flushPromises, RecordingLogger } from '../testing';
import { RemoteDataCache, type QueryDefinition } from './remoteDataCache';
import { remoteDataOf, type RemoteDataState } from './remoteDataState';

interface Deferred<T> {
  readonly promise: Promise<T>;
  resolve(value: T): void;
  reject(error: unknown): void;
}

function deferred<T>(): Deferred<T> {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** A load whose answers the test gives one at a time, counting calls and keeping signals. */
function scriptedLoad<T>(): {
  readonly load: (signal: AbortSignalLike) => Promise<T>;
  readonly calls: Deferred<T>[];
  readonly signals: AbortSignalLike[];
} {
  const calls: Deferred<T>[] = [];
  const signals: AbortSignalLike[] = [];
  return {
    calls,
    signals,
    load: (signal) => {
      const call = deferred<T>();
      calls.push(call);
      signals.push(signal);
      return call.promise;
    },
  };
}

function setup(): { cache: RemoteDataCache; clock: FakeClock; logger: RecordingLogger } {
  const clock = new FakeClock();
  const logger = new RecordingLogger();
  return { cache: new RemoteDataCache({ clock, logger }), clock, logger };
}

function observe<T>(query: {
  subscribe(listener: (state: RemoteDataState<T>) => void): () => void;
}): { readonly states: RemoteDataState<T>[]; readonly stop: () => void } {
  const states: RemoteDataState<T>[] = [];
  const stop = query.subscribe((state) => states.push(state));
  return { states, stop };
}

describe('RemoteDataCache', () => {
  it('loads when first observed and shows the data when it arrives', async () => {
    const { cache } = setup();
    const source = scriptedLoad<string[]>();
    const query = cache.query({ key: ['reports'], load: source.load });
    expect(source.calls).toHaveLength(0);
    const seen = observe(query);
    expect(query.getSnapshot().status).toBe('loading');
    source.calls[0]?.resolve(['r1']);
    await flushPromises();
    expect(query.getSnapshot()).toMatchObject({ status: 'ready', data: ['r1'], refreshing: false });
    expect(seen.states.map((state) => state.status)).toEqual(['loading', 'ready']);
  });

  it('shares one load in flight between every observer of a key', async () => {
    const { cache } = setup();
    const source = scriptedLoad<number>();
    const definition: QueryDefinition<number> = { key: ['invoices'], load: source.load };
    const first = observe(cache.query(definition));
    const second = observe(cache.query(definition));
    source.calls[0]?.resolve(3);
    await flushPromises();
    expect(source.calls).toHaveLength(1);
    expect(first.states.at(-1)).toMatchObject({ data: 3 });
    expect(second.states.at(-1)).toMatchObject({ data: 3 });
  });

  it('hands out the same query object for the same key', () => {
    const { cache } = setup();
    const load = (): Promise<number> => Promise.resolve(1);
    expect(cache.query({ key: ['a', 1], load })).toBe(cache.query({ key: ['a', 1], load }));
    expect(cache.query({ key: ['a', 1], load })).not.toBe(cache.query({ key: ['a', 2], load }));
  });

  it('shows the last data at once on a revisit and refreshes it in the background', async () => {
    const { cache, clock } = setup();
    const source = scriptedLoad<string>();
    const query = cache.query({ key: ['messages'], load: source.load, freshForMs: 1_000 });
    const visit = observe(query);
    source.calls[0]?.resolve('first');
    await flushPromises();
    visit.stop();

    clock.advance(5_000);
    const revisit = observe(query);
    expect(revisit.states[0]).toMatchObject({ status: 'ready', data: 'first', refreshing: true });
    source.calls[1]?.resolve('second');
    await flushPromises();
    expect(query.getSnapshot()).toMatchObject({ data: 'second', refreshing: false });
  });

  it('keeps the identity of data a refresh answers unchanged, and of its unchanged parts', async () => {
    const { cache, clock } = setup();
    const source = scriptedLoad<{ id: string; status: string }[]>();
    const query = cache.query({ key: ['tasks'], load: source.load, freshForMs: 1_000 });
    const visit = observe(query);
    source.calls[0]?.resolve([
      { id: 'a', status: 'open' },
      { id: 'b', status: 'open' },
    ]);
    await flushPromises();
    const first = remoteDataOf(query.getSnapshot());

    clock.advance(5_000);
    void query.refresh();
    source.calls[1]?.resolve([
      { id: 'a', status: 'open' },
      { id: 'b', status: 'open' },
    ]);
    await flushPromises();
    expect(query.getSnapshot()).toMatchObject({ status: 'ready', refreshing: false });
    expect(remoteDataOf(query.getSnapshot())).toBe(first);

    void query.refresh();
    source.calls[2]?.resolve([
      { id: 'a', status: 'open' },
      { id: 'b', status: 'done' },
    ]);
    await flushPromises();
    const changed = remoteDataOf(query.getSnapshot());
    expect(changed).toEqual([
      { id: 'a', status: 'open' },
      { id: 'b', status: 'done' },
    ]);
    expect(changed?.[0]).toBe(first?.[0]);
    expect(changed?.[1]).not.toBe(first?.[1]);
    visit.stop();
  });

  it('leaves its state as it is when the same data is written again, fresh from then', async () => {
    const { cache, clock } = setup();
    const source = scriptedLoad<{ id: string }[]>();
    const query = cache.query({ key: ['tasks'], load: source.load, freshForMs: 1_000 });
    const visit = observe(query);
    source.calls[0]?.resolve([{ id: 'a' }]);
    await flushPromises();
    const held = query.getSnapshot();
    const seen = visit.states.length;

    clock.advance(900);
    cache.setData<{ id: string }[]>(['tasks'], () => [{ id: 'a' }]);
    expect(query.getSnapshot()).toBe(held);
    expect(visit.states).toHaveLength(seen);

    // Fresh from the write: a new observer within a second of it loads nothing.
    clock.advance(900);
    observe(query).stop();
    expect(source.calls).toHaveLength(1);
    clock.advance(100);
    observe(query).stop();
    expect(source.calls).toHaveLength(2);
    visit.stop();
  });

  it('does not load again for an observer while the data is fresh', async () => {
    const { cache, clock } = setup();
    const source = scriptedLoad<string>();
    const query = cache.query({ key: ['encounters'], load: source.load, freshForMs: 1_000 });
    observe(query).stop();
    source.calls[0]?.resolve('x');
    await flushPromises();
    clock.advance(999);
    observe(query).stop();
    expect(source.calls).toHaveLength(1);
    clock.advance(1);
    observe(query).stop();
    expect(source.calls).toHaveLength(2);
  });

  it('turns a failed first load into an error state and a refresh into a retry', async () => {
    const { cache, logger } = setup();
    const source = scriptedLoad<string>();
    const query = cache.query({ key: ['tasks'], load: source.load });
    observe(query);
    const failure = new Error('offline');
    source.calls[0]?.reject(failure);
    await flushPromises();
    expect(query.getSnapshot()).toEqual({ status: 'error', error: failure });
    expect(logger.entries).toContainEqual(
      expect.objectContaining({ level: 'warn', message: 'Remote data failed to load' }),
    );

    const retried = query.refresh();
    expect(query.getSnapshot()).toEqual({ status: 'loading', error: failure });
    source.calls[1]?.resolve('back');
    await retried;
    expect(query.getSnapshot()).toMatchObject({ status: 'ready', data: 'back' });
  });

  it('keeps the data shown when a background refresh fails', async () => {
    const { cache } = setup();
    const source = scriptedLoad<string>();
    const query = cache.query({ key: ['reports'], load: source.load });
    observe(query);
    source.calls[0]?.resolve('kept');
    await flushPromises();
    const refreshed = query.refresh();
    const failure = new Error('timeout');
    source.calls[1]?.reject(failure);
    await refreshed;
    expect(query.getSnapshot()).toMatchObject({
      status: 'ready',
      data: 'kept',
      refreshing: false,
      refreshError: failure,
    });
  });

  it('writes data from a mutation or push and drops a load that predates it', async () => {
    const { cache } = setup();
    const source = scriptedLoad<readonly string[]>();
    const query = cache.query({ key: ['messages'], load: source.load });
    observe(query);
    source.calls[0]?.resolve(['m1']);
    await flushPromises();

    const refreshed = query.refresh();
    cache.setData<readonly string[]>(['messages'], (current) => [...(current ?? []), 'm2']);
    expect(source.signals[1]?.aborted).toBe(true);
    source.calls[1]?.resolve(['stale answer']);
    await refreshed;
    expect(query.getSnapshot()).toMatchObject({ status: 'ready', data: ['m1', 'm2'] });
  });

  it('leaves an entry alone when the write returns undefined', () => {
    const { cache } = setup();
    cache.setData<string>(['report', 'e1'], () => undefined);
    expect(cache.peek(['report', 'e1'])).toBeUndefined();
    cache.setData<string>(['report', 'e1'], () => 'pushed');
    expect(cache.peek(['report', 'e1'])).toBe('pushed');
  });

  it('reloads observed entries under an invalidated prefix at once and the others when next observed', async () => {
    const { cache } = setup();
    const observed = scriptedLoad<string>();
    const unobserved = scriptedLoad<string>();
    const other = scriptedLoad<string>();
    observe(cache.query({ key: ['invoices', 'due'], load: observed.load }));
    const later = cache.query({ key: ['invoices', 'paid'], load: unobserved.load });
    observe(later).stop();
    observe(cache.query({ key: ['messages'], load: other.load }));
    for (const source of [observed, unobserved, other]) source.calls[0]?.resolve('v1');
    await flushPromises();

    cache.invalidate(['invoices']);
    expect(observed.calls).toHaveLength(2);
    expect(unobserved.calls).toHaveLength(1);
    expect(other.calls).toHaveLength(1);
    observe(later);
    expect(unobserved.calls).toHaveLength(2);
  });

  it('drops a load under way when invalidated and loads again: its answer predates the change', async () => {
    const { cache } = setup();
    const source = scriptedLoad<string>();
    const states = observe(cache.query({ key: ['messages'], load: source.load }));
    cache.invalidate(['messages']);
    expect(source.calls).toHaveLength(2);
    expect(source.signals[0]?.aborted).toBe(true);
    source.calls[0]?.resolve('before the change');
    source.calls[1]?.resolve('after the change');
    await flushPromises();
    expect(cache.peek(['messages'])).toBe('after the change');
    expect(states.states.map((state) => state.status)).not.toContain('error');
  });

  it('forgets everything on clear, aborting loads, and loads nothing until asked again', async () => {
    const { cache } = setup();
    const source = scriptedLoad<string>();
    const query = cache.query({ key: ['encounters'], load: source.load });
    observe(query);
    source.calls[0]?.resolve('member A');
    await flushPromises();
    const refreshed = query.refresh();

    cache.clear();
    expect(source.signals[1]?.aborted).toBe(true);
    source.calls[1]?.resolve('member A again');
    await refreshed;
    expect(query.getSnapshot()).toEqual({ status: 'loading', error: null });
    expect(cache.peek(['encounters'])).toBeUndefined();
    expect(source.calls).toHaveLength(2);

    observe(query);
    expect(source.calls).toHaveLength(3);
  });

  it('suspended, it forgets its entries and loads nothing until resumed, then loads what is observed', async () => {
    const { cache, logger } = setup();
    const source = scriptedLoad<string[]>();
    const query = cache.query({ key: ['scans'], load: source.load });
    const watched = observe(query);
    source.calls[0]?.resolve(['a']);
    await flushPromises();
    const inFlight = cache.query({ key: ['reports'], load: source.load });
    const leave = observe(inFlight);
    expect(source.calls).toHaveLength(2);

    cache.suspend();
    // The load under way is aborted and its late failure is nobody's warning.
    expect(source.signals[1]?.aborted).toBe(true);
    source.calls[1]?.reject(new Error('401'));
    await query.refresh();
    cache.invalidate(['scans']);
    observe(query).stop();
    cache.setData<string[]>(['scans'], () => ['b']);
    await flushPromises();
    expect(source.calls).toHaveLength(2);
    expect(query.getSnapshot().status).toBe('loading');
    expect(logger.entries).toEqual([]);

    leave.stop();
    cache.resume();
    expect(source.calls).toHaveLength(3);
    source.calls[2]?.resolve(['c']);
    await flushPromises();
    expect(watched.states.at(-1)).toMatchObject({ status: 'ready', data: ['c'] });
    expect(inFlight.getSnapshot().status).toBe('loading');
    watched.stop();
  });
});
