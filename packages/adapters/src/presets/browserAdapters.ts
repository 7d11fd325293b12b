import type {
  CardPaymentPort,
  Clock,
  CrossTabChannel,
  ErrorReportingPort,
  HttpPort,
  Logger,
  StoragePorts,
  TrackingPort,
} from '@scanwise/core';
import { createCrossTabChannel } from '../broadcast/broadcastChannel';
import { systemClock } from '../clock/systemClock';
import { createSentryErrorReporting } from '../errorReporting/sentryErrorReporting';
import { createFetchHttp } from '../http/fetchHttp';
import { OidcIdentity } from '../identity/oidcIdentity';
import { consoleLogger } from '../logger/consoleLogger';
import { createOfflineTestCardPayment } from '../payment/offlineTestCardPayment';
import { createStripeCardPayment, whenIdle } from '../payment/stripeCardPayment';
import { createSignalRHubFactory, type SignalRHubFactory } from '../realtime/signalrHub';
import { createWebStoragePorts } from '../storage/webStorage';
import { createGtmPixelTracking, socialPixels } from '../tracking/gtmPixelTracking';
import type { AdaptersConfig } from './config';

/** Every port of the core, on real libraries. */
export interface Adapters {
  readonly clock: Clock;
  readonly logger: Logger;
  readonly storage: StoragePorts;
  readonly http: HttpPort;
  readonly identity: OidcIdentity;
  readonly hubs: SignalRHubFactory;
  readonly broadcast: CrossTabChannel;
  readonly payment: CardPaymentPort;
  readonly errorReporting: ErrorReportingPort;
  readonly tracking: TrackingPort;
}

/**
 * The browser's adapters: Web Storage, fetch (XHR for uploads), oidc-client-ts, SignalR,
 * BroadcastChannel, Stripe (loaded once the first page is idle) or the offline test cards,
 * Sentry and GTM with the pixels.
 */
export function createBrowserAdapters(config: AdaptersConfig): Adapters {
  const clock = systemClock;
  const logger = consoleLogger({ level: config.logLevel ?? 'warn' });
  const storage = createWebStoragePorts(logger);
  const appOrigin = config.appOrigin ?? globalThis.location?.origin ?? config.platformUrl;
  const identity = new OidcIdentity({
    platformUrl: config.platformUrl,
    appOrigin,
    storage: storage.local,
    logger,
    ...(config.clientId === undefined ? {} : { clientId: config.clientId }),
    ...(config.environment === undefined ? {} : { environment: config.environment }),
  });
  let payment: CardPaymentPort;
  if (config.offlinePayments === true || !config.stripePublishableKey) {
    payment = createOfflineTestCardPayment({ clock });
  } else {
    const stripe = createStripeCardPayment({ publishableKey: config.stripePublishableKey, logger });
    whenIdle(() => void stripe.preload());
    payment = stripe;
  }
  return {
    clock,
    logger,
    storage,
    http: createFetchHttp({ logger }),
    identity,
    hubs: createSignalRHubFactory({ logger }),
    broadcast: createCrossTabChannel({
      name: config.crossTabChannelName ?? 'scanwise',
      clock,
      fallbackStorage: storage.local,
      logger,
    }),
    payment,
    errorReporting: createSentryErrorReporting({
      dsn: config.sentryDsn,
      platformUrl: config.platformUrl,
      logger,
      ...(config.environment === undefined ? {} : { environment: config.environment }),
      ...(config.release === undefined ? {} : { release: config.release }),
    }),
    tracking: createGtmPixelTracking({
      clock,
      logger,
      gtmId: config.gtmId,
      pixels: socialPixels(config.pixelIds ?? {}),
    }),
  };
}
