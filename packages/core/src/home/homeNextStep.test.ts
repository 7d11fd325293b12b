import { describe, expect, it } from 'vitest';
import { ENTITY_EXAMPLES, type Encounter, type Invoice, type Message, type Task } from '../schemas';
import { FakeClock } from '../testing';
import { scanNextStep, scanNextSteps } from '../tasks';
import { decideHomeNextStep, isInvoiceOverdue, type HomeFacts } from './homeNextStep';
import { decideHomeOverview } from './homeOverview';

// The fake clock starts on 1 January 2026, 09:00 UTC.
const clock = new FakeClock();
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const at = (offsetMs: number): string => new Date(clock.now() + offsetMs).toISOString();

const scan = (id: string, extra: Partial<Encounter> = {}): Encounter => ({
  ...ENTITY_EXAMPLES.Encounter,
  id,
  appointment: null,
  nextStep: 'NONE',
  ...extra,
});
/** A scan booked `inMs` from now, with its appointment. */
const bookedScan = (id: string, inMs: number, extra: Partial<Encounter> = {}): Encounter =>
  scan(id, {
    status: 'SCHEDULED',
    nextStep: 'ATTEND_APPOINTMENT',
    appointment: {
      ...ENTITY_EXAMPLES.Encounter.appointment!,
      encounterId: id,
      start: at(inMs),
      end: at(inMs + HOUR),
    },
    ...extra,
  });
const reportedScan = (id: string, daysAgo: number): Encounter =>
  bookedScan(id, -daysAgo * DAY, {
    status: 'REPORT_READY',
    nextStep: 'VIEW_REPORT',
    reportAvailable: true,
  });
const task = (id: string, extra: Partial<Task> = {}): Task => ({
  ...ENTITY_EXAMPLES.Task,
  id,
  ...extra,
});
const invoice = (id: string, dueDate: string, extra: Partial<Invoice> = {}): Invoice => ({
  ...ENTITY_EXAMPLES.Invoice,
  id,
  status: 'DUE',
  dueDate,
  ...extra,
});
const message = (id: string, read: boolean): Message => ({
  ...ENTITY_EXAMPLES.Message,
  id,
  read,
});

const facts = (extra: Partial<HomeFacts> = {}): HomeFacts => ({
  encounters: [],
  tasks: [],
  invoices: [],
  messages: [],
  now: clock.now(),
  timeZone: 'America/New_York',
  ...extra,
});

describe('decideHomeNextStep', () => {
  it('asks a new member with nothing yet to book their first scan', () => {
    expect(decideHomeNextStep(facts())).toEqual({ kind: 'bookScan', firstScan: true });
  });

  it('asks a member whose scans are all behind them to book a scan (not their first)', () => {
    const done = scan('enc_done', { status: 'COMPLETED', reportAvailable: true });
    expect(decideHomeNextStep(facts({ encounters: [done] }))).toEqual({
      kind: 'bookScan',
      firstScan: false,
    });
  });

  it("puts the questionnaire of tomorrow's scan first, naming the scan it belongs to", () => {
    const tomorrow = bookedScan('enc_tomorrow', DAY);
    const questionnaire = task('tsk_mq', {
      encounterId: 'enc_tomorrow',
      due: at(DAY - 2 * HOUR),
    });
    const step = decideHomeNextStep(
      facts({
        encounters: [tomorrow, reportedScan('enc_old', 30)],
        tasks: [questionnaire],
        invoices: [invoice('inv_due', '2026-01-20')],
        messages: [message('msg_1', false)],
      }),
    );
    expect(step).toEqual({
      kind: 'task',
      urgency: 'beforeScan',
      task: questionnaire,
      step: 'COMPLETE_QUESTIONNAIRE',
      encounter: tomorrow,
    });
  });

  it("of a scan's tasks, asks for the one due soonest", () => {
    const booked = bookedScan('enc_1', 21 * DAY);
    const upload = task('tsk_upload', {
      type: 'MAMMO_UPLOAD',
      encounterId: 'enc_1',
      due: at(14 * DAY),
    });
    const questionnaire = task('tsk_mq', { encounterId: 'enc_1', due: at(19 * DAY) });
    const step = decideHomeNextStep(
      facts({ encounters: [booked], tasks: [questionnaire, upload] }),
    );
    expect(step).toMatchObject({ kind: 'task', task: upload, step: 'UPLOAD_MAMMOGRAM' });
  });

  it("asks for the questionnaire of the scan in 2 days, which has no due date, before a later scan's upload due sooner than that scan", () => {
    // A new booking's questionnaire comes without a due date; it is still needed before the visit.
    const soon = bookedScan('enc_soon', 2 * DAY);
    const later = bookedScan('enc_later', 21 * DAY);
    const upload = task('tsk_upload', {
      type: 'MAMMO_UPLOAD',
      encounterId: 'enc_later',
      due: at(14 * DAY),
    });
    const questionnaire = task('tsk_mq_soon', { encounterId: 'enc_soon', due: null });
    const step = decideHomeNextStep(
      facts({ encounters: [later, soon], tasks: [upload, questionnaire] }),
    );
    expect(step).toMatchObject({
      kind: 'task',
      urgency: 'beforeScan',
      task: questionnaire,
      encounter: soon,
    });
  });

  it('puts an overdue task before everything else, even an overdue invoice', () => {
    const booked = bookedScan('enc_1', 2 * DAY);
    const late = task('tsk_late', { encounterId: 'enc_1', due: at(-HOUR) });
    const step = decideHomeNextStep(
      facts({
        encounters: [booked],
        tasks: [late],
        invoices: [invoice('inv_late', '2025-12-01')],
      }),
    );
    expect(step).toMatchObject({ kind: 'task', urgency: 'overdue', task: late });
  });

  it('of overdue tasks, asks for the longest overdue, even when another is due by a scan already past', () => {
    const pastScan = bookedScan('enc_past', -5 * DAY);
    const pastUpload = task('tsk_upload', {
      type: 'MAMMO_UPLOAD',
      encounterId: 'enc_past',
      due: at(-DAY),
    });
    const longestOverdue = task('tsk_review', { type: 'REVIEW_REPORT', due: at(-3 * DAY) });
    const step = decideHomeNextStep(
      facts({ encounters: [pastScan], tasks: [pastUpload, longestOverdue] }),
    );
    expect(step).toMatchObject({ kind: 'task', urgency: 'overdue', task: longestOverdue });
  });

  it("puts an invoice past its due date before the next scan's tasks", () => {
    const booked = bookedScan('enc_1', 10 * DAY);
    const owed = invoice('inv_late', '2025-12-31', { encounterId: 'enc_1' });
    const step = decideHomeNextStep(
      facts({
        encounters: [booked],
        tasks: [task('tsk_mq', { encounterId: 'enc_1', due: at(8 * DAY) })],
        invoices: [invoice('inv_later', '2026-02-01'), owed],
      }),
    );
    expect(step).toEqual({ kind: 'payInvoice', overdue: true, invoice: owed, encounter: booked });
  });

  it('asks for an invoice due (not yet late) once no scan needs preparing, the soonest due first', () => {
    const first = invoice('inv_first', '2026-01-10');
    const step = decideHomeNextStep(
      facts({
        encounters: [reportedScan('enc_old', 30)],
        invoices: [
          invoice('inv_second', '2026-01-30'),
          first,
          invoice('inv_paid', '2025-01-01', { status: 'PAID' }),
        ],
        messages: [message('msg_1', false)],
      }),
    );
    expect(step).toEqual({
      kind: 'payInvoice',
      overdue: false,
      invoice: first,
      encounter: undefined,
    });
  });

  it('counts an invoice overdue only once its due date has ended in the member zone', () => {
    // 1 January, 09:00 UTC is 04:00 in New York and 18:00 in Tokyo: still 1 January in both.
    const dueToday = invoice('inv_today', '2026-01-01');
    expect(isInvoiceOverdue(dueToday, clock.now(), 'America/New_York')).toBe(false);
    // At 02:00 UTC on 2 January it is still 1 January in New York, 2 January in London.
    const nextNight = Date.UTC(2026, 0, 2, 2, 0);
    expect(isInvoiceOverdue(dueToday, nextNight, 'America/New_York')).toBe(false);
    expect(isInvoiceOverdue(dueToday, nextNight, 'Europe/London')).toBe(true);
    expect(isInvoiceOverdue({ ...dueToday, status: 'PAID' }, nextNight, 'Europe/London')).toBe(
      false,
    );
  });

  it('points to a report ready to read when nothing is to do or pay', () => {
    const older = reportedScan('enc_older', 90);
    const latest = reportedScan('enc_latest', 10);
    const step = decideHomeNextStep(
      facts({ encounters: [older, latest], messages: [message('msg_1', false)] }),
    );
    expect(step).toEqual({ kind: 'viewReport', encounter: latest });
  });

  it('asks to read unread messages when nothing else waits', () => {
    const step = decideHomeNextStep(
      facts({
        messages: [message('msg_1', false), message('msg_2', true), message('msg_3', false)],
      }),
    );
    expect(step).toEqual({ kind: 'readMessages', unread: 2 });
  });

  it('says the member is ready for a booked scan when it needs nothing more', () => {
    const booked = bookedScan('enc_1', DAY);
    const done = task('tsk_mq', { encounterId: 'enc_1', done: true });
    expect(decideHomeNextStep(facts({ encounters: [booked], tasks: [done] }))).toEqual({
      kind: 'attendScan',
      encounter: booked,
    });
  });

  it("offers a scan's own step no task stands for (a payment to authorize)", () => {
    const unpaid = scan('enc_pay', { status: 'AWAITING_PAYMENT', nextStep: 'AUTHORIZE_PAYMENT' });
    expect(decideHomeNextStep(facts({ encounters: [unpaid] }))).toEqual({
      kind: 'encounterStep',
      step: 'AUTHORIZE_PAYMENT',
      encounter: unpaid,
    });
  });

  it('asks for a time for a paid scan without one, from its task or its own step; never a consent form', () => {
    const unscheduled = scan('enc_1', { status: 'AWAITING_SCHEDULING', nextStep: 'SCHEDULE' });
    const scheduling = task('tsk_schedule', {
      type: 'SCHEDULE_APPOINTMENT',
      encounterId: 'enc_1',
      due: at(-DAY),
    });
    const consent = task('tsk_consent', {
      type: 'CONSENT_FORM',
      encounterId: 'enc_1',
      due: at(-DAY),
    });
    expect(
      decideHomeNextStep(facts({ encounters: [unscheduled], tasks: [scheduling, consent] })),
    ).toEqual({
      kind: 'task',
      urgency: 'overdue',
      task: scheduling,
      step: 'SCHEDULE',
      encounter: unscheduled,
    });
    expect(decideHomeNextStep(facts({ encounters: [unscheduled], tasks: [consent] }))).toEqual({
      kind: 'encounterStep',
      step: 'SCHEDULE',
      encounter: unscheduled,
    });
  });

  it('asks for the time of a scan still to book before the tasks that prepare it', () => {
    const unscheduled = scan('enc_1', { status: 'AWAITING_SCHEDULING', nextStep: 'SCHEDULE' });
    const questionnaire = task('tsk_mq', {
      type: 'MEDICAL_QUESTIONNAIRE',
      encounterId: 'enc_1',
      due: at(-DAY),
    });
    expect(
      decideHomeNextStep(facts({ encounters: [unscheduled], tasks: [questionnaire] })),
    ).toEqual({ kind: 'encounterStep', step: 'SCHEDULE', encounter: unscheduled });
    expect(scanNextStep(unscheduled, [questionnaire])).toBe('SCHEDULE');
  });

  it('decides without the invoices and messages while they are not known', () => {
    expect(decideHomeNextStep(facts({ invoices: undefined, messages: undefined }))).toEqual({
      kind: 'bookScan',
      firstScan: true,
    });
  });
});

describe('decideHomeOverview', () => {
  it('shows the near upcoming scan, the latest report and the counts beside the next step', () => {
    const booked = bookedScan('enc_1', DAY);
    const report = reportedScan('enc_report', 30);
    const overview = decideHomeOverview(
      facts({
        encounters: [report, booked],
        tasks: [task('tsk_mq', { encounterId: 'enc_1', due: at(HOUR) })],
        invoices: [invoice('inv_late', '2025-12-01'), invoice('inv_due', '2026-02-01')],
        messages: [message('msg_1', false), message('msg_2', true)],
      }),
    );
    expect(overview.nextStep).toMatchObject({ kind: 'payInvoice', overdue: true });
    expect(overview.upcomingScan).toBe(booked);
    expect(overview.latestReport).toBe(report);
    expect(overview.unreadMessages).toBe(1);
    expect(overview.invoicesDue).toEqual({ count: 2, overdue: 1 });
  });

  it('does not point to the report a second time when reading it is the next step', () => {
    const report = reportedScan('enc_report', 3);
    const overview = decideHomeOverview(facts({ encounters: [report] }));
    expect(overview.nextStep).toEqual({ kind: 'viewReport', encounter: report });
    expect(overview.latestReport).toBeUndefined();
  });

  it('says the counts are unknown while the invoices and messages are not known', () => {
    const overview = decideHomeOverview(facts({ invoices: undefined, messages: undefined }));
    expect(overview.unreadMessages).toBeUndefined();
    expect(overview.invoicesDue).toBeUndefined();
  });

  it('shows no upcoming scan when the next one is not near (121 days or more away)', () => {
    const far = bookedScan('enc_far', 121 * DAY);
    expect(decideHomeOverview(facts({ encounters: [far] })).upcomingScan).toBeUndefined();
  });
});

describe('scanNextStep', () => {
  const mammography = bookedScan('enc_mammo', 21 * DAY, {
    kind: 'MAMMOGRAPHY',
    nextStep: 'COMPLETE_QUESTIONNAIRE',
  });
  const upload = task('tsk_upload', {
    type: 'MAMMO_UPLOAD',
    encounterId: 'enc_mammo',
    due: at(14 * DAY),
    done: false,
  });
  const questionnaire = task('tsk_mq', {
    type: 'MEDICAL_QUESTIONNAIRE',
    encounterId: 'enc_mammo',
    due: at(19 * DAY),
    done: false,
  });

  it("names the scan's soonest-due open task, not the scan's own step", () => {
    expect(scanNextStep(mammography, [questionnaire, upload])).toBe('UPLOAD_MAMMOGRAM');
    expect(scanNextStep(mammography, [questionnaire, { ...upload, done: true }])).toBe(
      'COMPLETE_QUESTIONNAIRE',
    );
  });

  it("names the scan's own step when no open task of that scan has a place in the app", () => {
    const consent = task('tsk_consent', { type: 'CONSENT_FORM', encounterId: 'enc_mammo' });
    const otherScan = { ...upload, id: 'tsk_other', encounterId: 'enc_other' };
    expect(scanNextStep(mammography, [consent, otherScan])).toBe('COMPLETE_QUESTIONNAIRE');
  });

  it('names every scan of a list the same from one reading of the tasks (scanNextSteps)', () => {
    const other = bookedScan('enc_other', 30 * DAY, { nextStep: 'SELECT_PLAN' });
    const stepOf = scanNextSteps([questionnaire, upload]);
    expect(stepOf(mammography)).toBe('UPLOAD_MAMMOGRAM');
    expect(stepOf(other)).toBe('SELECT_PLAN');
    for (const scan of [mammography, other]) {
      expect(stepOf(scan)).toBe(scanNextStep(scan, [questionnaire, upload]));
    }
  });

  it("agrees with Home's next step: the upcoming scan's card names the step the panel asks for", () => {
    const overview = decideHomeOverview(
      facts({ encounters: [mammography], tasks: [questionnaire, upload] }),
    );
    expect(overview.nextStep).toMatchObject({ kind: 'task', step: 'UPLOAD_MAMMOGRAM' });
    expect(overview.upcomingScan?.id).toBe('enc_mammo');
    expect(overview.upcomingScanStep).toBe('UPLOAD_MAMMOGRAM');
  });
});
