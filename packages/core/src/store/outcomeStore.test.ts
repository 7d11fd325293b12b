import { describe, expect, it } from 'vitest';
import { OutcomeStore } from './outcomeStore';

type SaveState =
  { readonly status: 'idle' } | { readonly status: 'saving' } | { readonly status: 'saved' };

const IDLE: SaveState = { status: 'idle' };

class Saver extends OutcomeStore<SaveState> {
  constructor() {
    super(IDLE, 'saving');
  }

  async save(answer: Promise<void>): Promise<'saved' | 'abandoned'> {
    const run = this.runs.start();
    this.set({ status: 'saving' });
    await answer;
    if (run.stale) return 'abandoned';
    this.set({ status: 'saved' });
    return 'saved';
  }
}

describe('OutcomeStore', () => {
  it('clearOutcome forgets a shown outcome but leaves a run under way alone', async () => {
    const saver = new Saver();
    let answer!: () => void;
    const saving = saver.save(new Promise((resolve) => (answer = resolve)));
    saver.clearOutcome();
    expect(saver.getSnapshot().status).toBe('saving');
    answer();
    await expect(saving).resolves.toBe('saved');
    expect(saver.getSnapshot().status).toBe('saved');
    saver.clearOutcome();
    expect(saver.getSnapshot()).toBe(IDLE);
  });

  it('reset goes back to rest and an answer arriving later changes nothing', async () => {
    const saver = new Saver();
    let answer!: () => void;
    const saving = saver.save(new Promise((resolve) => (answer = resolve)));
    saver.reset();
    answer();
    await expect(saving).resolves.toBe('abandoned');
    expect(saver.getSnapshot()).toBe(IDLE);
  });

  it('dispose abandons the run under way', async () => {
    const saver = new Saver();
    let answer!: () => void;
    const saving = saver.save(new Promise((resolve) => (answer = resolve)));
    saver.dispose();
    answer();
    await expect(saving).resolves.toBe('abandoned');
    expect(saver.getSnapshot().status).toBe('saving');
  });
});
