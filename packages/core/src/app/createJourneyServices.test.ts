import { describe, expect, it } from 'vitest';
import { ENCOUNTERS_HUB, TASK_NOTES_HUB } from '../realtime';
import { ENTITY_EXAMPLES } from '../schemas';
import { flushPromises } from '../testing';
import { createJourneyServices } from './createJourneyServices';
import { createSessionCore } from './createSessionCore';
import { ENCOUNTER, EMAIL, PASSWORD, fakeCorePorts } from './fakeCorePorts.test-support';

// The web app creates the session part for its first page and the journeys' part when a journey
// screen needs it: the two steps must behave as the one-step createScanwiseCore does.
describe('createSessionCore, then createJourneyServices', () => {
  it('the session part takes no hubs or card payment port, and signs a member in', async () => {
    const fakes = fakeCorePorts();
    // Only the journeys use them: an app creates them with the journeys.
    const { hubs, payment, ...sessionPorts } = fakes.options.ports;
    expect([hubs, payment]).toEqual([fakes.hubs, fakes.payment]);
    const session = createSessionCore({ ports: sessionPorts, config: fakes.options.config });
    await session.auth.signInWithPassword(EMAIL, PASSWORD);
    await flushPromises();
    expect(session.auth.getSnapshot().status).toBe('signedIn');
    expect((await session.loadIdle()).getSnapshot().phase).toBe('active');
    expect(fakes.hubs.connections).toEqual([]);
    expect(fakes.payment.attempts).toEqual([]);
    session.dispose();
  });

  it('journey services created after sign-in connect the hubs and show the live encounters at once', async () => {
    const fakes = fakeCorePorts();
    const session = createSessionCore(fakes.options);
    await session.auth.signInWithPassword(EMAIL, PASSWORD);
    await flushPromises();
    const journeys = createJourneyServices(session, fakes.options);
    await flushPromises();
    const watched = [TASK_NOTES_HUB, ENCOUNTERS_HUB].map((hub) =>
      fakes.hubs.connectionTo(hub.path)?.invocations.map((invocation) => invocation.method),
    );
    expect(watched).toEqual([[TASK_NOTES_HUB.invoke.watch], [ENCOUNTERS_HUB.invoke.watch]]);
    expect(journeys.realtime.encounters.getSnapshot().encounters.map((e) => e.id)).toEqual([
      ENCOUNTER.id,
    ]);
    journeys.dispose();
    session.dispose();
  });

  it('journey services created while signed out wait for the sign-in, and stop the hubs at logout', async () => {
    const fakes = fakeCorePorts();
    const session = createSessionCore(fakes.options);
    const journeys = createJourneyServices(session, fakes.options);
    await flushPromises();
    expect(journeys.realtime.isConnected()).toBe(false);
    await session.auth.signInWithPassword(EMAIL, PASSWORD);
    await flushPromises();
    expect(journeys.realtime.isConnected()).toBe(true);
    await session.auth.logout();
    await flushPromises();
    expect(journeys.realtime.isConnected()).toBe(false);
    expect(journeys.realtime.encounters.getSnapshot().loaded).toBe(false);
    journeys.dispose();
    session.dispose();
  });

  it("the booking journey works on the session part's booking state (the navigation guard reads it)", () => {
    const fakes = fakeCorePorts();
    const session = createSessionCore(fakes.options);
    const journeys = createJourneyServices(session, fakes.options);
    session.booking.update({ promoCode: 'SPRING' });
    expect(journeys.bookingJourney.getSnapshot().booking.promoCode).toBe('SPRING');
    journeys.dispose();
    session.dispose();
  });

  it("forgets the member's remote data when the member signs out", async () => {
    const fakes = fakeCorePorts();
    const session = createSessionCore(fakes.options);
    await session.auth.signInWithPassword(EMAIL, PASSWORD);
    await flushPromises();
    const journeys = createJourneyServices(session, fakes.options);
    journeys.cache.setData<string>(['greeting'], () => 'kept while signed in');
    expect(journeys.cache.peek(['greeting'])).toBe('kept while signed in');
    await session.auth.logout();
    await flushPromises();
    expect(journeys.cache.peek(['greeting'])).toBeUndefined();
    journeys.dispose();
    session.dispose();
  });

  it("shows the member's data from the cache on a revisit, and forgets it when the member signs out", async () => {
    const fakes = fakeCorePorts();
    fakes.http.on('GET', '/payments/invoices', { body: [ENTITY_EXAMPLES.Invoice] });
    const session = createSessionCore(fakes.options);
    await session.auth.signInWithPassword(EMAIL, PASSWORD);
    await flushPromises();
    const journeys = createJourneyServices(session, fakes.options);
    await flushPromises();
    // The encounters come from the hub's watch answer: no request, ready before any screen asks.
    expect(journeys.memberData.encounters().getSnapshot()).toMatchObject({
      status: 'ready',
      data: [ENCOUNTER],
    });
    const leave = journeys.memberData.invoices().subscribe(() => undefined);
    await flushPromises();
    leave();
    expect(journeys.memberData.invoices().getSnapshot()).toMatchObject({
      status: 'ready',
      data: [ENTITY_EXAMPLES.Invoice],
    });

    await session.auth.logout();
    await flushPromises();
    expect(journeys.memberData.invoices().getSnapshot().status).toBe('loading');
    expect(journeys.memberData.encounters().getSnapshot().status).toBe('loading');
    expect(fakes.http.requestsTo('GET', '/payments/invoices')).toHaveLength(1);
    journeys.dispose();
    session.dispose();
  });
});
