import type { Logger } from '../ports';
import { loadOnFirstUse } from './loadOnFirstUse';

/** A port implementation that is not loaded yet failed to load (its chunk, its script). */
export class DeferredPortLoadError extends Error {
  /** Which port: 'identity', 'realtime', 'error reporting', 'card payment'. */
  readonly port: string;
  override readonly cause: unknown;

  constructor(port: string, cause: unknown) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    super(`The ${port} module could not load: ${reason}`);
    this.name = 'DeferredPortLoadError';
    this.port = port;
    this.cause = cause;
  }
}

/** The log line of a failed load, word for word. */
export const DEFERRED_PORT_LOG_MESSAGES = {
  loadFailed: 'A deferred port could not load',
} as const;

export interface DeferredLoaderOptions<T> {
  /** The port's name, for the error and the log. */
  readonly port: string;
  /** Loads the implementation (a dynamic `import()` in the browser preset). */
  readonly load: () => Promise<T>;
  readonly logger: Logger;
}

/** Loads a port's implementation once, on first use; a failed load is retried on the next use. */
export interface DeferredLoader<T> {
  /** The implementation, loading it on the first call; rejects with {@link DeferredPortLoadError}. */
  get(): Promise<T>;
  /** The implementation when loaded, else undefined (never starts a load). */
  current(): T | undefined;
}

export function createDeferredLoader<T>(options: DeferredLoaderOptions<T>): DeferredLoader<T> {
  let loaded: T | undefined;
  const get = loadOnFirstUse(
    () => loaded,
    () =>
      options.load().then(
        (value) => (loaded = value),
        (cause: unknown) => {
          const error = new DeferredPortLoadError(options.port, cause);
          options.logger.error(DEFERRED_PORT_LOG_MESSAGES.loadFailed, {
            port: options.port,
            error: error.message,
          });
          throw error;
        },
      ),
  );
  return { get, current: () => loaded };
}
