import { describe, expect, it, vi } from 'vitest';
import { flushPromises } from '../../testing';
import {
  ACCOUNT_CALLS,
  CATALOG_CALLS,
  CAT_CALLS,
  PARTNER_CALLS,
  type CallCatalogPart,
} from '../../schemas';
import { createSessionCore } from '../createSessionCore';
import { fakeCorePorts } from '../fakeCorePorts.test-support';
import { createMemberCalls } from './createMemberCalls';
import { memberApiOnDemand } from './memberApiOnDemand';
import { accountCalls, catCalls, offerCalls } from './publicCallParts';

/** A parts loader the test settles: what `import()` of the catalogue's parts does in the app. */
function manualParts(parts: readonly CallCatalogPart[]) {
  let settle: (error?: Error) => void = () => undefined;
  const load = vi.fn(
    () =>
      new Promise<readonly CallCatalogPart[]>((resolve, reject) => {
        settle = (error) => (error ? reject(error) : resolve(parts));
      }),
  );
  return { load, settle: (error?: Error) => settle(error) };
}

// A public journey's calls know the catalogue's parts it calls, loaded with the calls' code and
// never with the page (docs/adr/0135): its form renders without their schemas.
describe("a public journey's calls over the catalogue's parts on demand", () => {
  it('loads the parts with the first call, which is sent once they are there, once', async () => {
    const fakes = fakeCorePorts();
    fakes.http.on('POST', '/users/password/forgot', { status: 204 });
    const session = createSessionCore(fakes.options);
    const parts = manualParts([ACCOUNT_CALLS]);
    const api = memberApiOnDemand(session, fakes.options, {}, parts.load);
    expect(parts.load).not.toHaveBeenCalled();

    const sent = api.requestPasswordReset({ email: 'demo@example.com' });
    await flushPromises();
    expect(parts.load).toHaveBeenCalledTimes(1);
    expect(fakes.http.requestsTo('POST', '/users/password/forgot')).toEqual([]);
    parts.settle();
    await sent;
    expect(fakes.http.requestsTo('POST', '/users/password/forgot')).toHaveLength(1);
    session.dispose();
  });

  it('a call of a part it was not given is refused before sending, as the member calls refuse it', async () => {
    const fakes = fakeCorePorts();
    const session = createSessionCore(fakes.options);
    const api = memberApiOnDemand(session, fakes.options, {}, () => Promise.resolve([CAT_CALLS]));
    await expect(api.requestPasswordReset({ email: 'demo@example.com' })).rejects.toMatchObject({
      name: 'MemberApiError',
    });
    expect(fakes.http.requests).toEqual([]);
    session.dispose();
  });

  it('a failed load of the parts fails that call, is logged, and the next call loads them again', async () => {
    const fakes = fakeCorePorts();
    fakes.http.on('POST', '/users/password/forgot', { status: 204 });
    const session = createSessionCore(fakes.options);
    const load = vi
      .fn<() => Promise<readonly CallCatalogPart[]>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue([ACCOUNT_CALLS]);
    const api = memberApiOnDemand(session, fakes.options, {}, load);

    await expect(api.requestPasswordReset({ email: 'demo@example.com' })).rejects.toThrow(
      'chunk failed',
    );
    expect(fakes.logger.entries.some((entry) => entry.level === 'error')).toBe(true);
    await api.requestPasswordReset({ email: 'demo@example.com' });
    expect(load).toHaveBeenCalledTimes(2);
    expect(fakes.http.requestsTo('POST', '/users/password/forgot')).toHaveLength(1);
    session.dispose();
  });

  it('over the member calls an app made, only the parts load, and the calls go through that client', async () => {
    const fakes = fakeCorePorts();
    fakes.http.on('POST', '/users/password/forgot', { status: 204 });
    const session = createSessionCore(fakes.options);
    const calls = createMemberCalls(session, fakes.options);
    const withCalls = vi.spyOn(calls.api, 'withCalls');
    const api = memberApiOnDemand(session, fakes.options, { calls }, () =>
      Promise.resolve([ACCOUNT_CALLS]),
    );
    await api.requestPasswordReset({ email: 'demo@example.com' });
    expect(fakes.http.requestsTo('POST', '/users/password/forgot')).toHaveLength(1);
    expect(withCalls).toHaveBeenCalledWith(ACCOUNT_CALLS);
    session.dispose();
  });

  it('starts loading when the app schedules it (the page idle), before any call, and only then', async () => {
    const fakes = fakeCorePorts();
    const session = createSessionCore(fakes.options);
    const parts = manualParts([ACCOUNT_CALLS]);
    let scheduled: (() => void) | undefined;
    memberApiOnDemand(
      session,
      fakes.options,
      { preloadCalls: (start) => (scheduled = start) },
      parts.load,
    );
    expect(parts.load).not.toHaveBeenCalled();
    scheduled?.();
    await flushPromises();
    expect(parts.load).toHaveBeenCalledTimes(1);
    parts.settle();
    await flushPromises();
    expect(fakes.http.requests).toEqual([]);
    session.dispose();
  });

  it("each public journey's parts are the catalogue's own definitions", async () => {
    const [account] = await accountCalls();
    const [cat] = await catCalls();
    const [catalog, partner] = await offerCalls();
    expect(account).toBe(ACCOUNT_CALLS);
    expect(cat).toBe(CAT_CALLS);
    expect(catalog).toBe(CATALOG_CALLS);
    expect(partner).toBe(PARTNER_CALLS);
  });
});
