import type { Member } from '@scanwise/core';
import { useCallback } from 'react';
import { useObservable } from '../../composition/useObservable';
import { useService } from '../../composition/useService';
import { TOKENS } from '../../composition/tokens';

/** The signed-in member of the root session (null while signed out or partial). */
export function useMember(): Member | null {
  const session = useService(TOKENS.rootSession);
  const getSnapshot = useCallback(() => session.getSnapshot(), [session]);
  return useObservable(session.state$, getSnapshot).member;
}

/** The IANA zone dates are shown in: the member's own, else the browser's. */
export function useMemberTimeZone(): string {
  const member = useMember();
  return member?.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** "Now" for time-based splits, from the container's clock (fake in stories and tests). */
export function useNow(): number {
  const clock = useService(TOKENS.clock);
  return clock.now();
}
