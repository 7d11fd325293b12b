import { describe, expect, it } from 'vitest';
import { ScanwiseEventBus } from '../events';
import { MemoryStorage } from '../storage';
import {
  UNANNOUNCED_SESSION_CHANGE_KEY,
  keepUnannouncedSessionChange,
} from './unannouncedSessionChange';

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

  it("keeps it in the tab's session storage for the tab's next page, and forgets it once told", () => {
    const storage = new MemoryStorage();
    const events = new ScanwiseEventBus();
    keepUnannouncedSessionChange(events, storage);
    events.emit('loggedOut', { reason: 'inactivity' });
    // The tab reloads before it told the others: its next page has the change.
    const nextPage = keepUnannouncedSessionChange(new ScanwiseEventBus(), storage);
    expect(nextPage.latest()).toEqual({ type: 'loggedOut', reason: 'inactivity' });
    nextPage.stop();
    expect(storage.getItem(UNANNOUNCED_SESSION_CHANGE_KEY)).toBeNull();
    expect(keepUnannouncedSessionChange(new ScanwiseEventBus(), storage).latest()).toBeUndefined();
  });

  it('reads a sign-in kept by an earlier page, and nothing from an entry it cannot read', () => {
    const storage = new MemoryStorage();
    storage.setItem(UNANNOUNCED_SESSION_CHANGE_KEY, 'signedIn');
    expect(keepUnannouncedSessionChange(new ScanwiseEventBus(), storage).latest()).toEqual({
      type: 'signedIn',
    });
    storage.setItem(UNANNOUNCED_SESSION_CHANGE_KEY, 'because');
    expect(keepUnannouncedSessionChange(new ScanwiseEventBus(), storage).latest()).toBeUndefined();
  });
});
