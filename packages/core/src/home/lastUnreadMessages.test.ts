import { describe, expect, it } from 'vitest';
import { FakeClock, MemoryStorage } from '../testing';
import type { HomeOverview } from './homeOverview';
import { LAST_HOME_OVERVIEW_MAX_AGE_MS, LastHomeOverviewStore } from './lastHomeOverview';
import { LAST_HOME_OVERVIEW_STORAGE_KEY } from './lastHomeOverviewKey';
import { readLastUnreadMessages } from './lastUnreadMessages';

const overview = (unreadMessages: number | undefined): HomeOverview => ({
  nextStep: { kind: 'bookScan', firstScan: false },
  upcomingScan: undefined,
  upcomingScanStep: undefined,
  latestReport: undefined,
  unreadMessages,
  invoicesDue: undefined,
});

function setup() {
  const clock = new FakeClock();
  const storage = new MemoryStorage();
  return { clock, storage, store: new LastHomeOverviewStore({ storage, clock }) };
}

describe('readLastUnreadMessages', () => {
  it("gives the member's kept overview's count, leaving the entry as it is", () => {
    const { clock, storage, store } = setup();
    store.save('mem_1', overview(2), undefined);
    const before = storage.getItem(LAST_HOME_OVERVIEW_STORAGE_KEY);
    expect(readLastUnreadMessages({ storage, clock }, 'mem_1')).toBe(2);
    expect(storage.getItem(LAST_HOME_OVERVIEW_STORAGE_KEY)).toBe(before);
  });

  it('gives nothing for another member, past its time, or while the count was not known', () => {
    const { clock, storage, store } = setup();
    store.save('mem_1', overview(2), undefined);
    expect(readLastUnreadMessages({ storage, clock }, 'mem_2')).toBeUndefined();
    clock.advance(LAST_HOME_OVERVIEW_MAX_AGE_MS);
    expect(readLastUnreadMessages({ storage, clock }, 'mem_1')).toBeUndefined();
    store.save('mem_1', overview(undefined), undefined);
    expect(readLastUnreadMessages({ storage, clock }, 'mem_1')).toBeUndefined();
  });

  it('gives nothing for an entry of another version or that is not JSON', () => {
    const { clock, storage, store } = setup();
    store.save('mem_1', overview(2), undefined);
    const entry = JSON.parse(storage.getItem(LAST_HOME_OVERVIEW_STORAGE_KEY) ?? '{}') as object;
    storage.setItem(LAST_HOME_OVERVIEW_STORAGE_KEY, JSON.stringify({ ...entry, version: 99 }));
    expect(readLastUnreadMessages({ storage, clock }, 'mem_1')).toBeUndefined();
    storage.setItem(LAST_HOME_OVERVIEW_STORAGE_KEY, '{');
    expect(readLastUnreadMessages({ storage, clock }, 'mem_1')).toBeUndefined();
  });
});
