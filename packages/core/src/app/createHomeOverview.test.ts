import { describe, expect, it } from 'vitest';
import { LAST_HOME_OVERVIEW_STORAGE_KEY, readLastHomeOverview } from '../home';
import { flushPromises } from '../testing';
import { createHomeOverview } from './createHomeOverview';
import { createMemberDataServices } from './createMemberDataServices';
import { createSessionCore } from './createSessionCore';
import { ENCOUNTER, EMAIL, MEMBER, PASSWORD, fakeCorePorts } from './fakeCorePorts.test-support';

/**
 * A signed-in member's session, their data and Home's overview over it; the platform answers the
 * tasks, invoices and messages with empty lists (the fakes' member has one encounter).
 */
async function signedInWithHome() {
  const fakes = fakeCorePorts();
  fakes.http.on('GET', '/tasks', { body: [] });
  fakes.http.on('GET', '/payments/invoices', { body: [] });
  fakes.http.on('GET', '/members/messages', { body: [] });
  const session = createSessionCore(fakes.options);
  await session.auth.signInWithPassword(EMAIL, PASSWORD);
  await flushPromises();
  const data = createMemberDataServices(session, fakes.options);
  const home = createHomeOverview(session, data, fakes.options);
  return { fakes, session, data, home };
}

// Home's overview is made over the member's data when Home first asks for it: it reads the
// member's data, follows the session as the data does and keeps what Home showed last.
describe('createHomeOverview', () => {
  it("decides Home's overview from the member's data once its four lists have answered", async () => {
    const { session, data, home } = await signedInWithHome();
    const leave = home.subscribe(() => undefined);
    await flushPromises();

    const state = home.getSnapshot();
    expect(state.status).toBe('ready');
    expect(state.status === 'ready' ? state.data.upcomingScan?.id : undefined).toBe(ENCOUNTER.id);
    expect(data.memberData.encounters().getSnapshot()).toMatchObject({
      status: 'ready',
      data: [ENCOUNTER],
    });
    leave();
    data.dispose();
    session.dispose();
  });

  it('asks the platform nothing once the member has signed out: not a screen still watching, a late prefetch, nor services made after it', async () => {
    const { fakes, session, data, home } = await signedInWithHome();
    // Home is on screen: its overview and the navigation's unread count are watched.
    const leaveHome = home.subscribe(() => undefined);
    const unread = data.unreadMessageCount.state$.subscribe();
    await flushPromises();
    expect(home.getSnapshot().status).toBe('ready');
    const memberCalls = (): number =>
      fakes.http.requests.filter((request) => !request.url.includes('/connect/')).length;
    const before = memberCalls();
    const logged = fakes.logger.entries.length;

    await session.auth.logout();
    // The page has not left Home yet: a list refreshed, another data change, the lists'
    // prefetch that lands late, and the member's data made only now (its chunk arrived late).
    await data.memberData.invoices().refresh();
    data.cache.invalidate(['messages']);
    home.prefetch();
    const late = createMemberDataServices(session, fakes.options);
    const lateHome = createHomeOverview(session, late, fakes.options);
    lateHome.prefetch();
    const leaveLate = lateHome.subscribe(() => undefined);
    await flushPromises();

    expect(memberCalls()).toBe(before);
    expect(home.getSnapshot().status).toBe('loading');
    const problems = fakes.logger.entries.slice(logged).filter((entry) => entry.level !== 'info');
    expect(problems).toEqual([]);

    // The next sign-in asks again for what is still watched.
    await session.auth.signInWithPassword(EMAIL, PASSWORD);
    await flushPromises();
    expect(home.getSnapshot().status).toBe('ready');
    expect(lateHome.getSnapshot().status).toBe('ready');
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
    const home = createHomeOverview(session, data, fakes.options);
    const restored = session.auth.restore();
    home.prefetch();
    const leave = home.subscribe(() => undefined);
    await flushPromises();

    expect(session.auth.getSnapshot().status).toBe('restoring');
    expect(answerMember).toBeDefined();
    expect(home.getSnapshot().status).toBe('ready');

    answerMember?.();
    await restored;
    expect(session.auth.getSnapshot().status).toBe('signedIn');
    expect(home.getSnapshot().status).toBe('ready');
    leave();
    data.dispose();
    session.dispose();
  });

  it("keeps the member's last Home overview for their next visit, and forgets it when they sign out", async () => {
    const { fakes, session, data, home } = await signedInWithHome();
    const { ports } = fakes.options;
    const leave = home.subscribe(() => undefined);
    await flushPromises();
    const state = home.getSnapshot();
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
