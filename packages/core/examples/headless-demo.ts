/// <reference types="node" />
// A narrated run of the whole SDK in plain Node through its one entry point, createScanwiseCore,
// with the fakes of @scanwise/core/testing standing in for the browser and the platform: a fake
// clock (no waiting), memory storage and fake tabs, a fake identity provider, HTTP and hubs.
// `pnpm demo:headless` at the repository root runs it. Real hosts pass the adapters' presets instead
// (packages/adapters/examples/node-member.ts does so against the mock platform).
import {
  CONSTANTS,
  ENCOUNTERS_HUB,
  ENTITY_EXAMPLES,
  HUB_PAYLOAD_EXAMPLES,
  TASK_NOTES_HUB,
  createScanwiseCore,
  type ScanwiseCore,
} from '@scanwise/core';
import {
  FakeCardPayment,
  FakeClock,
  FakeHttp,
  FakeHubConnectionFactory,
  FakeIdentity,
  RecordingLogger,
  createFakeTabs,
  flushPromises,
  type FakeTab,
} from '@scanwise/core/testing';

const clock = new FakeClock(Date.UTC(2026, 0, 1, 9, 0, 0));
const start = clock.now();
const stamp = (): string => {
  const s = Math.round((clock.now() - start) / 1000);
  return `[+${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}]`;
};
const say = (text: string): void => console.log(`${stamp()} ${text}`);
const show = (label: string, value: unknown): void =>
  console.log(`${' '.repeat(9)}${label}: ${JSON.stringify(value)}`);
/** Moves the fake time on and lets the promises it released settle. */
const wait = async (ms: number): Promise<void> => {
  await clock.advanceAsync(ms);
  await flushPromises();
};

// The platform, faked: one member account, the member call, the identity logout call, and the
// two hubs answering their watch calls.
const MEMBER = ENTITY_EXAMPLES.Member;
const PASSWORD = 'Demo-password-1';
const identity = new FakeIdentity({
  clock,
  accounts: [{ username: MEMBER.email, password: PASSWORD, profile: { sub: MEMBER.id } }],
});
const http = new FakeHttp()
  .on('GET', '/members', { body: MEMBER })
  .on('POST', '/members/connect/logout', { status: 200 });
const hubs = new FakeHubConnectionFactory({ clock, reconnectDelays: CONSTANTS.hubReconnectDelays })
  .handle(TASK_NOTES_HUB.invoke.watch, () => HUB_PAYLOAD_EXAMPLES.taskWatchState)
  .handle(TASK_NOTES_HUB.invoke.unwatch, () => undefined)
  .handle(ENCOUNTERS_HUB.invoke.watch, () => HUB_PAYLOAD_EXAMPLES.encounterWatchState)
  .handle(ENCOUNTERS_HUB.invoke.unwatch, () => undefined);

// One browser, two tabs: shared local storage, one session storage per tab.
const browser = createFakeTabs(2, { clock });
const [tab1, tab2] = browser.tabs as [FakeTab, FakeTab];

/** One tab's SDK: every port a fake, the tab's storage and channel. */
function openTab(tab: FakeTab): ScanwiseCore {
  const core = createScanwiseCore({
    ports: {
      clock,
      logger: new RecordingLogger(),
      storage: tab.storage,
      http,
      identity,
      hubs,
      payment: new FakeCardPayment(),
      broadcast: tab.channel,
    },
    config: { apiBaseUrl: 'https://api.scanwise.test', environment: 'demo', tabId: tab.id },
  });
  core.idle.state$.subscribe(
    (s) => s.phase === 'warning' && say(`${tab.id} warns: logout in a minute`),
  );
  core.toast.state$.subscribe((t) => t.visible && say(`${tab.id} toast: "${t.message}"`));
  core.events.on('loggedOut').subscribe((e) => say(`${tab.id} loggedOut (${e.reason})`));
  return core;
}
const encounters = (core: ScanwiseCore): string[] =>
  core.realtime.encounters.getSnapshot().encounters.map((e) => `${e.id} ${e.status}`);

console.log('Scanwise core, headless: createScanwiseCore over the fakes, under a fake clock\n');

const a = openTab(tab1);
say(`tab-1 starts: ${(await a.start()).status}`);
const signedIn = await a.auth.signInWithPassword(MEMBER.email, PASSWORD);
await flushPromises();
say(`the member signs in with the password: ${signedIn.status}`);
show('member', `${signedIn.member?.firstName} ${signedIn.member?.lastName}`);
show('hubs connected', a.realtime.isConnected());
show('encounters', encounters(a));

say('the clinic scans: the encounters hub pushes UpdateEncounter');
hubs
  .connectionTo(ENCOUNTERS_HUB.path)
  ?.serverPush(ENCOUNTERS_HUB.push.updateEncounter, HUB_PAYLOAD_EXAMPLES.encounterUpdate);
show('encounters', encounters(a));

say('the connection drops; it reconnects (0 s) and watches again');
hubs.connectionTo(ENCOUNTERS_HUB.path)?.simulateDrop();
await wait(0);
show('hubs connected', a.realtime.isConnected());

const b = openTab(tab2);
say(`tab-2 opens and restores the session: ${(await b.start()).status}`);
say('the member works in tab-2 for 10 minutes, tab-1 sits idle in the background');
for (let minute = 0; minute < 10; minute++) {
  await wait(60_000);
  b.idle.recordActivity();
}
say(`tab-1 is still ${a.idle.getSnapshot().phase}: activity in any tab counts`);
say('the member closes tab-2: tab-1 is still open, so nothing moves');
b.unload();
b.dispose();
show('local storage', browser.local.keys().sort());

say('no activity anywhere now...');
await wait(CONSTANTS.inactiveLogout);
show('tab-1 session', a.auth.getSnapshot().status);
show('hubs connected', a.realtime.isConnected());

await wait(30 * 60_000);
say('the member moves the mouse: the notice hides 5 s later');
a.idle.recordActivity();
await wait(CONSTANTS.logoutNotice);
show('tab-1 toast', a.toast.getSnapshot());

say('the member signs in again, then closes tab-1, the last tab:');
await a.auth.signInWithPassword(MEMBER.email, PASSWORD);
a.unload();
a.dispose();
say('the session entries moved from local storage into its session storage');
show('local storage', browser.local.keys().sort());
show('tab-1 session storage', tab1.storage.session.keys().sort());

const reloaded = openTab(browser.reload(tab1));
say(`...had it been a reload, startup restores them: ${(await reloaded.start()).status}`);
show('local storage', browser.local.keys().sort());
show('authenticated', reloaded.rootSession.getSnapshot().authenticated);
reloaded.dispose();
