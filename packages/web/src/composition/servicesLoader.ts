import type { Logger, SessionCore } from '@scanwise/core';
import type { ScanwiseContainer, ScanwiseContainerOptions } from './sessionContainer';

/** Creates the core's journey services over the session part and binds them into the container. */
export type BindJourneyServices = (
  container: ScanwiseContainer,
  session: SessionCore,
  options: ScanwiseContainerOptions,
) => void;

/**
 * Where the journeys' binding code comes from: `now` binds at once (tests, stories, Node),
 * `load` fetches it on first need (the browser app: a lazy chunk the sign-in page never loads).
 * Screens read them the same way either way (`useService`).
 */
export type JourneyBindingsSource =
  { readonly now: BindJourneyServices } | { readonly load: () => Promise<BindJourneyServices> };

/** The container's handle on services whose code loads on demand: bound once loaded. */
export interface ServicesLoader {
  /** True once they are bound: reading one does not wait. */
  isReady(): boolean;
  /** Binds them once, loading their code first: marked settled as `useService` reads it. */
  load(): MarkedPromise;
}

/** The container's handle on the journeys' services (`TOKENS.journeyServices`). */
export interface JourneyServicesLoader extends ServicesLoader {
  /** True once the journeys' services are bound: reading one does not wait. */
  isReady(): boolean;
  /**
   * Binds them once (fetching their code first where it is a chunk of its own): the same promise
   * on every call, marked settled as React's `use` reads it, so a render after the load goes on
   * without suspending. A failed load is logged and stays failed for this page: the route error
   * screen's reload starts afresh (a new promise per render would suspend forever instead).
   */
  load(): MarkedPromise;
}

export interface JourneyServicesLoaderOptions {
  readonly source: JourneyBindingsSource;
  readonly bind: (bindJourneyServices: BindJourneyServices) => void;
  readonly logger: Logger;
}

/** A promise with its outcome on it, as React's `use` reads it and `useService` checks it. */
export type MarkedPromise = Promise<void> & {
  status?: 'pending' | 'fulfilled' | 'rejected';
  value?: undefined;
  reason?: unknown;
};

/** Marks `promise` with its outcome once it settles (no suspension once settled); once. */
export function markSettled(promise: Promise<void>): MarkedPromise {
  const marked: MarkedPromise = promise;
  if (marked.status !== undefined) return marked;
  marked.status = 'pending';
  promise.then(
    () => {
      marked.status = 'fulfilled';
      marked.value = undefined;
    },
    (reason: unknown) => {
      marked.status = 'rejected';
      marked.reason = reason;
    },
  );
  return marked;
}

/** An already settled promise, marked so (what a bound service's read waits for). */
export const SETTLED: MarkedPromise = Object.assign(Promise.resolve(), {
  status: 'fulfilled' as const,
  value: undefined,
});

export function createJourneyServicesLoader({
  source,
  bind,
  logger,
}: JourneyServicesLoaderOptions): JourneyServicesLoader {
  let bound = false;
  let pending: MarkedPromise | null = null;
  if ('now' in source) {
    bind(source.now);
    bound = true;
  }
  return {
    isReady: () => bound,
    load(): MarkedPromise {
      if ('now' in source) return SETTLED;
      pending ??= markSettled(
        source
          .load()
          .then((bindJourneyServices) => {
            bind(bindJourneyServices);
            bound = true;
          })
          .catch((error: unknown) => {
            logger.error('The journeys could not load', { error: String(error) });
            throw error;
          }),
      );
      return pending;
    },
  };
}
