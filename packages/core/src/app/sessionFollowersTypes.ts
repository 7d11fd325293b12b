import type { ScanwiseEventBus } from '../events';
import type { IdleLogoutPolicy, IdleWarning } from '../idle';
import type { Clock, CrossTabChannel, IdentityPort, Logger } from '../ports';
import type { AuthService, CrossTabSession, OwnSessionChange } from '../session';

/** Every tab following another's sign-in and sign-out, and the idle warning. */
export interface SessionFollowers {
  /** Every tab follows a sign-in or sign-out in another (null without a broadcast port). */
  readonly crossTabSession: CrossTabSession | null;
  /** The warning before the inactivity logout, with its countdown (the idle warning dialog). */
  readonly idleWarning: IdleWarning;
  /** Stops both. */
  dispose(): void;
}

/** What the followers work on: the session part's own services and ports. */
export interface SessionFollowersDependencies {
  readonly channel: CrossTabChannel | undefined;
  readonly auth: AuthService;
  readonly events: ScanwiseEventBus;
  readonly idle: IdleLogoutPolicy;
  readonly clock: Clock;
  readonly logger: Logger;
  readonly storedSessions: Pick<IdentityPort, 'hasStoredSession'>;
  /** This tab's own last sign-in or sign-out before the followers loaded, for the other tabs. */
  readonly unannounced?: OwnSessionChange | undefined;
}
