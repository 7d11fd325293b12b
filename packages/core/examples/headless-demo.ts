/// <reference types="node" />
// A narrated run of real core policies in plain Node: a fake clock, memory storage and fake
// tabs stand in for the browser. `npm start` at the repository root runs it.
import {
  CONSTANTS,
  IDLE_LOGOUT_MESSAGE,
  MultiTabHandoff,
  ToastMachine,
  createIdleLogoutPolicy,
  createPreloadRecovery,
  isStoredUserEntry,
  type IdleLogoutPolicy,
} from '@scanwise/core';
import { FakeClock, createFakeTabs, type FakeTab } from '@scanwise/core/testing';

const clock = new FakeClock(Date.UTC(2026, 0, 1, 9, 0, 0));
const start = clock.now();
const stamp = (): string => {
  const s = Math.round((clock.now() - start) / 1000);
  return `[+${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}]`;
};
const say = (text: string): void => console.log(`${stamp()} ${text}`);
const show = (label: string, value: unknown): void =>
  console.log(`${' '.repeat(9)}${label}: ${JSON.stringify(value)}`);

// One browser, two tabs: shared local storage, one session storage per tab.
const browser = createFakeTabs(2, { clock });
const [tabA, tabB] = browser.tabs as [FakeTab, FakeTab];
const keys = {
  rootStateKey: 'persist:root',
  offerStateKey: 'offer',
  isUserEntry: isStoredUserEntry,
};
const USER_KEY = 'oidc.user:https://id.scanwise.test:member-app';
let signedIn = false;

function signIn(): void {
  signedIn = true;
  browser.local.setItem(USER_KEY, '{"sub":"member-1"}');
  browser.local.setItem('persist:root', '{"member":{"firstName":"Ann"}}');
}

function openTab(tab: FakeTab): {
  toast: ToastMachine;
  idle: IdleLogoutPolicy;
  tabs: MultiTabHandoff;
} {
  const toast = new ToastMachine(clock);
  toast.state$.subscribe((t) => t.visible && say(`${tab.id} toast: "${t.message}"`));
  const idle = createIdleLogoutPolicy({
    clock,
    storage: tab.storage.local,
    toast,
    isUserExpired: () => false,
    logout: () => {
      if (signedIn) say(`${tab.id} logs the member out: the stored user and member state go`);
      signedIn = false;
      browser.local.removeItem(USER_KEY);
      browser.local.removeItem('persist:root');
    },
  });
  idle.state$.subscribe((s) => s.phase === 'warning' && say(`${tab.id} warns: logout in a minute`));
  const tabs = new MultiTabHandoff({
    channel: tab.channel,
    clock,
    storage: tab.storage,
    keys,
    tabId: tab.id,
  });
  return { toast, idle, tabs };
}

console.log('Scanwise core, headless: a session under a fake clock\n');

const a = openTab(tabA);
a.tabs.start();
say('tab-1 opens; the member signs in');
signIn();
a.idle.start('signed-in');
a.toast.show('Welcome back, Ann');
clock.advance(CONSTANTS.defaultToast);
say(`the welcome toast hid itself after 15 s: visible=${a.toast.getSnapshot().visible}`);

const b = openTab(tabB);
b.tabs.start();
b.idle.start('restored');
clock.advance(0);
say(`tab-2 opens; tab-1 now knows of ${JSON.stringify(a.tabs.otherTabs())}`);

say('the member works in tab-2 for 10 minutes, tab-1 sits idle in the background');
for (let minute = 0; minute < 10; minute++) {
  clock.advance(60_000);
  b.idle.recordActivity();
}
say(`tab-1 is still ${a.idle.getSnapshot().phase}: activity in any tab counts`);

say('the member closes tab-2: tab-1 is still open, so nothing moves');
show('tab-2 unload', b.tabs.unload());
b.idle.stop();
clock.advance(0);

say('no activity anywhere now...');
clock.advance(CONSTANTS.inactiveLogout);
show('tab-1 toast', a.toast.getSnapshot());
console.log(`${' '.repeat(9)}signed in: ${signedIn} (message is "${IDLE_LOGOUT_MESSAGE}")`);

clock.advance(30 * 60_000);
say('the member moves the mouse: the notice hides 5 s later');
a.idle.recordActivity();
clock.advance(CONSTANTS.logoutNotice);
show('tab-1 toast', a.toast.getSnapshot());

say('the member signs in again, then closes tab-1, the last tab:');
signIn();
a.idle.start('signed-in');
say('the session entries move from local storage into its session storage');
show('tab-1 unload', a.tabs.unload());
show('local storage', browser.local.keys().sort());
show('tab-1 session storage', tabA.storage.session.keys().sort());

const reloaded = browser.reload(tabA);
const again = new MultiTabHandoff({
  channel: reloaded.channel,
  clock,
  storage: reloaded.storage,
  keys,
  tabId: reloaded.id,
});
say('...had it been a reload, startup restores them:');
show('restored', again.start());
again.stop();

const preload = createPreloadRecovery(reloaded.storage.session);
say('a page asset fails to preload five times in a row:');
show(
  'decisions',
  Array.from({ length: 5 }, () => preload.onPreloadError()),
);
