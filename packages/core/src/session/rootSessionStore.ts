import { boolean, literal, nullable, type } from 'superstruct';
import type { KeyValueStorage, Logger } from '../ports';
import { MemberSchema, parseAndValidate, type Member } from '../schemas';
import { StateStore } from '../store';
import { ROOT_SESSION_STORAGE_KEY } from './rootSessionKey';

export { ROOT_SESSION_STORAGE_KEY };

/**
 * Version of the persisted shape. Raise it when the shape changes: entries of another version
 * are discarded at startup instead of being misread.
 */
export const ROOT_SESSION_STATE_VERSION = 1;

/** "Root session state: authenticated (boolean), member (object), invalid (boolean), continueTo (path)." */
export interface RootSessionState {
  readonly authenticated: boolean;
  /** The loaded member; null when signed out or when the profile is partial. */
  readonly member: Member | null;
  /** A plain flag for the screens; the spec does not show its meaning. Not persisted. */
  readonly invalid: boolean;
  /** App path to continue to after sign-in (the route guard's remembered target). */
  readonly continueTo: string | null;
}

/** What is written to local storage: "Only authenticated and member persist". */
const PersistedRootSessionSchema = type({
  version: literal(ROOT_SESSION_STATE_VERSION),
  authenticated: boolean(),
  member: nullable(MemberSchema),
});

export interface RootSessionStoreOptions {
  /** Local storage: the persisted part survives the browser. */
  readonly storage: KeyValueStorage;
  readonly logger?: Logger;
  readonly storageKey?: string;
}

const SIGNED_OUT: RootSessionState = Object.freeze({
  authenticated: false,
  member: null,
  invalid: false,
  continueTo: null,
});

/**
 * True for an app-relative path ("/reports?x=1"). Protocol-relative ("//evil.test") and absolute
 * URLs are refused so a remembered target can never send the member off-site after sign-in.
 */
export function isAppRelativePath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');
}

/**
 * The root session state of spec section 3. Reads the persisted part once, validated, at
 * construction (a corrupt or older-version entry is discarded with a warning, never thrown), and
 * writes it back whenever authenticated or member change.
 */
export class RootSessionStore extends StateStore<RootSessionState> {
  private readonly storage: KeyValueStorage;
  private readonly logger: Logger | undefined;
  private readonly key: string;

  constructor(options: RootSessionStoreOptions) {
    const key = options.storageKey ?? ROOT_SESSION_STORAGE_KEY;
    super(readPersisted(options.storage, key, options.logger));
    this.storage = options.storage;
    this.logger = options.logger;
    this.key = key;
  }

  setAuthenticated(authenticated: boolean): void {
    this.patch({ authenticated });
  }

  setMember(member: Member | null): void {
    this.patch({ member });
  }

  setInvalid(invalid: boolean): void {
    this.patch({ invalid });
  }

  /** Remembers where to go after sign-in; anything but an app-relative path is ignored. */
  setContinueTo(path: string | null): void {
    if (path !== null && !isAppRelativePath(path)) {
      this.logger?.warn('Ignored a continue-to target that is not an app path');
      return;
    }
    this.patch({ continueTo: path });
  }

  /** Returns the remembered path and forgets it (it is used once, after sign-in). */
  takeContinueTo(): string | null {
    const { continueTo } = this.getSnapshot();
    if (continueTo !== null) this.patch({ continueTo: null });
    return continueTo;
  }

  /** Sign-in completed: authenticated and member change in one emission. */
  markSignedIn(member: Member | null): void {
    this.patch({ authenticated: true, member });
  }

  /**
   * Logout: authenticated becomes false and member is cleared. continueTo is kept: a logout
   * caused by a guarded navigation still wants to return there after the next sign-in.
   */
  clearSignedInState(): void {
    this.patch({ authenticated: false, member: null, invalid: false });
  }

  private patch(change: Partial<RootSessionState>): void {
    if (this.disposed) return;
    const current = this.getSnapshot();
    const next: RootSessionState = { ...current, ...change };
    if (
      next.authenticated === current.authenticated &&
      next.member === current.member &&
      next.invalid === current.invalid &&
      next.continueTo === current.continueTo
    ) {
      return;
    }
    if (next.authenticated !== current.authenticated || next.member !== current.member) {
      this.persist(next);
    }
    this.set(Object.freeze(next));
  }

  private persist(state: RootSessionState): void {
    try {
      if (!state.authenticated && state.member === null) {
        // Nothing worth keeping: an absent entry also leaves the tab hand-over nothing to move.
        this.storage.removeItem(this.key);
        return;
      }
      this.storage.setItem(
        this.key,
        JSON.stringify({
          version: ROOT_SESSION_STATE_VERSION,
          authenticated: state.authenticated,
          member: state.member,
        }),
      );
    } catch (error) {
      // A full or unavailable storage must not break the session in memory.
      this.logger?.warn('Root session state could not be stored', { error: String(error) });
    }
  }
}

/** The persisted part, validated; a corrupt or older-version entry is discarded with a warning. */
function readPersisted(
  storage: KeyValueStorage,
  key: string,
  logger: Logger | undefined,
): RootSessionState {
  let raw: string | null;
  try {
    raw = storage.getItem(key);
  } catch (error) {
    logger?.warn('Root session state could not be read', { error: String(error) });
    return SIGNED_OUT;
  }
  if (raw === null) return SIGNED_OUT;
  const parsed = parseAndValidate(PersistedRootSessionSchema, raw);
  if (!parsed.ok) {
    // Only the path: the message quotes the stored value, which may hold personal data.
    logger?.warn('Stored root session state discarded', {
      path: parsed.error.path.join('.'),
    });
    discardPersisted(storage, key);
    return SIGNED_OUT;
  }
  return Object.freeze({
    ...SIGNED_OUT,
    authenticated: parsed.value.authenticated,
    member: parsed.value.member,
  });
}

function discardPersisted(storage: KeyValueStorage, key: string): void {
  try {
    storage.removeItem(key);
  } catch {
    // Already logged as unreadable or corrupt; nothing more to do.
  }
}
