import {
  deferredCardPayment,
  deferredHubConnectionFactory,
  type DeferredCardPayment,
  type DeferredHubConnectionFactory,
  type Logger,
} from '@scanwise/core';
import { idleScheduler } from './browserSessionAdapters';
import type { AdaptersConfig } from './config';

/** The ports only the core's journeys use: the realtime hubs and card payment. */
export interface JourneyAdapters {
  /**
   * `@microsoft/signalr`, loaded when a hub first starts (after sign-in), at the first page's
   * idle moment (`config.whenIdle`): the live channel comes after the page's content, which the
   * member calls load.
   */
  readonly hubs: DeferredHubConnectionFactory;
  /** Stripe.js and its Card Element, loaded on first use or `preload` (then Stripe.js too). */
  readonly payment: DeferredCardPayment;
}

/**
 * The browser's journey ports, SignalR and Stripe each in its own chunk behind the core's
 * deferred ports. `createBrowserAdapters` includes them; an app whose first page needs neither
 * can create them with its journeys instead (the web app does, in a chunk of their own).
 */
export function createBrowserJourneyAdapters(
  config: AdaptersConfig,
  logger: Logger,
): JourneyAdapters {
  return {
    hubs: deferredHubConnectionFactory({
      logger,
      load: () =>
        new Promise<void>((resolve) => idleScheduler(config)(resolve))
          .then(() => import('../realtime/signalrHub'))
          .then((m) => m.createSignalRHubFactory({ logger })),
    }),
    payment: deferredCardPayment({
      logger,
      load: () =>
        import('../payment/stripeCardPayment').then((m) => {
          const stripe = m.createStripeCardPayment({
            publishableKey: config.stripePublishableKey,
            logger,
            ...(config.stripeScriptUrl === undefined ? {} : { scriptUrl: config.stripeScriptUrl }),
          });
          // Stripe.js itself (js.stripe.com, or the emulator's script in test mode).
          void stripe.preload();
          return stripe;
        }),
    }),
  };
}
