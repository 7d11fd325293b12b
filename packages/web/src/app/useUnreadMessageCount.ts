import { remoteDataOf, unreadMessageCount } from '@scanwise/core';
import { useContext, useMemo } from 'react';
import { Observable, catchError, distinctUntilChanged, from, map, of, switchMap } from 'rxjs';
import { ServiceContainerContext } from '../composition/ServiceContainerContext';
import { TOKENS } from '../composition/tokens';
import { useAuthState } from '../composition/useAuthState';
import { useObservable } from '../composition/useObservable';
import { useService } from '../composition/useService';
import { onAfterPaint } from '../startup/idleScheduler';

/**
 * The member's unread messages for the navigation, live, without holding up the shell: 0 while
 * signed out or while the profile is partial; once the page has painted (the messages come with the member's data, which loads
 * after the first paint like the hubs), core's `unreadMessageCount` over the messages'
 * cache entry, which changes when the hub pushes a message and when the member reads one.
 */
export function useUnreadMessageCount(): number {
  const memberData = useService(TOKENS.memberDataServices);
  const container = useContext(ServiceContainerContext);
  const auth = useAuthState();
  // A partial profile (a social sign-up not finished) has no member record to read messages of.
  const signedIn = auth.status === 'signedIn' && !auth.partial;
  const count$ = useMemo((): Observable<number> => {
    if (!signedIn || container === null) return of(0);
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
      switchMap(() => container.get(TOKENS.memberData).messages().state$),
      map((state) => unreadMessageCount(remoteDataOf(state) ?? [])),
      distinctUntilChanged(),
      // The member's data's load failing is logged and shown by the route's error screen: no count.
      catchError(() => of(0)),
    );
  }, [signedIn, container, memberData]);
  return useObservable(count$) ?? 0;
}
