import {
  formatPhoneForDisplay,
  addLocalDays,
  intlLocaleTag,
  localDateInZone,
  orderCentersByDistance,
  type BookingJourneyState,
  type Center,
  type LocalDate,
  type LocalSlotDay,
} from '@scanwise/core';
import { useEffect, useMemo, useRef, useState, type FormEvent, type ReactElement } from 'react';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import { useTranslation } from '../../i18n/useTranslation';
import { TOKENS } from '../../composition/tokens';
import { useService } from '../../composition/useService';
import { Button } from '../../design/components/Button/Button';
import { EmptyState } from '../../design/components/EmptyState/EmptyState';
import { ErrorState } from '../../design/components/ErrorState/ErrorState';
import { LoadingState } from '../../design/components/Spinner/Spinner';
import { useAppLocale, useLocaleFormatters } from '../../i18n/useLocaleFormatters';
import { BookingPage } from './BookingPage';
import { BookingSummary } from './BookingSummary';
import { JourneyNotice, Notice, useLogBookingError } from './BookingNotice';
import { RepeatScanNotice } from './RepeatScanNotice';
import {
  bookingDetailText,
  centerAddress,
  centerRegionName,
  providerName,
  timeZoneName,
  weekdayIndex,
} from './bookingText';
import { useBookingJourney, useBookingStepSync } from './useBookingJourney';
import { useStore } from '../../composition/useStore';
import { NearestCenterSearch, distanceText } from './NearestCenterSearch';
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
  const { booking, activity, error } = state;
  const center = booking.center;
  const [note, setNote] = useState(booking.additionalBookingInformation ?? '');

  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    if (center && !center.onlineBooking) journey.requestOfflineBooking(note);
    const outcome = await journey.continueToReserve();
    if (!outcome.ok) requestAnimationFrame(() => noticeRef.current?.focus());
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
    const availabilityFailed =
      error?.code === 'loadFailed' && center !== null && center.onlineBooking;
    body = (
      <form className={styles.content} onSubmit={(event) => void submit(event)} noValidate>
        <CenterPicker state={state} />
        {center?.onlineBooking ? <TimePicker state={state} failed={availabilityFailed} /> : null}
        {center && !center.onlineBooking ? (
          <OfflineRequest center={center} note={note} onNote={setNote} />
        ) : null}
        <RepeatScanNotice state={state} />
        {error && !(error.code === 'loadFailed') ? (
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
      aside={<BookingSummary state={state} />}
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
function CenterPicker({ state }: { readonly state: BookingJourneyState }): ReactElement {
  const { t } = useTranslation();
  const locale = useAppLocale();
  const { journey } = useBookingJourney();
  const centerOrigin = useService(TOKENS.centerOrigin);
  const origin = useStore(centerOrigin);
  const { availableCenters } = state.booking;
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
        value={state.booking.center?.id ?? null}
        onChange={(id) => void journey.selectCenter(id)}
      >
        <Label className={styles.sectionTitle}>{t('booking.schedule.centersLegend')}</Label>
        <div className={styles.choices} data-columns="2">
          {centers.map(({ center, miles }) => (
            <Radio key={center.id} value={center.id} className={styles.choice}>
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
                {center.onlineBooking
                  ? t('booking.schedule.online')
                  : t('booking.schedule.byPhone')}
                {' · '}
                {t('booking.schedule.bookedWith', { provider: providerName(t, center) })}
              </span>
            </Radio>
          ))}
        </div>
      </RadioGroup>
    </>
  );
}

function TimePicker({
  state,
  failed,
}: {
  readonly state: BookingJourneyState;
  readonly failed: boolean;
}): ReactElement {
  const { t } = useTranslation();
  const { journey } = useBookingJourney();
  const center = state.booking.center;
  const availability = state.progress.availability;
  if (!center) return <></>;
  if (state.activity === 'loadingAvailability') {
    return <LoadingState label={t('booking.schedule.loadingTimes')} />;
  }
  if (failed || !availability) {
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
      timeZone={center.timeZone}
      range={availability}
      calendar={state.calendar}
      selectedStart={state.progress.selectedSlot?.start ?? null}
      onSelect={(start) => journey.selectSlot(start)}
      onRange={(fromDate) => void journey.loadAvailability({ fromDate })}
    />
  );
}

export interface SlotCalendarProps {
  /** The center's zone: days and times are shown in it. */
  readonly timeZone: string;
  /** The loaded range [from, to) (ISO instants). */
  readonly range: { readonly from: string; readonly to: string };
  /** The free slots of the range by center-local day (`groupSlotsByLocalDay`). */
  readonly calendar: readonly LocalSlotDay[];
  readonly selectedStart: string | null;
  readonly onSelect: (start: string) => void;
  /** Loads another page of days starting at `fromDate` (center-local). */
  readonly onRange: (fromDate: LocalDate) => void;
  /** Prefix of the element ids, when two calendars could share a page. */
  readonly idPrefix?: string;
}

/**
 * The slot picker: a month-style grid of the range's days (days without a free time disabled),
 * earlier/later paging, and the times of the chosen day in the center's zone. Used by
 * schedule-scan and by schedule-actions (reschedule, pick more times).
 */
export function SlotCalendar({
  timeZone,
  range,
  calendar,
  selectedStart,
  onSelect,
  onRange,
  idPrefix = 'booking',
}: SlotCalendarProps): ReactElement {
  const { t } = useTranslation();
  const locale = useAppLocale();
  const format = useLocaleFormatters();
  const clock = useService(TOKENS.clock);
  const zone = timeZone;
  const selectedDay = selectedStart
    ? calendar.find((day) => day.slots.some((slot) => slot.slot.start === selectedStart))?.localDate
    : undefined;
  const [chosenDay, setChosenDay] = useState<LocalDate | undefined>(selectedDay);
  const today = localDateInZone(clock.now(), zone);
  const fromDate = localDateInZone(Date.parse(range.from), zone);
  const toDate = addLocalDays(localDateInZone(Date.parse(range.to), zone), -1);
  const days: LocalDate[] = [];
  for (let day = fromDate; day <= toDate && days.length < 62; day = addLocalDays(day, 1)) {
    days.push(day);
  }
  const slotsByDay = new Map(calendar.map((day) => [day.localDate, day]));
  const activeDay =
    (chosenDay && slotsByDay.has(chosenDay) ? chosenDay : undefined) ??
    selectedDay ??
    calendar[0]?.localDate;
  const activeSlots = activeDay ? (slotsByDay.get(activeDay)?.slots ?? []) : [];
  const pageDays = days.length;
  const rangeNav = (
    <div className={styles.rangeBar}>
      <Button
        variant="ghost"
        isDisabled={fromDate <= today}
        onPress={() => onRange(addLocalDays(fromDate, -pageDays))}
      >
        {t('booking.schedule.earlier')}
      </Button>
      <span className={styles.hint}>
        {t('booking.schedule.range', {
          from: format.formatLocalDay(fromDate, { weekday: true }),
          to: format.formatLocalDay(toDate, { weekday: true }),
        })}
      </span>
      <Button variant="ghost" onPress={() => onRange(addLocalDays(toDate, 1))}>
        {t('booking.schedule.later')}
      </Button>
    </div>
  );
  if (calendar.length === 0) {
    return (
      <section className={styles.section} aria-labelledby={`${idPrefix}-days-title`}>
        <h2 id={`${idPrefix}-days-title`} className={styles.sectionTitle}>
          {t('booking.schedule.daysLegend')}
        </h2>
        {rangeNav}
        <EmptyState
          headingLevel={3}
          title={t('booking.schedule.noTimesTitle')}
          description={t('booking.schedule.noTimesDescription')}
        />
      </section>
    );
  }
  const offset = days[0] ? weekdayIndex(days[0]) : 0;
  const zoneName = timeZoneName(locale, zone, Date.parse(range.from));
  return (
    <>
      <RadioGroup
        className={styles.section}
        value={activeDay ?? null}
        onChange={(day) => setChosenDay(day)}
      >
        <Label className={styles.sectionTitle}>{t('booking.schedule.daysLegend')}</Label>
        {rangeNav}
        <ul className={styles.weekdays} aria-hidden="true">
          {[0, 1, 2, 3, 4, 5, 6].map((index) => (
            <li key={index}>
              {new Intl.DateTimeFormat(intlLocaleTag(locale), {
                weekday: 'short',
                timeZone: 'UTC',
              }).format(Date.UTC(2024, 0, 1 + index, 12))}
            </li>
          ))}
        </ul>
        <div className={styles.days}>
          {Array.from({ length: offset }, (_, index) => (
            <span key={`pad-${index}`} aria-hidden="true" />
          ))}
          {days.map((day) => {
            const free = slotsByDay.has(day);
            const label = format.formatLocalDay(day, { weekday: true });
            const [, , dayNumber] = day.split('-');
            return (
              <Radio
                key={day}
                value={day}
                isDisabled={!free}
                className={styles.day}
                aria-label={free ? label : t('booking.schedule.noTimesDay', { day: label })}
              >
                <span className={styles.dayNumber}>{Number(dayNumber)}</span>
                <span className={styles.dayMonth}>
                  {new Intl.DateTimeFormat(intlLocaleTag(locale), {
                    month: 'short',
                    timeZone: 'UTC',
                  }).format(Date.parse(`${day}T12:00:00Z`))}
                </span>
              </Radio>
            );
          })}
        </div>
      </RadioGroup>
      {activeDay ? (
        <RadioGroup
          className={styles.section}
          value={
            selectedStart && activeSlots.some((s) => s.slot.start === selectedStart)
              ? selectedStart
              : null
          }
          onChange={onSelect}
          aria-describedby={`${idPrefix}-zone-note`}
        >
          <Label className={styles.sectionTitle}>
            {t('booking.schedule.timesLegend')}:{' '}
            {format.formatLocalDay(activeDay, { weekday: true })}
          </Label>
          <p id={`${idPrefix}-zone-note`} className={styles.hint}>
            {t('booking.schedule.timeZoneNote', { zone: zoneName })}
          </p>
          <div className={styles.times}>
            {activeSlots.map((entry) => (
              <Radio key={entry.slot.start} value={entry.slot.start} className={styles.pill}>
                {format.formatDate(entry.startMs, 'timeOnly', zone)}
              </Radio>
            ))}
          </div>
        </RadioGroup>
      ) : null}
    </>
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
      <div>
        <label className={styles.fieldLabel} htmlFor="booking-offline-note">
          {t('booking.schedule.offlineNote')}
        </label>
        <p id="booking-offline-hint" className={styles.hint}>
          {t('booking.schedule.offlineNoteHint')}
        </p>
        <textarea
          id="booking-offline-note"
          className={styles.textarea}
          aria-describedby="booking-offline-hint"
          value={note}
          maxLength={500}
          onChange={(event) => onNote(event.currentTarget.value)}
        />
      </div>
    </section>
  );
}
