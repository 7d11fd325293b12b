import {
  CANCEL_REASON_MAX_LENGTH,
  formatPhoneForDisplay,
  readScheduleActionParams,
  type Appointment,
  type Center,
  type ScheduleAction,
  type ScheduleActionContext,
  type ScheduleActionParams,
  type ScheduleActionProblem,
  type ScheduleActionTimes,
  type ScheduleActionVisit,
  type LocalDate,
} from '@scanwise/core';
import type { TFunction } from 'i18next';
import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type FormEvent,
  type ReactElement,
} from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { NavigationType, useNavigationType, useParams } from 'react-router-dom';
import { Link } from '../../navigation/Link';
import { useStepHistory } from '../../navigation/stepHistory';
import { TOKENS } from '../../composition/tokens';
import { useService } from '../../composition/useService';
import { useStore } from '../../composition/useStore';
import { Button } from '../../design/components/Button/Button';
import { Card } from '../../design/components/Card/Card';
import { Dialog } from '../../design/components/Dialog/Dialog';
import { EmptyState } from '../../design/components/EmptyState/EmptyState';
import { ErrorState } from '../../design/components/ErrorState/ErrorState';
import { LoadingState } from '../../design/components/Spinner/Spinner';
import { StatusPill } from '../../design/components/StatusPill/StatusPill';
import { TextField } from '../../design/components/TextField/TextField';
import { useAppLocale, useLocaleFormatters } from '../../i18n/useLocaleFormatters';
import { Notice } from '../booking/BookingNotice';
import { SlotCalendar } from '../booking/SlotCalendar';
import { bookingDetailText, centerAddress, timeZoneName } from '../booking/bookingText';
import bookingStyles from '../booking/booking.module.css';
import { AppointmentPage } from './AppointmentPage';
import styles from './ScheduleActionScreen.module.css';

/** What the member was doing when a schedule-action call failed: the sentence says what did not happen. */
export type ScheduleStep = 'load' | 'cancel' | 'reschedule';

/**
 * The sentence of a schedule-action failure. A call that failed for no reason of the member's
 * says what did not happen (the appointment is not canceled, it keeps its time), then the call's
 * own reason, which already asks to try again; a load says the reason alone under its title.
 */
export function scheduleProblemText(
  t: TFunction,
  problem: ScheduleActionProblem,
  step: ScheduleStep,
): string {
  if (problem.reason === 'pickTimeFirst') return t('appointments.actions.pickTimeFirst');
  if (problem.reason !== 'failed') return t(`appointments.failure.${problem.reason}`);
  const reason = bookingDetailText(t, problem.detail) ?? t('appointments.failure.tryAgain');
  return step === 'load' ? reason : `${t(`appointments.failure.${step}Failed`)} ${reason}`;
}

/** "Tuesday, 02 Mar 2026 at 9:00 AM" in the center's zone. */
function useWhen(): (appointment: Pick<Appointment, 'start'>, zone: string) => string {
  const { t } = useTranslation();
  const format = useLocaleFormatters();
  return (appointment, zone) => {
    const start = Date.parse(appointment.start);
    return t('appointments.actions.whenValue', {
      date: format.formatDate(start, 'monthDay', zone),
      time: format.formatDate(start, 'timeOnly', zone),
    });
  };
}

/**
 * ScheduleAction (`/schedule-actions/:encounterId/:appointmentId/:bookingCode?/:isSelectMoreTimes?`):
 * the member's appointment (scan, center, local time in the center's zone, booking code) with two
 * ways on: a new time from the center's calendar (the booking screens' slot picker), or a
 * cancellation confirmed in a dialog that says what happens to the payment. With
 * isSelectMoreTimes the calendar opens at once to offer the center another time. It renders the
 * core's ScheduleAction of the link and calls its methods. Choices:
 * docs/adr/0029-schedule-actions.md.
 */
export function ScheduleActionScreen(): ReactElement {
  const { t } = useTranslation();
  const raw = useParams();
  const params = useMemo(
    () =>
      readScheduleActionParams({
        encounterId: raw['encounterId'],
        appointmentId: raw['appointmentId'],
        bookingCode: raw['bookingCode'],
        isSelectMoreTimes: raw['isSelectMoreTimes'],
      }),
    [raw],
  );
  if (!params) {
    return (
      <AppointmentPage title={t('appointments.actions.title')}>
        <NotChangeable />
      </AppointmentPage>
    );
  }
  // A link's screen of its own: how the member came to it is read when it opens.
  return (
    <ScheduleActionBody
      key={`${params.encounterId}/${params.appointmentId}/${params.bookingCode}/${String(params.selectMoreTimes)}`}
      params={params}
    />
  );
}

function NotChangeable(): ReactElement {
  const { t } = useTranslation();
  return (
    <EmptyState
      title={t('appointments.actions.notFoundTitle')}
      description={t('appointments.actions.notFoundDescription')}
      action={
        <Link className={bookingStyles.buttonLink} to="/scans">
          {t('appointments.common.seeScans')}
        </Link>
      }
    />
  );
}

/**
 * The screen's steps as its history entries name them: the appointment, its new times, and the
 * question before a cancellation.
 */
const isScheduleStep = (value: unknown): value is 'appointment' | 'newTime' | 'cancel' =>
  value === 'appointment' || value === 'newTime' || value === 'cancel';

function ScheduleActionBody({ params }: { readonly params: ScheduleActionParams }): ReactElement {
  const { t } = useTranslation();
  const scheduleActions = useService(TOKENS.scheduleActions);
  const action = useMemo(() => scheduleActions.forLink(params), [scheduleActions, params]);
  const state = useStore(action);
  // A reload or the browser's Back shows an outcome again; a link followed shows the appointment
  // as it is now. The screen's own steps move history later: how it opened is what counts.
  const navigationType = useNavigationType();
  const [visit] = useState<ScheduleActionVisit>(() =>
    navigationType === NavigationType.Pop ? 'return' : 'new',
  );
  useEffect(() => {
    void action.open(visit);
  }, [action, visit]);
  const { view, load, times, busy, problem } = state;
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  // The new times and the cancellation's question are steps with history entries of their own:
  // the phone's Back returns to the appointment (closing the question) instead of leaving the
  // screen, and Forward opens the step again.
  const step =
    view === 'reschedule'
      ? 'newTime'
      : view === 'overview' && confirmingCancel
        ? 'cancel'
        : 'appointment';
  useStepHistory(step, isScheduleStep, (to) => {
    setConfirmingCancel(to === 'cancel');
    if (to === 'newTime') action.startReschedule();
    else action.backToOverview();
  });

  if (view === 'rescheduled' || view === 'cancelled') {
    return (
      <AppointmentPage
        title={
          view === 'rescheduled' && state.outcome?.status === 'REQUESTED'
            ? t('appointments.actions.requestedTitle')
            : t(`appointments.actions.${view}Title`)
        }
        focusKey={view}
      >
        <Outcome view={view} appointment={state.outcome} />
      </AppointmentPage>
    );
  }
  if (load.status !== 'ready') {
    const notChangeable =
      load.status === 'error' &&
      (load.problem.reason === 'notFound' || load.problem.reason === 'appointmentClosed');
    return (
      <AppointmentPage title={t('appointments.actions.title')}>
        {notChangeable ? (
          <NotChangeable />
        ) : load.status === 'error' || load.retrying ? (
          <ErrorState
            title={t('appointments.actions.loadFailed')}
            description={
              load.status === 'error' ? scheduleProblemText(t, load.problem, 'load') : undefined
            }
            onRetry={() => void action.retryLoad()}
            isRetrying={load.status === 'loading'}
          />
        ) : (
          <LoadingState label={t('appointments.actions.loading')} />
        )}
      </AppointmentPage>
    );
  }

  const { context } = load;
  const rescheduling = view === 'reschedule';
  const title = rescheduling
    ? params.selectMoreTimes
      ? t('appointments.actions.titleMoreTimes')
      : t('appointments.actions.titleReschedule')
    : t('appointments.actions.title');
  return (
    <AppointmentPage
      title={title}
      focusKey={view}
      intro={
        rescheduling
          ? params.selectMoreTimes
            ? t('appointments.actions.moreTimesIntro')
            : t('appointments.actions.rescheduleIntro')
          : undefined
      }
      aside={<CurrentAppointment context={context} bookingCode={params.bookingCode} />}
    >
      {rescheduling ? (
        <ReschedulePanel
          center={context.center}
          times={times}
          selectedStart={state.selectedStart}
          problem={problem}
          busy={busy === 'rescheduling'}
          moreTimes={params.selectMoreTimes}
          action={action}
        />
      ) : (
        <OverviewPanel
          context={context}
          reason={state.reason}
          problem={problem}
          busy={busy === 'cancelling'}
          action={action}
          confirming={confirmingCancel}
          onConfirmingChange={setConfirmingCancel}
        />
      )}
    </AppointmentPage>
  );
}

function CurrentAppointment({
  context,
  bookingCode,
}: {
  readonly context: ScheduleActionContext;
  readonly bookingCode: string | null;
}): ReactElement {
  const { t } = useTranslation();
  const locale = useAppLocale();
  const when = useWhen();
  const { appointment, encounter, center } = context;
  const zone = center?.timeZone ?? 'UTC';
  const code = appointment.bookingCode ?? bookingCode;
  // Only an appointment that can still change gets here: waiting for the center, or booked.
  const tone = appointment.status === 'REQUESTED' ? 'warning' : 'success';
  return (
    <Card
      title={t('appointments.actions.currentTitle')}
      headingLevel={2}
      aside={
        <StatusPill tone={tone}>
          {t(`appointments.actions.status.${appointment.status}`)}
        </StatusPill>
      }
    >
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>{t('appointments.actions.scan')}</dt>
          <dd>{encounter.name ?? encounter.package?.name ?? '—'}</dd>
        </div>
        {center ? (
          <div className={styles.fact}>
            <dt>{t('appointments.actions.center')}</dt>
            <dd>
              {center.name}
              <br />
              <span className={bookingStyles.muted}>{centerAddress(center)}</span>
            </dd>
          </div>
        ) : null}
        <div className={styles.fact}>
          <dt>{t('appointments.actions.when')}</dt>
          <dd>
            {when(appointment, zone)}
            <br />
            <span className={bookingStyles.hint}>
              {t('appointments.actions.zoneNote', {
                zone: timeZoneName(locale, zone, Date.parse(appointment.start)),
              })}
            </span>
          </dd>
        </div>
        <div className={styles.fact}>
          <dt>{t('appointments.actions.bookingCode')}</dt>
          <dd className={code ? styles.code : bookingStyles.muted}>
            {code ?? t('appointments.actions.noBookingCode')}
          </dd>
        </div>
      </dl>
    </Card>
  );
}

function OverviewPanel({
  context,
  reason,
  problem,
  busy,
  action,
  confirming,
  onConfirmingChange: setConfirming,
}: {
  readonly context: ScheduleActionContext;
  readonly reason: string;
  readonly problem: ScheduleActionProblem | null;
  readonly busy: boolean;
  readonly action: ScheduleAction;
  /** The cancellation's question is open (the screen's step: the phone's Back closes it). */
  readonly confirming: boolean;
  readonly onConfirmingChange: (open: boolean) => void;
}): ReactElement {
  const { t } = useTranslation();
  const when = useWhen();
  const noticeRef = useRef<HTMLDivElement>(null);
  // Set when a cancellation failed: the notice takes focus once the dialog has gone, after the
  // dialog has handed focus back to the button that opened it (a frame timer raced that).
  const focusNoticeOnClose = useRef(false);
  useEffect(() => {
    if (confirming || !focusNoticeOnClose.current) return;
    focusNoticeOnClose.current = false;
    noticeRef.current?.focus();
  }, [confirming]);
  const { appointment, center } = context;
  const zone = center?.timeZone ?? 'UTC';
  const cancel = async (close: () => void): Promise<void> => {
    const ok = await action.confirmCancel();
    focusNoticeOnClose.current = !ok;
    close();
  };
  return (
    <>
      {problem ? (
        <Notice ref={noticeRef} tone="error">
          {scheduleProblemText(t, problem, 'cancel')}
        </Notice>
      ) : null}
      <div className={styles.choiceRow}>
        <Button onPress={() => action.startReschedule()}>
          {t('appointments.actions.reschedule')}
        </Button>
        <Button variant="secondary" onPress={() => setConfirming(true)}>
          {t('appointments.actions.cancel')}
        </Button>
      </div>
      <Dialog
        title={t('appointments.actions.cancelDialogTitle')}
        role="alertdialog"
        isOpen={confirming}
        onOpenChange={setConfirming}
        isDismissable={!busy}
        footer={(close) => (
          <>
            <Button variant="secondary" onPress={close} isDisabled={busy}>
              {t('appointments.actions.keep')}
            </Button>
            <Button variant="danger" isPending={busy} onPress={() => void cancel(close)}>
              {t('appointments.actions.confirmCancel')}
            </Button>
          </>
        )}
      >
        <p className={styles.dialogText}>
          {t('appointments.actions.cancelDialogBody', {
            when: when(appointment, zone),
            center: center?.name ?? '',
          })}
        </p>
        <p className={styles.dialogText}>{t('appointments.actions.cancelDialogRefund')}</p>
        <TextField
          multiline
          label={t('appointments.actions.cancelReason')}
          description={t('appointments.actions.cancelReasonHint')}
          value={reason}
          maxLength={CANCEL_REASON_MAX_LENGTH}
          rows={3}
          onChange={(text) => action.setReason(text)}
        />
      </Dialog>
    </>
  );
}

function ReschedulePanel({
  center,
  times,
  selectedStart,
  problem,
  busy,
  moreTimes,
  action,
}: {
  readonly center: Center | null;
  readonly times: ScheduleActionTimes;
  readonly selectedStart: string | null;
  readonly problem: ScheduleActionProblem | null;
  readonly busy: boolean;
  readonly moreTimes: boolean;
  readonly action: ScheduleAction;
}): ReactElement {
  const { t } = useTranslation();
  const when = useWhen();
  const noticeRef = useRef<HTMLDivElement>(null);
  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    const ok = await action.confirmReschedule();
    if (!ok) requestAnimationFrame(() => noticeRef.current?.focus());
  };
  const zone = center?.timeZone ?? 'UTC';
  // Stable, so a time pick redraws the times and not the calendar's days (SlotCalendar is memoised).
  const selectTime = useCallback((start: string) => action.selectTime(start), [action]);
  const pageTimes = useCallback((from: LocalDate) => void action.pageTimes(from), [action]);
  let picker: ReactElement;
  if (times.status === 'ready') {
    picker = (
      <SlotCalendar
        idPrefix="schedule-actions"
        timeZone={zone}
        range={times.range}
        calendar={times.calendar}
        selectedStart={selectedStart}
        onSelect={selectTime}
        onRange={pageTimes}
      />
    );
  } else if (times.status === 'error') {
    picker = (
      <ErrorState
        title={t('appointments.actions.timesFailed')}
        description={scheduleProblemText(t, times.problem, 'load')}
        onRetry={() => void action.retryTimes()}
      />
    );
  } else {
    picker = <LoadingState label={t('appointments.actions.loadingTimes')} />;
  }
  return (
    <form className={styles.stack} onSubmit={(event) => void submit(event)} noValidate>
      {moreTimes && center?.phoneNumber ? (
        <Notice tone="info">
          {t('appointments.actions.moreTimesPhone', {
            phone: formatPhoneForDisplay(center.phoneNumber),
          })}
        </Notice>
      ) : null}
      {picker}
      {selectedStart ? (
        <p className={bookingStyles.hint} role="status">
          {t('appointments.actions.newTimeSummary', { when: when({ start: selectedStart }, zone) })}
        </p>
      ) : null}
      {problem ? (
        <Notice ref={noticeRef} tone="error">
          {scheduleProblemText(t, problem, 'reschedule')}
        </Notice>
      ) : null}
      <div className={bookingStyles.actions}>
        <Button variant="ghost" onPress={() => action.backToOverview()}>
          {t('appointments.actions.keep')}
        </Button>
        <Button type="submit" isPending={busy}>
          {center && !center.onlineBooking
            ? t('appointments.actions.sendTime')
            : t('appointments.actions.confirmNewTime')}
        </Button>
      </div>
    </form>
  );
}

function Outcome({
  view,
  appointment,
}: {
  readonly view: 'rescheduled' | 'cancelled';
  readonly appointment: Appointment | null;
}): ReactElement {
  const { t } = useTranslation();
  const when = useWhen();
  const zone = appointment?.center?.timeZone ?? 'UTC';
  const centerName = appointment?.center?.name ?? '';
  const requested = view === 'rescheduled' && appointment?.status === 'REQUESTED';
  return (
    <>
      <Notice tone={view === 'cancelled' ? 'info' : 'success'}>
        {view === 'cancelled'
          ? t('appointments.actions.cancelledBody')
          : appointment
            ? requested
              ? t('appointments.actions.requestedBody', {
                  center: centerName,
                  when: when(appointment, zone),
                })
              : t('appointments.actions.rescheduledBody', {
                  center: centerName,
                  when: when(appointment, zone),
                })
            : null}
      </Notice>
      {view === 'rescheduled' && appointment?.bookingCode ? (
        <p>
          {t('appointments.actions.bookingCode')}:{' '}
          <span className={styles.code}>{appointment.bookingCode}</span>
        </p>
      ) : null}
      <div className={styles.choiceRow}>
        <Link className={bookingStyles.buttonLink} data-variant="primary" to="/scans">
          {t('appointments.common.seeScans')}
        </Link>
        {view === 'cancelled' ? (
          <Link className={bookingStyles.buttonLink} to="/messages">
            {t('appointments.actions.messageCareTeam')}
          </Link>
        ) : null}
      </div>
    </>
  );
}
