import { readLastUnreadMessages } from '@scanwise/core';
import { useContext, useMemo, useState } from 'react';
import { Observable, catchError, from, of, switchMap } from 'rxjs';
import { ServiceContainerContext } from '../composition/ServiceContainerContext';
import { TOKENS } from '../composition/tokens';
import { useObservable } from '../composition/useObservable';
import { useService } from '../composition/useService';
import { useMember } from '../screens/dashboard/memberHooks';
import { onAfterPaint } from '../startup/idleScheduler';

/**
 * The member's unread messages for the navigation, bound to core's UnreadMessageCountService
 * (the gate on a complete profile, the count over the messages and their hub pushes are its).
 * The service comes with the member's data, which loads after the first paint like the hubs:
 * until then the count is the one Home last showed the member (core `readLastUnreadMessages`,
 * which the page's last paint shows too: nothing moves when the app's first render replaces
 * it), else 0; if its load fails (the route's error screen says so), 0.
 */
export function useUnreadMessageCount(): number {
  const memberData = useService(TOKENS.memberDataServices);
  const container = useContext(ServiceContainerContext);
  const storage = useService(TOKENS.storage);
  const clock = useService(TOKENS.clock);
  const memberId = useMember()?.id;
  const [lastKnown] = useState(() =>
    memberId === undefined
      ? undefined
      : readLastUnreadMessages({ storage: storage.local, clock }, memberId),
  );
  const count$ = useMemo((): Observable<number> => {
    if (container === null) return of(0);
    const painted$ = memberData.isReady()
      ? of(undefined)
      : new Observable<undefined>((subscriber) =>
          onAfterPaint(() => {
            subscriber.next(undefined);
            subscriber.complete();
          }),
        );
    return painted$.pipe(
      switchMap(() => from(memberData.load())),
      switchMap(() => container.get(TOKENS.unreadMessageCount).state$),
      catchError(() => of(0)),
    );
  }, [container, memberData]);
  return useObservable(count$) ?? lastKnown ?? 0;
}
