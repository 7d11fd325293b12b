import { enums, nullable, size, string, type } from 'superstruct';
import { MEMBER_QUERY_KEYS } from '../memberData';
import { createPersistedStateStoreFor, type PersistedStateStore } from '../persistence';
import type { Clock, KeyValueStorage, Logger } from '../ports';
import type { RemoteDataCache } from '../remoteData';
import {
  AppointmentSchema,
  CANCEL_REASON_MAX_LENGTH,
  IsoDateSchema,
  IsoDateTimeSchema,
  type Appointment,
} from '../schemas';
import { RunGuard, StateStore } from '../store';
import { isAppointmentChangeable } from './appointmentChangeable';
import { BOOKING_AVAILABILITY_DAYS } from './bookingAvailabilityDays';
import type { BookingStateStore } from './bookingStateStore';
import {
  availabilityRangeForLocalDays,
  groupSlotsByLocalDay,
  type AvailabilityRange,
  type LocalSlotDay,
} from './bookingSlots';
import { localDateInZone, type LocalDate } from '../locale';
import {
  cancelBookedAppointment,
  listMoreAppointmentTimes,
  loadScheduleActionContext,
  rescheduleBookedAppointment,
  type ScheduleActionCalls,
  type ScheduleActionContext,
  type ScheduleActionFailure,
} from './scheduleActions';
import type { ScheduleActionParams } from './scheduleActionPath';

/** What the member sees: the appointment, the new-time picker, or the outcome. */
export type ScheduleActionView = 'overview' | 'reschedule' | 'rescheduled' | 'cancelled';

/**
 * How the member came to the screen: `'new'`, by a link followed (Scans, Home, the confirmation,
 * an e-mail); `'return'`, by a reload or the browser's Back or Forward.
 */
export type ScheduleActionVisit = 'new' | 'return';

/** A failure shown on the screen: the core's reason and the call's own message key. */
export interface ScheduleActionProblem {
  readonly reason: ScheduleActionFailure | 'pickTimeFirst';
  readonly detail: string | null;
}

export type ScheduleActionLoad =
  | { readonly status: 'loading'; readonly retrying: boolean }
  | { readonly status: 'error'; readonly problem: ScheduleActionProblem }
  | { readonly status: 'ready'; readonly context: ScheduleActionContext };

export type ScheduleActionTimes =
  | { readonly status: 'loading' }
  | { readonly status: 'error'; readonly problem: ScheduleActionProblem }
  | {
      readonly status: 'ready';
      readonly range: AvailabilityRange;
      readonly calendar: readonly LocalSlotDay[];
    };

/** What survives a reload (session storage): the step, the time picked, the reason typed, the outcome. */
const ScheduleActionDraftSchema = type({
  view: enums(['overview', 'reschedule', 'rescheduled', 'cancelled'] as const),
  selectedStart: nullable(IsoDateTimeSchema),
  fromDate: nullable(IsoDateSchema),
  reason: size(string(), 0, CANCEL_REASON_MAX_LENGTH),
  outcome: nullable(AppointmentSchema),
});

/** What a schedule action keeps across a reload: the step, the time picked, the reason, the outcome. */
export interface ScheduleActionDraft {
  readonly view: ScheduleActionView;
  readonly selectedStart: string | null;
  readonly fromDate: LocalDate | null;
  readonly reason: string;
  readonly outcome: Appointment | null;
}

const EMPTY_DRAFT: ScheduleActionDraft = {
  view: 'overview',
  selectedStart: null,
  fromDate: null,
  reason: '',
  outcome: null,
};

/** The session-storage key of an appointment's draft. */
export const scheduleActionDraftKey = (appointmentId: string): string =>
  `scanwise.scheduleAction.${appointmentId}`;

/** Everything the ScheduleAction screen renders from, as one snapshot. */
export interface ScheduleActionState extends ScheduleActionDraft {
  readonly params: ScheduleActionParams;
  readonly load: ScheduleActionLoad;
  readonly times: ScheduleActionTimes;
  readonly busy: 'rescheduling' | 'cancelling' | null;
  /** Why the last action did not go through; null otherwise. */
  readonly problem: ScheduleActionProblem | null;
}

export interface ScheduleActionOptions {
  readonly params: ScheduleActionParams;
  readonly calls: ScheduleActionCalls;
  /** Session storage: the draft of the screen survives a reload. */
  readonly storage: KeyValueStorage;
  readonly clock: Clock;
  /**
   * The booking state, for its `validEntryAppointmentActions` flag (spec section 4: "Booking
   * screens are gated by the flags validEntry, validAssociateEntry and
   * validEntryAppointmentActions"): set once a link's appointment is checked and can change,
   * cleared when a link's appointment cannot change or once an action went through. The new-time
   * and cancel steps run only while it is set. See docs/adr/0093-appointment-actions-entry-flag.md.
   */
  readonly booking: Pick<BookingStateStore, 'getSnapshot' | 'update'>;
  /** The member's cached data: a moved or cancelled appointment invalidates encounters and tasks. */
  readonly cache?: RemoteDataCache;
  readonly logger?: Logger;
  /** Days of free times per page; default {@link BOOKING_AVAILABILITY_DAYS}. */
  readonly availabilityDays?: number;
}

const LOADING: ScheduleActionLoad = Object.freeze({ status: 'loading', retrying: false });
const TIMES_LOADING: ScheduleActionTimes = Object.freeze({ status: 'loading' });
const CLOSED: ScheduleActionProblem = Object.freeze({
  reason: 'appointmentClosed',
  detail: null,
});

/**
 * The ScheduleAction screen's use case
 * (`/schedule-actions/:encounterId/:appointmentId/:bookingCode?/:isSelectMoreTimes?`): loads the
 * appointment (an appointment that can no longer change is refused at once), pages the free
 * times of its center, reschedules or cancels with the link's booking code. The step, the picked
 * time and the typed reason are a draft in session storage, so a reload or a failed call loses
 * nothing; every failure is logged. A moved or cancelled appointment invalidates the member's
 * cached encounters and tasks.
 */
export class ScheduleAction extends StateStore<ScheduleActionState> {
  private readonly draft: PersistedStateStore<ScheduleActionDraft>;
  private readonly loads = new RunGuard();
  private readonly timeLoads = new RunGuard();
  private loading: Promise<void> | undefined;
  private load: ScheduleActionLoad = LOADING;
  private times: ScheduleActionTimes = TIMES_LOADING;
  private busy: ScheduleActionState['busy'] = null;
  private problem: ScheduleActionProblem | null = null;
  private readonly unsubscribeDraft: () => void;
  private readonly startingDraft: ScheduleActionDraft;

  constructor(private readonly options: ScheduleActionOptions) {
    const { params } = options;
    const startingDraft: ScheduleActionDraft = params.selectMoreTimes
      ? { ...EMPTY_DRAFT, view: 'reschedule' }
      : EMPTY_DRAFT;
    const draft = createPersistedStateStoreFor<ScheduleActionDraft>(
      { storage: options.storage, logger: options.logger },
      {
        key: scheduleActionDraftKey(params.appointmentId),
        version: null,
        schema: ScheduleActionDraftSchema,
        defaults: startingDraft,
        label: 'Schedule action draft',
      },
    );
    super({
      ...draft.getSnapshot(),
      params,
      load: LOADING,
      times: TIMES_LOADING,
      busy: null,
      problem: null,
    });
    this.draft = draft;
    this.startingDraft = startingDraft;
    this.unsubscribeDraft = draft.subscribe(() => this.compose());
  }

  /**
   * The screen is open: loads the appointment unless an outcome is already shown (that one needs
   * no load) or it is loaded and the appointment-actions entry still holds; an entry cleared
   * since (another link's appointment could not change, an action went through) checks the
   * appointment again. An outcome shows until the member leaves: a reload or Back shows it
   * again, a new visit starts from the appointment as it is now (its new time, or that it is
   * cancelled), so a moved appointment can be changed again. Resolves once the load settled;
   * never rejects.
   */
  open(visit: ScheduleActionVisit = 'return'): Promise<void> {
    if (visit === 'new' && this.outcomeShown()) {
      this.problem = null;
      this.draft.update(this.startingDraft);
    }
    if (this.outcomeShown() || this.entryHolds()) return Promise.resolve();
    return this.loadContext(false);
  }

  /** Loads the appointment again after a failure. */
  retryLoad(): Promise<void> {
    return this.loadContext(true);
  }

  /**
   * To the new-time picker (its free times load); only from the appointment while the entry
   * holds. Asked again while the picker shows, it keeps the time picked and the times loaded (the
   * browser's Forward lands here too). Answers whether the picker shows now.
   */
  startReschedule(): boolean {
    const { view } = this.draft.getSnapshot();
    if (view === 'reschedule') return true;
    if (view !== 'overview' || !this.entryHolds()) return false;
    this.problem = null;
    this.draft.update({ view: 'reschedule' });
    void this.loadTimes();
    return true;
  }

  /**
   * Back to the appointment; the time picked is dropped. Nothing once an outcome is shown: the
   * appointment has moved or gone, and the outcome says so until the member leaves.
   */
  backToOverview(): void {
    if (this.outcomeShown()) return;
    this.problem = null;
    this.draft.update({ view: 'overview', selectedStart: null });
  }

  /** Shows the free times from another center-local day. */
  pageTimes(from: LocalDate): Promise<void> {
    this.draft.update({ fromDate: from });
    return this.loadTimes();
  }

  retryTimes(): Promise<void> {
    return this.loadTimes();
  }

  selectTime(start: string): void {
    this.problem = null;
    this.draft.update({ selectedStart: start });
  }

  setReason(reason: string): void {
    this.draft.update({ reason: reason.slice(0, CANCEL_REASON_MAX_LENGTH) });
  }

  /**
   * Moves the appointment to the picked time. Resolves true once moved; false with a problem to
   * show (no time picked, a time taken meanwhile: the times load again, a refusal, a failure).
   */
  async confirmReschedule(): Promise<boolean> {
    if (!this.entryHolds() || this.busy || this.load.status !== 'ready') return false;
    const { selectedStart } = this.draft.getSnapshot();
    if (!selectedStart) {
      this.problem = { reason: 'pickTimeFirst', detail: null };
      this.compose();
      return false;
    }
    const { params, calls } = this.options;
    const run = this.loads.current();
    this.startAction('rescheduling');
    const result = await rescheduleBookedAppointment(calls, {
      appointmentId: params.appointmentId,
      start: selectedStart,
      centerId: this.load.context.center?.id ?? null,
      bookingCode: params.bookingCode,
    });
    if (run.stale) return false;
    this.busy = null;
    if (!result.ok) {
      this.failed('reschedule', result);
      if (result.reason === 'slotUnavailable') {
        this.draft.update({ selectedStart: null });
        void this.loadTimes();
      }
      this.compose();
      return false;
    }
    this.changed();
    this.draft.update({ view: 'rescheduled', outcome: result.value, selectedStart: null });
    return true;
  }

  /** Cancels the appointment with the typed reason. Resolves true once cancelled. */
  async confirmCancel(): Promise<boolean> {
    if (!this.entryHolds() || this.busy) return false;
    const { params, calls } = this.options;
    const run = this.loads.current();
    this.startAction('cancelling');
    const result = await cancelBookedAppointment(calls, {
      appointmentId: params.appointmentId,
      reason: this.draft.getSnapshot().reason,
      bookingCode: params.bookingCode,
    });
    if (run.stale) return false;
    this.busy = null;
    if (!result.ok) {
      this.failed('cancel', result);
      this.compose();
      return false;
    }
    this.changed();
    this.draft.update({ view: 'cancelled', outcome: result.value, reason: '' });
    return true;
  }

  override dispose(): void {
    this.loads.abandon();
    this.timeLoads.abandon();
    this.unsubscribeDraft();
    this.draft.dispose();
    super.dispose();
  }

  /** The appointment is loaded and can change, and the appointment-actions entry is set. */
  private entryHolds(): boolean {
    return (
      this.load.status === 'ready' &&
      this.options.booking.getSnapshot().validEntryAppointmentActions
    );
  }

  private setEntry(valid: boolean): void {
    if (this.options.booking.getSnapshot().validEntryAppointmentActions !== valid) {
      this.options.booking.update({ validEntryAppointmentActions: valid });
    }
  }

  private outcomeShown(): boolean {
    const { view } = this.draft.getSnapshot();
    return view === 'rescheduled' || view === 'cancelled';
  }

  private loadContext(retrying: boolean): Promise<void> {
    if (this.loading) return this.loading;
    const run = this.loads.start();
    this.load = retrying ? { status: 'loading', retrying } : LOADING;
    this.compose();
    const done = loadScheduleActionContext(this.options.calls, this.options.params).then(
      (result) => {
        if (run.stale) return;
        this.loading = undefined;
        if (!result.ok) {
          this.failed('load', result);
          this.load = {
            status: 'error',
            problem: { reason: result.reason, detail: result.detail },
          };
          this.setEntry(false);
        } else if (!isAppointmentChangeable(result.value.appointment.status)) {
          // Cancelled, completed or missed: nothing to move or cancel here.
          this.load = { status: 'error', problem: CLOSED };
          this.setEntry(false);
        } else {
          this.load = { status: 'ready', context: result.value };
          this.setEntry(true);
          if (this.draft.getSnapshot().view === 'reschedule') void this.loadTimes();
        }
        this.compose();
      },
    );
    this.loading = done;
    return done;
  }

  private async loadTimes(): Promise<void> {
    if (this.load.status !== 'ready') return;
    const center = this.load.context.center;
    if (!center) return;
    const run = this.timeLoads.start();
    this.times = TIMES_LOADING;
    this.compose();
    const { clock, calls } = this.options;
    const days = this.options.availabilityDays ?? BOOKING_AVAILABILITY_DAYS;
    const now = clock.now();
    const today = localDateInZone(now, center.timeZone);
    const asked = this.draft.getSnapshot().fromDate;
    const from = asked !== null && asked > today ? asked : today;
    const result = await listMoreAppointmentTimes(calls, {
      center,
      now,
      days,
      fromDate: from,
      packageId: this.load.context.encounter.package?.id ?? null,
    });
    if (run.stale) return;
    if (!result.ok) {
      this.failed('times', result);
      this.times = { status: 'error', problem: { reason: result.reason, detail: result.detail } };
    } else {
      this.times = {
        status: 'ready',
        range: availabilityRangeForLocalDays(from, days, center.timeZone),
        calendar: groupSlotsByLocalDay(result.value, center.timeZone),
      };
    }
    this.compose();
  }

  private startAction(busy: 'rescheduling' | 'cancelling'): void {
    this.busy = busy;
    this.problem = null;
    this.compose();
  }

  private failed(
    what: 'load' | 'times' | 'reschedule' | 'cancel',
    result: { readonly reason: ScheduleActionFailure; readonly detail: string },
  ): void {
    this.options.logger?.warn(`Schedule action: ${what} failed`, {
      reason: result.reason,
      detail: result.detail,
    });
    if (what === 'reschedule' || what === 'cancel') {
      this.problem = { reason: result.reason, detail: result.detail };
    }
  }

  /**
   * The appointment changed on the platform: the screens showing it load it again, and the entry
   * is used up (a further change starts from a link again).
   */
  private changed(): void {
    this.setEntry(false);
    this.options.cache?.invalidate(MEMBER_QUERY_KEYS.encounters);
    this.options.cache?.invalidate(MEMBER_QUERY_KEYS.tasks);
  }

  private compose(): void {
    this.set({
      ...this.draft.getSnapshot(),
      params: this.options.params,
      load: this.load,
      times: this.times,
      busy: this.busy,
      problem: this.problem,
    });
  }
}

export type ScheduleActionsOptions = Omit<ScheduleActionOptions, 'params'>;

/**
 * The schedule actions of the session, one per link (encounter, appointment, booking code and
 * whether more times are asked): the same one comes back while the session lasts, so a screen
 * opened again shows where the member was at once. Cleared at sign-out.
 */
export class ScheduleActions {
  private readonly open = new Map<string, ScheduleAction>();

  constructor(private readonly options: ScheduleActionsOptions) {}

  /** The schedule action of a link's parameters; the same object for the same link. */
  forLink(params: ScheduleActionParams): ScheduleAction {
    const key = JSON.stringify([
      params.encounterId,
      params.appointmentId,
      params.bookingCode,
      params.selectMoreTimes,
    ]);
    const existing = this.open.get(key);
    if (existing) return existing;
    const created = new ScheduleAction({ ...this.options, params });
    this.open.set(key, created);
    return created;
  }

  /** Forgets every schedule action (a sign-out); the drafts stay in session storage. */
  clear(): void {
    for (const action of this.open.values()) action.dispose();
    this.open.clear();
  }

  dispose(): void {
    this.clear();
  }
}
