import { Subject } from 'rxjs';
import type {
  IdentityError,
  IdentityEvent,
  IdentityPort,
  Logger,
  SignInKind,
  SignedInUser,
  StoredSessions,
} from '../ports';
import { createDeferredLoader, type DeferredPortLoadError } from './deferredLoader';

export interface DeferredIdentityOptions {
  /** Loads the real identity port (e.g. the oidc-client-ts adapter's chunk). */
  readonly load: () => Promise<IdentityPort>;
  readonly logger: Logger;
  /**
   * The users stored in this browser, answered without the library (e.g. from the library's
   * storage entries). When none is stored, `getUser` resolves null without loading: a signed-out
   * visitor's startup restores nothing, and the load waits for a sign-in or `preload`.
   */
  readonly storedSessions: StoredSessions;
  /**
   * Reads a kind's stored user without the library (e.g. parsing its storage entry): null when
   * none is stored, undefined when it cannot tell. A user read so answers `getUser` without a
   * load, so a reload restores the session before the library is there; once it has loaded (on
   * `preload`, or the first other call), the library reads that kind's user itself, which starts
   * its expiry timers and automatic renewal.
   */
  readonly readStoredUser?: (
    kind: SignInKind,
  ) => SignedInUser | null | undefined | Promise<SignedInUser | null | undefined>;
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
 * `events$` never starts a load: it forwards the real port's events once it is there. The
 * stored-session answers come from `storedSessions`, never from a load, and so does `removeUser`
 * while the library has not loaded; looking up a user when
 * none is stored answers null without a load; with `readStoredUser`, a stored user is answered
 * without a load too.
 */
export function deferredIdentityPort(options: DeferredIdentityOptions): DeferredIdentityPort {
  const events = new Subject<IdentityEvent>();
  // Kinds whose user was answered from storage: the library reads them once it has loaded.
  const readAhead = new Set<SignInKind>();
  const loader = createDeferredLoader<IdentityPort>({
    port: 'identity',
    logger: options.logger,
    load: () =>
      options.load().then((port) => {
        port.events$.subscribe({ next: (event) => events.next(event) });
        for (const kind of readAhead) {
          port.getUser(kind).catch((error: unknown) =>
            options.logger.warn('Stored user could not be read by the identity library', {
              kind,
              error: String(error),
            }),
          );
        }
        readAhead.clear();
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
  const { storedSessions } = options;
  return {
    events$: events.asObservable(),
    preload: () => loader.get(),
    hasStoredSession: () => storedSessions.hasStoredSession(),
    clearStoredSessions: () => storedSessions.clearStoredSessions(),
    isStoredSessionEntry: (key: string) => storedSessions.isStoredSessionEntry(key),
    signInWithPassword: async (username: string, password: string) =>
      (await port()).signInWithPassword(username, password),
    signInRedirect: async (kind: 'G' | 'O', redirect?: { readonly returnTo?: string }) =>
      (await port()).signInRedirect(kind, redirect),
    signInCallback: async (kind: 'G' | 'O', url: string): Promise<SignedInUser | null> =>
      (await port()).signInCallback(kind, url),
    getUser: async (kind: SignInKind) => {
      const loaded = loader.current();
      if (loaded) return loaded.getUser(kind);
      if (!storedSessions.hasStoredSession()) return null;
      if (options.readStoredUser) {
        const stored = await options.readStoredUser(kind);
        // Loaded meanwhile: the library answers.
        const loadedNow = loader.current();
        if (loadedNow) return loadedNow.getUser(kind);
        if (stored === null) return null;
        if (stored !== undefined) {
          readAhead.add(kind);
          return stored;
        }
      }
      return (await port()).getUser(kind);
    },
    renew: async (kind: SignInKind) => (await port()).renew(kind),
    // Not loaded, the library holds no user in memory (one it read ahead it reads again and
    // finds none): the stored entries go at once, as when a removal fails. Waiting for the load
    // would leave them for a reload or a closed tab to come back to, and the next visit would
    // restore the session the member ended.
    removeUser: async (kind: SignInKind) =>
      loader.current()?.removeUser(kind) ?? storedSessions.clearStoredSessions(),
  };
}
