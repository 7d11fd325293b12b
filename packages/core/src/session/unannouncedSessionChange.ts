import { LOGGED_OUT_REASONS, type LoggedOutReason, type ScanwiseEventBus } from '../events';
import type { KeyValueStorage } from '../ports';

/** A sign-in or sign-out this tab made itself (never one it followed from another tab). */
export type OwnSessionChange =
  { readonly type: 'signedIn' } | { readonly type: 'loggedOut'; readonly reason: LoggedOutReason };

/** This tab's last own session change, kept until the tab tells the other tabs itself. */
export interface UnannouncedSessionChange {
  /** The last own sign-in or sign-out so far; undefined when there was none. */
  latest(): OwnSessionChange | undefined;
  /** Stops keeping: the tab now tells the others of every change as it happens. */
  stop(): void;
}

/** Session-storage key of this tab's change not told yet: a reload of the tab still tells it. */
export const UNANNOUNCED_SESSION_CHANGE_KEY = 'scanwise.unannouncedSessionChange';

/**
 * Keeps this tab's last own sign-in or sign-out from the start of the page: the part that tells
 * the other tabs (CrossTabSession) loads after the first paint, and a member quicker than that
 * load (a sign-in from a password manager, a 401 during the restore) must still reach them. Only
 * the last counts: a sign-in then a sign-out leaves the other tabs signed out. With the tab's
 * session storage it is kept across a reload of the tab before that load too (the next page
 * tells it), and forgotten once told.
 */
export function keepUnannouncedSessionChange(
  events: Pick<ScanwiseEventBus, 'events$'>,
  storage?: KeyValueStorage,
): UnannouncedSessionChange {
  let latest = storage ? keptChangeOf(storage.getItem(UNANNOUNCED_SESSION_CHANGE_KEY)) : undefined;
  const subscription = events.events$.subscribe((event) => {
    if (event.type === 'signedIn' || (event.type === 'loggedOut' && event.elsewhere !== true)) {
      latest = event;
      storage?.setItem(
        UNANNOUNCED_SESSION_CHANGE_KEY,
        event.type === 'signedIn' ? event.type : event.reason,
      );
    }
  });
  return {
    latest: () => latest,
    stop: () => {
      subscription.unsubscribe();
      storage?.removeItem(UNANNOUNCED_SESSION_CHANGE_KEY);
    },
  };
}

/** The change a previous page of this tab kept (`signedIn`, or a sign-out's reason), if valid. */
function keptChangeOf(kept: string | null): OwnSessionChange | undefined {
  if (kept === 'signedIn') return { type: 'signedIn' };
  const reason = LOGGED_OUT_REASONS.find((candidate) => candidate === kept);
  return reason ? { type: 'loggedOut', reason } : undefined;
}
