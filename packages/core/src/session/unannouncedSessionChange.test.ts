import { describe, expect, it } from 'vitest';
import { ScanwiseEventBus } from '../events';
import { keepUnannouncedSessionChange } from './unannouncedSessionChange';

describe('A tab keeps its own last sign-in or sign-out until it tells the other tabs', () => {
  it('keeps nothing while nothing happened', () => {
    const kept = keepUnannouncedSessionChange(new ScanwiseEventBus());
    expect(kept.latest()).toBeUndefined();
  });

  it('keeps the last own change: a sign-in, then a sign-out replaces it', () => {
    const events = new ScanwiseEventBus();
    const kept = keepUnannouncedSessionChange(events);
    events.emit('signedIn', { kind: 'R' });
    expect(kept.latest()).toEqual({ type: 'signedIn', kind: 'R' });
    events.emit('loggedOut', { reason: 'unauthorized', status: 401 });
    expect(kept.latest()).toEqual({ type: 'loggedOut', reason: 'unauthorized', status: 401 });
  });

  it("a sign-out followed from another tab is not this tab's to tell, nor is an expiry", () => {
    const events = new ScanwiseEventBus();
    const kept = keepUnannouncedSessionChange(events);
    events.emit('signedIn', { kind: 'G' });
    events.emit('loggedOut', { reason: 'logout', elsewhere: true });
    events.emit('sessionExpired', { kind: 'G' });
    expect(kept.latest()).toEqual({ type: 'signedIn', kind: 'G' });
  });

  it('keeps no change made after it stopped', () => {
    const events = new ScanwiseEventBus();
    const kept = keepUnannouncedSessionChange(events);
    kept.stop();
    events.emit('signedIn', { kind: 'R' });
    expect(kept.latest()).toBeUndefined();
  });
});
