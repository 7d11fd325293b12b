import { CONSTANTS } from '@scanwise/core';
import { firstValueFrom, take, timeout, toArray } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { systemClock } from '../clock/systemClock';
import { WebStorage } from '../storage/webStorage';
import { createCrossTabChannel } from './broadcastChannel';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('BroadcastChannel adapter in Chromium', () => {
  it('delivers messages between two channels, never to the sender', async () => {
    const a = createCrossTabChannel({ name: 'sw-test-1', clock: systemClock });
    const b = createCrossTabChannel({ name: 'sw-test-1', clock: systemClock });
    const ownA: unknown[] = [];
    a.messages$.subscribe((message) => ownA.push(message));
    const received = firstValueFrom(b.messages$.pipe(take(2), toArray(), timeout(2_000)));
    a.post({ type: 'hello', tab: 'a' });
    a.post({ type: 'bye' });
    expect(await received).toEqual([{ type: 'hello', tab: 'a' }, { type: 'bye' }]);
    await sleep(50);
    expect(ownA).toEqual([]);
    a.close();
    b.close();
  });

  it('drops a message whose stamp is older than 45 s', async () => {
    let skew = 0;
    const lateClock = { ...systemClock, now: () => Date.now() + skew };
    const sender = createCrossTabChannel({ name: 'sw-test-2', clock: systemClock });
    const receiver = createCrossTabChannel({ name: 'sw-test-2', clock: lateClock });
    const got: unknown[] = [];
    receiver.messages$.subscribe((message) => got.push(message));
    skew = CONSTANTS.crossTabMessageLifetime + 1_000;
    sender.post('expired');
    await sleep(100);
    skew = CONSTANTS.crossTabMessageLifetime - 5_000;
    sender.post('fresh');
    await sleep(100);
    expect(got).toEqual(['fresh']);
    // Foreign messages on the same channel name are ignored too.
    const raw = new BroadcastChannel('sw-test-2');
    raw.postMessage({ not: 'an envelope' });
    await sleep(50);
    expect(got).toEqual(['fresh']);
    raw.close();
    sender.close();
    receiver.close();
  });

  it('falls back to polling localStorage every 150 ms', async () => {
    const storage = new WebStorage('local');
    const a = createCrossTabChannel({
      name: 'sw-poll',
      clock: systemClock,
      fallbackStorage: storage,
      forceFallback: true,
    });
    const b = createCrossTabChannel({
      name: 'sw-poll',
      clock: systemClock,
      fallbackStorage: storage,
      forceFallback: true,
    });
    // The fallback loads on demand: both tabs listen before one posts (a tab whose channel loads
    // later starts from what is already stored, as a tab opened later would).
    await import('./storageCrossTabChannel');
    await new Promise((resolve) => setTimeout(resolve, 0));
    const received = firstValueFrom(b.messages$.pipe(timeout(1_000)));
    const started = Date.now();
    a.post('via storage');
    expect(await received).toBe('via storage');
    expect(Date.now() - started).toBeLessThan(CONSTANTS.crossTabFallbackPoll * 3);
    a.close();
    b.close();
    localStorage.clear();
  });
});
