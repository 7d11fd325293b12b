export { MASK, MASKED_QUERY_KEYS, maskBreadcrumb, maskQueryValues } from './maskBreadcrumb';
export type { MaskableBreadcrumb } from './maskBreadcrumb';
export {
  SENTRY_SAMPLE_RATES,
  TRACED_SERVICES,
  createSentryErrorReporting,
  noopErrorReporting,
  sentryOptions,
  tracePropagationTargets,
} from './sentryErrorReporting';
export type { SentryErrorReportingOptions } from './sentryErrorReporting';
