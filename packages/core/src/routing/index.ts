export {
  alternateLinks,
  canonicalUrl,
  localizePath,
  splitLocalePrefix,
  type AlternateLink,
  type LocalizedPath,
} from './localePaths';
export { BACK_LINK_ROUTE_IDS, backLinkFrom, type BackLink, type BackLinkRouteId } from './backLink';
export {
  isDirectMedicalQuestionnaireEntry,
  parseMedicalQuestionnaireExtraData,
  type MedicalQuestionnaireExtraData,
} from './medicalQuestionnaireQuery';
export {
  decideNavigation,
  type NavigationDecision,
  type NavigationInput,
  type NavigationMember,
  type NavigationRedirect,
  type NavigationRedirectReason,
} from './navigationDecision';
export {
  matchScanwiseRoute,
  normalizeRoutePath,
  routePatternFor,
  trackingPagePathFor,
  type ScanwiseRouteMatch,
} from './routeMatch';
export { normalizeRouteSearch, parseRouteSearch, type RouteQuery } from './routeSearch';
export {
  HOME_ROUTE_PATH,
  REPORTS_ROUTE_PATH,
  ROUTE_TABLE,
  SIGN_IN_ROUTE_PATH,
  TERMS_ROUTE_PATH,
  scanwiseRouteById,
  type RouteAccess,
  type RouteLayout,
  type ScanwiseRoute,
  type ScanwiseRouteRule,
} from './routeTable';
export { SCANWISE_SCREEN_KEYS, type ScanwiseScreenKey } from './screenKeys';
export { isSignInPath } from './signInScreens';
