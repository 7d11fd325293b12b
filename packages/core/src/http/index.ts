export {
  HTTP_ERROR_MESSAGES,
  HttpRequestError,
  isSuccessStatus,
  type HttpClientError,
  type HttpClientErrorCode,
} from './errors';
export { callApi } from './callApi';
export {
  HttpClient,
  resolveRequestUrl,
  type CallApiArgs,
  type CallApiOptions,
  type HttpCallOptions,
  type HttpClientOptions,
  type HttpRequestOptions,
  type HttpResult,
  type StoredAccessToken,
} from './httpClient';
export {
  appendQueryString,
  buildFormBody,
  buildQueryString,
  isQueryPrimitive,
  queryPairs,
  type QueryParams,
  type QueryPrimitive,
} from './queryString';
export { RequestSignal, type RequestAbortReason } from './requestSignal';
