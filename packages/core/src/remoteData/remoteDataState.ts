/**
 * Where one piece of remote data stands. `data` stays while a refresh runs or after a refresh
 * failed (a revisited screen shows its last data at once); `error` is the last failure.
 */
export type RemoteDataState<T> =
  | {
      readonly status: 'loading';
      /** The failure a retry is retrying, shown while it runs; null on a first load. */
      readonly error: unknown;
    }
  | {
      readonly status: 'ready';
      readonly data: T;
      /** When this data arrived (Clock time); the same data answered again later leaves it. */
      readonly updatedAt: number;
      /** A background refresh is under way. */
      readonly refreshing: boolean;
      /** The last refresh failed (the data shown is the one before it); null otherwise. */
      readonly refreshError: unknown;
    }
  | { readonly status: 'error'; readonly error: unknown };

export const REMOTE_DATA_LOADING: RemoteDataState<never> = Object.freeze({
  status: 'loading',
  error: null,
});

/** The data of a state, if it has any. */
export function remoteDataOf<T>(state: RemoteDataState<T>): T | undefined {
  return state.status === 'ready' ? state.data : undefined;
}

/**
 * Whether two states say the same: the same status and fields, the data and the failures by
 * identity. A store derived from others keeps its snapshot while this holds, so its observers
 * draw nothing again.
 */
export function sameRemoteDataState<T>(a: RemoteDataState<T>, b: RemoteDataState<T>): boolean {
  if (a === b) return true;
  if (a.status === 'ready' && b.status === 'ready') {
    return (
      Object.is(a.data, b.data) &&
      a.updatedAt === b.updatedAt &&
      a.refreshing === b.refreshing &&
      Object.is(a.refreshError, b.refreshError)
    );
  }
  if (a.status === 'ready' || b.status === 'ready') return false;
  return a.status === b.status && Object.is(a.error, b.error);
}
