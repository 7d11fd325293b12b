import {
  addLocalDays,
  formatDatePreset,
  localDateInZone,
  type BookingJourneyState,
  type Center,
  type LocalDate,
} from '@scanwise/core';
import { useRef, useState, type FormEvent, type ReactElement } from 'react';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { TOKENS } from '../../composition/tokens';
import { useService } from '../../composition/useService';
import { Button } from '../../design/components/Button/Button';
import { EmptyState } from '../../design/components/EmptyState/EmptyState';
import { ErrorState } from '../../design/components/ErrorState/ErrorState';
import { LoadingState } from '../../design/components/Spinner/Spinner';
import { useAppLocale } from '../../i18n/useLocaleFormatters';
import { BookingPage } from './BookingPage';
import { BookingSummary } from './BookingSummary';
import { JourneyNotice, Notice, useLogBookingError } from './BookingNotice';
import {
  bookingDetailText,
  centerAddress,
  centerRegionName,
  localDayLabel,
  providerName,
  timeZoneName,
  weekdayIndex,
} from './bookingText';
import { useBookingJourney, useBookingStepSync } from './useBookingJourney';
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

function CenterPicker({ state }: { readonly state: BookingJourneyState }): ReactElement {
  const { t } = useTranslation();
  const { journey } = useBookingJourney();
  const centers = [...state.booking.availableCenters].sort(byRegionThenName);
  return (
    <RadioGroup
      className={styles.section}
      value={state.booking.center?.id ?? null}
      onChange={(id) => void journey.selectCenter(id)}
    >
      <Label className={styles.sectionTitle}>{t('booking.schedule.centersLegend')}</Label>
      <div className={styles.choices} data-columns="2">
        {centers.map((center) => (
          <Radio key={center.id} value={center.id} className={styles.choice}>
            <span className={styles.choiceHead}>
              <span className={styles.choiceName}>{center.name}</span>
              <span className={styles.hint}>
                {center.onlineBooking
                  ? t('booking.schedule.online')
                  : t('booking.schedule.byPhone')}
              </span>
            </span>
            <span>{centerRegionName(center)}</span>
            <span className={styles.muted}>{centerAddress(center)}</span>
            <span className={styles.hint}>
              {t('booking.schedule.bookedWith', { provider: providerName(t, center) })}
            </span>
          </Radio>
        ))}
      </div>
    </RadioGroup>
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
  const locale = useAppLocale();
  const clock = useService(TOKENS.clock);
  const { journey } = useBookingJourney();
  const center = state.booking.center;
  const availability = state.progress.availability;
  const selected = state.progress.selectedSlot;
  const loading = state.activity === 'loadingAvailability';
  const calendar = state.calendar;
  const zone = center?.timeZone ?? 'UTC';
  const selectedDay =
    selected && center
      ? calendar.find((day) => day.slots.some((slot) => slot.slot.start === selected.start))
          ?.localDate
      : undefined;
  const [chosenDay, setChosenDay] = useState<LocalDate | undefined>(selectedDay);

  if (!center) return <></>;
  if (loading) return <LoadingState label={t('booking.schedule.loadingTimes')} />;
  if (failed || !availability) {
    return (
      <ErrorState
        title={t('booking.schedule.timesFailedTitle')}
        description={bookingDetailText(t, state.error?.detail) ?? undefined}
        onRetry={() => void journey.loadAvailability()}
      />
    );
  }
  const today = localDateInZone(clock.now(), zone);
  const fromDate = localDateInZone(Date.parse(availability.from), zone);
  const toDate = addLocalDays(localDateInZone(Date.parse(availability.to), zone), -1);
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
        onPress={() =>
          void journey.loadAvailability({ fromDate: addLocalDays(fromDate, -pageDays) })
        }
      >
        {t('booking.schedule.earlier')}
      </Button>
      <span className={styles.hint}>
        {t('booking.schedule.range', {
          from: localDayLabel(locale, fromDate, 'short'),
          to: localDayLabel(locale, toDate, 'short'),
        })}
      </span>
      <Button
        variant="ghost"
        onPress={() => void journey.loadAvailability({ fromDate: addLocalDays(toDate, 1) })}
      >
        {t('booking.schedule.later')}
      </Button>
    </div>
  );
  if (calendar.length === 0) {
    return (
      <section className={styles.section} aria-labelledby="booking-days-title">
        <h2 id="booking-days-title" className={styles.sectionTitle}>
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
  const zoneName = timeZoneName(locale, zone, Date.parse(availability.from));
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
              {new Intl.DateTimeFormat(locale === 'en-gb' ? 'en-GB' : 'en-US', {
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
            const label = localDayLabel(locale, day);
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
                  {new Intl.DateTimeFormat(locale === 'en-gb' ? 'en-GB' : 'en-US', {
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
            selected && activeSlots.some((s) => s.slot.start === selected.start)
              ? selected.start
              : null
          }
          onChange={(start) => journey.selectSlot(start)}
          aria-describedby="booking-zone-note"
        >
          <Label className={styles.sectionTitle}>
            {t('booking.schedule.timesLegend')}: {localDayLabel(locale, activeDay)}
          </Label>
          <p id="booking-zone-note" className={styles.hint}>
            {t('booking.schedule.timeZoneNote', { zone: zoneName })}
          </p>
          <div className={styles.times}>
            {activeSlots.map((entry) => (
              <Radio key={entry.slot.start} value={entry.slot.start} className={styles.pill}>
                {formatDatePreset(entry.startMs, 'timeOnly', { locale, timeZone: zone })}
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
        {center.phoneNumber ? ` ${center.phoneNumber}` : ''}
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
