import type { Logger, SessionCore } from '@scanwise/core';
import type { ScanwiseContainer, ScanwiseContainerOptions } from './sessionContainer';

/** Creates the core's journey services over the session part and binds them into the container. */
export type BindJourneyServices = (
  container: ScanwiseContainer,
  session: SessionCore,
  options: ScanwiseContainerOptions,
) => void;

/**
 * Where the journeys' binding code comes from: `now` binds at once (tests, Storybook, Node),
 * `load` fetches it on first need (the browser app: a lazy chunk the sign-in page never loads).
 */
export type JourneyBindingsSource =
  { readonly now: BindJourneyServices } | { readonly load: () => Promise<BindJourneyServices> };

/** The container's handle on the journeys' services (`TOKENS.journeyServices`). */
export interface JourneyServicesLoader {
  /** True once the journeys' services are bound: their tokens resolve. */
  isReady(): boolean;
  /**
   * Loads and binds them once: the same promise on every call (React's `use` needs a stable
   * one). A failed load is logged and stays failed for this page: the route error screen's
   * reload starts afresh (a new promise per render would suspend forever instead of failing).
   */
  load(): Promise<void>;
}

export interface JourneyServicesLoaderOptions {
  readonly source: JourneyBindingsSource;
  readonly bind: (bindJourneyServices: BindJourneyServices) => void;
  readonly logger: Logger;
}

export function createJourneyServicesLoader({
  source,
  bind,
  logger,
}: JourneyServicesLoaderOptions): JourneyServicesLoader {
  let ready = false;
  let pending: Promise<void> | null = null;
  if ('now' in source) {
    bind(source.now);
    ready = true;
  }
  return {
    isReady: () => ready,
    load(): Promise<void> {
      if (ready || 'now' in source) return Promise.resolve();
      pending ??= source
        .load()
        .then((bindJourneyServices) => {
          bind(bindJourneyServices);
          ready = true;
        })
        .catch((error: unknown) => {
          logger.error('The journeys could not load', { error: String(error) });
          throw error;
        });
      return pending;
    },
  };
}
