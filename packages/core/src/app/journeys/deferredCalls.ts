import type { Logger } from '../../ports';
import { createDeferredLoader } from '../../deferredPorts';

/** The asynchronous methods of `T` (what a deferred object can forward). */
export type AsyncMethodsOf<T> = {
  readonly [K in keyof T as T[K] extends (...args: never[]) => Promise<unknown> ? K : never]: T[K];
};

export interface DeferredCallsOptions<T> {
  /** What the calls are, for the error and the log ('member calls'). */
  readonly port: string;
  /** Loads the real object (its chunk, with what it is made over). */
  readonly load: () => Promise<T>;
  readonly logger: Logger;
}

/** An object's asynchronous methods behind an on-demand load, with the way to start it. */
export type DeferredCalls<T> = AsyncMethodsOf<T> & {
  /** Starts loading now (e.g. once the page is interactive); resolves with the real object. */
  preload(): Promise<T>;
};

/**
 * The asynchronous methods of an object whose code loads on demand (the member calls, over the
 * session's platform client and the call catalogue): each call waits for the object (loaded once,
 * on the first call or `preload`) and then runs on it, so a call made before the load is sent
 * once it is there, once. A failed load rejects that call with the load's error (the caller
 * answers it as any failed call), is logged, and is retried on the next call.
 */
export function deferredCalls<T extends object>(
  options: DeferredCallsOptions<T>,
): DeferredCalls<T> {
  const loader = createDeferredLoader<T>(options);
  const preload = (): Promise<T> => loader.get();
  return new Proxy({} as DeferredCalls<T>, {
    get(_target, name) {
      if (name === 'preload') return preload;
      // Not a promise itself: `await` and `Promise.resolve` must not take it for one.
      if (typeof name === 'symbol' || name === 'then') return undefined;
      return async (...args: unknown[]): Promise<unknown> => {
        const real = (await loader.get()) as Record<string, unknown>;
        const method = real[name];
        if (typeof method !== 'function')
          throw new TypeError(`${options.port} has no call ${name}`);
        return (method as (...params: unknown[]) => unknown).apply(real, args);
      };
    },
  });
}
