export { HttpTransportError, isHttpTransportError } from './errors';
export type { HttpTransportErrorCode } from './errors';
export { createFetchHttp } from './fetchHttp';
export type { FetchHttpOptions } from './fetchHttp';
export { createUndiciHttp } from './undiciHttp';
export type { UndiciHttp, UndiciHttpOptions } from './undiciHttp';
