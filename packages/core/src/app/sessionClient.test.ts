import { describe, expect, it, vi } from 'vitest';
import { flushPromises } from '../testing';
import { createJourneyServices } from './createJourneyServices';
import { createSessionCore } from './createSessionCore';
import { EMAIL, PASSWORD, fakeCorePorts } from './fakeCorePorts.test-support';
import { createSessionClient, type SessionClientFactory } from './sessionClient';

const memberLoads = (fakes: ReturnType<typeof fakeCorePorts>): number =>
  fakes.http.requests.filter(
    (request) => request.method === 'GET' && /\/members$/.test(request.url),
  ).length;

// The session's platform client is created on first need: a signed-out first page carries and
// makes none; the journeys' services and the session's calls share one client.
describe("the session part's platform client", () => {
  it('is not created while signed out, and the first call creates it once', async () => {
    const fakes = fakeCorePorts();
    const session = createSessionCore(fakes.options);
    const factory = vi.fn<SessionClientFactory>(createSessionClient);
    expect(fakes.http.requests).toEqual([]);
    // No call yet: a factory given now is the one used.
    const client = session.clientWith(factory);
    expect(factory).toHaveBeenCalledTimes(1);
    await session.auth.signInWithPassword(EMAIL, PASSWORD);
    await flushPromises();
    expect(memberLoads(fakes)).toBe(1);
    expect(session.clientWith(factory)).toBe(client);
    await expect(session.loadClient()).resolves.toBe(client);
    expect(factory).toHaveBeenCalledTimes(1);
    session.dispose();
  });

  it("loads on the sign-in's member load, and the journeys' services reuse that client", async () => {
    const fakes = fakeCorePorts();
    const session = createSessionCore(fakes.options);
    await session.auth.signInWithPassword(EMAIL, PASSWORD);
    await flushPromises();
    expect(session.auth.getSnapshot().member?.email).toBe(EMAIL);
    const [first, second] = await Promise.all([session.loadClient(), session.loadClient()]);
    expect(second).toBe(first);
    const journeys = createJourneyServices(session, fakes.options);
    expect(journeys.http).toBe(first.http);
    journeys.dispose();
    session.dispose();
  });

  it('created by the journeys first, it serves the session calls too', async () => {
    const fakes = fakeCorePorts();
    const session = createSessionCore(fakes.options);
    const journeys = createJourneyServices(session, fakes.options);
    await expect(session.loadClient()).resolves.toMatchObject({ http: journeys.http });
    await session.auth.signInWithPassword(EMAIL, PASSWORD);
    await flushPromises();
    expect(memberLoads(fakes)).toBe(1);
    journeys.dispose();
    session.dispose();
  });

  it('is disposed with the session', async () => {
    const fakes = fakeCorePorts();
    const session = createSessionCore(fakes.options);
    const { http } = await session.loadClient();
    const dispose = vi.spyOn(http, 'dispose');
    session.dispose();
    expect(dispose).toHaveBeenCalledTimes(1);
  });
});
