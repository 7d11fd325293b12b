import { distinctUntilChanged, map, of, switchMap, type Observable } from 'rxjs';
import { remoteDataOf, type RemoteQuery } from '../remoteData';
import type { Message } from '../schemas';
import { unreadMessageCount } from './conversations';

/** What the count is decided from. */
export interface UnreadMessageCountServiceOptions {
  /**
   * Whether the member's profile is complete (signed in, not IsPartial): only then is there a
   * member record whose messages can be read (core `hasMemberData` of the auth state).
   */
  readonly memberData$: Observable<boolean>;
  /** The messages' query (core MemberData.messages), kept current by the hub's UpdateMessage. */
  readonly messages: () => RemoteQuery<readonly Message[]>;
  /**
   * The count the signed-in member last saw (Home's kept overview, `readLastUnreadMessages`):
   * shown while their session is restored and their messages load, so the navigation does not
   * drop a count the page showed and draw it again. Undefined (or absent, or no member): 0.
   */
  readonly lastKnown?: () => number | undefined;
}

/**
 * The count of unread messages beside Messages in the navigation: core's `unreadMessageCount`
 * over the messages' cache entry once the member's profile is complete (no messages are loaded
 * before), which changes when the hub pushes a message (UpdateMessage) and when the member reads
 * one. Until then (a session being restored) and while the messages load, the count the member
 * last saw (`lastKnown`), else 0; 0 once signed out, and once the messages failed to load
 * (nothing known to be unread). Each subscriber observes the messages.
 */
export class UnreadMessageCountService {
  /** The count now and on every change. */
  readonly state$: Observable<number>;

  constructor(options: UnreadMessageCountServiceOptions) {
    this.state$ = options.memberData$.pipe(
      distinctUntilChanged(),
      switchMap((ready) => {
        // Restoring a session, its member is known before their data can be read.
        if (!ready) return of(options.lastKnown?.() ?? 0);
        let lastKnown: number | undefined;
        return options.messages().state$.pipe(
          map((state) => {
            if (state.status !== 'loading') return unreadMessageCount(remoteDataOf(state) ?? []);
            lastKnown ??= options.lastKnown?.() ?? 0;
            return lastKnown;
          }),
        );
      }),
      distinctUntilChanged(),
    );
  }
}
