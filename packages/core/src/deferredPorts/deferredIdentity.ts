import { Subject } from 'rxjs';
import type {
  IdentityError,
  IdentityEvent,
  IdentityPort,
  Logger,
  SignInKind,
  SignedInUser,
} from '../ports';
import { createDeferredLoader, type DeferredPortLoadError } from './deferredLoader';

export interface DeferredIdentityOptions {
  /** Loads the real identity port (e.g. the oidc-client-ts adapter's chunk). */
  readonly load: () => Promise<IdentityPort>;
  readonly logger: Logger;
  /**
   * Whether this browser holds any stored user (e.g. a local storage key of the identity
   * library). When given and it answers false, `getUser` resolves null without loading: a
   * signed-out visitor's startup restores nothing, and the load waits for a sign-in or `preload`.
   */
  readonly hasStoredUser?: () => boolean;
}

/** An identity port that loads its implementation on first use. */
export interface DeferredIdentityPort extends IdentityPort {
  /** Starts loading now (e.g. once the first page is idle); resolves with the real port. */
  preload(): Promise<IdentityPort>;
}

/**
 * A failed load as an {@link IdentityError}: `network_timeout`, as a missing chunk is a network
 * failure, so the sign-in screens show their network message and the renewal retry applies.
 */
function identityLoadError(error: DeferredPortLoadError): IdentityError & Error {
  return Object.assign(new Error(error.message), {
    name: 'IdentityLoadError',
    code: 'network_timeout' as const,
  });
}

/**
 * The {@link IdentityPort} behind an on-demand load: every call waits for the implementation
 * (loaded once, on the first call or `preload`) and then runs on it; a failed load rejects the
 * call with a `network_timeout` identity error, is logged, and is retried on the next call.
 * `events$` never starts a load: it forwards the real port's events once it is there. With
 * `hasStoredUser`, looking up a user when none is stored answers null without a load.
 */
export function deferredIdentityPort(options: DeferredIdentityOptions): DeferredIdentityPort {
  const events = new Subject<IdentityEvent>();
  const loader = createDeferredLoader<IdentityPort>({
    port: 'identity',
    logger: options.logger,
    load: () =>
      options.load().then((port) => {
        port.events$.subscribe({ next: (event) => events.next(event) });
        return port;
      }),
  });
  async function port(): Promise<IdentityPort> {
    try {
      return await loader.get();
    } catch (error) {
      throw identityLoadError(error as DeferredPortLoadError);
    }
  }
  return {
    events$: events.asObservable(),
    preload: () => loader.get(),
    signInWithPassword: async (username: string, password: string) =>
      (await port()).signInWithPassword(username, password),
    signInRedirect: async (kind: 'G' | 'O', redirect?: { readonly returnTo?: string }) =>
      (await port()).signInRedirect(kind, redirect),
    signInCallback: async (kind: 'G' | 'O', url: string): Promise<SignedInUser | null> =>
      (await port()).signInCallback(kind, url),
    getUser: async (kind: SignInKind) => {
      const loaded = loader.current();
      if (loaded) return loaded.getUser(kind);
      if (options.hasStoredUser && !options.hasStoredUser()) return null;
      return (await port()).getUser(kind);
    },
    renew: async (kind: SignInKind) => (await port()).renew(kind),
    removeUser: async (kind: SignInKind) => (await port()).removeUser(kind),
  };
}
