import { describe, expect, it } from 'vitest';
import { CONSTANTS, SECOND } from '../config';
import { FakeClock, createFakeTabs, type FakeTab } from '../testing';
import { MultiTabHandoff, type TabPresenceMessage } from './multiTabHandoff';

// The identity adapter names its stored users' entries; here, a made-up prefix.
const keys = {
  rootStateKey: 'persist:root',
  offerStateKey: 'offer',
  isUserEntry: (key: string) => key.startsWith('identity.user:'),
  sessionKeys: ['home.last'],
};

function browser(count: number) {
  const clock = new FakeClock(0);
  const fake = createFakeTabs(count, { clock });
  const handoff = (tab: FakeTab): MultiTabHandoff =>
    new MultiTabHandoff({ channel: tab.channel, clock, storage: tab.storage, keys, tabId: tab.id });
  const seed = (): void => {
    fake.local.setItem('persist:root', '{"member":1}');
    fake.local.setItem('offer', '{"type":"REFERRAL"}');
    fake.local.setItem('identity.user:https://id.test:members', '{"sub":"m1"}');
    fake.local.setItem('identity.user:https://obo.test:staff', '{"sub":"s1"}');
    fake.local.setItem('home.last', '{"nextStep":1}');
    fake.local.setItem('unrelated', 'stays');
  };
  return { clock, fake, handoff, seed };
}

describe('Multi-tab (spec section 4)', () => {
  it('"Tabs announce themselves on a broadcast channel"', () => {
    const { clock, fake, handoff } = browser(3);
    const [a, b, c] = fake.tabs.map(handoff);
    a!.start();
    b!.start();
    clock.advance(0);
    expect(a!.otherTabs()).toEqual(['tab-2']);
    expect(b!.otherTabs()).toEqual(['tab-1']);
    c!.start();
    clock.advance(0);
    expect(a!.otherTabs()).toEqual(['tab-2', 'tab-3']);
    expect(c!.otherTabs()).toEqual(['tab-1', 'tab-2']);
    const hello = fake.tabs[0]!.channel.posted[0] as TabPresenceMessage;
    expect(hello).toEqual({ protocol: 'scanwise.tabs', type: 'hello', tabId: 'tab-1', sentAt: 0 });
  });

  it('"On unload, if no other tab is open, the root state, the offer state and the stored user entries move from local storage into session storage and are removed from local storage"', () => {
    const { clock, fake, handoff, seed } = browser(1);
    seed();
    const only = handoff(fake.tabs[0]!);
    only.start();
    clock.advance(0);
    const result = only.unload();
    expect(result).toEqual({
      handedOver: true,
      keys: [
        // The session's other entries (the last Home overview) go with it.
        'home.last',
        'identity.user:https://id.test:members',
        'identity.user:https://obo.test:staff',
        'offer',
        'persist:root',
      ],
    });
    expect(fake.local.keys()).toEqual(['unrelated']);
    const session = fake.tabs[0]!.storage.session;
    expect(session.getItem('persist:root')).toBe('{"member":1}');
    expect(session.getItem('offer')).toBe('{"type":"REFERRAL"}');
    expect(session.getItem('identity.user:https://id.test:members')).toBe('{"sub":"m1"}');
  });

  it('on unload with another tab open, nothing moves; the goodbye lets the last tab hand over', () => {
    const { clock, fake, handoff, seed } = browser(2);
    seed();
    const [a, b] = fake.tabs.map(handoff);
    a!.start();
    b!.start();
    clock.advance(0);
    expect(a!.unload()).toEqual({ handedOver: false, keys: [] });
    expect(fake.local.getItem('persist:root')).not.toBeNull();
    clock.advance(0);
    expect(b!.otherTabs()).toEqual([]);
    expect(b!.unload().handedOver).toBe(true);
    expect(fake.tabs[1]!.storage.session.getItem('persist:root')).toBe('{"member":1}');
    expect(fake.tabs[0]!.storage.session.keys()).toEqual([]);
  });

  it('"On startup they are restored" (a reload of the last tab)', () => {
    const { clock, fake, handoff, seed } = browser(1);
    seed();
    const before = handoff(fake.tabs[0]!);
    before.start();
    before.unload();
    const reloadedTab = fake.reload(fake.tabs[0]!);
    const after = handoff(reloadedTab);
    expect(after.start()).toEqual([
      'home.last',
      'identity.user:https://id.test:members',
      'identity.user:https://obo.test:staff',
      'offer',
      'persist:root',
    ]);
    clock.advance(0);
    expect(fake.local.getItem('identity.user:https://id.test:members')).toBe('{"sub":"m1"}');
    expect(fake.local.getItem('persist:root')).toBe('{"member":1}');
    expect(reloadedTab.storage.session.keys()).toEqual([]);
  });

  it('on restore, a value another tab keeps in local storage wins over the session copy', () => {
    const { fake, handoff } = browser(1);
    const tab = fake.tabs[0]!;
    tab.storage.session.setItem('persist:root', 'old');
    tab.storage.session.setItem('not-ours', 'left alone');
    fake.local.setItem('persist:root', 'fresh');
    expect(handoff(tab).start()).toEqual([]);
    expect(fake.local.getItem('persist:root')).toBe('fresh');
    expect(tab.storage.session.keys()).toEqual(['not-ours']);
  });

  it('a tab that vanished without goodbye counts as closed after the 45 s message lifetime', () => {
    const { clock, fake, handoff } = browser(2);
    const [a, b] = fake.tabs.map(handoff);
    const seen: (readonly string[])[] = [];
    a!.subscribe((presence) => seen.push(presence.otherTabs));
    a!.start();
    b!.start();
    clock.advance(0);
    b!.stop(); // crashed: no goodbye, no heartbeat
    clock.advance(CONSTANTS.crossTabMessageLifetime - 1);
    expect(a!.otherTabs()).toEqual(['tab-2']);
    clock.advance(2);
    expect(a!.otherTabs()).toEqual([]);
    expect(seen).toEqual([[], ['tab-2'], []]);
    expect(a!.unload().handedOver).toBe(true);
  });

  it('heartbeats keep live tabs known well past the lifetime', () => {
    const { clock, fake, handoff } = browser(2);
    const [a, b] = fake.tabs.map(handoff);
    a!.start();
    b!.start();
    clock.advance(10 * CONSTANTS.crossTabMessageLifetime);
    expect(a!.otherTabs()).toEqual(['tab-2']);
    expect(b!.otherTabs()).toEqual(['tab-1']);
  });

  it('ignores messages older than the lifetime, foreign messages and its own id', () => {
    const clock = new FakeClock(100 * SECOND);
    const fake = createFakeTabs(2);
    const a = new MultiTabHandoff({
      channel: fake.tabs[0]!.channel,
      clock,
      storage: fake.tabs[0]!.storage,
      keys,
      tabId: 'a',
    });
    a.start();
    const other = fake.tabs[1]!.channel;
    const stale = { protocol: 'scanwise.tabs', type: 'here', tabId: 'old', sentAt: 0 };
    other.post(stale);
    other.post({ protocol: 'scanwise.tabs', type: 'here', tabId: 'a', sentAt: clock.now() });
    other.post({ protocol: 'other', type: 'here', tabId: 'x', sentAt: clock.now() });
    other.post(null);
    other.post('text');
    expect(a.otherTabs()).toEqual([]);
    expect(a.tabId).toBe('a');
  });

  it('start and unload twice are harmless; unload closes the channel', () => {
    const { fake, handoff } = browser(1);
    const a = handoff(fake.tabs[0]!);
    a.start();
    expect(a.start()).toEqual([]);
    a.unload();
    expect(a.unload()).toEqual({ handedOver: false, keys: [] });
    expect(fake.tabs[0]!.channel.isClosed).toBe(true);
  });

  it('dispose stops the protocol and completes state$', () => {
    const { fake, handoff } = browser(1);
    const a = handoff(fake.tabs[0]!);
    let completed = false;
    a.state$.subscribe({ complete: () => (completed = true) });
    a.start();
    a.dispose();
    expect(completed).toBe(true);
    expect(fake.tabs[0]!.channel.posted.at(-1)).toMatchObject({ type: 'hello' });
  });
});
