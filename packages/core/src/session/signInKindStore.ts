import type { IdentityPort, KeyValueStorage, Logger, SignInKind } from '../ports';
import { StateStore } from '../store';
import { toAuthFailure } from './authFailure';

/** Session-storage key of the sign-in kind ("remembered per browser session"). */
export const SIGN_IN_KIND_STORAGE_KEY = 'scanwise.signInKind';

/** The order the kinds are checked in when none is remembered: the spec's R, G, O. */
export const SIGN_IN_KIND_LOOKUP_ORDER: readonly SignInKind[] = Object.freeze(['R', 'G', 'O']);

/** True for 'R' (password), 'G' (social) or 'O' (on-behalf-of). */
export function isSignInKind(value: unknown): value is SignInKind {
  return value === 'R' || value === 'G' || value === 'O';
}

export interface SignInKindStoreOptions {
  /** Session storage: the kind lives as long as the browser session. */
  readonly storage: KeyValueStorage;
  readonly logger?: Logger;
  readonly storageKey?: string;
}

/**
 * "The sign-in type is remembered per browser session: R for password, G for social, O for
 * on-behalf-of. When it is unset, each of the three is checked for a stored user, and the first
 * that has one is recorded." Stored as the bare letter; anything else is discarded with a warning.
 */
export class SignInKindStore extends StateStore<SignInKind | null> {
  private readonly storage: KeyValueStorage;
  private readonly logger: Logger | undefined;
  private readonly key: string;

  constructor(options: SignInKindStoreOptions) {
    const key = options.storageKey ?? SIGN_IN_KIND_STORAGE_KEY;
    super(readStored(options.storage, key, options.logger));
    this.storage = options.storage;
    this.logger = options.logger;
    this.key = key;
  }

  /** Records the kind of a completed sign-in (null forgets it), in memory and in storage. */
  override set(kind: SignInKind | null): SignInKind | null {
    try {
      if (kind === null) this.storage.removeItem(this.key);
      else this.storage.setItem(this.key, kind);
    } catch (error) {
      this.logger?.warn('Sign-in kind could not be stored', { error: String(error) });
    }
    return super.set(kind);
  }

  /** Forgets the kind (logout). */
  clear(): void {
    this.set(null);
  }

  /**
   * The remembered kind; when unset, asks the identity provider for a stored user of R, G and O
   * in turn and records the first kind that has one. Null when none has. A lookup that fails
   * counts as "no stored user" for that kind (logged), so startup never throws.
   */
  async resolve(identity: Pick<IdentityPort, 'getUser'>): Promise<SignInKind | null> {
    const remembered = this.getSnapshot();
    if (remembered !== null) return remembered;
    for (const kind of SIGN_IN_KIND_LOOKUP_ORDER) {
      let user: Awaited<ReturnType<IdentityPort['getUser']>>;
      try {
        user = await identity.getUser(kind);
      } catch (error) {
        this.logger?.warn('Stored user lookup failed', { kind, code: toAuthFailure(error).code });
        continue;
      }
      if (user !== null) {
        this.set(kind);
        return kind;
      }
    }
    return null;
  }
}

/** The stored kind; anything but R, G or O is discarded with a warning. */
function readStored(
  storage: KeyValueStorage,
  key: string,
  logger: Logger | undefined,
): SignInKind | null {
  let raw: string | null;
  try {
    raw = storage.getItem(key);
  } catch (error) {
    logger?.warn('Sign-in kind could not be read', { error: String(error) });
    return null;
  }
  if (raw === null) return null;
  if (isSignInKind(raw)) return raw;
  logger?.warn('Stored sign-in kind discarded', { length: raw.length });
  try {
    storage.removeItem(key);
  } catch {
    // Already reported as unreadable; the in-memory value is what counts.
  }
  return null;
}
