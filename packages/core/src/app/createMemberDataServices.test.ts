import { describe, expect, it } from 'vitest';
import { LAST_HOME_OVERVIEW_STORAGE_KEY, readLastHomeOverview } from '../home';
import { ENTITY_EXAMPLES } from '../schemas';
import { flushPromises } from '../testing';
import { createJourneyServices } from './createJourneyServices';
import { createMemberDataServices } from './createMemberDataServices';
import { createSessionCore } from './createSessionCore';
import { ENCOUNTER, EMAIL, MEMBER, PASSWORD, fakeCorePorts } from './fakeCorePorts.test-support';

// A dashboard page loads the member's data before the journeys: the member's data alone must show
// the dashboard, and the journeys made later must share it rather than load it twice.
describe('createMemberDataServices', () => {
  it("shows the member's live encounters and Home's overview without the journeys or their card payment", async () => {
    const fakes = fakeCorePorts();
    fakes.http.on('GET', '/tasks', { body: [] });
    fakes.http.on('GET', '/payments/invoices', { body: [] });
    fakes.http.on('GET', '/members/messages', { body: [] });
    const { payment, ...ports } = fakes.options.ports;
    expect(payment).toBe(fakes.payment);
    const session = createSessionCore({ ports, config: fakes.options.config });
    await session.auth.signInWithPassword(EMAIL, PASSWORD);
    await flushPromises();
    const data = createMemberDataServices(session, { ports, config: fakes.options.config });
    const leave = data.homeOverview.subscribe(() => undefined);
    await flushPromises();

    expect(data.memberData.encounters().getSnapshot()).toMatchObject({
      status: 'ready',
      data: [ENCOUNTER],
    });
    expect(data.homeOverview.getSnapshot().status).toBe('ready');
    expect(data.realtime.isConnected()).toBe(true);
    expect(fakes.payment.attempts).toEqual([]);
    leave();
    data.dispose();
    session.dispose();
  });

  it('journeys made over it share its cache and hubs, and leave it running when they are disposed', async () => {
    const fakes = fakeCorePorts();
    const session = createSessionCore(fakes.options);
    await session.auth.signInWithPassword(EMAIL, PASSWORD);
    await flushPromises();
    const data = createMemberDataServices(session, fakes.options);
    const journeys = createJourneyServices(session, fakes.options, data);
    await flushPromises();

    expect(journeys.cache).toBe(data.cache);
    expect(journeys.memberData).toBe(data.memberData);
    expect(journeys.realtime).toBe(data.realtime);
    expect(fakes.hubs.connections).toHaveLength(2);
    journeys.dispose();
    await flushPromises();
    expect(data.realtime.isConnected()).toBe(true);
    expect(data.memberData.encounters().getSnapshot().status).toBe('ready');
    data.dispose();
    session.dispose();
  });

  it("forgets the member's remote data when the member signs out", async () => {
    const fakes = fakeCorePorts();
    fakes.http.on('GET', '/payments/invoices', { body: [ENTITY_EXAMPLES.Invoice] });
    const session = createSessionCore(fakes.options);
    await session.auth.signInWithPassword(EMAIL, PASSWORD);
    await flushPromises();
    const data = createMemberDataServices(session, fakes.options);
    const leave = data.memberData.invoices().subscribe(() => undefined);
    await flushPromises();
    leave();
    expect(data.memberData.invoices().getSnapshot().status).toBe('ready');

    await session.auth.logout();
    await flushPromises();
    expect(data.memberData.invoices().getSnapshot().status).toBe('loading');
    expect(data.realtime.isConnected()).toBe(false);
    data.dispose();
    session.dispose();
  });

  it('asks the platform nothing once the member has signed out: not a screen still watching, a late prefetch, nor services made after it', async () => {
    const fakes = fakeCorePorts();
    fakes.http.on('GET', '/tasks', { body: [] });
    fakes.http.on('GET', '/payments/invoices', { body: [] });
    fakes.http.on('GET', '/members/messages', { body: [] });
    const session = createSessionCore(fakes.options);
    await session.auth.signInWithPassword(EMAIL, PASSWORD);
    await flushPromises();
    const data = createMemberDataServices(session, fakes.options);
    // Home is on screen: its overview and the navigation's unread count are watched.
    const leaveHome = data.homeOverview.subscribe(() => undefined);
    const unread = data.unreadMessageCount.state$.subscribe();
    await flushPromises();
    expect(data.homeOverview.getSnapshot().status).toBe('ready');
    const memberCalls = (): number =>
      fakes.http.requests.filter((request) => !request.url.includes('/connect/')).length;
    const before = memberCalls();
    const logged = fakes.logger.entries.length;

    await session.auth.logout();
    // The page has not left Home yet: a list refreshed, another data change, the lists'
    // prefetch that lands late, and the member's data made only now (its chunk arrived late).
    await data.memberData.invoices().refresh();
    data.cache.invalidate(['messages']);
    data.homeOverview.prefetch();
    const late = createMemberDataServices(session, fakes.options);
    late.homeOverview.prefetch();
    const leaveLate = late.homeOverview.subscribe(() => undefined);
    await flushPromises();

    expect(memberCalls()).toBe(before);
    expect(data.homeOverview.getSnapshot().status).toBe('loading');
    const problems = fakes.logger.entries.slice(logged).filter((entry) => entry.level !== 'info');
    expect(problems).toEqual([]);

    // The next sign-in asks again for what is still watched.
    await session.auth.signInWithPassword(EMAIL, PASSWORD);
    await flushPromises();
    expect(data.homeOverview.getSnapshot().status).toBe('ready');
    expect(late.homeOverview.getSnapshot().status).toBe('ready');
    leaveLate();
    leaveHome();
    unread.unsubscribe();
    late.dispose();
    data.dispose();
    session.dispose();
  });

  it("asks for the member's data beside the member's reload when a stored session is restored, not after it", async () => {
    const first = fakeCorePorts();
    const signedIn = createSessionCore(first.options);
    await signedIn.auth.signInWithPassword(EMAIL, PASSWORD);
    signedIn.dispose();
    // The next visit: the same browser's stored user, and a member reload that has not answered.
    const fakes = fakeCorePorts({ identity: first.identity, storage: first.storage });
    let answerMember: (() => void) | undefined;
    fakes.http.on(
      'GET',
      '/members',
      () =>
        new Promise((resolve) => {
          answerMember = () => resolve({ body: MEMBER });
        }),
    );
    fakes.http.on('GET', '/packages/encounters', { body: [ENCOUNTER] });
    fakes.http.on('GET', '/tasks', { body: [] });
    fakes.http.on('GET', '/payments/invoices', { body: [] });
    fakes.http.on('GET', '/members/messages', { body: [] });
    const session = createSessionCore(fakes.options);
    const data = createMemberDataServices(session, fakes.options);
    const restored = session.auth.restore();
    data.homeOverview.prefetch();
    const leave = data.homeOverview.subscribe(() => undefined);
    await flushPromises();

    expect(session.auth.getSnapshot().status).toBe('restoring');
    expect(answerMember).toBeDefined();
    expect(data.homeOverview.getSnapshot().status).toBe('ready');

    answerMember?.();
    await restored;
    expect(session.auth.getSnapshot().status).toBe('signedIn');
    expect(data.homeOverview.getSnapshot().status).toBe('ready');
    leave();
    data.dispose();
    session.dispose();
  });

  it("keeps the member's last Home overview for their next visit, and forgets it when they sign out", async () => {
    const fakes = fakeCorePorts();
    fakes.http.on('GET', '/tasks', { body: [] });
    fakes.http.on('GET', '/payments/invoices', { body: [] });
    fakes.http.on('GET', '/members/messages', { body: [] });
    const { ports } = fakes.options;
    const session = createSessionCore(fakes.options);
    await session.auth.signInWithPassword(EMAIL, PASSWORD);
    await flushPromises();
    const data = createMemberDataServices(session, fakes.options);
    const leave = data.homeOverview.subscribe(() => undefined);
    await flushPromises();
    const state = data.homeOverview.getSnapshot();
    const memberId = session.auth.getSnapshot().member?.id ?? '';

    const kept = readLastHomeOverview(
      { storage: ports.storage.local, clock: ports.clock },
      memberId,
    );
    expect(kept?.nextStep).toEqual(
      JSON.parse(JSON.stringify(state.status === 'ready' ? state.data.nextStep : null)),
    );

    await session.auth.logout();
    await flushPromises();
    expect(ports.storage.local.getItem(LAST_HOME_OVERVIEW_STORAGE_KEY)).toBeNull();
    leave();
    data.dispose();
    session.dispose();
  });
});
