import type { Logger, SessionCore } from '@scanwise/core';
import type { JourneyPorts } from './scanwisePorts';
import type { ScanwiseContainer, ScanwiseContainerOptions } from './sessionContainer';
import type { ServiceGroup } from './serviceGroups';

/** Creates some of the core's services over the session part and binds them into the container. */
export type BindJourneyServices = (
  container: ScanwiseContainer,
  session: SessionCore,
  options: ScanwiseContainerOptions,
) => void;

/**
 * A group's binding over the journeys' own ports, as its chunk exports it (`bindGroup`): the
 * browser passes the ports to the groups that need them (serviceGroups.ts
 * GROUPS_WITH_JOURNEY_PORTS) and nothing to the others, which do not read them.
 */
export type GroupBinding = (journeyPorts: JourneyPorts) => BindJourneyServices;

/**
 * Where the journeys' binding code comes from: `now` binds every group at once (tests, stories,
 * Node); `groups` fetches each group's on its first need (the browser app: a lazy chunk per
 * group, which the sign-in page never loads); `load` fetches one binding of every group on the
 * first need of any. Screens read them the same way either way (`useService`).
 */
export type JourneyBindingsSource =
  | { readonly now: BindJourneyServices }
  | { readonly load: () => Promise<BindJourneyServices> }
  | { readonly groups: Readonly<Record<ServiceGroup, () => Promise<BindJourneyServices>>> };

/** The container's handle on services whose code loads on demand: bound once loaded. */
export interface ServicesLoader {
  /** True once they are bound: reading one does not wait. */
  isReady(): boolean;
  /**
   * Binds them once (fetching their code first where it is a chunk of its own): the same promise
   * on every call, marked settled as React's `use` reads it, so a render after the load goes on
   * without suspending. A failed load is logged and stays failed for this page: the route error
   * screen's reload starts afresh (a new promise per render would suspend forever instead).
   */
  load(): MarkedPromise;
}

/** The loader of every group at once (`TOKENS.journeyServices`). */
export type JourneyServicesLoader = ServicesLoader;

export interface ServicesLoaderOptions {
  /** True once the services are bound (by this loader or by another that binds them too). */
  readonly isReady: () => boolean;
  /** Fetches their code and binds them. */
  readonly load: () => Promise<void>;
  /** Where a failed load is logged, with `failure` as its message; unset: the load logs it. */
  readonly logger?: Logger;
  readonly failure?: string;
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

/**
 * The one loader of services on demand (the session's reporting, the member's data, each
 * journey's group): ready at once when already bound, else one load per page, whose failure is
 * logged and kept (the same rejected promise on every later call).
 */
export function createServicesLoader({
  isReady,
  load,
  logger,
  failure,
}: ServicesLoaderOptions): ServicesLoader {
  let pending: MarkedPromise | null = null;
  return {
    isReady,
    load(): MarkedPromise {
      if (isReady()) return SETTLED;
      pending ??= markSettled(
        load().catch((error: unknown) => {
          if (logger && failure) logger.error(failure, { error: String(error) });
          throw error;
        }),
      );
      return pending;
    },
  };
}
