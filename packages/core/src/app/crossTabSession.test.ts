// Two tabs of one browser, each a whole core over the fakes: one local storage and one set of
// stored users (the identity), each tab its own session storage and channel end.
import { describe, expect, it, vi } from 'vitest';
import { CONSTANTS, SECOND } from '../config';
import type { LoggedOutReason } from '../events';
import { IDLE_LOGOUT_MESSAGE, IDLE_WARNING_LEAD } from '../idle';
import { CROSS_TAB_SESSION_PROTOCOL } from '../session';
import { FakeClock, FakeIdentity, createFakeTabs, flushPromises, type FakeTab } from '../testing';
import { createScanwiseCore, type ScanwiseCore } from './createScanwiseCore';
import { createSessionCore } from './createSessionCore';
import { EMAIL, ENCOUNTER, MEMBER, PASSWORD, fakeCorePorts } from './fakeCorePorts.test-support';

const PROBE_KEY = ['probe', 'memberData'] as const;

function twoTabs() {
  const clock = new FakeClock(Date.UTC(2026, 0, 5, 9));
  const browser = createFakeTabs(2);
  const identity = new FakeIdentity({
    clock,
    accounts: [
      { username: EMAIL, password: PASSWORD, profile: { sub: MEMBER.id, role: 'Member' } },
    ],
  });
  const open = (index: 0 | 1) => {
    const tab = browser.tabs[index]!;
    const ports = fakeCorePorts({
      clock,
      identity,
      storage: tab.storage,
      broadcast: tab.channel,
      tabId: tab.id,
    });
    const core = createScanwiseCore(ports.options);
    const loggedOut: { reason: LoggedOutReason; elsewhere: boolean }[] = [];
    core.events.on('loggedOut').subscribe((event) => {
      loggedOut.push({ reason: event.reason, elsewhere: event.elsewhere === true });
    });
    return { core, tab, loggedOut, logger: ports.logger, http: ports.http };
  };
  return { clock, browser, identity, a: open(0), b: open(1) };
}

/** Tab A whole, and tab B's session part alone, whose followers load only when asked. */
function tabAndLateListener() {
  const tabs = twoTabs();
  tabs.b.core.dispose();
  const { core: lateB, tab } = reloadedLateListener(tabs, tabs.b.tab);
  return { a: tabs.a, lateB, lateTab: tab, tabs };
}

/** A tab reloaded as the session part alone (its followers load only when asked). */
function reloadedLateListener(tabs: ReturnType<typeof twoTabs>, before: FakeTab) {
  const tab = tabs.browser.reload(before);
  const core = createSessionCore(
    fakeCorePorts({
      clock: tabs.clock,
      identity: tabs.identity,
      storage: tab.storage,
      broadcast: tab.channel,
      tabId: tab.id,
    }).options,
  );
  return { core, tab };
}

/** The session's messages among what a tab posted (the presence messages share the channel). */
const sessionMessagesOf = (posted: readonly unknown[]): unknown[] =>
  posted.filter(
    (message) => (message as { protocol?: unknown }).protocol === CROSS_TAB_SESSION_PROTOCOL,
  );

/** Two tabs whose followers (other tabs, idle warning) have loaded. */
async function twoListeningTabs() {
  const tabs = twoTabs();
  const [a, b] = await Promise.all([tabs.a.core.followers(), tabs.b.core.followers()]);
  return { ...tabs, followersA: a, followersB: b };
}

/** Tab A signs in; tab B, already open, follows; both hold member data. */
async function bothSignedIn() {
  const tabs = await twoListeningTabs();
  await tabs.a.core.auth.signInWithPassword(EMAIL, PASSWORD);
  await flushPromises();
  for (const { core } of [tabs.a, tabs.b]) {
    expect(core.auth.getSnapshot()).toMatchObject({ status: 'signedIn', member: MEMBER });
    core.cache.setData<string>(PROBE_KEY, () => 'the member data');
  }
  return tabs;
}

const holdsMemberData = (core: ScanwiseCore): boolean =>
  core.auth.getSnapshot().member !== null ||
  core.rootSession.getSnapshot().member !== null ||
  core.cache.peek(PROBE_KEY) !== undefined ||
  core.realtime.encounters.getSnapshot().encounters.length > 0;

describe('Every tab follows a sign-in or sign-out in another, at once', () => {
  it('signed in in tab A: tab B, signed out, picks the session up and loads the member', async () => {
    const { a, b, followersB } = await twoListeningTabs();
    expect(b.core.auth.getSnapshot().status).toBe('signedOut');
    await a.core.auth.signInWithPassword(EMAIL, PASSWORD);
    await flushPromises();
    expect(b.core.auth.getSnapshot()).toMatchObject({ status: 'signedIn', kind: 'R' });
    expect(b.core.auth.getSnapshot().member).toEqual(MEMBER);
    expect(followersB.crossTabSession?.getSnapshot().followed).toEqual({ type: 'signedIn' });
    expect(b.core.realtime.encounters.getSnapshot().encounters).toEqual([ENCOUNTER]);
  });

  it.each<LoggedOutReason>(['logout', 'unauthorized', 'expired'])(
    'signed out in tab A (%s): tab B drops the member data and gets loggedOut with the reason, marked elsewhere',
    async (reason) => {
      const { a, b } = await bothSignedIn();
      await a.core.auth.logout(reason);
      await flushPromises();
      expect(b.core.auth.getSnapshot().status).toBe('signedOut');
      expect(holdsMemberData(b.core)).toBe(false);
      expect(holdsMemberData(a.core)).toBe(false);
      expect(b.loggedOut).toEqual([{ reason, elsewhere: true }]);
      expect(a.loggedOut).toEqual([{ reason, elsewhere: false }]);
    },
  );

  it('only the tab that signed out calls the identity provider', async () => {
    const { a, b } = await bothSignedIn();
    await a.core.auth.logout();
    await flushPromises();
    expect(a.http.requestsTo('POST', '/members/connect/logout')).toHaveLength(1);
    expect(b.http.requestsTo('POST', '/members/connect/logout')).toHaveLength(0);
  });

  it('a 401 in tab A signs tab B out too', async () => {
    const { a, b } = await bothSignedIn();
    a.core.events.emit('loggedOut', { reason: 'unauthorized', status: 401 });
    await flushPromises();
    expect(b.core.auth.getSnapshot().status).toBe('signedOut');
    expect(b.loggedOut).toEqual([{ reason: 'unauthorized', elsewhere: true }]);
  });

  it('an inactivity logout in tab A shows the idle toast in tab B as well', async () => {
    const { a, b } = await bothSignedIn();
    await a.core.auth.logout('inactivity');
    await flushPromises();
    expect(b.core.toast.getSnapshot()).toEqual({ visible: true, message: IDLE_LOGOUT_MESSAGE });
    expect(b.core.idle.getSnapshot()).toMatchObject({ phase: 'loggedOut', reason: 'inactivity' });
  });

  it('no echo: a tab that follows does not announce the logout again', async () => {
    const { a, b } = await bothSignedIn();
    const before = b.tab.channel.posted.length;
    await a.core.auth.logout();
    await flushPromises();
    const sessionMessages = b.tab.channel.posted
      .slice(before)
      .filter(
        (message) =>
          (message as { protocol?: string } | null)?.protocol === CROSS_TAB_SESSION_PROTOCOL,
      );
    expect(sessionMessages).toEqual([]);
  });

  it('a tab that starts listening late catches up: a sign-out made meanwhile is followed', async () => {
    const { a, lateB } = tabAndLateListener();
    await a.core.auth.signInWithPassword(EMAIL, PASSWORD);
    await lateB.start();
    expect(lateB.auth.getSnapshot().status).toBe('signedIn');
    await a.core.auth.logout();
    // Not listening yet: still signed in.
    expect(lateB.auth.getSnapshot().status).toBe('signedIn');
    await lateB.followers();
    await flushPromises();
    expect(lateB.auth.getSnapshot()).toMatchObject({ status: 'signedOut', member: null });
    expect(lateB.rootSession.getSnapshot()).toMatchObject({ authenticated: false, member: null });
  });

  it('a tab that starts listening late catches up: a sign-in made meanwhile is picked up', async () => {
    const { a, lateB } = tabAndLateListener();
    await lateB.start();
    await a.core.auth.signInWithPassword(EMAIL, PASSWORD);
    expect(lateB.auth.getSnapshot().status).toBe('signedOut');
    await lateB.followers();
    // The restore loads the member through the session's client, whose code loads on first use.
    await vi.waitFor(() =>
      expect(lateB.auth.getSnapshot()).toMatchObject({ status: 'signedIn', member: MEMBER }),
    );
  });

  it('a tab that signs in before it listens to the others tells them once it does', async () => {
    const { a, lateB } = tabAndLateListener();
    await Promise.all([a.core.followers(), lateB.start()]);
    await lateB.auth.signInWithPassword(EMAIL, PASSWORD);
    await flushPromises();
    // Tab B's followers have not loaded: nothing has told tab A yet.
    expect(a.core.auth.getSnapshot().status).toBe('signedOut');
    await lateB.followers();
    await vi.waitFor(() =>
      expect(a.core.auth.getSnapshot()).toMatchObject({ status: 'signedIn', member: MEMBER }),
    );
  });

  it('a tab that signs out before it listens to the others tells them once it does, with the reason', async () => {
    const { a, lateB } = tabAndLateListener();
    await a.core.auth.signInWithPassword(EMAIL, PASSWORD);
    await lateB.start();
    expect(lateB.auth.getSnapshot().status).toBe('signedIn');
    await lateB.auth.logout('unauthorized');
    await flushPromises();
    expect(a.core.auth.getSnapshot().status).toBe('signedIn');
    await lateB.followers();
    await flushPromises();
    expect(a.core.auth.getSnapshot().status).toBe('signedOut');
    expect(a.loggedOut).toEqual([{ reason: 'unauthorized', elsewhere: true }]);
  });

  it('a tab reloaded after it signed out, before it listened, tells the others from its next page', async () => {
    const { a, lateB, lateTab, tabs } = tabAndLateListener();
    await a.core.auth.signInWithPassword(EMAIL, PASSWORD);
    await lateB.start();
    await lateB.auth.logout('unauthorized');
    lateB.dispose();
    await flushPromises();
    expect(a.core.auth.getSnapshot().status).toBe('signedIn');
    const { core: nextPage } = reloadedLateListener(tabs, lateTab);
    await nextPage.start();
    await nextPage.followers();
    await flushPromises();
    expect(a.core.auth.getSnapshot().status).toBe('signedOut');
    expect(a.loggedOut).toEqual([{ reason: 'unauthorized', elsewhere: true }]);
    nextPage.dispose();
  });

  it('a sign-out kept across a reload is not told once another tab has signed in again', async () => {
    const { a, lateB, lateTab, tabs } = tabAndLateListener();
    await a.core.auth.signInWithPassword(EMAIL, PASSWORD);
    await lateB.start();
    await lateB.auth.logout('logout');
    lateB.dispose();
    await a.core.auth.signInWithPassword(EMAIL, PASSWORD);
    const { core: nextPage } = reloadedLateListener(tabs, lateTab);
    await nextPage.start();
    await nextPage.followers();
    await flushPromises();
    expect(a.core.auth.getSnapshot().status).toBe('signedIn');
    expect(a.loggedOut).toEqual([]);
    nextPage.dispose();
  });

  it('only the last change before listening is told: a sign-in then a sign-out tells a sign-out', async () => {
    const { lateB, lateTab } = tabAndLateListener();
    await lateB.start();
    await lateB.auth.signInWithPassword(EMAIL, PASSWORD);
    await lateB.auth.logout();
    await lateB.followers();
    expect(sessionMessagesOf(lateTab.channel.posted)).toEqual([
      { protocol: CROSS_TAB_SESSION_PROTOCOL, type: 'signedOut', reason: 'logout' },
    ]);
  });

  it('a tab with nothing of its own to tell posts nothing when it starts listening', async () => {
    const { lateB, lateTab } = tabAndLateListener();
    await lateB.start();
    await lateB.followers();
    expect(sessionMessagesOf(lateTab.channel.posted)).toEqual([]);
  });

  it('a session message that fails validation is logged and dropped', async () => {
    const { a, b, browser } = await bothSignedIn();
    const stranger = browser.hub.channel();
    stranger.post({ protocol: CROSS_TAB_SESSION_PROTOCOL, type: 'signedOut', reason: 'bored' });
    stranger.post({ protocol: CROSS_TAB_SESSION_PROTOCOL, type: 'takeOver' });
    await flushPromises();
    expect(a.core.auth.getSnapshot().status).toBe('signedIn');
    expect(b.core.auth.getSnapshot().status).toBe('signedIn');
    expect(
      b.logger.messages('warn').filter((m) => m.startsWith('Cross-tab session message dropped')),
    ).toHaveLength(2);
  });
});

describe('The idle warning in every tab', () => {
  it('warns 60 s before the logout with the seconds left, counting down once a second', async () => {
    const tabs = await bothSignedIn();
    const { clock } = tabs;
    clock.advance(CONSTANTS.inactiveLogout - IDLE_WARNING_LEAD);
    for (const followers of [tabs.followersA, tabs.followersB]) {
      expect(followers.idleWarning.getSnapshot()).toEqual({ open: true, secondsLeft: 60 });
    }
    clock.advance(SECOND);
    expect(tabs.followersA.idleWarning.getSnapshot().secondsLeft).toBe(59);
    clock.advance(20 * SECOND);
    expect(tabs.followersA.idleWarning.getSnapshot().secondsLeft).toBe(39);
  });

  it('"Stay signed in" in tab A closes the warning in tab B at once and keeps both signed in', async () => {
    const tabs = await bothSignedIn();
    const { clock, a, b } = tabs;
    clock.advance(CONSTANTS.inactiveLogout - IDLE_WARNING_LEAD);
    tabs.followersA.idleWarning.staySignedIn();
    await flushPromises();
    expect(tabs.followersA.idleWarning.getSnapshot().open).toBe(false);
    expect(tabs.followersB.idleWarning.getSnapshot().open).toBe(false);
    expect(tabs.followersB.crossTabSession?.getSnapshot().followed).toEqual({ type: 'activity' });
    clock.advance(IDLE_WARNING_LEAD + 10 * SECOND);
    expect(a.core.auth.getSnapshot().status).toBe('signedIn');
    expect(b.core.auth.getSnapshot().status).toBe('signedIn');
  });

  it('with no answer both tabs log out, each with the toast', async () => {
    const tabs = await bothSignedIn();
    const { clock, a, b } = tabs;
    clock.advance(CONSTANTS.inactiveLogout);
    await flushPromises();
    for (const { core } of [a, b]) {
      expect(core.auth.getSnapshot().status).toBe('signedOut');
      expect(core.toast.getSnapshot()).toEqual({ visible: true, message: IDLE_LOGOUT_MESSAGE });
      expect(holdsMemberData(core)).toBe(false);
    }
  });

  it('"Sign out now" signs out every tab, by the member\'s choice', async () => {
    const tabs = await bothSignedIn();
    const { clock, a, b } = tabs;
    clock.advance(CONSTANTS.inactiveLogout - IDLE_WARNING_LEAD);
    tabs.followersA.idleWarning.signOutNow();
    await flushPromises();
    expect(a.loggedOut).toEqual([{ reason: 'logout', elsewhere: false }]);
    expect(b.loggedOut).toEqual([{ reason: 'logout', elsewhere: true }]);
    expect(tabs.followersB.idleWarning.getSnapshot().open).toBe(false);
  });
});
