import { useCallback, useMemo, useState } from 'react';
import { Observable } from 'rxjs';
import { useObservable } from '../../composition/useObservable';
import { useService } from '../../composition/useService';
import { TOKENS } from '../../composition/tokens';
import { failureMessageKey } from './failureMessage';

/** Where a one-shot load of a dashboard screen stands. */
export type RemoteState<T> =
  | { readonly status: 'loading'; readonly retrying: boolean; readonly error?: unknown }
  | { readonly status: 'ready'; readonly data: T }
  | { readonly status: 'error'; readonly error: unknown };

export interface RemoteData<T> {
  readonly state: RemoteState<T>;
  /** Loads again (after a failure, or to refresh). */
  readonly retry: () => void;
}

const INITIAL = { status: 'loading', retrying: false } as const;

/**
 * Loads once through a member API call and binds the result with `useObservable` (no effect):
 * the load is an observable made in `useMemo`, so it keeps its identity until `load` changes or
 * the member retries. A failure is logged through `TOKENS.logger` with the screen's name and the
 * core's message key, and becomes an error state (never a thrown render). `load` must keep its
 * identity between renders (`useCallback`); `enabled` false loads nothing (stays loading).
 */
export function useRemoteData<T>(
  screen: string,
  load: () => Promise<T>,
  enabled = true,
): RemoteData<T> {
  const logger = useService(TOKENS.logger);
  // Each retry is a new run; it remembers the failure it retries, shown while it loads.
  const [run, setRun] = useState<{ readonly retrying: boolean; readonly error?: unknown }>({
    retrying: false,
  });
  const load$ = useMemo(
    () =>
      new Observable<RemoteState<T>>((subscriber) => {
        subscriber.next(run.retrying ? { status: 'loading', ...run } : INITIAL);
        if (!enabled) return undefined;
        let active = true;
        load().then(
          (data) => {
            if (active) subscriber.next({ status: 'ready', data });
          },
          (error: unknown) => {
            if (!active) return;
            logger.warn('Dashboard screen failed to load', {
              screen,
              messageKey: failureMessageKey(error),
            });
            subscriber.next({ status: 'error', error });
          },
        );
        return () => {
          active = false;
        };
      }),
    [run, load, enabled, logger, screen],
  );
  const state = useObservable(load$) ?? INITIAL;
  const retry = useCallback(() => {
    setRun({ retrying: true, error: state.status === 'error' ? state.error : undefined });
  }, [state]);
  return { state, retry };
}
