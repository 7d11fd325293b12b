import type { AuthState } from '@scanwise/core';
import { BehaviorSubject } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import type { ServicesLoader } from '../composition/servicesLoader';
import {
  loadJourneysOnSignIn,
  WARMED_AFTER_SIGN_IN,
  type WarmUpSchedule,
} from './journeysOnSignIn';

const state = (status: AuthState['status']): AuthState => ({ status }) as unknown as AuthState;

/** A group's loader: ready once its load resolved (or from the start). */
function fakeLoader(options: { ready?: boolean; fails?: boolean } = {}) {
  let ready = options.ready ?? false;
  const load = vi.fn(() => {
    if (options.fails) return Promise.reject(new Error('offline'));
    ready = true;
    return Promise.resolve();
  });
  return { isReady: () => ready, load: load as unknown as ServicesLoader['load'], calls: load };
}

/** A schedule whose paint and idle moments the test lets happen. */
function manualSchedule() {
  const waiting: { kind: 'paint' | 'idle'; task: () => void }[] = [];
  const schedule: WarmUpSchedule = {
    afterPaint: (task) => {
      const entry = { kind: 'paint' as const, task };
      waiting.push(entry);
      return () => waiting.splice(waiting.indexOf(entry), 1);
    },
    idle: (task) => {
      const entry = { kind: 'idle' as const, task };
      waiting.push(entry);
      return () => waiting.splice(waiting.indexOf(entry), 1);
    },
  };
  /** Runs the next waiting moment (paint or idle) and the loads it settled. */
  const next = async (): Promise<'paint' | 'idle' | undefined> => {
    const entry = waiting.shift();
    entry?.task();
    await new Promise((resolve) => setTimeout(resolve, 0));
    return entry?.kind;
  };
  return { schedule, next, waiting };
}

function setup(
  initial: AuthState['status'],
  overrides: Record<string, ReturnType<typeof fakeLoader>> = {},
  from?: AuthState['status'],
) {
  const auth = new BehaviorSubject<AuthState>(state(initial));
  const loaders = Object.fromEntries(
    WARMED_AFTER_SIGN_IN.map((group) => [group, overrides[group] ?? fakeLoader()]),
  ) as Record<(typeof WARMED_AFTER_SIGN_IN)[number], ReturnType<typeof fakeLoader>>;
  const { schedule, next, waiting } = manualSchedule();
  const stop = loadJourneysOnSignIn(
    { state$: auth, getSnapshot: () => auth.getValue() },
    loaders,
    from,
    schedule,
  );
  const loadedGroups = (): string[] =>
    WARMED_AFTER_SIGN_IN.filter((group) => loaders[group].calls.mock.calls.length > 0);
  return { auth, loaders, next, waiting, stop, loadedGroups };
}

describe("loadJourneysOnSignIn (the signed-in journeys' services after a sign-in)", () => {
  it('fetches nothing ahead of the next page: nothing before its paint', () => {
    const { auth, waiting, loadedGroups } = setup('signedOut');
    auth.next(state('signingIn'));
    auth.next(state('signedIn'));
    expect(loadedGroups()).toEqual([]);
    expect(waiting.map((entry) => entry.kind)).toEqual(['paint']);
  });

  it("then warms the member's data first, Home's overview next, and the other signed-in groups one per idle moment", async () => {
    const { auth, next, loadedGroups } = setup('signedOut');
    auth.next(state('signingIn'));
    auth.next(state('signedIn'));
    expect(await next()).toBe('paint');
    expect(loadedGroups()).toEqual([]);
    expect(await next()).toBe('idle');
    expect(loadedGroups()).toEqual(['memberData']);
    expect(await next()).toBe('idle');
    expect(loadedGroups()).toEqual(['memberData', 'home']);
    while ((await next()) !== undefined);
    expect(loadedGroups()).toEqual([...WARMED_AFTER_SIGN_IN]);
  });

  it('skips the groups the next page loaded already, and never the upload or public ones', async () => {
    const { auth, next, loadedGroups } = setup('signedOut', {
      memberData: fakeLoader({ ready: true }),
      home: fakeLoader({ ready: true }),
      booking: fakeLoader({ ready: true }),
    });
    auth.next(state('signingIn'));
    auth.next(state('signedIn'));
    while ((await next()) !== undefined);
    expect(loadedGroups()).toEqual([
      'payment',
      'account',
      'questionnaires',
      'viewer',
      'scheduleActions',
    ]);
    expect(WARMED_AFTER_SIGN_IN).not.toContain('mammoUploads');
    expect(WARMED_AFTER_SIGN_IN).not.toContain('signUp');
  });

  it('a failed group is not an unhandled rejection and the next one goes on', async () => {
    const { auth, next, loadedGroups } = setup('signingIn', {
      memberData: fakeLoader({ fails: true }),
    });
    auth.next(state('signedIn'));
    while ((await next()) !== undefined);
    expect(loadedGroups()).toEqual([...WARMED_AFTER_SIGN_IN]);
  });

  // The browser loads this code once a sign-in has started (main.tsx): it may have ended by then.
  it('watching from a sign-in under way, warms after one that ended before its code loaded', async () => {
    const { next, loadedGroups } = setup('signedIn', {}, 'signingIn');
    expect(await next()).toBe('paint');
    while ((await next()) !== undefined);
    expect(loadedGroups()).toEqual([...WARMED_AFTER_SIGN_IN]);
  });

  it('watching from a sign-in under way, warms nothing after one that failed', () => {
    const { waiting } = setup('signedOut', {}, 'signingIn');
    expect(waiting).toEqual([]);
  });

  it('leaves a restored session to the pages (no warm-up at startup)', () => {
    const { auth, waiting } = setup('restoring');
    auth.next(state('signedIn'));
    expect(waiting).toEqual([]);
  });

  it('warms once per page, and stops when stopped', async () => {
    const { auth, next, stop, waiting, loadedGroups } = setup('signedOut');
    auth.next(state('signingIn'));
    auth.next(state('signedIn'));
    await next();
    await next();
    stop();
    expect(waiting).toEqual([]);
    auth.next(state('signingIn'));
    auth.next(state('signedIn'));
    expect(waiting).toEqual([]);
    expect(loadedGroups()).toEqual(['memberData']);
  });
});
