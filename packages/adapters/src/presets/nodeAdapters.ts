import type { CrossTabChannel, TrackingPort } from '@scanwise/core';
import { EMPTY } from 'rxjs';
import { systemClock } from '../clock/systemClock';
import { createUndiciHttp, type UndiciHttp } from '../http/undiciHttp';
import { OidcIdentity } from '../identity/oidcIdentity';
import { consoleLogger } from '../logger/consoleLogger';
import { createUnavailableCardPayment } from '../payment/unavailableCardPayment';
import { createSignalRHubFactory, type SignalRHubFactory } from '../realtime/signalrHub';
import { createMemoryStoragePorts } from '@scanwise/core';
import type { Adapters } from './browserAdapters';
import type { AdaptersConfig } from './config';

/** One process has no other tabs: a channel that sends nowhere and never receives. */
export function createLoneCrossTabChannel(): CrossTabChannel {
  return { post: () => undefined, messages$: EMPTY, close: () => undefined };
}

/** Node keeps no advertising: tracking events are dropped. */
export const noopTracking: TrackingPort = { track: () => undefined };

/**
 * The Node preset: every port of `ScanwisePorts` (pass it as `createScanwiseCore({ ports })`)
 * but the cross-tab channel, so the core's multi-tab handoff stays off in a process of one,
 * error reporting, so the core's quiet default applies (the Sentry adapter is a browser's), and
 * the privacy signal (a browser's).
 */
export interface NodeAdapters extends Omit<
  Adapters,
  'broadcast' | 'errorReporting' | 'http' | 'identity' | 'hubs' | 'privacySignal'
> {
  readonly http: UndiciHttp;
  /** Loaded at once in Node (nothing to split): the oidc-client-ts adapter itself. */
  readonly identity: OidcIdentity;
  readonly hubs: SignalRHubFactory;
  /** Stops the identity timers and closes the HTTP sockets, so the process can exit. */
  dispose(): Promise<void>;
}

/**
 * Node's adapters: memory storage, undici with keep-alive, oidc-client-ts (password sign-in,
 * renewal with the refresh token), SignalR, no tabs (no cross-tab channel), no card payments
 * (card details go into the provider's field in a browser page only), no error reporting or
 * tracking, and no privacy signal (no browser sends one).
 */
export function createNodeAdapters(config: AdaptersConfig): NodeAdapters {
  const clock = systemClock;
  const logger = consoleLogger({ level: config.logLevel ?? 'warn' });
  const storage = createMemoryStoragePorts();
  const http = createUndiciHttp({ logger });
  const identity = new OidcIdentity({
    platformUrl: config.platformUrl,
    appOrigin: config.appOrigin ?? config.platformUrl,
    storage: storage.local,
    logger,
    ...(config.clientId === undefined ? {} : { clientId: config.clientId }),
    ...(config.environment === undefined ? {} : { environment: config.environment }),
  });
  return {
    clock,
    logger,
    storage,
    http,
    identity,
    hubs: createSignalRHubFactory({ logger }),
    payment: createUnavailableCardPayment(),
    tracking: noopTracking,
    async dispose(): Promise<void> {
      identity.dispose();
      await http.close();
    },
  };
}
