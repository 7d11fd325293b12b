import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareByCreated, sortByCreated, type CreatedEntity } from './sortByCreated';
import { removeById, upsertById } from './upsertById';

const isoInstant = fc
  .integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) })
  .map((ms) => new Date(ms).toISOString());
const entity = fc.record({ id: fc.constantFrom('a', 'b', 'c', 'd', 'e'), created: isoInstant });

function isSortedByCreated(items: readonly CreatedEntity[]): boolean {
  return items.every((item, i) => i === 0 || compareByCreated(items[i - 1]!, item) <= 0);
}

describe('sortByCreated: "Sorted by created ascending" (spec section 3)', () => {
  it('orders by created ascending without touching the input', () => {
    const input = [
      { id: 'late', created: '2026-03-01T00:00:00Z' },
      { id: 'early', created: '2026-01-01T00:00:00Z' },
      { id: 'middle', created: '2026-02-01T00:00:00Z' },
    ];
    expect(sortByCreated(input).map((e) => e.id)).toEqual(['early', 'middle', 'late']);
    expect(input.map((e) => e.id)).toEqual(['late', 'early', 'middle']);
  });

  it('compares instants, not text, when offsets differ', () => {
    const input = [
      { id: 'utc-9am', created: '2026-01-01T09:00:00Z' },
      { id: 'plus2-10am', created: '2026-01-01T10:00:00+02:00' }, // 08:00 UTC
    ];
    expect(sortByCreated(input).map((e) => e.id)).toEqual(['plus2-10am', 'utc-9am']);
  });

  it('keeps equal created values in their given order and puts unreadable ones last', () => {
    const input = [
      { id: 'broken', created: 'not a date' },
      { id: 'first', created: '2026-01-01T00:00:00Z' },
      { id: 'second', created: '2026-01-01T00:00:00Z' },
    ];
    expect(sortByCreated(input).map((e) => e.id)).toEqual(['first', 'second', 'broken']);
  });

  it('property: the result is sorted and holds exactly the same items', () => {
    fc.assert(
      fc.property(fc.array(entity), (items) => {
        const sorted = sortByCreated(items);
        expect(isSortedByCreated(sorted)).toBe(true);
        expect([...sorted].sort(byIdThenCreated)).toEqual([...items].sort(byIdThenCreated));
      }),
    );
  });
});

describe('upsertById: "An update replaces the item with the same id or appends it"', () => {
  it('replaces the item with the same id in its place', () => {
    const list = [
      { id: 'a', created: '2026-01-01T00:00:00Z', v: 1 },
      { id: 'b', created: '2026-01-02T00:00:00Z', v: 1 },
    ];
    expect(upsertById(list, { id: 'a', created: '2026-01-01T00:00:00Z', v: 2 })).toEqual([
      { id: 'a', created: '2026-01-01T00:00:00Z', v: 2 },
      { id: 'b', created: '2026-01-02T00:00:00Z', v: 1 },
    ]);
    expect(list[0]?.v).toBe(1);
  });

  it('appends an item with a new id', () => {
    const list = [{ id: 'a', created: '2026-01-01T00:00:00Z' }];
    expect(upsertById(list, { id: 'b', created: '2025-01-01T00:00:00Z' }).map((e) => e.id)).toEqual(
      ['a', 'b'],
    );
  });

  it('removeById drops the item of that id only', () => {
    const list = [
      { id: 'a', created: '2026-01-01T00:00:00Z' },
      { id: 'b', created: '2026-01-02T00:00:00Z' },
    ];
    expect(removeById(list, 'a').map((e) => e.id)).toEqual(['b']);
    expect(removeById(list, 'zzz')).toEqual(list);
  });

  it('property: ids stay unique after any sequence of upserts', () => {
    fc.assert(
      fc.property(fc.array(entity), (updates) => {
        const list = updates.reduce<CreatedEntity[]>((acc, item) => upsertById(acc, item), []);
        expect(new Set(list.map((e) => e.id)).size).toBe(list.length);
        expect(list.length).toBe(new Set(updates.map((e) => e.id)).size);
      }),
    );
  });

  it('property: upsert is idempotent and the last update of an id wins', () => {
    fc.assert(
      fc.property(fc.array(entity), entity, (start, item) => {
        const base = start.reduce<CreatedEntity[]>((acc, e) => upsertById(acc, e), []);
        const once = upsertById(base, item);
        expect(upsertById(once, item)).toEqual(once);
        expect(once.find((e) => e.id === item.id)).toBe(item);
      }),
    );
  });
});

function byIdThenCreated(a: CreatedEntity, b: CreatedEntity): number {
  return a.id === b.id ? a.created.localeCompare(b.created) : a.id.localeCompare(b.id);
}
