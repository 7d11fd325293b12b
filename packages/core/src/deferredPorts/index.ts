export {
  DEFERRED_CARD_PAYMENT_UNAVAILABLE,
  deferredCardPayment,
  type DeferredCardPayment,
  type DeferredCardPaymentOptions,
} from './deferredCardPayment';
export {
  deferredHubConnectionFactory,
  type DeferredHubConnectionFactory,
  type DeferredHubConnectionFactoryOptions,
} from './deferredHubs';
export { deferredHttp, type DeferredHttp, type DeferredHttpOptions } from './deferredHttp';
export {
  deferredIdentityPort,
  type DeferredIdentityOptions,
  type DeferredIdentityPort,
} from './deferredIdentity';
export {
  DEFERRED_PORT_LOG_MESSAGES,
  DeferredPortLoadError,
  createDeferredLoader,
  type DeferredLoader,
  type DeferredLoaderOptions,
} from './deferredLoader';
export {
  QUEUEING_ERROR_REPORTING_DEFAULT_MAX,
  QUEUEING_ERROR_REPORTING_DROPPED,
  queueingErrorReporting,
  type QueueingErrorReporting,
  type QueueingErrorReportingOptions,
} from './queueingErrorReporting';
export {
  DEFERRED_TRACKING_DEFAULT_MAX,
  DEFERRED_TRACKING_DROPPED,
  deferredTracking,
  type DeferredTrackingOptions,
} from './deferredTracking';
