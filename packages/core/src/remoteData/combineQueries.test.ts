import { describe, expect, it } from 'vitest';
import { FakeClock, flushPromises } from '../testing';
import { combineQueries } from './combineQueries';
import { RemoteDataCache } from './remoteDataCache';

/** A cache whose loads answer when the test says. */
function setup() {
  const cache = new RemoteDataCache({ clock: new FakeClock() });
  const answers = new Map<string, { resolve(value: unknown): void; reject(e: unknown): void }[]>();
  const loads: string[] = [];
  const query = <T>(name: string) =>
    cache.query<T>({
      key: [name],
      load: () =>
        new Promise<T>((resolve, reject) => {
          loads.push(name);
          const pending = answers.get(name) ?? [];
          pending.push({ resolve: resolve, reject });
          answers.set(name, pending);
        }),
    });
  const answer = async (name: string, value: unknown): Promise<void> => {
    answers.get(name)?.shift()?.resolve(value);
    await flushPromises();
  };
  const fail = async (name: string, error: unknown): Promise<void> => {
    answers.get(name)?.shift()?.reject(error);
    await flushPromises();
  };
  return { query, answer, fail, loads };
}

describe('combineQueries', () => {
  it('loads every piece when observed and is ready once all are', async () => {
    const { query, answer, loads } = setup();
    const page = combineQueries({
      encounter: query<string>('encounter'),
      tasks: query<number>('tasks'),
    });
    const seen: string[] = [];
    page.subscribe((state) => seen.push(state.status));
    expect(loads).toEqual(['encounter', 'tasks']);
    await answer('encounter', 'enc_1');
    expect(page.getSnapshot().status).toBe('loading');
    await answer('tasks', 2);
    expect(page.getSnapshot()).toMatchObject({
      status: 'ready',
      data: { encounter: 'enc_1', tasks: 2 },
    });
    expect(seen).toEqual(['loading', 'ready']);
  });

  it('keeps its data record while its pieces keep theirs (a refresh that answered the same)', async () => {
    const { query, answer } = setup();
    const page = combineQueries({
      encounter: query<{ id: string }>('encounter'),
      tasks: query<number[]>('tasks'),
    });
    page.subscribe(() => undefined);
    await answer('encounter', { id: 'enc_1' });
    await answer('tasks', [1, 2]);
    const before = page.getSnapshot();
    const refreshed = page.refresh();
    expect(page.getSnapshot()).toMatchObject({ status: 'ready', refreshing: true });
    await answer('encounter', { id: 'enc_1' });
    await answer('tasks', [1, 2]);
    await refreshed;
    const after = page.getSnapshot();
    expect(after).toMatchObject({ status: 'ready', refreshing: false });
    expect(after.status === 'ready' && after.data).toBe(before.status === 'ready' && before.data);
  });

  it('fails as soon as one piece fails, and a retry loads only what failed', async () => {
    const { query, answer, fail, loads } = setup();
    const page = combineQueries({
      encounter: query<string>('encounter'),
      session: query<string>('session'),
    });
    page.subscribe(() => undefined);
    const gone = new Error('gone');
    await fail('session', gone);
    expect(page.getSnapshot()).toEqual({ status: 'error', error: gone });
    await answer('encounter', 'enc_1');
    void page.refresh();
    expect(page.getSnapshot()).toEqual({ status: 'loading', error: gone });
    expect(loads).toEqual(['encounter', 'session', 'session']);
    await answer('session', 'open');
    expect(page.getSnapshot()).toMatchObject({ status: 'ready' });
  });

  it('keeps one snapshot object until a piece changes', async () => {
    const { query, answer } = setup();
    const page = combineQueries({ a: query<string>('a') });
    page.subscribe(() => undefined);
    await answer('a', 'x');
    expect(page.getSnapshot()).toBe(page.getSnapshot());
  });
});
