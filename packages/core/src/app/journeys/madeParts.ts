import type { Subscription } from 'rxjs';
import type { FunnelStageTracker } from '../../booking';
import type { MqOneTapStore } from '../../questionnaire';
import type { RemoteDataCache } from '../../remoteData';
import type { AuthService } from '../../session';
import type { MemberDataServices } from '../createMemberDataServices';
import type { ScanwiseConfig } from '../scanwiseOptions';
import type { MemberCalls } from './createMemberCalls';

/**
 * The parts a journey's services build on that an app may have made already (the web app binds
 * each once and shares it between the journeys that load after it). A factory uses what it is
 * given and makes what it is not; it disposes only what it made.
 */
export interface MadeJourneyParts {
  /** The platform client and the member calls; the member's data's own when that is given. */
  readonly calls?: MemberCalls;
  /** The member's data (cache, hubs, live lists), shared by the signed-in journeys. */
  readonly memberData?: MemberDataServices;
  /**
   * The member's cache alone (createMemberCache), for a journey that needs no more of the
   * member's data; the member's data's own cache when that is given.
   */
  readonly cache?: RemoteDataCache;
  /** The booking funnel's stages, shared by sign-up and the booking journey. */
  readonly funnel?: FunnelStageTracker;
  /** The confirmed one-tap answer of an /mq/confirm link, read by the medical questionnaire. */
  readonly mqOneTap?: MqOneTapStore;
}

/** A journey's services with the one way to stop them. */
export interface Disposable {
  /** Stops every timer, connection and subscription the factory made. */
  dispose(): void;
}

/** Runs `forget` when the member signs out (a signed-in session ends), for what belongs to them. */
export function forgetOnSignOut(
  auth: Pick<AuthService, 'state$' | 'getSnapshot'>,
  forget: () => void,
): Subscription {
  let previous = auth.getSnapshot().status;
  return auth.state$.subscribe((state) => {
    if (state.status === 'signedOut' && previous === 'signedIn') forget();
    previous = state.status;
  });
}

/**
 * The member's cache asks the platform only while a session holds the member's token: signed in,
 * or restoring once the stored user is read (the member's data is asked for beside the member's
 * reload, not after it). It is suspended (emptied, loading nothing) from the session's end, or
 * from the start when none is, and resumed by the next sign-in or restore. A screen still
 * observing while the app leaves it, or a prefetch that lands after the sign-out, then sends no
 * call without a token.
 */
export function loadOnlyWhileSignedIn(
  auth: Pick<AuthService, 'state$'>,
  cache: Pick<RemoteDataCache, 'suspend' | 'resume'>,
): Subscription {
  return auth.state$.subscribe((state) => {
    const holdsToken =
      state.status === 'signedIn' || (state.status === 'restoring' && state.user !== null);
    if (holdsToken) cache.resume();
    else cache.suspend();
  });
}

/** The member's device time zone for the calls that record it (sign-up, initial setup). */
export function deviceTimeZoneOf(config: ScanwiseConfig): { deviceTimeZone?: () => string } {
  return config.currentTimeZone ? { deviceTimeZone: config.currentTimeZone } : {};
}
