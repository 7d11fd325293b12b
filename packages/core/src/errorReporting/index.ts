export {
  BREADCRUMB_MASK,
  BREADCRUMB_MASKED_QUERY_KEYS,
  ERROR_REPORTING_SAMPLE_RATES,
  ROLES_TAG,
  TRACED_PLATFORM_SERVICES,
} from './errorReportingConfig';
export {
  ErrorReportingService,
  type ReportedIdentity,
  type RoutePatternFor,
  type UnexpectedError,
  type UnexpectedErrorSource,
} from './errorReportingService';
export { maskBreadcrumb, maskBreadcrumbData, maskBreadcrumbUrl } from './maskBreadcrumb';
export { formatRolesTag } from './rolesTag';
export { isTracedPlatformRequest } from './tracedPlatformRequest';
