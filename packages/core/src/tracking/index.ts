export {
  PRODUCTION_ENVIRONMENT,
  TrackingService,
  isTrackingEnabled,
  type TrackingConversionInput,
  type TrackingServiceOptions,
} from './trackingService';
export { UNTRACKED_ROUTE_PREFIXES, isUntrackedRoutePattern } from './untrackedRoutes';
