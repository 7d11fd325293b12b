import { describe, expect, it } from 'vitest';
import { ENTITY_EXAMPLES, type Encounter, type Invoice, type Task } from '../schemas';
import { isInvoiceOverdue, type HomeFacts } from './homeNextStep';
import { invoiceOverdueFrom, nextHomeDeadline } from './homeDeadline';

const NOW = Date.parse('2026-01-01T09:00:00Z');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const iso = (ms: number): string => new Date(ms).toISOString();

const facts = (extra: Partial<HomeFacts> = {}): HomeFacts => ({
  encounters: [],
  tasks: [],
  invoices: [],
  messages: [],
  now: NOW,
  timeZone: 'America/New_York',
  ...extra,
});
const task = (id: string, due: number | null, done = false): Task => ({
  ...ENTITY_EXAMPLES.Task,
  id,
  due: due === null ? null : iso(due),
  done,
});
const booked = (startsIn: number): Encounter => ({
  ...ENTITY_EXAMPLES.Encounter,
  status: 'SCHEDULED',
  appointment: {
    ...ENTITY_EXAMPLES.Encounter.appointment!,
    start: iso(NOW + startsIn),
    end: iso(NOW + startsIn + HOUR),
  },
});
const invoice = (dueDate: string): Invoice => ({
  ...ENTITY_EXAMPLES.Invoice,
  status: 'DUE',
  dueDate,
});

describe('nextHomeDeadline', () => {
  it('is undefined when nothing ahead depends on time', () => {
    expect(nextHomeDeadline(facts())).toBeUndefined();
    expect(nextHomeDeadline(facts({ tasks: [task('t_undated', null)] }))).toBeUndefined();
  });

  it('is the first moment an open task is past its due time (done tasks do not count)', () => {
    const tasks = [
      task('t_done', NOW + HOUR, true),
      task('t_2', NOW + 3 * HOUR),
      task('t_1', NOW + 2 * HOUR),
    ];
    expect(nextHomeDeadline(facts({ tasks }))).toBe(NOW + 2 * HOUR + 1);
  });

  it('is the moment a scan comes near (121 days before it) or is over', () => {
    expect(nextHomeDeadline(facts({ encounters: [booked(130 * DAY)] }))).toBe(NOW + 9 * DAY + 1);
    expect(nextHomeDeadline(facts({ encounters: [booked(2 * HOUR)] }))).toBe(NOW + 3 * HOUR + 1);
  });

  it("is the end of an invoice's due date in the member's zone", () => {
    expect(nextHomeDeadline(facts({ invoices: [invoice('2026-01-15')] }))).toBe(
      Date.parse('2026-01-16T05:00:00Z'),
    );
  });
});

describe('invoiceOverdueFrom', () => {
  it.each([
    ['2026-01-15', 'America/New_York', '2026-01-16T05:00:00Z'],
    ['2026-07-01', 'Europe/London', '2026-07-01T23:00:00Z'],
    ['2026-03-07', 'America/Los_Angeles', '2026-03-08T08:00:00Z'],
  ])('%s in %s ends at %s, when isInvoiceOverdue starts to hold', (dueDate, zone, end) => {
    const at = invoiceOverdueFrom({ dueDate }, zone);
    expect(at).toBe(Date.parse(end));
    expect(isInvoiceOverdue(invoice(dueDate), at! - 1, zone)).toBe(false);
    expect(isInvoiceOverdue(invoice(dueDate), at!, zone)).toBe(true);
  });
});
