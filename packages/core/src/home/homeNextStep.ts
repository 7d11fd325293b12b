import {
  isBookingNextStep,
  isEncounterAppointmentNear,
  isEncounterPast,
  isLinkedNextStep,
} from '../encounters';
import { splitEncountersByTime } from '../encounters/encounterTimeline';
import {
  isInvoiceDue,
  type Encounter,
  type EncounterNextStep,
  type Invoice,
  type Message,
  type Task,
} from '../schemas';
import { localDateInZone } from '../locale';
import { unreadMessageCount } from '../memberData/conversations';
import { actionableTasks, taskDueAt, TASK_NEXT_STEPS, type ActionableTask } from '../tasks';

/** What Home knows of the member when it decides the next step. */
export interface HomeFacts {
  /** Every scan of the member. */
  readonly encounters: readonly Encounter[];
  /** Every task of the member, done or not. */
  readonly tasks: readonly Task[];
  /** The invoices; undefined while they are not known (not loaded, or their load failed). */
  readonly invoices?: readonly Invoice[] | undefined;
  /** The messages; undefined while they are not known. */
  readonly messages?: readonly Message[] | undefined;
  /** `clock.now()`. */
  readonly now: number;
  /** The member's IANA zone: an invoice's due date is a calendar date there. */
  readonly timeZone: string;
}

/**
 * Why a task is the next step: it is past its due date, it prepares an upcoming scan, or it is
 * simply open (a scan not booked yet, a report to review).
 */
export type HomeTaskUrgency = 'overdue' | 'beforeScan' | 'open';

/** The one thing Home asks the member to do next (docs/adr/0107-home-next-step.md). */
export type HomeNextStep =
  | {
      readonly kind: 'task';
      readonly urgency: HomeTaskUrgency;
      readonly task: Task;
      /** The step the task stands for (its place and words). */
      readonly step: EncounterNextStep;
      /** The scan the task belongs to, when the member's scans hold it. */
      readonly encounter: Encounter | undefined;
    }
  | {
      readonly kind: 'payInvoice';
      /** Its due date has passed (in the member's zone). */
      readonly overdue: boolean;
      readonly invoice: Invoice;
      readonly encounter: Encounter | undefined;
    }
  | {
      /** A scan's own step no open task stands for (a payment to authorize, a plan to choose). */
      readonly kind: 'encounterStep';
      readonly step: EncounterNextStep;
      readonly encounter: Encounter;
    }
  | { readonly kind: 'viewReport'; readonly encounter: Encounter }
  | { readonly kind: 'readMessages'; readonly unread: number }
  | { readonly kind: 'attendScan'; readonly encounter: Encounter }
  | {
      readonly kind: 'bookScan';
      /** The member has no scan at all yet. */
      readonly firstScan: boolean;
    };

/** Whether an invoice still due is past its due date: the date has ended in the member's zone. */
export function isInvoiceOverdue(
  invoice: Pick<Invoice, 'status' | 'dueDate'>,
  now: number,
  timeZone: string,
): boolean {
  return isInvoiceDue(invoice) && invoice.dueDate < localDateInZone(now, timeZone);
}

/** The invoices still due, the oldest due date first. */
export function invoicesDue(invoices: readonly Invoice[]): Invoice[] {
  return invoices
    .filter(isInvoiceDue)
    .sort((a, b) => (a.dueDate === b.dueDate ? 0 : a.dueDate < b.dueDate ? -1 : 1));
}

/** The soonest upcoming scan with a near appointment (spec section 9: under 121 days away). */
export function nearestUpcomingScan(
  encounters: readonly Encounter[],
  now: number,
): Encounter | undefined {
  return splitEncountersByTime(encounters, now).upcoming.find((encounter) =>
    isEncounterAppointmentNear(encounter, now),
  );
}

/** The latest scan whose report is out (REPORT_READY or COMPLETED with a report), if any. */
export function latestReportedScan(
  encounters: readonly Encounter[],
  now: number,
): Encounter | undefined {
  return splitEncountersByTime(encounters, now).past.find(
    (encounter) =>
      encounter.reportAvailable &&
      (encounter.status === 'REPORT_READY' || encounter.status === 'COMPLETED'),
  );
}

function appointmentStart(encounter: Encounter | undefined): number | undefined {
  const start = encounter?.appointment ? Date.parse(encounter.appointment.start) : Number.NaN;
  return Number.isNaN(start) ? undefined : start;
}

/**
 * The one next step of Home, first match wins:
 * 1. a task past its due date (the most overdue first);
 * 2. an invoice past its due date (the oldest first);
 * 3. a task that prepares an upcoming booked scan (the soonest deadline first: by its scan's
 *    start when it has no earlier due date, `taskDeadline`);
 * 4. an invoice due (the soonest due date first);
 * 5. any other open task (the soonest deadline first);
 * 6. a scan's own step no task stands for (a payment to authorize, a plan to choose);
 * 7. a report ready to read (the latest first);
 * 8. unread messages;
 * 9. an upcoming booked scan: get ready for it;
 * 10. book a scan ("first" when the member has none).
 * The tasks of a scan still to book (its own step a plan, a payment or a time) wait for it.
 * Tasks and steps without a place in the app (a consent form) are never the step.
 */
export function decideHomeNextStep(facts: HomeFacts): HomeNextStep {
  const { encounters, now, timeZone } = facts;
  const byId = new Map(encounters.map((encounter) => [encounter.id, encounter]));
  // A scan still to book (its plan, payment or time) is booked first: the tasks that prepare it
  // wait, a task for that very step stays.
  const tasks = actionableTasks(facts.tasks, byId).filter(
    (open) =>
      open.encounter === undefined ||
      !isBookingNextStep(open.encounter.nextStep) ||
      open.step === open.encounter.nextStep,
  );
  const due = invoicesDue(facts.invoices ?? []);
  const taskStep = (open: ActionableTask, urgency: HomeTaskUrgency): HomeNextStep => ({
    kind: 'task',
    urgency,
    task: open.task,
    step: open.step,
    encounter: open.encounter,
  });
  const invoiceStep = (invoice: Invoice, overdue: boolean): HomeNextStep => ({
    kind: 'payInvoice',
    overdue,
    invoice,
    encounter: invoice.encounterId ? byId.get(invoice.encounterId) : undefined,
  });

  // By due date, not deadline: the longest overdue, whatever its scan.
  const overdueTask = tasks
    .filter((open) => taskDueAt(open.task) < now)
    .reduce<ActionableTask | undefined>(
      (oldest, open) =>
        oldest === undefined || taskDueAt(open.task) < taskDueAt(oldest.task) ? open : oldest,
      undefined,
    );
  if (overdueTask) return taskStep(overdueTask, 'overdue');

  const overdueInvoice = due.find((invoice) => isInvoiceOverdue(invoice, now, timeZone));
  if (overdueInvoice) return invoiceStep(overdueInvoice, true);

  const beforeScan = tasks.find(
    (open) =>
      open.encounter !== undefined &&
      !isEncounterPast(open.encounter, now) &&
      appointmentStart(open.encounter) !== undefined,
  );
  if (beforeScan) return taskStep(beforeScan, 'beforeScan');

  const [firstDue] = due;
  if (firstDue) return invoiceStep(firstDue, false);

  const [openTask] = tasks;
  if (openTask) return taskStep(openTask, 'open');

  const { upcoming } = splitEncountersByTime(encounters, now);
  // A step a task stands for (open or done) follows the task: a questionnaire done is done,
  // even before the scan's own step has caught up.
  const standsFor = new Set(
    facts.tasks.map((task) => `${task.encounterId ?? ''}:${TASK_NEXT_STEPS[task.type] ?? ''}`),
  );
  const ownStep = upcoming.find(
    (encounter) =>
      encounter.nextStep !== 'VIEW_REPORT' &&
      isLinkedNextStep(encounter.nextStep) &&
      !standsFor.has(`${encounter.id}:${encounter.nextStep}`),
  );
  if (ownStep) return { kind: 'encounterStep', step: ownStep.nextStep, encounter: ownStep };

  const reportReady = splitEncountersByTime(encounters, now).past.find(
    (encounter) => encounter.status === 'REPORT_READY' && encounter.reportAvailable,
  );
  if (reportReady) return { kind: 'viewReport', encounter: reportReady };

  const unread = facts.messages ? unreadMessageCount(facts.messages) : 0;
  if (unread > 0) return { kind: 'readMessages', unread };

  const booked = upcoming.find((encounter) => appointmentStart(encounter) !== undefined);
  if (booked) return { kind: 'attendScan', encounter: booked };

  return { kind: 'bookScan', firstScan: encounters.length === 0 };
}
