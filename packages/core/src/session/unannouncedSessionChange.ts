import type { ScanwiseEvent, ScanwiseEventBus } from '../events';

/** A sign-in or sign-out this tab made itself (never one it followed from another tab). */
export type OwnSessionChange = ScanwiseEvent<'signedIn'> | ScanwiseEvent<'loggedOut'>;

/** This tab's last own session change, kept until the tab tells the other tabs itself. */
export interface UnannouncedSessionChange {
  /** The last own sign-in or sign-out so far; undefined when there was none. */
  latest(): OwnSessionChange | undefined;
  /** Stops keeping: the tab now tells the others of every change as it happens. */
  stop(): void;
}

/**
 * Keeps this tab's last own sign-in or sign-out from the start of the page: the part that tells
 * the other tabs (CrossTabSession) loads after the first paint, and a member quicker than that
 * load (a sign-in from a password manager, a 401 during the restore) must still reach them. Only
 * the last counts: a sign-in then a sign-out leaves the other tabs signed out.
 */
export function keepUnannouncedSessionChange(
  events: Pick<ScanwiseEventBus, 'events$'>,
): UnannouncedSessionChange {
  let latest: OwnSessionChange | undefined;
  const subscription = events.events$.subscribe((event) => {
    if (event.type === 'signedIn' || (event.type === 'loggedOut' && event.elsewhere !== true)) {
      latest = event;
    }
  });
  return {
    latest: () => latest,
    stop: () => subscription.unsubscribe(),
  };
}
