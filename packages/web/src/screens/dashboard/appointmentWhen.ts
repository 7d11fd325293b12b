import { intlLocaleTag, type Encounter } from '@scanwise/core';
import type { LocaleFormatters } from '../../i18n/localeFormatters';
import type { useTranslation } from '../../i18n/useTranslation';

type Translate = ReturnType<typeof useTranslation>['t'];

/**
 * "Jan 22 at 10:00 AM": an appointment in its center's zone, where the member goes. When the
 * member's own zone (their account's) is another, the center's zone is named ("Jan 22 at 10:00 AM
 * EST"), so the time is not read as the member's. Undefined without a time.
 */
export function appointmentWhen(
  encounter: Encounter,
  memberTimeZone: string,
  t: Translate,
  format: LocaleFormatters,
): string | undefined {
  const appointment = encounter.appointment;
  if (!appointment) return undefined;
  const start = Date.parse(appointment.start);
  if (Number.isNaN(start)) return undefined;
  const zone = appointment.center?.timeZone ?? memberTimeZone;
  const date = format.formatDate(start, 'monthDay', zone);
  const time = format.formatDate(start, 'timeOnly', zone);
  if (zone === memberTimeZone) return t('dashboard.encounter.appointment', { date, time });
  return t('dashboard.encounter.appointmentInZone', {
    date,
    time,
    zone: zoneAbbreviation(format.locale, zone, start),
  });
}

/** The zone's short name at that instant in the locale ("EST", "BST"; "GMT-5" where none). */
function zoneAbbreviation(
  locale: LocaleFormatters['locale'],
  timeZone: string,
  at: number,
): string {
  const part = new Intl.DateTimeFormat(intlLocaleTag(locale), { timeZone, timeZoneName: 'short' })
    .formatToParts(at)
    .find((entry) => entry.type === 'timeZoneName');
  return part?.value ?? timeZone;
}
