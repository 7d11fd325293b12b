import { describe, expect, it } from 'vitest';
import type { ReadableStore } from '../store';
import { flushPromises } from '../testing';
import { createScanwiseCore } from './createScanwiseCore';
import { EMAIL, PASSWORD, fakeCorePorts } from './fakeCorePorts.test-support';

describe('the session stores speak the one store protocol', () => {
  it('auth, root session, sign-in kind, idle, toast, consent, sign-up: unbound getSnapshot and subscribe follow state$', async () => {
    const core = createScanwiseCore(fakeCorePorts().options);
    const stores: Record<string, ReadableStore<unknown>> = {
      auth: core.auth,
      rootSession: core.rootSession,
      signInKind: core.auth.signInKind,
      idle: core.idle,
      toast: core.toast,
      consent: core.consent,
      signUp: core.signUp,
    };
    const seen = new Map<string, unknown[]>();
    const stops = Object.entries(stores).map(([name, store]) => {
      const { subscribe, getSnapshot } = store;
      const values: unknown[] = [];
      seen.set(name, values);
      const stop = subscribe((state) => values.push(state));
      expect(values.at(-1)).toBe(getSnapshot());
      return stop;
    });
    await core.auth.signInWithPassword(EMAIL, PASSWORD);
    core.toast.show('Hello');
    core.consent.grant();
    await flushPromises();
    for (const [name, store] of Object.entries(stores)) {
      expect(seen.get(name)?.at(-1), name).toBe(store.getSnapshot());
    }
    expect(seen.get('auth')?.length).toBeGreaterThan(1);
    expect(seen.get('signInKind')?.at(-1)).toBe('R');
    expect(seen.get('idle')?.length).toBeGreaterThan(1);
    for (const stop of stops) stop();
    core.dispose();
  });
});
