import type { CardPaymentPort, DeferredHubConnectionFactory } from '@scanwise/core';
import { createBrowserJourneyAdapters } from './browserJourneyAdapters';
import {
  createBrowserSessionAdapters,
  idleScheduler,
  type SessionAdapters,
} from './browserSessionAdapters';
import type { AdaptersConfig } from './config';

/** Every port of the core, on real libraries; the heavy ones load on demand. */
export interface Adapters extends SessionAdapters {
  /** `@microsoft/signalr`, loaded when a hub first starts (after sign-in). */
  readonly hubs: DeferredHubConnectionFactory;
  /** Stripe.js and its Card Element, loaded once the first page has painted and is idle. */
  readonly payment: CardPaymentPort;
}

/**
 * The browser's adapters: the session part's ({@link createBrowserSessionAdapters}) and the
 * journeys' hubs and card payment ({@link createBrowserJourneyAdapters}), each heavy library in
 * its own chunk behind the core's deferred ports. The card payment (Stripe.js) loads once the
 * first page has painted and the browser is idle.
 */
export function createBrowserAdapters(config: AdaptersConfig): Adapters {
  const session = createBrowserSessionAdapters(config);
  const journeys = createBrowserJourneyAdapters(config, session.logger);
  idleScheduler(config)(() => void journeys.payment.preload().catch(() => undefined));
  return { ...session, ...journeys };
}
