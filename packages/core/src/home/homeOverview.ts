import { unreadMessageCount } from '../memberData/conversations';
import type { Encounter, EncounterNextStep } from '../schemas';
import { scanNextStep } from '../tasks';
import {
  decideHomeNextStep,
  invoicesDue,
  isInvoiceOverdue,
  latestReportedScan,
  nearestUpcomingScan,
  type HomeFacts,
  type HomeNextStep,
} from './homeNextStep';

/** The invoices still due: how many, and how many of them are past their due date. */
export interface HomeInvoicesDue {
  /** Invoices still due. */
  readonly count: number;
  /** Of them, those past their due date. */
  readonly overdue: number;
}

/** What Home shows around its next step, decided once from the same facts. */
export interface HomeOverview {
  readonly nextStep: HomeNextStep;
  /** The soonest upcoming scan with a near appointment, shown with how to prepare. */
  readonly upcomingScan: Encounter | undefined;
  /** The step the upcoming scan's card names (`scanNextStep`: the panel's order, never another). */
  readonly upcomingScanStep: EncounterNextStep | undefined;
  /**
   * The latest scan with its report out, pointed to unless the next step already opens it.
   */
  readonly latestReport: Encounter | undefined;
  /** Unread messages; undefined while the messages are not known. */
  readonly unreadMessages: number | undefined;
  /** Invoices due; undefined while the invoices are not known. */
  readonly invoicesDue: HomeInvoicesDue | undefined;
}

/** Home's overview: the next step and the few facts shown beside it. */
export function decideHomeOverview(facts: HomeFacts): HomeOverview {
  const nextStep = decideHomeNextStep(facts);
  const report = latestReportedScan(facts.encounters, facts.now);
  const due = facts.invoices ? invoicesDue(facts.invoices) : undefined;
  const upcomingScan = nearestUpcomingScan(facts.encounters, facts.now);
  return {
    nextStep,
    upcomingScan,
    upcomingScanStep: upcomingScan && scanNextStep(upcomingScan, facts.tasks),
    latestReport:
      nextStep.kind === 'viewReport' && nextStep.encounter.id === report?.id ? undefined : report,
    unreadMessages: facts.messages ? unreadMessageCount(facts.messages) : undefined,
    invoicesDue: due && {
      count: due.length,
      overdue: due.filter((invoice) => isInvoiceOverdue(invoice, facts.now, facts.timeZone)).length,
    },
  };
}
