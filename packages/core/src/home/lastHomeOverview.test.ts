import { describe, expect, it, vi } from 'vitest';
import { MINUTE } from '../config';
import { ENTITY_EXAMPLES, type Encounter, type Invoice, type Task } from '../schemas';
import { FakeClock, MemoryStorage, RecordingLogger } from '../testing';
import type { HomeOverview } from './homeOverview';
import {
  LAST_HOME_OVERVIEW_MAX_AGE_MS,
  LAST_PAGE_PAINTS_MAX,
  LastHomeOverviewStore,
  readLastHomeOverview,
  type LastPaint,
} from './lastHomeOverview';
import { LAST_HOME_OVERVIEW_STORAGE_KEY } from './lastHomeOverviewKey';

const TWO_HOURS = 120 * MINUTE;
const scan: Encounter = { ...ENTITY_EXAMPLES.Encounter, id: 'enc_1' };
const task: Task = { ...ENTITY_EXAMPLES.Task, id: 'tsk_1', encounterId: 'enc_1' };
const invoice: Invoice = { ...ENTITY_EXAMPLES.Invoice, id: 'inv_1' };

const overview: HomeOverview = {
  nextStep: {
    kind: 'task',
    urgency: 'beforeScan',
    task,
    step: 'COMPLETE_QUESTIONNAIRE',
    encounter: scan,
  },
  upcomingScan: scan,
  upcomingScanStep: 'COMPLETE_QUESTIONNAIRE',
  latestReport: undefined,
  unreadMessages: 2,
  invoicesDue: { count: 1, overdue: 0 },
};

function setup() {
  const clock = new FakeClock();
  const storage = new MemoryStorage();
  const logger = new RecordingLogger();
  const store = new LastHomeOverviewStore({ storage, clock, logger });
  return { clock, storage, logger, store };
}

describe('LastHomeOverviewStore', () => {
  it('gives the member back the overview last decided for them', () => {
    const { store, storage, clock } = setup();
    store.save('mem_1', overview, undefined);
    expect(store.read('mem_1')).toEqual(
      // JSON has no undefined: a field the overview left undefined comes back absent.
      JSON.parse(JSON.stringify(overview)),
    );
    expect(readLastHomeOverview({ storage, clock }, 'mem_1')?.nextStep.kind).toBe('task');
  });

  it('keeps every kind of next step through storage', () => {
    const { store } = setup();
    const steps: HomeOverview['nextStep'][] = [
      { kind: 'payInvoice', overdue: true, invoice, encounter: undefined },
      { kind: 'encounterStep', step: 'AUTHORIZE_PAYMENT', encounter: scan },
      { kind: 'viewReport', encounter: scan },
      { kind: 'readMessages', unread: 3 },
      { kind: 'attendScan', encounter: scan },
      { kind: 'bookScan', firstScan: true },
    ];
    for (const nextStep of steps) {
      store.save('mem_1', { ...overview, nextStep }, undefined);
      expect(store.read('mem_1')?.nextStep).toEqual(JSON.parse(JSON.stringify(nextStep)));
    }
  });

  it("shows another member nothing of the last one's overview, and forgets it", () => {
    const { store, storage } = setup();
    store.save('mem_1', overview, undefined);
    expect(store.read('mem_2')).toBeUndefined();
    expect(storage.getItem(LAST_HOME_OVERVIEW_STORAGE_KEY)).toBeNull();
  });

  it('is not shown once its next deadline has passed', () => {
    const { store, clock } = setup();
    store.save('mem_1', overview, clock.now() + TWO_HOURS);
    clock.advance(TWO_HOURS - 1);
    expect(store.read('mem_1')).toBeDefined();
    clock.advance(1);
    expect(store.read('mem_1')).toBeUndefined();
  });

  it('is not shown after a day even when nothing ahead would change it', () => {
    const { store, clock } = setup();
    store.save('mem_1', overview, undefined);
    clock.advance(LAST_HOME_OVERVIEW_MAX_AGE_MS);
    expect(store.read('mem_1')).toBeUndefined();
  });

  it('discards an entry it cannot read, with a warning, rather than show it', () => {
    const { store, storage, logger } = setup();
    for (const text of [
      '{not json',
      JSON.stringify({ version: 99, memberId: 'mem_1', savedAt: 0, validUntil: 1, overview }),
      JSON.stringify({ version: 1, memberId: 'mem_1', savedAt: 0, validUntil: 1, overview: {} }),
    ]) {
      storage.setItem(LAST_HOME_OVERVIEW_STORAGE_KEY, text);
      expect(store.read('mem_1')).toBeUndefined();
      expect(storage.getItem(LAST_HOME_OVERVIEW_STORAGE_KEY)).toBeNull();
    }
    expect(logger.entries.filter((entry) => entry.level === 'warn')).toHaveLength(3);
  });

  it('leaves Home waiting for the platform when storage refuses the entry', () => {
    const { clock, logger } = setup();
    const full = new MemoryStorage();
    full.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    const store = new LastHomeOverviewStore({ storage: full, clock, logger });
    expect(() => store.save('mem_1', overview, undefined)).not.toThrow();
    expect(store.read('mem_1')).toBeUndefined();
    expect(logger.entries.some((entry) => entry.message.includes('last Home overview'))).toBe(true);
  });

  it('reads the entry it wrote, or read last, without parsing it again, and reads a changed one afresh', () => {
    const { store, storage, clock } = setup();
    store.save('mem_1', overview, undefined);
    const parse = vi.spyOn(JSON, 'parse');
    try {
      clock.advance(MINUTE);
      store.save('mem_1', overview, clock.now() + TWO_HOURS);
      expect(
        store.keepPaint('mem_1', overview, { build: 'b', page: '/', css: '', html: '<h1>Hi</h1>' }),
      ).toBe(true);
      // Another instance over the same storage (Home's read) knows the entry too.
      expect(readLastHomeOverview({ storage, clock }, 'mem_1')?.unreadMessages).toBe(2);
      expect(parse).not.toHaveBeenCalled();

      // Another tab writes: the new text is parsed and checked.
      const written = JSON.parse(storage.getItem(LAST_HOME_OVERVIEW_STORAGE_KEY) ?? '') as {
        overview: HomeOverview;
      };
      parse.mockClear();
      storage.setItem(
        LAST_HOME_OVERVIEW_STORAGE_KEY,
        JSON.stringify({ ...written, overview: { ...written.overview, unreadMessages: 7 } }),
      );
      expect(store.read('mem_1')?.unreadMessages).toBe(7);
      expect(parse).toHaveBeenCalledTimes(1);
      storage.setItem(LAST_HOME_OVERVIEW_STORAGE_KEY, '{"version":1}');
      expect(store.read('mem_1')).toBeUndefined();
      expect(storage.getItem(LAST_HOME_OVERVIEW_STORAGE_KEY)).toBeNull();
    } finally {
      parse.mockRestore();
    }
  });

  describe("the screen's last paint of it", () => {
    const paint: LastPaint = {
      build: 'index-abc.js',
      page: '/',
      css: '._greeting_1 { font-size: 2rem; }',
      html: '<h1>Good morning, Ava</h1>',
    };
    type KeptEntry = { paint?: LastPaint; validUntil: number };
    const entry = (storage: MemoryStorage): KeptEntry =>
      JSON.parse(storage.getItem(LAST_HOME_OVERVIEW_STORAGE_KEY) ?? '{}') as KeptEntry;

    it('is kept beside the overview it shows, with its lifetime', () => {
      const { store, storage, clock } = setup();
      store.save('mem_1', overview, clock.now() + TWO_HOURS);
      expect(store.keepPaint('mem_1', store.read('mem_1') ?? overview, paint)).toBe(true);
      expect(entry(storage)).toMatchObject({ paint, validUntil: clock.now() + TWO_HOURS });
      // Forgotten with the overview, however it goes (here: its deadline).
      clock.advance(TWO_HOURS);
      expect(store.read('mem_1')).toBeUndefined();
      expect(storage.getItem(LAST_HOME_OVERVIEW_STORAGE_KEY)).toBeNull();
    });

    it('is not kept for an overview no longer kept, or for another member', () => {
      const { store, storage } = setup();
      expect(store.keepPaint('mem_1', overview, paint)).toBe(false);
      store.save('mem_1', overview, undefined);
      expect(store.keepPaint('mem_2', overview, paint)).toBe(false);
      expect(storage.getItem(LAST_HOME_OVERVIEW_STORAGE_KEY)).toBeNull();
    });

    it('is not kept for an overview other than the one kept (a newer one was decided since)', () => {
      const { store, storage } = setup();
      store.save('mem_1', overview, undefined);
      const older: HomeOverview = { ...overview, unreadMessages: 5 };
      expect(store.keepPaint('mem_1', older, paint)).toBe(false);
      expect(entry(storage).paint).toBeUndefined();
    });

    it('stays when the overview decided again reads the same, and goes when it differs', () => {
      const { store, storage, clock } = setup();
      store.save('mem_1', overview, undefined);
      store.keepPaint('mem_1', overview, paint);
      clock.advance(MINUTE);
      store.save('mem_1', { ...overview }, clock.now() + TWO_HOURS);
      expect(entry(storage)).toMatchObject({ paint, validUntil: clock.now() + TWO_HOURS });
      store.save('mem_1', { ...overview, unreadMessages: 3 }, undefined);
      expect(entry(storage).paint).toBeUndefined();
    });
  });

  describe("another page's last paint", () => {
    const scansPaint: LastPaint = {
      build: 'index-abc.js',
      page: '/scans',
      css: '._title_1 { font-size: 2rem; }',
      html: '<h1>Your scans</h1>',
    };
    const pageOf = (page: string): LastPaint => ({ ...scansPaint, page, html: `<h1>${page}</h1>` });
    type KeptEntry = {
      pages?: (LastPaint & { validUntil: number })[];
      paint?: LastPaint;
      validUntil: number;
    };
    const entry = (storage: MemoryStorage): KeptEntry =>
      JSON.parse(storage.getItem(LAST_HOME_OVERVIEW_STORAGE_KEY) ?? '{}') as KeptEntry;

    it("is kept in the member's entry with the lifetime the entry has when it is taken", () => {
      const { store, storage, clock } = setup();
      store.save('mem_1', overview, clock.now() + TWO_HOURS);
      expect(store.keepPagePaint('mem_1', scansPaint)).toBe(true);
      expect(entry(storage).pages).toEqual([
        { ...scansPaint, validUntil: clock.now() + TWO_HOURS },
      ]);
      // A later overview with a later deadline does not lengthen it.
      clock.advance(MINUTE);
      store.save('mem_1', overview, clock.now() + 2 * TWO_HOURS);
      expect(entry(storage).pages?.[0]?.validUntil).toBe(clock.now() - MINUTE + TWO_HOURS);
      clock.advance(TWO_HOURS);
      store.save('mem_1', overview, undefined);
      expect(entry(storage).pages).toBeUndefined();
    });

    it("stays whatever overview is decided since, beside Home's own paint", () => {
      const { store, storage } = setup();
      store.save('mem_1', overview, undefined);
      store.keepPaint('mem_1', overview, { ...scansPaint, page: '' });
      store.keepPagePaint('mem_1', scansPaint);
      store.save('mem_1', { ...overview, unreadMessages: 9 }, undefined);
      expect(entry(storage).paint).toBeUndefined();
      expect(entry(storage).pages?.map((page) => page.page)).toEqual(['/scans']);
    });

    it('is not kept while no overview is kept for the member, and goes with the entry', () => {
      const { store, storage } = setup();
      expect(store.keepPagePaint('mem_1', scansPaint)).toBe(false);
      expect(storage.getItem(LAST_HOME_OVERVIEW_STORAGE_KEY)).toBeNull();
      store.save('mem_1', overview, undefined);
      expect(store.keepPagePaint('mem_2', scansPaint)).toBe(false);
      // Another member's read removed the entry, paints and all.
      expect(storage.getItem(LAST_HOME_OVERVIEW_STORAGE_KEY)).toBeNull();
      store.save('mem_1', overview, undefined);
      store.keepPagePaint('mem_1', scansPaint);
      store.clear();
      expect(storage.getItem(LAST_HOME_OVERVIEW_STORAGE_KEY)).toBeNull();
    });

    it('keeps one paint per page, the latest first, and at most a few pages', () => {
      const { store, storage } = setup();
      store.save('mem_1', overview, undefined);
      const pages = Array.from({ length: LAST_PAGE_PAINTS_MAX + 1 }, (_, n) => `/page-${n}`);
      for (const page of pages) store.keepPagePaint('mem_1', pageOf(page));
      store.keepPagePaint('mem_1', { ...pageOf('/page-2'), html: '<h1>again</h1>' });
      const kept = entry(storage).pages ?? [];
      expect(kept).toHaveLength(LAST_PAGE_PAINTS_MAX);
      expect(kept.map((page) => page.page)).toEqual(['/page-2', '/page-4', '/page-3', '/page-1']);
      expect(kept[0]?.html).toBe('<h1>again</h1>');
    });
  });
});
