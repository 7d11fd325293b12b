import {
  OFFLINE_BOOKING_NOTE_MAX_LENGTH,
  formatPhoneForDisplay,
  orderCentersByDistance,
  type BookingJourneyState,
  type Center,
  type LocalDate,
} from '@scanwise/core';
import {
  memo,
  useCallback,
  useDeferredValue,
  useEffect,
  useMemo,
  useRef,
  useState,
  type FormEvent,
  type ReactElement,
} from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { TOKENS } from '../../composition/tokens';
import { useService } from '../../composition/useService';
import { Button } from '../../design/components/Button/Button';
import { Radio, RadioGroup } from '../../design/components/RadioGroup/RadioGroup';
import { EmptyState } from '../../design/components/EmptyState/EmptyState';
import { ErrorState } from '../../design/components/ErrorState/ErrorState';
import { LoadingState } from '../../design/components/Spinner/Spinner';
import { TextField } from '../../design/components/TextField/TextField';
import { useAppLocale } from '../../i18n/useLocaleFormatters';
import { ProbedItem } from '../../performance/renderProbe';
import { BookingPage } from './BookingPage';
import { BookingSummary } from './BookingSummary';
import { JourneyNotice, Notice, useLogBookingError } from './BookingNotice';
import { RepeatScanNotice } from './RepeatScanNotice';
import { bookingDetailText, centerAddress, centerRegionName, providerName } from './bookingText';
import { useBookingJourney, useBookingStepSync } from './useBookingJourney';
import { useStore } from '../../composition/useStore';
import { NearestCenterSearch, distanceText } from './NearestCenterSearch';
import { SlotCalendar } from './SlotCalendar';
import styles from './booking.module.css';

/**
 * ScheduleScan (`/<prefix>/schedule-scan`): the centers of the member's country (US states, UK
 * regions) with their booking provider; for an online center a calendar of the free days and the
 * times of the chosen day in the center's time zone (en-US or en-GB form), two weeks at a time;
 * for a center that books by phone, the request path (preferred times, the center calls back).
 */
export function ScheduleScanScreen(): ReactElement {
  const { t } = useTranslation();
  const { journey, state } = useBookingJourney();
  useBookingStepSync('schedule-scan', state);
  useLogBookingError('schedule-scan', state.step === 'schedule-scan' ? state.error : null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const repeatBoxRef = useRef<HTMLInputElement>(null);
  const { booking, activity, error } = state;
  const center = booking.center;
  // What follows a pick (the times of another center, the summary) renders after the pick's
  // own paint: the pressed center or time shows at once.
  const following = useDeferredValue(state);
  const [note, setNote] = useState(booking.additionalBookingInformation ?? '');

  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    if (center && !center.onlineBooking) journey.requestOfflineBooking(note);
    const outcome = await journey.continueToReserve();
    if (!outcome.ok) {
      const target = outcome.error.code === 'repeatScanUnconfirmed' ? repeatBoxRef : noticeRef;
      requestAnimationFrame(() => target.current?.focus());
    }
  };

  let body: ReactElement;
  if (booking.availableCenters.length === 0 && activity === 'loadingCenters') {
    body = <LoadingState label={t('booking.schedule.loading')} />;
  } else if (booking.availableCenters.length === 0 && error?.code === 'loadFailed') {
    body = (
      <ErrorState
        title={t('booking.schedule.loadFailedTitle')}
        description={bookingDetailText(t, error.detail) ?? undefined}
        onRetry={() => void journey.loadCenters()}
      />
    );
  } else if (booking.availableCenters.length === 0) {
    body = (
      <EmptyState
        title={t('booking.schedule.emptyTitle')}
        description={t('booking.schedule.emptyDescription')}
        action={
          <Button variant="secondary" onPress={() => journey.goBack('select-plan')}>
            {t('booking.schedule.changePlan')}
          </Button>
        }
      />
    );
  } else {
    body = (
      <form className={styles.content} onSubmit={(event) => void submit(event)} noValidate>
        <CenterPicker availableCenters={booking.availableCenters} selectedId={center?.id ?? null} />
        {center?.onlineBooking ? (
          <TimePicker
            state={following}
            selectedStart={state.progress.selectedSlot?.start ?? null}
          />
        ) : null}
        {center && !center.onlineBooking ? (
          <OfflineRequest center={center} note={note} onNote={setNote} />
        ) : null}
        <RepeatScanNotice state={state} checkboxRef={repeatBoxRef} />
        {error && error.code !== 'loadFailed' && error.code !== 'repeatScanUnconfirmed' ? (
          <JourneyNotice ref={noticeRef} error={error} />
        ) : null}
        <div className={styles.actions}>
          <Button variant="ghost" onPress={() => journey.goBack('select-plan')}>
            {t('booking.schedule.changePlan')}
          </Button>
          <Button type="submit" isPending={activity === 'holdingSlot'}>
            {t('booking.schedule.continue')}
          </Button>
        </div>
      </form>
    );
  }

  return (
    <BookingPage
      step="schedule-scan"
      title={t('booking.schedule.title')}
      intro={t('booking.schedule.intro')}
      aside={<BookingSummary state={following} />}
    >
      {body}
    </BookingPage>
  );
}

const byRegionThenName = (a: Center, b: Center): number =>
  centerRegionName(a).localeCompare(centerRegionName(b)) || a.name.localeCompare(b.name);

/**
 * The centers nearest first from the member's address or a typed ZIP code or postcode (core
 * CenterOrigin and orderCentersByDistance), each with its distance; without an origin, by region
 * and name. The search names the origin; the radio group follows it.
 */
const CenterPicker = memo(function CenterPicker({
  availableCenters,
  selectedId,
}: {
  readonly availableCenters: readonly Center[];
  readonly selectedId: string | null;
}): ReactElement {
  const { t } = useTranslation();
  const journey = useService(TOKENS.bookingJourney);
  const centerOrigin = useService(TOKENS.centerOrigin);
  const origin = useStore(centerOrigin);
  const country = availableCenters[0]?.country ?? 'US';
  useEffect(() => {
    void centerOrigin.start(country);
  }, [centerOrigin, country]);
  const point = origin.origin?.point ?? null;
  const centers = useMemo(
    () => orderCentersByDistance([...availableCenters].sort(byRegionThenName), point),
    [availableCenters, point],
  );
  return (
    <>
      <NearestCenterSearch country={country} state={origin} />
      <RadioGroup
        className={styles.section}
        value={selectedId}
        onChange={(id) => void journey.selectCenter(id)}
        label={t('booking.schedule.centersLegend')}
        labelClassName={styles.sectionTitle}
      >
        <div className={styles.choices} data-columns="2">
          {centers.map(({ center, miles }) => (
            <CenterChoice key={center.id} center={center} miles={miles} />
          ))}
        </div>
      </RadioGroup>
    </>
  );
});

const CenterChoice = memo(function CenterChoice({
  center,
  miles,
}: {
  readonly center: Center;
  readonly miles: number | null;
}): ReactElement {
  const { t } = useTranslation();
  const locale = useAppLocale();
  return (
    <ProbedItem id={`center:${center.id}`}>
      <Radio value={center.id} className={styles.choice}>
        <span className={styles.choiceHead}>
          <span className={styles.choiceName}>{center.name}</span>
          {miles === null ? null : (
            <span className={styles.distance}>
              <span aria-hidden="true">{distanceText(t, locale, miles, 'short')}</span>
              <span className={styles.visuallyHidden}>
                {distanceText(t, locale, miles, 'long')}
              </span>
            </span>
          )}
        </span>
        <span>{centerRegionName(center)}</span>
        <span className={styles.muted}>{centerAddress(center)}</span>
        <span className={styles.hint}>
          {center.onlineBooking ? t('booking.schedule.online') : t('booking.schedule.byPhone')}
          {' · '}
          {t('booking.schedule.bookedWith', { provider: providerName(t, center) })}
        </span>
      </Radio>
    </ProbedItem>
  );
});

/**
 * The times of the chosen online center from `state` (deferred: a new center's times follow its
 * pick) with the picked time from the current state (shown at once).
 */
function TimePicker({
  state,
  selectedStart,
}: {
  readonly state: BookingJourneyState;
  readonly selectedStart: string | null;
}): ReactElement {
  const { t } = useTranslation();
  const journey = useService(TOKENS.bookingJourney);
  const onSelect = useCallback((start: string) => void journey.selectSlot(start), [journey]);
  const onRange = useCallback(
    (fromDate: LocalDate) => void journey.loadAvailability({ fromDate }),
    [journey],
  );
  const center = state.booking.center;
  const availability = state.progress.availability;
  if (!center) return <></>;
  if (state.activity === 'loadingAvailability') {
    return <LoadingState label={t('booking.schedule.loadingTimes')} />;
  }
  if (state.error?.code === 'loadFailed' || !availability) {
    return (
      <ErrorState
        title={t('booking.schedule.timesFailedTitle')}
        description={bookingDetailText(t, state.error?.detail) ?? undefined}
        onRetry={() => void journey.loadAvailability()}
      />
    );
  }
  return (
    <SlotCalendar
      key={center.id}
      timeZone={center.timeZone}
      range={availability}
      calendar={state.calendar}
      selectedStart={selectedStart}
      onSelect={onSelect}
      onRange={onRange}
    />
  );
}

function OfflineRequest({
  center,
  note,
  onNote,
}: {
  readonly center: Center;
  readonly note: string;
  readonly onNote: (note: string) => void;
}): ReactElement {
  const { t } = useTranslation();
  return (
    <section className={styles.section} aria-labelledby="booking-offline-title">
      <Notice tone="info">
        <strong id="booking-offline-title" className={styles.noticeTitle}>
          {t('booking.schedule.offlineTitle')}
        </strong>
        {t('booking.schedule.offlineIntro')}
        {center.phoneNumber ? ` ${formatPhoneForDisplay(center.phoneNumber)}` : ''}
      </Notice>
      <TextField
        multiline
        label={t('booking.schedule.offlineNote')}
        description={t('booking.schedule.offlineNoteHint')}
        value={note}
        maxLength={OFFLINE_BOOKING_NOTE_MAX_LENGTH}
        onChange={onNote}
      />
    </section>
  );
}
