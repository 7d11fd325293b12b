export {
  createSentryErrorReporting,
  maskSentryBreadcrumb,
  noopErrorReporting,
  sentryOptions,
  tracePropagationTargets,
} from './sentryErrorReporting';
export type { SentryErrorReportingOptions } from './sentryErrorReporting';
