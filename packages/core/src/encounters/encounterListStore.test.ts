import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ENTITY_EXAMPLES, type Encounter } from '../schemas';
import { createEncounterListStore } from './encounterListStore';
import { compareByCreated } from './sortByCreated';

const base = ENTITY_EXAMPLES.Encounter;
const encounter = (id: string, created: string, extra: Partial<Encounter> = {}): Encounter => ({
  ...base,
  id,
  created,
  ...extra,
});

describe('Encounter list store (spec section 3)', () => {
  it('starts with the "loaded flag" false and no encounters', () => {
    const store = createEncounterListStore();
    expect(store.getSnapshot()).toEqual({ loaded: false, encounters: [] });
  });

  it('setAll marks it loaded, "Sorted by created ascending"', () => {
    const store = createEncounterListStore();
    store.setAll([
      encounter('e2', '2026-02-02T00:00:00Z'),
      encounter('e1', '2026-02-01T00:00:00Z'),
    ]);
    const state = store.getSnapshot();
    expect(state.loaded).toBe(true);
    expect(state.encounters.map((e) => e.id)).toEqual(['e1', 'e2']);
  });

  it('setAll with a repeated id keeps the last one', () => {
    const store = createEncounterListStore();
    store.setAll([
      encounter('e1', '2026-02-01T00:00:00Z', { name: 'old' }),
      encounter('e1', '2026-02-01T00:00:00Z', { name: 'new' }),
    ]);
    expect(store.getSnapshot().encounters).toHaveLength(1);
    expect(store.find('e1')?.name).toBe('new');
  });

  it('"An update replaces the item with the same id or appends it", then re-sorts', () => {
    const store = createEncounterListStore();
    store.setAll([
      encounter('e1', '2026-02-01T00:00:00Z'),
      encounter('e3', '2026-02-03T00:00:00Z'),
    ]);
    store.upsert(encounter('e1', '2026-02-01T00:00:00Z', { status: 'SCANNED' }));
    store.upsert(encounter('e2', '2026-02-02T00:00:00Z'));
    const { encounters } = store.getSnapshot();
    expect(encounters.map((e) => e.id)).toEqual(['e1', 'e2', 'e3']);
    expect(encounters[0]?.status).toBe('SCANNED');
  });

  it('an upsert before any watch answer keeps loaded false', () => {
    const store = createEncounterListStore();
    store.upsert(encounter('e1', '2026-02-01T00:00:00Z'));
    expect(store.getSnapshot()).toMatchObject({ loaded: false, encounters: [{ id: 'e1' }] });
  });

  it('remove drops one encounter and reports whether it was there', () => {
    const store = createEncounterListStore();
    store.setAll([encounter('e1', '2026-02-01T00:00:00Z')]);
    const before = store.getSnapshot();
    expect(store.remove('nope')).toBe(false);
    expect(store.getSnapshot()).toBe(before);
    expect(store.remove('e1')).toBe(true);
    expect(store.getSnapshot()).toEqual({ loaded: true, encounters: [] });
  });

  it('reset goes back to not loaded and empty, and emits only when something changes', () => {
    const store = createEncounterListStore();
    const seen: boolean[] = [];
    const unsubscribe = store.subscribe((state) => seen.push(state.loaded));
    store.reset();
    store.setAll([encounter('e1', '2026-02-01T00:00:00Z')]);
    store.reset();
    store.reset();
    unsubscribe();
    store.setAll([]);
    expect(seen).toEqual([false, true, false]);
    expect(store.getSnapshot()).toEqual({ loaded: true, encounters: [] });
  });

  it('the snapshot is the same frozen object until the state changes', () => {
    const store = createEncounterListStore();
    store.setAll([encounter('e1', '2026-02-01T00:00:00Z')]);
    const snapshot = store.getSnapshot();
    expect(store.getSnapshot()).toBe(snapshot);
    expect(Object.isFrozen(snapshot)).toBe(true);
    expect(Object.isFrozen(snapshot.encounters)).toBe(true);
    const replayed: unknown[] = [];
    store.state$.subscribe((state) => replayed.push(state)).unsubscribe();
    expect(replayed).toEqual([snapshot]);
  });

  it('property: after any sequence of upserts the list is sorted, ids unique, latest wins', () => {
    const update = fc.record({
      id: fc.constantFrom('e1', 'e2', 'e3', 'e4'),
      created: fc
        .integer({ min: Date.UTC(2025, 0, 1), max: Date.UTC(2027, 0, 1) })
        .map((ms) => new Date(ms).toISOString()),
      name: fc.string(),
    });
    fc.assert(
      fc.property(fc.array(update), (updates) => {
        const store = createEncounterListStore();
        for (const u of updates) store.upsert(encounter(u.id, u.created, { name: u.name }));
        const { encounters } = store.getSnapshot();
        encounters.forEach((e, i) => {
          if (i > 0) expect(compareByCreated(encounters[i - 1]!, e)).toBeLessThanOrEqual(0);
        });
        expect(new Set(encounters.map((e) => e.id)).size).toBe(encounters.length);
        for (const e of encounters) {
          const latest = updates.filter((u) => u.id === e.id).at(-1);
          expect(e.name).toBe(latest?.name);
        }
      }),
    );
  });
});
