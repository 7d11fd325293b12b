import {
  addLocalDays,
  intlLocaleTag,
  localDateInZone,
  type AppLocale,
  type LocalDate,
  type LocalizedSlot,
  type LocalSlotDay,
} from '@scanwise/core';
import {
  memo,
  useDeferredValue,
  useMemo,
  useState,
  type KeyboardEvent,
  type ReactElement,
} from 'react';
import { TOKENS } from '../../composition/tokens';
import { useService } from '../../composition/useService';
import { Button } from '../../design/components/Button/Button';
import { EmptyState } from '../../design/components/EmptyState/EmptyState';
import { Radio, RadioGroup } from '../../design/components/RadioGroup/RadioGroup';
import { useAppLocale, useLocaleFormatters } from '../../i18n/useLocaleFormatters';
import type { LocaleFormatters } from '../../i18n/localeFormatters';
import { useTranslation } from '../../i18n/useTranslation';
import { ProbedItem } from '../../performance/renderProbe';
import { timeZoneName, weekdayIndex } from './bookingText';
import { dayAWeekAway } from './dayAWeekAway';
import styles from './booking.module.css';

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

/** The most days one page of the calendar shows. */
const MOST_DAYS = 62;

/** One cell of the month-style grid: a day of the range, free (has times) or not. */
interface CalendarDay {
  readonly date: LocalDate;
  readonly free: boolean;
  /** Its accessible name: the day, or "no times" with the day. */
  readonly label: string;
  readonly dayNumber: number;
  readonly month: string;
}

/** What the grid shows for a range: worked out once per range, calendar and locale. */
interface CalendarPage {
  readonly fromDate: LocalDate;
  readonly toDate: LocalDate;
  readonly days: readonly CalendarDay[];
  /** Blank cells before the first day, so each day sits under its weekday (Monday first). */
  readonly offset: number;
  readonly weekdays: readonly string[];
  readonly slotsByDay: ReadonlyMap<LocalDate, readonly LocalizedSlot[]>;
  readonly zoneName: string;
}

function calendarPage(
  range: SlotCalendarProps['range'],
  calendar: readonly LocalSlotDay[],
  zone: string,
  locale: AppLocale,
  format: LocaleFormatters,
  noTimesLabel: (day: string) => string,
): CalendarPage {
  const fromDate = localDateInZone(Date.parse(range.from), zone);
  const toDate = addLocalDays(localDateInZone(Date.parse(range.to), zone), -1);
  const slotsByDay = new Map(calendar.map((day) => [day.localDate, day.slots]));
  const monthFormat = new Intl.DateTimeFormat(intlLocaleTag(locale), {
    month: 'short',
    timeZone: 'UTC',
  });
  const weekdayFormat = new Intl.DateTimeFormat(intlLocaleTag(locale), {
    weekday: 'short',
    timeZone: 'UTC',
  });
  const days: CalendarDay[] = [];
  for (let day = fromDate; day <= toDate && days.length < MOST_DAYS; day = addLocalDays(day, 1)) {
    const free = slotsByDay.has(day);
    const name = format.formatLocalDay(day, { weekday: true });
    days.push({
      date: day,
      free,
      label: free ? name : noTimesLabel(name),
      dayNumber: Number(day.split('-')[2]),
      month: monthFormat.format(Date.parse(`${day}T12:00:00Z`)),
    });
  }
  return {
    fromDate,
    toDate,
    days,
    offset: days[0] ? weekdayIndex(days[0].date) : 0,
    // 1 January 2024 was a Monday.
    weekdays: [0, 1, 2, 3, 4, 5, 6].map((index) =>
      weekdayFormat.format(Date.UTC(2024, 0, 1 + index, 12)),
    ),
    slotsByDay,
    zoneName: timeZoneName(locale, zone, Date.parse(range.from)),
  };
}

/**
 * The slot picker: a month-style grid of the range's days (days without a free time disabled),
 * earlier/later paging, and the times of the chosen day in the center's zone. Used by
 * schedule-scan and by schedule-actions (reschedule, pick more times).
 *
 * A pick redraws only its own group: the days, the times and each cell are memoised, so picking
 * a time leaves the days alone and picking a day leaves the times until the day has painted (the
 * times follow it as a deferred value).
 */
export const SlotCalendar = memo(function SlotCalendar({
  timeZone: zone,
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
  const page = useMemo(
    () =>
      calendarPage(range, calendar, zone, locale, format, (day) =>
        t('booking.schedule.noTimesDay', { day }),
      ),
    [range, calendar, zone, locale, format, t],
  );
  const selectedDay = useMemo(
    () =>
      selectedStart
        ? calendar.find((day) => day.slots.some((slot) => slot.slot.start === selectedStart))
            ?.localDate
        : undefined,
    [calendar, selectedStart],
  );
  const [chosenDay, setChosenDay] = useState<LocalDate | undefined>(selectedDay);
  const activeDay =
    (chosenDay && page.slotsByDay.has(chosenDay) ? chosenDay : undefined) ??
    selectedDay ??
    calendar[0]?.localDate;
  // The pressed day shows at once; its times follow in the next render (a day of another page
  // is not waited for).
  const deferredDay = useDeferredValue(activeDay);
  const timesDay = deferredDay && page.slotsByDay.has(deferredDay) ? deferredDay : activeDay;
  const timesSlots = timesDay ? page.slotsByDay.get(timesDay) : undefined;
  const earlierDisabled = page.fromDate <= localDateInZone(clock.now(), zone);
  if (calendar.length === 0) {
    return (
      <section className={styles.section} aria-labelledby={`${idPrefix}-days-title`}>
        <h2 id={`${idPrefix}-days-title`} className={styles.sectionTitle}>
          {t('booking.schedule.daysLegend')}
        </h2>
        <RangeNav page={page} earlierDisabled={earlierDisabled} onRange={onRange} />
        <EmptyState
          headingLevel={3}
          title={t('booking.schedule.noTimesTitle')}
          description={t('booking.schedule.noTimesDescription')}
        />
      </section>
    );
  }
  return (
    <>
      <DayGrid
        page={page}
        activeDay={activeDay}
        onChange={setChosenDay}
        earlierDisabled={earlierDisabled}
        onRange={onRange}
      />
      {timesDay && timesSlots ? (
        <TimeList
          day={timesDay}
          slots={timesSlots}
          selectedStart={selectedStart}
          onSelect={onSelect}
          zone={zone}
          zoneName={page.zoneName}
          idPrefix={idPrefix}
        />
      ) : null}
    </>
  );
});

interface RangeNavProps {
  readonly page: CalendarPage;
  /** The page starts today (the center's): there is nothing earlier to book. */
  readonly earlierDisabled: boolean;
  readonly onRange: (fromDate: LocalDate) => void;
}

/** Earlier and later pages of days, and the days this page covers. */
function RangeNav({ page, earlierDisabled, onRange }: RangeNavProps): ReactElement {
  const { t } = useTranslation();
  const format = useLocaleFormatters();
  const { fromDate, toDate } = page;
  return (
    <div className={styles.rangeBar}>
      <Button
        variant="ghost"
        isDisabled={earlierDisabled}
        onPress={() => onRange(addLocalDays(fromDate, -page.days.length))}
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
}

const DayGrid = memo(function DayGrid({
  page,
  activeDay,
  onChange,
  earlierDisabled,
  onRange,
}: RangeNavProps & {
  readonly activeDay: LocalDate | undefined;
  readonly onChange: (day: LocalDate) => void;
}): ReactElement {
  const { t } = useTranslation();
  return (
    <RadioGroup
      className={styles.section}
      label={t('booking.schedule.daysLegend')}
      labelClassName={styles.sectionTitle}
      value={activeDay ?? null}
      onChange={onChange}
    >
      <RangeNav page={page} earlierDisabled={earlierDisabled} onRange={onRange} />
      <ul className={styles.weekdays} aria-hidden="true">
        {page.weekdays.map((weekday, index) => (
          <li key={index}>{weekday}</li>
        ))}
      </ul>
      <div className={styles.days} onKeyDownCapture={(event) => moveByWeek(event, page, onChange)}>
        {Array.from({ length: page.offset }, (_, index) => (
          <span key={`pad-${index}`} aria-hidden="true" />
        ))}
        {page.days.map((day) => (
          <DayCell key={day.date} day={day} />
        ))}
      </div>
    </RadioGroup>
  );
});

// The radios of the days move by one with every arrow (the browser's radio group); Up and Down
// move by a week, as the grid they are drawn in reads.
function moveByWeek(
  event: KeyboardEvent<HTMLDivElement>,
  page: CalendarPage,
  onChange: (day: LocalDate) => void,
): void {
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
  const radio = event.target;
  if (!(radio instanceof HTMLInputElement) || radio.type !== 'radio') return;
  event.preventDefault();
  event.stopPropagation();
  const from = page.days.find((day) => day.date === radio.value)?.date;
  if (from === undefined) return;
  const target = dayAWeekAway(page.days, from, event.key === 'ArrowDown' ? 1 : -1);
  if (target === undefined) return;
  onChange(target);
  event.currentTarget
    .querySelector<HTMLInputElement>(`input[type="radio"][value="${target}"]`)
    ?.focus();
}

const DayCell = memo(function DayCell({ day }: { readonly day: CalendarDay }): ReactElement {
  return (
    <ProbedItem id={`day:${day.date}`}>
      <Radio value={day.date} isDisabled={!day.free} className={styles.day} aria-label={day.label}>
        <span className={styles.dayNumber}>{day.dayNumber}</span>
        <span className={styles.dayMonth}>{day.month}</span>
      </Radio>
    </ProbedItem>
  );
});

const TimeList = memo(function TimeList({
  day,
  slots,
  selectedStart,
  onSelect,
  zone,
  zoneName,
  idPrefix,
}: {
  readonly day: LocalDate;
  readonly slots: readonly LocalizedSlot[];
  readonly selectedStart: string | null;
  readonly onSelect: (start: string) => void;
  readonly zone: string;
  readonly zoneName: string;
  readonly idPrefix: string;
}): ReactElement {
  const { t } = useTranslation();
  const format = useLocaleFormatters();
  return (
    <RadioGroup
      className={styles.section}
      value={
        selectedStart && slots.some((s) => s.slot.start === selectedStart) ? selectedStart : null
      }
      onChange={onSelect}
      aria-describedby={`${idPrefix}-zone-note`}
      label={`${t('booking.schedule.timesLegend')}: ${format.formatLocalDay(day, { weekday: true })}`}
      labelClassName={styles.sectionTitle}
    >
      <p id={`${idPrefix}-zone-note`} className={styles.hint}>
        {t('booking.schedule.timeZoneNote', { zone: zoneName })}
      </p>
      <div className={styles.times}>
        {slots.map((entry) => (
          <TimeCell key={entry.slot.start} entry={entry} zone={zone} />
        ))}
      </div>
    </RadioGroup>
  );
});

const TimeCell = memo(function TimeCell({
  entry,
  zone,
}: {
  readonly entry: LocalizedSlot;
  readonly zone: string;
}): ReactElement {
  const format = useLocaleFormatters();
  return (
    <ProbedItem id={`time:${entry.slot.start}`}>
      <Radio value={entry.slot.start} className={styles.pill}>
        {format.formatDate(entry.startMs, 'timeOnly', zone)}
      </Radio>
    </ProbedItem>
  );
});
