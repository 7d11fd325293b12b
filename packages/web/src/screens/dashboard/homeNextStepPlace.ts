import type { HomeNextStep } from '@scanwise/core';
import { digitalReportPath, nextStepPath, taskPath } from './encounterPresentation';

/** Where the member books a scan from the dashboard (funnel stage MY_MONITOR_BOOK_NOW). */
export const BOOK_SCAN_PATH = '/book-scan/select-plan';

/** The place Home's next step opens: the task's, the invoice's payment, the report, a page. */
export function homeNextStepPath(step: HomeNextStep): string {
  switch (step.kind) {
    case 'task':
      return taskPath(step.task) ?? '/';
    case 'payInvoice':
      return step.invoice.encounterId
        ? `/payment-authorize/${encodeURIComponent(step.invoice.encounterId)}`
        : '/invoices';
    case 'encounterStep':
      return nextStepPath(step.step, step.encounter.id) ?? '/scans';
    case 'viewReport':
      return digitalReportPath(step.encounter.id);
    case 'readMessages':
      return '/messages';
    case 'attendScan':
      return '/scans';
    case 'bookScan':
      return BOOK_SCAN_PATH;
  }
}
