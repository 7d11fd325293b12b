import { describe, expect, it, vi } from 'vitest';
import { RecordingLogger, flushPromises } from '../../testing';
import { deferredCalls } from './deferredCalls';

interface Greeter {
  greet(name: string): Promise<string>;
}

/** A load the test settles: the real object arrives when it says so. */
function controlledLoad() {
  let arrive: (value: Greeter) => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const load = vi.fn(
    () =>
      new Promise<Greeter>((resolve, reject) => {
        arrive = resolve;
        fail = reject;
      }),
  );
  const greet = vi.fn((name: string) => Promise.resolve(`hello ${name}`));
  return { load, greet, arrive: () => arrive({ greet }), fail: (error: Error) => fail(error) };
}

describe('deferredCalls: calls whose code loads on demand', () => {
  it('a call made before the code has arrived waits for it and is made once it has, once', async () => {
    const loading = controlledLoad();
    const calls = deferredCalls<Greeter>({
      port: 'greetings',
      load: loading.load,
      logger: new RecordingLogger(),
    });
    const first = calls.greet('Nora');
    const second = calls.greet('Sam');
    await flushPromises();
    expect(loading.greet).not.toHaveBeenCalled();
    loading.arrive();
    expect(await first).toBe('hello Nora');
    expect(await second).toBe('hello Sam');
    expect(loading.greet.mock.calls).toEqual([['Nora'], ['Sam']]);
    expect(loading.load).toHaveBeenCalledTimes(1);
  });

  it('preload starts the load before any call; a call after it runs on the loaded code', async () => {
    const loading = controlledLoad();
    const calls = deferredCalls<Greeter>({
      port: 'greetings',
      load: loading.load,
      logger: new RecordingLogger(),
    });
    const preloaded = calls.preload();
    expect(loading.load).toHaveBeenCalledTimes(1);
    loading.arrive();
    await preloaded;
    expect(await calls.greet('Nora')).toBe('hello Nora');
    expect(loading.load).toHaveBeenCalledTimes(1);
  });

  it('a failed load rejects the call, is logged, and the next call loads again', async () => {
    const loading = controlledLoad();
    const logger = new RecordingLogger();
    const calls = deferredCalls<Greeter>({ port: 'greetings', load: loading.load, logger });
    const failed = calls.greet('Nora');
    loading.fail(new Error('chunk offline'));
    await expect(failed).rejects.toThrow('The greetings module could not load: chunk offline');
    expect(logger.entries.some((entry) => entry.level === 'error')).toBe(true);
    const retried = calls.greet('Nora');
    loading.arrive();
    expect(await retried).toBe('hello Nora');
    expect(loading.load).toHaveBeenCalledTimes(2);
  });

  it('is not taken for a promise: awaiting it answers itself and loads nothing', async () => {
    const loading = controlledLoad();
    const calls = deferredCalls<Greeter>({
      port: 'greetings',
      load: loading.load,
      logger: new RecordingLogger(),
    });
    expect(await Promise.resolve(calls)).toBe(calls);
    expect(loading.load).not.toHaveBeenCalled();
  });
});
