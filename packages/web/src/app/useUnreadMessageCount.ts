import { useContext, useMemo } from 'react';
import { Observable, catchError, from, of, switchMap } from 'rxjs';
import { ServiceContainerContext } from '../composition/ServiceContainerContext';
import { TOKENS } from '../composition/tokens';
import { useObservable } from '../composition/useObservable';
import { useService } from '../composition/useService';
import { onAfterPaint } from '../startup/idleScheduler';

/**
 * The member's unread messages for the navigation, bound to core's UnreadMessageCountService
 * (the gate on a complete profile, the count over the messages and their hub pushes are its).
 * The service comes with the member's data, which loads after the first paint like the hubs:
 * until then, and if its load fails (the route's error screen says so), the count is 0.
 */
export function useUnreadMessageCount(): number {
  const memberData = useService(TOKENS.memberDataServices);
  const container = useContext(ServiceContainerContext);
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
  return useObservable(count$) ?? 0;
}
