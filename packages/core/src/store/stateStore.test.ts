import { describe, expect, it } from 'vitest';
import { readableOf } from './readableStore';
import { RunGuard } from './runGuard';
import { StateCell, StateStore } from './stateStore';

class Counter extends StateStore<{ readonly count: number }> {
  constructor() {
    super({ count: 0 }, { equals: (a, b) => a.count === b.count });
  }

  increment(): void {
    this.update((state) => ({ count: state.count + 1 }));
  }

  setCount(count: number): void {
    this.set({ count });
  }
}

describe('StateStore', () => {
  it('replays the current state to a new subscriber and emits each change once', () => {
    const counter = new Counter();
    const seen: number[] = [];
    const unsubscribe = counter.subscribe((state) => seen.push(state.count));
    counter.increment();
    counter.setCount(1);
    counter.increment();
    unsubscribe();
    counter.increment();
    expect(seen).toEqual([0, 1, 2]);
    expect(counter.getSnapshot()).toEqual({ count: 3 });
  });

  it('hands out the same snapshot object until the state changes', () => {
    const counter = new Counter();
    const first = counter.getSnapshot();
    counter.setCount(0);
    expect(counter.getSnapshot()).toBe(first);
    counter.increment();
    expect(counter.getSnapshot()).not.toBe(first);
  });

  it('keeps getSnapshot and subscribe usable unbound, as React passes them', () => {
    const counter = new Counter();
    const { getSnapshot, subscribe } = counter;
    const seen: number[] = [];
    const unsubscribe = subscribe((state) => seen.push(state.count));
    counter.increment();
    unsubscribe();
    expect(getSnapshot().count).toBe(1);
    expect(seen).toEqual([0, 1]);
  });

  it('completes state$ on dispose and ignores later changes', () => {
    const counter = new Counter();
    let completed = false;
    counter.state$.subscribe({ complete: () => (completed = true) });
    counter.dispose();
    counter.increment();
    expect(completed).toBe(true);
    expect(counter.disposed).toBe(true);
    expect(counter.getSnapshot().count).toBe(0);
  });

  it('lets the owner of a StateCell write and hands callers a read-only face', () => {
    const cell = new StateCell('a');
    const readable = readableOf(cell);
    cell.set('b');
    cell.update((value) => `${value}c`);
    expect(readable.getSnapshot()).toBe('bc');
    expect(Object.keys(readable).sort()).toEqual(['getSnapshot', 'state$', 'subscribe']);
  });
});

describe('RunGuard', () => {
  it('makes a run stale once a newer run starts', () => {
    const runs = new RunGuard();
    const first = runs.start();
    expect(first.stale).toBe(false);
    const second = runs.start();
    expect(first.stale).toBe(true);
    expect(second.stale).toBe(false);
  });

  it('shares one current run between operations until abandoned', () => {
    const runs = new RunGuard();
    const loadPlans = runs.current();
    const loadCenters = runs.current();
    expect(loadPlans.stale || loadCenters.stale).toBe(false);
    runs.abandon();
    expect(loadPlans.stale && loadCenters.stale).toBe(true);
  });

  it('drops the late answer of an abandoned run', async () => {
    const runs = new RunGuard();
    const applied: string[] = [];
    let answer: (value: string) => void = () => undefined;
    const work = (async () => {
      const run = runs.start();
      const value = await new Promise<string>((resolve) => (answer = resolve));
      if (!run.stale) applied.push(value);
    })();
    runs.abandon();
    answer('late');
    await work;
    expect(applied).toEqual([]);
  });
});
