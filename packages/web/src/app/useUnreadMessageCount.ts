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
 * The service comes with the journeys' services, which load after the first paint like the
 * hubs: until then, and if their load fails (the route's error screen says so), the count is 0.
 */
export function useUnreadMessageCount(): number {
  const journeys = useService(TOKENS.journeyServices);
  const container = useContext(ServiceContainerContext);
  const count$ = useMemo((): Observable<number> => {
    if (container === null) return of(0);
    const painted$ = journeys.isReady()
      ? of(undefined)
      : new Observable<undefined>((subscriber) =>
          onAfterPaint(() => {
            subscriber.next(undefined);
            subscriber.complete();
          }),
        );
    return painted$.pipe(
      switchMap(() => from(journeys.load())),
      switchMap(() => container.get(TOKENS.unreadMessageCount).state$),
      catchError(() => of(0)),
    );
  }, [container, journeys]);
  return useObservable(count$) ?? 0;
}
