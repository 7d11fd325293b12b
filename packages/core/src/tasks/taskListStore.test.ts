import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareByCreated } from '../encounters';
import { ENTITY_EXAMPLES, type Task } from '../schemas';
import { createTaskListStore } from './taskListStore';

const task = (id: string, created: string, extra: Partial<Task> = {}): Task => ({
  ...ENTITY_EXAMPLES.Task,
  id,
  created,
  ...extra,
});

describe('Task list store (spec section 3)', () => {
  it('"loaded flag, and tasks each with id and created", empty and not loaded at first', () => {
    expect(createTaskListStore().getSnapshot()).toEqual({ loaded: false, tasks: [] });
  });

  it('"Same sorting and update behaviour": created ascending, replace or append', () => {
    const store = createTaskListStore();
    store.setAll([task('t2', '2026-02-02T00:00:00Z'), task('t1', '2026-02-01T00:00:00Z')]);
    store.upsert(task('t2', '2026-02-02T00:00:00Z', { done: true }));
    store.upsert(task('t0', '2026-01-01T00:00:00Z'));
    const state = store.getSnapshot();
    expect(state.loaded).toBe(true);
    expect(state.tasks.map((t) => t.id)).toEqual(['t0', 't1', 't2']);
    expect(state.tasks[2]?.done).toBe(true);
    store.reset();
    expect(store.getSnapshot()).toEqual({ loaded: false, tasks: [] });
  });

  it('property: any sequence of upserts and removals leaves a sorted list of unique ids', () => {
    const op = fc.record({
      remove: fc.boolean(),
      id: fc.constantFrom('t1', 't2', 't3'),
      created: fc
        .integer({ min: Date.UTC(2025, 0, 1), max: Date.UTC(2027, 0, 1) })
        .map((ms) => new Date(ms).toISOString()),
    });
    fc.assert(
      fc.property(fc.array(op), (ops) => {
        const store = createTaskListStore();
        const expected = new Set<string>();
        for (const o of ops) {
          if (o.remove) {
            expect(store.remove(o.id)).toBe(expected.delete(o.id));
          } else {
            store.upsert(task(o.id, o.created));
            expected.add(o.id);
          }
        }
        const { tasks } = store.getSnapshot();
        expect(new Set(tasks.map((t) => t.id))).toEqual(expected);
        expect(tasks).toHaveLength(expected.size);
        tasks.forEach((t, i) => {
          if (i > 0) expect(compareByCreated(tasks[i - 1]!, t)).toBeLessThanOrEqual(0);
        });
      }),
    );
  });
});
