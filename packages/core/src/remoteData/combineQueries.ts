import { Observable } from 'rxjs';
import type { QueryKey } from './queryKey';
import type { RemoteQuery } from './remoteDataCache';
import { sameRemoteDataState, type RemoteDataState } from './remoteDataState';

/** The queries a page needs together, by name. */
export type QueriesOf<T> = { readonly [K in keyof T]: RemoteQuery<T[K]> };

/**
 * Several queries a page needs together as one query (an encounter and its upload session, an
 * encounter and the tasks): ready with every piece once all are ready, an error as soon as one
 * has failed (the first failure in order), loading otherwise, carrying the failure a retry is
 * retrying. Observing it observes every piece; `refresh` loads again the pieces that failed
 * (all of them when none did). The snapshot keeps its identity until a piece changes.
 */
export function combineQueries<T extends Record<string, unknown>>(
  queries: QueriesOf<T>,
): RemoteQuery<T> {
  const names = Object.keys(queries) as (keyof T & string)[];
  const parts = names.map((name) => queries[name]);
  let inputs: readonly RemoteDataState<unknown>[] = [];
  let combined: RemoteDataState<T> | undefined;

  const getSnapshot = (): RemoteDataState<T> => {
    const states = parts.map((part) => part.getSnapshot() as RemoteDataState<unknown>);
    if (combined && states.every((state, index) => state === inputs[index])) return combined;
    inputs = states;
    const next = combineStates(names, states, combined) as RemoteDataState<T>;
    // Saying the same (still loading for the same reason while one piece of several arrived, or
    // a piece written again unchanged): the same state.
    if (!combined || !sameRemoteDataState(combined, next)) combined = next;
    return combined;
  };

  const state$ = new Observable<RemoteDataState<T>>((subscriber) => {
    let last: RemoteDataState<T> | undefined;
    const emit = (): void => {
      const next = getSnapshot();
      if (next === last) return;
      last = next;
      subscriber.next(next);
    };
    const unsubscribes = parts.map((part) => part.subscribe(emit));
    emit();
    return () => {
      for (const unsubscribe of unsubscribes) unsubscribe();
    };
  });

  return {
    key: ['combined', ...parts.flatMap((part): QueryKey => part.key)],
    state$,
    getSnapshot,
    subscribe: (listener) => {
      const subscription = state$.subscribe(listener);
      return () => subscription.unsubscribe();
    },
    refresh: async () => {
      const failed = parts.filter((part) => failedState(part.getSnapshot()));
      await Promise.all((failed.length > 0 ? failed : parts).map((part) => part.refresh()));
    },
  };
}

function failedState(state: RemoteDataState<unknown>): boolean {
  return state.status === 'error' || (state.status === 'ready' && state.refreshError !== null);
}

function combineStates(
  names: readonly string[],
  states: readonly RemoteDataState<unknown>[],
  held: RemoteDataState<Record<string, unknown>> | undefined,
): RemoteDataState<Record<string, unknown>> {
  const failure = states.find((state) => state.status === 'error');
  if (failure) return failure;
  if (states.every((state) => state.status === 'ready')) {
    const ready = states;
    // The same pieces: the same record.
    const heldData = held?.status === 'ready' ? held.data : undefined;
    const samePieces =
      heldData !== undefined &&
      names.every((name, index) => Object.is(heldData[name], ready[index]?.data));
    return {
      status: 'ready',
      data: samePieces
        ? heldData
        : Object.fromEntries(names.map((name, index) => [name, ready[index]?.data])),
      updatedAt: Math.min(...ready.map((state) => state.updatedAt)),
      refreshing: ready.some((state) => state.refreshing),
      refreshError: ready.find((state) => state.refreshError !== null)?.refreshError ?? null,
    };
  }
  const retried = states.find((state) => state.status === 'loading' && state.error !== null);
  return { status: 'loading', error: retried?.status === 'loading' ? retried.error : null };
}
