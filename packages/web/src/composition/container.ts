// inversify reads decorator metadata through the Reflect API: load the polyfill before it.
import 'reflect-metadata';
import { HttpClient, ScanwiseEventBus, ToastMachine } from '@scanwise/core';
import type { Clock, HttpPort, Logger } from '@scanwise/core';
import { Container } from 'inversify';
import type { RuntimeConfig } from '../config/runtimeConfig';
import type { ScanwisePorts } from './scanwisePorts';
import { TOKENS, type ServiceToken } from './tokens';

export interface ScanwiseContainerOptions {
  readonly config: RuntimeConfig;
  readonly ports: ScanwisePorts;
}

/** The one container of the app; `get` is typed by the token. */
export interface ScanwiseContainer {
  get<T>(token: ServiceToken<T>): T;
  /** Replaces a binding (the session store binds its access token source; tests bind fakes). */
  rebind<T>(token: ServiceToken<T>, value: T): void;
  /** The inversify container itself, for later phases that bind classes. */
  readonly inversify: Container;
}

/**
 * Builds the app's container from the runtime configuration and the ports: every port behind
 * its token, then the core services that exist today as singletons over them.
 */
export function createScanwiseContainer({
  config,
  ports,
}: ScanwiseContainerOptions): ScanwiseContainer {
  const container = new Container({ defaultScope: 'Singleton' });
  const resolve = <T>(token: ServiceToken<T>): T => container.get<T>(token);
  container.bind(TOKENS.runtimeConfig).toConstantValue(config);
  container.bind(TOKENS.clock).toConstantValue(ports.clock);
  container.bind(TOKENS.logger).toConstantValue(ports.logger);
  container.bind(TOKENS.storage).toConstantValue(ports.storage);
  container.bind(TOKENS.httpPort).toConstantValue(ports.http);
  container.bind(TOKENS.identity).toConstantValue(ports.identity);
  container.bind(TOKENS.hubs).toConstantValue(ports.hubs);
  container.bind(TOKENS.broadcast).toConstantValue(ports.broadcast);
  container.bind(TOKENS.payment).toConstantValue(ports.payment);
  container.bind(TOKENS.errorReporting).toConstantValue(ports.errorReporting);
  container.bind(TOKENS.tracking).toConstantValue(ports.tracking);

  // Signed out until the session store rebinds this.
  container.bind(TOKENS.accessTokenSource).toConstantValue(() => null);
  container.bind(TOKENS.eventBus).toConstantValue(new ScanwiseEventBus());
  container.bind(TOKENS.toastMachine).toConstantValue(new ToastMachine(ports.clock));
  container.bind(TOKENS.httpClient).toDynamicValue(
    (context) =>
      new HttpClient({
        http: context.get<HttpPort>(TOKENS.httpPort),
        baseUrl: config.platformUrl,
        identityBaseUrl: new URL(config.membersAuthority).origin,
        clock: context.get<Clock>(TOKENS.clock),
        logger: context.get<Logger>(TOKENS.logger),
        events: context.get<ScanwiseEventBus>(TOKENS.eventBus),
        // Read on every request, so a later rebind of the source takes effect.
        getAccessToken: () => resolve(TOKENS.accessTokenSource)(),
      }),
  );

  return {
    inversify: container,
    get: resolve,
    rebind: <T>(token: ServiceToken<T>, value: T): void => {
      container.rebind<T>(token).toConstantValue(value);
    },
  };
}
