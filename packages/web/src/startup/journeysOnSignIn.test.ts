import type { AuthState } from '@scanwise/core';
import { BehaviorSubject } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import { loadJourneysOnSignIn } from './journeysOnSignIn';

const state = (status: AuthState['status']): AuthState => ({ status }) as unknown as AuthState;

function setup(initial: AuthState['status']) {
  const auth = new BehaviorSubject<AuthState>(state(initial));
  const load = vi.fn(() => Promise.resolve());
  loadJourneysOnSignIn({ state$: auth, getSnapshot: () => auth.getValue() }, { load });
  return { auth, load };
}

describe("loadJourneysOnSignIn (the journeys' services after a sign-in)", () => {
  it('fetches them once the member signs in from the sign-in page, once', async () => {
    const { auth, load } = setup('signedOut');
    auth.next(state('signingIn'));
    expect(load).not.toHaveBeenCalled();
    auth.next(state('signedIn'));
    expect(load).toHaveBeenCalledTimes(1);
    await Promise.resolve();
    auth.next(state('signingIn'));
    auth.next(state('signedIn'));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('leaves a restored session to the page (no fetch at startup)', () => {
    const { auth, load } = setup('restoring');
    auth.next(state('signedIn'));
    expect(load).not.toHaveBeenCalled();
  });

  it('a failed fetch is not an unhandled rejection (the loader logs it)', async () => {
    const auth = new BehaviorSubject<AuthState>(state('signingIn'));
    const load = vi.fn(() => Promise.reject(new Error('offline')));
    loadJourneysOnSignIn({ state$: auth, getSnapshot: () => auth.getValue() }, { load });
    auth.next(state('signedIn'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(load).toHaveBeenCalledTimes(1);
  });
});
