import { is } from 'superstruct';
import {
  AppointmentSchema,
  BOOKING_AVAILABILITY_DAYS,
  availabilityRangeForLocalDays,
  cancelBookedAppointment,
  groupSlotsByLocalDay,
  listMoreAppointmentTimes,
  loadScheduleActionContext,
  localDateInZone,
  rescheduleBookedAppointment,
  type Appointment,
  type AvailabilityRange,
  type LocalDate,
  type LocalSlotDay,
  type ScheduleActionContext,
  type ScheduleActionFailure,
  type ScheduleActionParams,
} from '@scanwise/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { TOKENS } from '../../composition/tokens';
import { useRemoteData } from '../dashboard/useRemoteData';
import { useService } from '../../composition/useService';

/** What the member sees: the appointment, the new-time picker, or the outcome. */
export type ScheduleActionView = 'overview' | 'reschedule' | 'rescheduled' | 'cancelled';

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
interface ScheduleActionDraft {
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

export const scheduleActionDraftKey = (appointmentId: string): string =>
  `scanwise.scheduleAction.${appointmentId}`;

const VIEWS: readonly ScheduleActionView[] = ['overview', 'reschedule', 'rescheduled', 'cancelled'];

function readDraft(raw: string | null, selectMoreTimes: boolean): ScheduleActionDraft {
  const fresh = selectMoreTimes ? { ...EMPTY_DRAFT, view: 'reschedule' as const } : EMPTY_DRAFT;
  if (!raw) return fresh;
  try {
    const parsed = JSON.parse(raw) as Partial<ScheduleActionDraft>;
    const view = VIEWS.find((candidate) => candidate === parsed.view) ?? fresh.view;
    return {
      view,
      selectedStart: typeof parsed.selectedStart === 'string' ? parsed.selectedStart : null,
      fromDate: typeof parsed.fromDate === 'string' ? parsed.fromDate : null,
      reason: typeof parsed.reason === 'string' ? parsed.reason : '',
      outcome: is(parsed.outcome, AppointmentSchema) ? parsed.outcome : null,
    };
  } catch {
    return fresh;
  }
}

/**
 * The ScheduleAction screen's state over the core's schedule-action functions: the appointment
 * loaded, the free times of its center (two weeks a page), reschedule and cancel. The step, the
 * picked time and the typed reason are kept in session storage, so a reload or a failed call
 * loses nothing; failures are logged through TOKENS.logger.
 */
export function useScheduleAction(params: ScheduleActionParams) {
  const api = useService(TOKENS.memberApi);
  const clock = useService(TOKENS.clock);
  const logger = useService(TOKENS.logger);
  const storage = useService(TOKENS.storage);
  const key = scheduleActionDraftKey(params.appointmentId);
  const [draft, setDraftState] = useState<ScheduleActionDraft>(() =>
    readDraft(storage.session.getItem(key), params.selectMoreTimes),
  );
  const [busy, setBusy] = useState<'rescheduling' | 'cancelling' | null>(null);
  const [problem, setProblem] = useState<ScheduleActionProblem | null>(null);
  /** Bumped to load the free times again (a slot taken meanwhile). */
  const [timesRun, setTimesRun] = useState(0);
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const setDraft = useCallback(
    (change: Partial<ScheduleActionDraft>) => {
      setDraftState((current) => {
        const next = { ...current, ...change };
        storage.session.setItem(key, JSON.stringify(next));
        return next;
      });
    },
    [storage, key],
  );

  const report = useCallback(
    (what: string, reason: string, detail: string) => {
      logger.warn(`Schedule action: ${what} failed`, { reason, detail });
    },
    [logger],
  );

  const outcomeShown = draft.view === 'rescheduled' || draft.view === 'cancelled';
  const loadContext = useCallback(async () => {
    const result = await loadScheduleActionContext(api, params);
    if (!result.ok) report('load', result.reason, result.detail);
    return result;
  }, [api, params, report]);
  // An outcome already reached is shown from the draft, without a load.
  const remote = useRemoteData('ScheduleAction', loadContext, !outcomeShown);
  const load: ScheduleActionLoad =
    remote.state.status === 'ready'
      ? remote.state.data.ok
        ? { status: 'ready', context: remote.state.data.value }
        : {
            status: 'error',
            problem: { reason: remote.state.data.reason, detail: remote.state.data.detail },
          }
      : remote.state.status === 'error'
        ? { status: 'error', problem: { reason: 'failed', detail: null } }
        : { status: 'loading', retrying: remote.state.retrying };
  const retryLoad = remote.retry;

  const center = load.status === 'ready' ? load.context.center : null;
  const packageId = load.status === 'ready' ? (load.context.encounter.package?.id ?? null) : null;
  const fromDate = draft.fromDate;

  const loadTimes = useCallback(async () => {
    if (!center) return null;
    void timesRun;
    const now = clock.now();
    const today = localDateInZone(now, center.timeZone);
    const from = fromDate && fromDate > today ? fromDate : today;
    const result = await listMoreAppointmentTimes(api, {
      center,
      now,
      days: BOOKING_AVAILABILITY_DAYS,
      fromDate: from,
      packageId,
    });
    if (!result.ok) report('times', result.reason, result.detail);
    return { from, result };
  }, [api, clock, center, packageId, report, fromDate, timesRun]);
  const timesRemote = useRemoteData(
    'ScheduleAction times',
    loadTimes,
    draft.view === 'reschedule' && center !== null,
  );
  let times: ScheduleActionTimes = { status: 'loading' };
  if (timesRemote.state.status === 'error') {
    times = { status: 'error', problem: { reason: 'failed', detail: null } };
  } else if (timesRemote.state.status === 'ready' && timesRemote.state.data && center) {
    const { from, result } = timesRemote.state.data;
    times = result.ok
      ? {
          status: 'ready',
          range: availabilityRangeForLocalDays(from, BOOKING_AVAILABILITY_DAYS, center.timeZone),
          calendar: groupSlotsByLocalDay(result.value, center.timeZone),
        }
      : { status: 'error', problem: { reason: result.reason, detail: result.detail } };
  }
  const reloadTimes = useCallback(() => setTimesRun((run) => run + 1), []);

  const bookingCode = params.bookingCode;

  const actions = {
    retryLoad,
    startReschedule: () => {
      setProblem(null);
      setDraft({ view: 'reschedule' });
    },
    backToOverview: () => {
      setProblem(null);
      setDraft({ view: 'overview', selectedStart: null });
    },
    pageTimes: (from: LocalDate) => setDraft({ fromDate: from }),
    retryTimes: reloadTimes,
    selectTime: (start: string) => {
      setProblem(null);
      setDraft({ selectedStart: start });
    },
    setReason: (reason: string) => setDraft({ reason }),
    confirmReschedule: async (): Promise<boolean> => {
      if (load.status !== 'ready' || busy) return false;
      if (!draft.selectedStart) {
        setProblem({ reason: 'pickTimeFirst', detail: null });
        return false;
      }
      setBusy('rescheduling');
      setProblem(null);
      const result = await rescheduleBookedAppointment(api, {
        appointmentId: params.appointmentId,
        start: draft.selectedStart,
        centerId: load.context.center?.id ?? null,
        bookingCode,
      });
      if (!alive.current) return false;
      setBusy(null);
      if (!result.ok) {
        report('reschedule', result.reason, result.detail);
        setProblem({ reason: result.reason, detail: result.detail });
        if (result.reason === 'slotUnavailable') {
          setDraft({ selectedStart: null });
          reloadTimes();
        }
        return false;
      }
      setDraft({ view: 'rescheduled', outcome: result.value, selectedStart: null });
      return true;
    },
    confirmCancel: async (): Promise<boolean> => {
      if (load.status !== 'ready' || busy) return false;
      setBusy('cancelling');
      setProblem(null);
      const result = await cancelBookedAppointment(api, {
        appointmentId: params.appointmentId,
        reason: draft.reason,
        bookingCode,
      });
      if (!alive.current) return false;
      setBusy(null);
      if (!result.ok) {
        report('cancel', result.reason, result.detail);
        setProblem({ reason: result.reason, detail: result.detail });
        return false;
      }
      setDraft({ view: 'cancelled', outcome: result.value, reason: '' });
      return true;
    },
  };

  return { draft, load, times, busy, problem, actions };
}
