import { describe, expect, it } from 'vitest';
import { ScanwiseEventBus, type ScanwiseEvent } from './index';

describe('ScanwiseEventBus', () => {
  it('"a loggedOut event fires": subscribers of on("loggedOut") receive it with its payload', () => {
    const bus = new ScanwiseEventBus();
    const seen: ScanwiseEvent<'loggedOut'>[] = [];
    bus.on('loggedOut').subscribe((event) => seen.push(event));
    bus.emit('loggedOut', { reason: 'unauthorized', status: 401 });
    expect(seen).toEqual([{ type: 'loggedOut', reason: 'unauthorized', status: 401 }]);
  });

  it('on(type) filters out the other event types; events$ sees all, in order', () => {
    const bus = new ScanwiseEventBus();
    const loggedOut: unknown[] = [];
    const all: string[] = [];
    bus.on('loggedOut').subscribe((event) => loggedOut.push(event));
    bus.events$.subscribe((event) => all.push(event.type));
    bus.emit('signedIn', { kind: 'R' });
    bus.emit('sessionExpired', {});
    bus.emit('loggedOut', { reason: 'logout' });
    expect(loggedOut).toHaveLength(1);
    expect(all).toEqual(['signedIn', 'sessionExpired', 'loggedOut']);
  });

  it('does not replay past events to late subscribers', () => {
    const bus = new ScanwiseEventBus();
    bus.emit('loggedOut', { reason: 'logout' });
    const seen: unknown[] = [];
    bus.events$.subscribe((event) => seen.push(event));
    expect(seen).toEqual([]);
  });

  it('the payload type field cannot override the event type', () => {
    const bus = new ScanwiseEventBus();
    const seen: string[] = [];
    bus.events$.subscribe((event) => seen.push(event.type));
    bus.emit('signedIn', { kind: 'G', type: 'loggedOut' } as never);
    expect(seen).toEqual(['signedIn']);
  });

  it('dispose completes subscribers and ignores later emits', () => {
    const bus = new ScanwiseEventBus();
    let completed = false;
    const seen: unknown[] = [];
    bus.events$.subscribe({ next: (e) => seen.push(e), complete: () => (completed = true) });
    bus.dispose();
    bus.emit('loggedOut', { reason: 'logout' });
    expect(completed).toBe(true);
    expect(seen).toEqual([]);
  });
});
