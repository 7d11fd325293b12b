import { describe, expect, it } from 'vitest';
import { FakeBroadcastHub, createFakeTabs } from './fakeBroadcast';
import { FakeClock } from './fakeClock';

describe('FakeBroadcastHub (CrossTabChannel port)', () => {
  it('delivers to every other open channel, never to the sender', () => {
    const hub = new FakeBroadcastHub();
    const [a, b, c] = [hub.channel(), hub.channel(), hub.channel()];
    const got: Record<string, unknown[]> = { a: [], b: [], c: [] };
    a.messages$.subscribe((m) => got.a!.push(m));
    b.messages$.subscribe((m) => got.b!.push(m));
    c.messages$.subscribe((m) => got.c!.push(m));
    a.post({ hello: 'from a' });
    expect(got).toEqual({ a: [], b: [{ hello: 'from a' }], c: [{ hello: 'from a' }] });
    expect(a.posted).toEqual([{ hello: 'from a' }]);
  });

  it('links only channels of the same name', () => {
    const hub = new FakeBroadcastHub();
    const a = hub.channel('one');
    const b = hub.channel('two');
    const got: unknown[] = [];
    b.messages$.subscribe((m) => got.push(m));
    a.post('x');
    expect(got).toEqual([]);
  });

  it('delivers copies, not the sent object', () => {
    const hub = new FakeBroadcastHub();
    const a = hub.channel();
    const b = hub.channel();
    const got: unknown[] = [];
    b.messages$.subscribe((m) => got.push(m));
    const message = { n: 1 };
    a.post(message);
    message.n = 2;
    expect(got).toEqual([{ n: 1 }]);
    a.post(undefined);
    expect(got).toEqual([{ n: 1 }, undefined]);
  });

  it('with a clock, delivers in a later task (after advance(0))', () => {
    const clock = new FakeClock(0);
    const hub = new FakeBroadcastHub({ clock });
    const a = hub.channel();
    const b = hub.channel();
    const got: unknown[] = [];
    b.messages$.subscribe((m) => got.push(m));
    a.post('later');
    expect(got).toEqual([]);
    clock.advance(0);
    expect(got).toEqual(['later']);
  });

  it('a closed channel receives nothing, completes, and cannot post', () => {
    const clock = new FakeClock(0);
    const hub = new FakeBroadcastHub({ clock });
    const a = hub.channel();
    const b = hub.channel();
    let completed = false;
    const got: unknown[] = [];
    b.messages$.subscribe({ next: (m) => got.push(m), complete: () => (completed = true) });
    a.post('in flight');
    b.close();
    b.close();
    clock.advance(0);
    expect(got).toEqual([]);
    expect(completed).toBe(true);
    expect(b.isClosed).toBe(true);
    expect(hub.openChannels).toBe(1);
    expect(() => b.post('x')).toThrow(/closed/);
  });
});

describe('createFakeTabs', () => {
  it('gives each tab its own session storage and one shared local storage', () => {
    const browser = createFakeTabs(2);
    const [one, two] = browser.tabs;
    one!.storage.local.setItem('k', 'shared');
    one!.storage.session.setItem('s', 'mine');
    expect(two!.storage.local.getItem('k')).toBe('shared');
    expect(two!.storage.session.getItem('s')).toBeNull();
    expect(browser.local.getItem('k')).toBe('shared');
    expect(one!.id).not.toBe(two!.id);
  });

  it('links the tabs, opens more and reloads one with its session storage kept', () => {
    const browser = createFakeTabs(1);
    const first = browser.tabs[0]!;
    const second = browser.open();
    const got: unknown[] = [];
    second.channel.messages$.subscribe((m) => got.push(m));
    first.channel.post('hi');
    expect(got).toEqual(['hi']);
    first.storage.session.setItem('kept', 'yes');
    const reloaded = browser.reload(first);
    expect(first.channel.isClosed).toBe(true);
    expect(reloaded.storage.session.getItem('kept')).toBe('yes');
    expect(browser.tabs).toHaveLength(3);
    expect(browser.hub.openChannels).toBe(2);
  });
});
