export { createRestApp, REST_CALL_NAMES } from './app';
export type { RestAppOptions, RestLogger, ErrorBody } from './app';
export { callHandlers } from './handlers';
