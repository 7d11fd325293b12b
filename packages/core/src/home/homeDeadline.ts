import { DAY, MINUTE } from '../config';
import { encounterTimeChanges } from '../encounters/encounterTimeline';
import { utcOffsetMinutesAt } from '../locale';
import { isInvoiceDue, type Invoice } from '../schemas';
import { openTasks, taskDueAt } from '../tasks';
import type { HomeFacts } from './homeNextStep';

/**
 * The instant an invoice's due date has ended in the member's zone: its midnight after the due
 * date, from when `isInvoiceOverdue` holds. Undefined for a date that does not parse.
 */
export function invoiceOverdueFrom(
  invoice: Pick<Invoice, 'dueDate'>,
  timeZone: string,
): number | undefined {
  const dueDay = Date.parse(`${invoice.dueDate}T00:00:00Z`);
  if (Number.isNaN(dueDay)) return undefined;
  const nextDayUtc = dueDay + DAY;
  // The zone's wall clock reads 00:00 at nextDayUtc minus its offset then (taken twice: the
  // offset may change between the two instants).
  const guess = nextDayUtc - utcOffsetMinutesAt(timeZone, nextDayUtc) * MINUTE;
  return nextDayUtc - utcOffsetMinutesAt(timeZone, guess) * MINUTE;
}

/**
 * The next instant at which Home's overview changes by time alone, its data as they are: an open
 * task becomes overdue, an invoice's due date ends, a scan comes near (121 days) or is over.
 * Undefined when nothing ahead depends on time. Same facts as `decideHomeOverview`.
 */
export function nextHomeDeadline(facts: HomeFacts): number | undefined {
  const { now } = facts;
  const candidates = [
    // "Overdue" is a due time already passed: from one millisecond after it.
    ...openTasks(facts.tasks).map((task) => taskDueAt(task) + 1),
    ...(facts.invoices ?? [])
      .filter(isInvoiceDue)
      .map((invoice) => invoiceOverdueFrom(invoice, facts.timeZone)),
    ...facts.encounters.flatMap((encounter) => encounterTimeChanges(encounter, now)),
  ].filter((at): at is number => at !== undefined && Number.isFinite(at) && at > now);
  return candidates.length === 0 ? undefined : Math.min(...candidates);
}
