import type { Encounter, Member, Task } from '@scanwise/core';
import { useCallback } from 'react';
import { useObservable } from '../../composition/useObservable';
import { useService } from '../../composition/useService';
import { TOKENS } from '../../composition/tokens';
import { useRemoteData, type RemoteData, type RemoteState } from './useRemoteData';

/**
 * A live list of the realtime stores: the hub's list once its watch answer has arrived (then
 * every push updates it, without reload); until then the list from the member API, so the
 * screen does not wait on the hub and a failure has a clear error and a retry.
 */
function useLiveList<T>(
  screen: string,
  live: { readonly loaded: boolean; readonly items: readonly T[] },
  load: () => Promise<readonly T[]>,
): RemoteData<readonly T[]> {
  const remote = useRemoteData(screen, load, !live.loaded);
  if (live.loaded) {
    const state: RemoteState<readonly T[]> = { status: 'ready', data: live.items };
    return { state, retry: remote.retry };
  }
  return remote;
}

/** The member's encounters, live (encounters hub) with the REST list as the first answer. */
export function useLiveEncounters(screen: string): RemoteData<readonly Encounter[]> {
  const realtime = useService(TOKENS.realtime);
  const api = useService(TOKENS.memberApi);
  const store = realtime.encounters;
  const getSnapshot = useCallback(() => store.getSnapshot(), [store]);
  const state = useObservable(store.state$, getSnapshot);
  const load = useCallback(() => api.listEncounters(), [api]);
  return useLiveList(screen, { loaded: state.loaded, items: state.encounters }, load);
}

/** The member's tasks, live (task notes hub) with the REST list as the first answer. */
export function useLiveTasks(screen: string): RemoteData<readonly Task[]> {
  const realtime = useService(TOKENS.realtime);
  const api = useService(TOKENS.memberApi);
  const store = realtime.tasks;
  const getSnapshot = useCallback(() => store.getSnapshot(), [store]);
  const state = useObservable(store.state$, getSnapshot);
  const load = useCallback(() => api.listTasks(), [api]);
  return useLiveList(screen, { loaded: state.loaded, items: state.tasks }, load);
}

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
