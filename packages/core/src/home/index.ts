export {
  decideHomeNextStep,
  invoicesDue,
  isInvoiceOverdue,
  latestReportedScan,
  nearestUpcomingScan,
  scanNextStep,
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
