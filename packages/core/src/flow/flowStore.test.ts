import { describe, expect, it } from 'vitest';
import { MemoryStorage, RecordingLogger } from '../testing';
import { FLOW_STATE_STORAGE_KEY, IDLE_FLOW_STATE, createFlowStore } from './flowStore';

describe('flow store: "Flow store: data, answered, active, signedIn"', () => {
  it('holds exactly the four spec fields, idle at first', () => {
    const store = createFlowStore({ storage: new MemoryStorage() });
    expect(Object.keys(store.getSnapshot())).toEqual(['data', 'answered', 'active', 'signedIn']);
    expect(store.getSnapshot()).toEqual(IDLE_FLOW_STATE);
  });

  it('start makes the flow active with its data; answering and signing in are kept over a reload', () => {
    const storage = new MemoryStorage();
    const store = createFlowStore({ storage });
    store.start({ encounterId: 'enc_1001' });
    store.markAnswered();
    store.setSignedIn(true);
    const reloaded = createFlowStore({ storage });
    expect(reloaded.getSnapshot()).toEqual({
      data: { encounterId: 'enc_1001' },
      answered: true,
      active: true,
      signedIn: true,
    });
  });

  it('starting again clears answered; setData replaces data; undefined data is stored as null', () => {
    const store = createFlowStore({ storage: new MemoryStorage() });
    store.start({ step: 1 });
    store.markAnswered();
    store.start(undefined);
    expect(store.getSnapshot()).toMatchObject({ data: null, answered: false, active: true });
    store.setData({ step: 2 });
    expect(store.getSnapshot().data).toEqual({ step: 2 });
    store.setData(undefined);
    expect(store.getSnapshot().data).toBeNull();
  });

  it('reset ends the flow and removes the stored entry; state$ follows', () => {
    const storage = new MemoryStorage();
    const store = createFlowStore({ storage });
    const active: boolean[] = [];
    const unsubscribe = store.subscribe((state) => active.push(state.active));
    store.start(null);
    store.reset();
    unsubscribe();
    expect(active).toEqual([false, true, false]);
    expect(storage.getItem(FLOW_STATE_STORAGE_KEY)).toBeNull();
    store.dispose();
  });

  it('discards corrupt stored data with a warning', () => {
    const logger = new RecordingLogger();
    const storage = new MemoryStorage({
      [FLOW_STATE_STORAGE_KEY]: JSON.stringify({ version: 1, state: { active: 'yes' } }),
    });
    const store = createFlowStore({ storage, logger });
    expect(store.getSnapshot()).toEqual(IDLE_FLOW_STATE);
    expect(logger.messages('warn')).toEqual(['Stored flow state discarded']);
  });
});
