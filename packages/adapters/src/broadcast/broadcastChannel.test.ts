import { CONSTANTS } from '@scanwise/core';
import { FakeClock } from '@scanwise/core/testing';
import { describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '@scanwise/core';
import { createCrossTabChannel } from './broadcastChannel';
import { createStorageCrossTabChannel } from './storageCrossTabChannel';

describe('cross-tab channel without BroadcastChannel: the storage fallback loads on first use', () => {
  it('what is posted before it loaded is sent once it has; messages then flow both ways', async () => {
    const clock = new FakeClock();
    const storage = new MemoryStorage();
    const options = { name: 't', clock, fallbackStorage: storage, forceFallback: true } as const;
    const a = createCrossTabChannel(options);
    const b = createCrossTabChannel(options);
    const gotB: unknown[] = [];
    b.messages$.subscribe((message) => gotB.push(message));
    a.post({ early: true });
    expect(storage.getItem('scanwise.crossTab:t')).toBeNull();
    await vi.waitFor(() => expect(storage.getItem('scanwise.crossTab:t')).not.toBeNull());
    await vi.waitFor(() => {
      clock.advance(CONSTANTS.crossTabFallbackPoll);
      expect(gotB).toEqual([{ early: true }]);
    });
    a.close();
    b.close();
    a.post({ late: true });
    expect(gotB).toEqual([{ early: true }]);
  });
});

describe('cross-tab channel, localStorage polling fallback (fake clock)', () => {
  it('delivers other tabs’ messages on the 150 ms poll, never its own, and drops expired ones', () => {
    const clock = new FakeClock();
    const storage = new MemoryStorage();
    const a = createStorageCrossTabChannel({ name: 't', clock }, storage);
    const b = createStorageCrossTabChannel({ name: 't', clock }, storage);
    const gotA: unknown[] = [];
    const gotB: unknown[] = [];
    a.messages$.subscribe((message) => gotA.push(message));
    b.messages$.subscribe((message) => gotB.push(message));

    a.post({ hello: 1 });
    clock.advance(CONSTANTS.crossTabFallbackPoll - 1);
    expect(gotB).toEqual([]);
    clock.advance(1);
    expect(gotB).toEqual([{ hello: 1 }]);
    expect(gotA).toEqual([]);
    clock.advance(CONSTANTS.crossTabFallbackPoll * 3);
    expect(gotB).toEqual([{ hello: 1 }]);

    // A message stamped more than 45 s ago (a tab that was frozen) is dropped.
    const raw = JSON.parse(storage.getItem('scanwise.crossTab:t') ?? '[]') as Record<
      string,
      unknown
    >[];
    raw.push({
      scanwise: 1,
      id: 'old',
      sender: 'other',
      sentAt: clock.now() - CONSTANTS.crossTabMessageLifetime - 1,
      message: 'stale',
    });
    storage.setItem('scanwise.crossTab:t', JSON.stringify(raw));
    clock.advance(CONSTANTS.crossTabFallbackPoll);
    expect(gotB).toEqual([{ hello: 1 }]);

    a.close();
    b.close();
  });
});

describe('cross-tab channel, storage-event fallback', () => {
  it('a storage event for the channel key delivers at once, before the next poll; others are ignored', () => {
    const clock = new FakeClock();
    const storage = new MemoryStorage();
    // Each tab has its own window; the browser raises `storage` in the other tabs' windows.
    const windowB = new EventTarget();
    const a = createStorageCrossTabChannel(
      { name: 't', clock, storageEvents: new EventTarget() },
      storage,
    );
    const b = createStorageCrossTabChannel({ name: 't', clock, storageEvents: windowB }, storage);
    const gotB: unknown[] = [];
    b.messages$.subscribe((message) => gotB.push(message));
    const storageEvent = (key: string): Event => Object.assign(new Event('storage'), { key });

    a.post({ type: 'signedOut' });
    windowB.dispatchEvent(storageEvent('something.else'));
    expect(gotB).toEqual([]);
    windowB.dispatchEvent(storageEvent('scanwise.crossTab:t'));
    expect(gotB).toEqual([{ type: 'signedOut' }]);
    // The poll that follows does not deliver it twice.
    clock.advance(CONSTANTS.crossTabFallbackPoll);
    expect(gotB).toEqual([{ type: 'signedOut' }]);

    b.close();
    a.post({ type: 'signedIn' });
    windowB.dispatchEvent(storageEvent('scanwise.crossTab:t'));
    expect(gotB).toEqual([{ type: 'signedOut' }]);
    a.close();
  });
});
