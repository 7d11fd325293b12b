export {
  decideHomeNextStep,
  invoicesDue,
  isInvoiceOverdue,
  latestReportedScan,
  nearestUpcomingScan,
  type HomeFacts,
  type HomeNextStep,
  type HomeTaskUrgency,
} from './homeNextStep';
export { decideHomeOverview, type HomeInvoicesDue, type HomeOverview } from './homeOverview';
export {
  HomeOverviewService,
  type HomeOverviewServiceOptions,
  type HomeOverviewSources,
} from './homeOverviewService';
export {
  LAST_HOME_OVERVIEW_MAX_AGE_MS,
  LAST_PAGE_PAINTS_MAX,
  LastHomeOverviewStore,
  readLastHomeOverview,
  type LastHomeOverviewStoreOptions,
  type LastPaint,
} from './lastHomeOverview';
export { LAST_HOME_OVERVIEW_STORAGE_KEY } from './lastHomeOverviewKey';
export { readLastUnreadMessages } from './lastUnreadMessages';
