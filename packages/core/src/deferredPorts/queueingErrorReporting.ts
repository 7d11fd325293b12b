import type { Breadcrumb, ErrorReportingPort, Logger } from '../ports';
import { createDeferredLoader } from './deferredLoader';

export interface QueueingErrorReportingOptions {
  /** Loads the real error reporting (e.g. the Sentry adapter's chunk). */
  readonly load: () => Promise<ErrorReportingPort>;
  readonly logger: Logger;
  /** Calls kept until it loads; beyond, the oldest breadcrumb (else the oldest call) goes. */
  readonly maxQueued?: number;
}

/** Error reporting that keeps early calls in a small queue until the real one has loaded. */
export interface QueueingErrorReporting extends ErrorReportingPort {
  /** Starts loading now (e.g. once the first page is idle); resolves once the queue is flushed. */
  preload(): Promise<void>;
  /** Calls waiting for the load. */
  readonly queued: number;
}

export const QUEUEING_ERROR_REPORTING_DEFAULT_MAX = 100;

/** The log line when early calls did not fit in the queue, word for word. */
export const QUEUEING_ERROR_REPORTING_DROPPED =
  'Early error reports dropped before reporting loaded';

type QueuedCall =
  | {
      readonly kind: 'exception';
      readonly error: unknown;
      readonly context?: Readonly<Record<string, unknown>>;
    }
  | { readonly kind: 'breadcrumb'; readonly breadcrumb: Breadcrumb }
  | { readonly kind: 'tag'; readonly name: string; readonly value: string | undefined }
  | { readonly kind: 'user'; readonly user: { readonly id: string } | null };

function replay(port: ErrorReportingPort, call: QueuedCall): void {
  switch (call.kind) {
    case 'exception':
      port.captureException(call.error, call.context);
      return;
    case 'breadcrumb':
      port.addBreadcrumb(call.breadcrumb);
      return;
    case 'tag':
      port.setTag(call.name, call.value);
      return;
    case 'user':
      port.setUser(call.user);
  }
}

/**
 * The {@link ErrorReportingPort} behind an on-demand load. Until the real one is there, calls
 * are kept in order in a bounded queue (tags and user included, so each early report carries
 * what was in force); an exception starts the load at once; once loaded the queue is replayed in
 * order and later calls go straight through. A failed load is logged and the queue is kept for
 * the next attempt (the next exception or `preload`).
 */
export function queueingErrorReporting(
  options: QueueingErrorReportingOptions,
): QueueingErrorReporting {
  const max = options.maxQueued ?? QUEUEING_ERROR_REPORTING_DEFAULT_MAX;
  const queue: QueuedCall[] = [];
  let dropped = 0;
  const loader = createDeferredLoader<ErrorReportingPort>({
    port: 'error reporting',
    logger: options.logger,
    load: options.load,
  });

  function flush(port: ErrorReportingPort): void {
    if (dropped > 0) {
      options.logger.warn(QUEUEING_ERROR_REPORTING_DROPPED, { dropped });
      dropped = 0;
    }
    for (const call of queue.splice(0)) replay(port, call);
  }

  function preload(): Promise<void> {
    return loader.get().then(flush, () => undefined);
  }

  function call(next: QueuedCall): void {
    const port = loader.current();
    if (port) {
      replay(port, next);
      return;
    }
    queue.push(next);
    if (queue.length > max) {
      const oldestCrumb = queue.findIndex((queued) => queued.kind === 'breadcrumb');
      queue.splice(oldestCrumb >= 0 ? oldestCrumb : 0, 1);
      dropped += 1;
    }
    if (next.kind === 'exception') void preload();
  }

  return {
    preload,
    get queued() {
      return queue.length;
    },
    captureException: (error, context) =>
      call(
        context === undefined
          ? { kind: 'exception', error }
          : { kind: 'exception', error, context },
      ),
    addBreadcrumb: (breadcrumb) => call({ kind: 'breadcrumb', breadcrumb }),
    setTag: (name, value) => call({ kind: 'tag', name, value }),
    setUser: (user) => call({ kind: 'user', user }),
  };
}
