export { combineQueries, type QueriesOf } from './combineQueries';
export { queryKeyHash, queryKeyStartsWith, type QueryKey } from './queryKey';
export {
  DEFAULT_FRESH_FOR_MS,
  RemoteDataCache,
  type QueryDefinition,
  type RemoteDataCacheOptions,
  type RemoteQuery,
} from './remoteDataCache';
export {
  REMOTE_DATA_LOADING,
  remoteDataOf,
  sameRemoteDataState,
  type RemoteDataState,
} from './remoteDataState';
export { shareUnchanged } from './shareUnchanged';
