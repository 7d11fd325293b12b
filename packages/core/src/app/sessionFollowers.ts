import { IdleWarning } from '../idle';
import { CrossTabSession } from '../session';
import type { SessionFollowers, SessionFollowersDependencies } from './sessionFollowersTypes';

export type { SessionFollowers, SessionFollowersDependencies } from './sessionFollowersTypes';

/**
 * What follows the member's session beyond this tab's own page: the other tabs (sign-in,
 * sign-out, activity after the idle warning) and the warning before the inactivity logout.
 * Loaded by `SessionCore.followers()`, so a first page carries none of it.
 */
export function createSessionFollowers(
  dependencies: SessionFollowersDependencies,
): SessionFollowers {
  const { channel, auth, events, idle, clock, logger, storedSessions, unannounced } = dependencies;
  const idleWarning = new IdleWarning({
    idle,
    clock,
    logger,
    signOut: () => auth.logout('logout'),
  });
  const crossTabSession = channel
    ? new CrossTabSession({
        channel,
        auth,
        events,
        idle,
        logger,
        storedSessions,
        clock,
        unannounced,
      })
    : null;
  crossTabSession?.start();
  return {
    crossTabSession,
    idleWarning,
    dispose(): void {
      crossTabSession?.dispose();
      idleWarning.dispose();
    },
  };
}
