export {
  createSentryErrorReporting,
  maskSentryBreadcrumb,
  sentryOptions,
  tracePropagationTargets,
} from './sentryErrorReporting';
export type { SentryErrorReportingOptions } from './sentryErrorReporting';
export { noopErrorReporting } from './noopErrorReporting';
