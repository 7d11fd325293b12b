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
}

/**
 * The count of unread messages beside Messages in the navigation: 0 until the member's profile
 * is complete (no messages are loaded before), then core's `unreadMessageCount` over the
 * messages' cache entry, which changes when the hub pushes a message (UpdateMessage) and when
 * the member reads one; 0 again once signed out. While the messages are loading or failed to
 * load the count is 0 (nothing known to be unread). Each subscriber observes the messages.
 */
export class UnreadMessageCountService {
  /** The count now and on every change (0 without a complete profile). */
  readonly state$: Observable<number>;

  constructor(options: UnreadMessageCountServiceOptions) {
    this.state$ = options.memberData$.pipe(
      distinctUntilChanged(),
      switchMap((ready) =>
        ready
          ? options
              .messages()
              .state$.pipe(map((state) => unreadMessageCount(remoteDataOf(state) ?? [])))
          : of(0),
      ),
      distinctUntilChanged(),
    );
  }
}
