import {
  intlLocaleTag,
  ukRegionName,
  usStateName,
  type AppLocale,
  type BookingJourneyError,
  type Center,
  type Discount,
  type LocalDate,
} from '@scanwise/core';
import type { TFunction } from 'i18next';
import type { LocaleFormatters } from '../../i18n/localeFormatters';

/**
 * Words for what the core's BookingJourney reports. Its errors carry message keys
 * (`booking.errors.<code>`) and a `detail`: a second key (`booking.reasons.*`, `api.errors.*`,
 * `payment.errors.*`), the missing fields (`sex,dob`) or the card provider's own sentence.
 */
export function bookingDetailText(t: TFunction, detail: string | null | undefined): string | null {
  if (!detail) return null;
  if (detail.startsWith('booking.')) return t(detail);
  const api = /^api\.errors\.(\w+)$/.exec(detail);
  if (api) return t(`booking.api.${api[1] ?? 'server'}`, { defaultValue: t('booking.api.server') });
  const payment = /^payment\.errors\.(\w+)$/.exec(detail);
  if (payment) {
    return t(`booking.payment.${payment[1] ?? 'cardProvider'}`, {
      defaultValue: t('booking.payment.cardProvider'),
    });
  }
  // The card provider's reason ("Your card was declined.") or a status: shown as given.
  return /^[A-Z_,a-z]+$/.test(detail) && !detail.includes(' ') ? null : detail;
}

/** The member-facing sentence of a journey error, its detail added when it says more. */
export function bookingErrorText(t: TFunction, error: BookingJourneyError): string {
  if (error.code === 'detailsRequired') {
    const fields = (error.detail ?? '')
      .split(',')
      .filter((field) => field === 'sex' || field === 'dob')
      .map((field) => t(`booking.fields.${field}`));
    return t('booking.errors.detailsRequired', {
      fields: fields.length > 0 ? fields.join(t('booking.fields.and')) : t('booking.fields.dob'),
    });
  }
  const main = t(error.messageKey, { defaultValue: t('booking.error.unknown') });
  const detail = bookingDetailText(t, error.detail);
  return detail && detail !== main ? `${main} ${detail}` : main;
}

/** "10% off" or "$50.00 off". */
export function discountText(t: TFunction, money: LocaleFormatters, discount: Discount): string {
  return discount.kind === 'PERCENT'
    ? t('booking.selectPlan.percentOff', { percent: discount.percentOff ?? 0 })
    : t('booking.selectPlan.amountOff', { amount: money.formatMoney(discount.amountOff ?? 0) });
}

/** The state (US) or region (UK) name of a center, its code when unknown. */
export function centerRegionName(center: Center): string {
  return (
    (center.country === 'GB' ? ukRegionName(center.state) : usStateName(center.state)) ??
    center.state
  );
}

/**
 * One line of address as written in the center's country: "350 Fifth Avenue, New York, NY 10118";
 * "10 Harley Street, London W1G 9PF" (a UK address names no region code: "LDN" is the app's).
 */
export function centerAddress(center: Center): string {
  const place =
    center.country === 'GB'
      ? [`${center.city} ${center.postalCode}`.trim()]
      : [center.city, `${center.state} ${center.postalCode}`.trim()];
  return [center.addressLine, ...place].filter((part) => part.trim() !== '').join(', ');
}

/**
 * Directions to the center in Google Maps (a link the member opens; nothing is sent until they
 * do): the center's name and address only, never anything about the member or the booking.
 */
export function directionsUrl(center: Center): string {
  const destination = `${center.name}, ${centerAddress(center)}`;
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`;
}

/** The booking provider's name (spec: "{product} 0, RadNetEast 1, ..."). */
export function providerName(t: TFunction, center: Center): string {
  return t(`booking.providers.${center.bookingProvider}`);
}

const UTC_NOON = (date: LocalDate): number => {
  const [year, month, day] = date.split('-').map(Number);
  return Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1, 12);
};

/** The weekday of a local date, 0 = Monday. */
export function weekdayIndex(date: LocalDate): number {
  return (new Date(UTC_NOON(date)).getUTCDay() + 6) % 7;
}

/** The zone's name in the locale ("Eastern Standard Time", "Greenwich Mean Time"). */
export function timeZoneName(locale: AppLocale, timeZone: string, at: number): string {
  const part = new Intl.DateTimeFormat(intlLocaleTag(locale), {
    timeZone,
    timeZoneName: 'long',
  })
    .formatToParts(at)
    .find((entry) => entry.type === 'timeZoneName');
  return part?.value ?? timeZone;
}

/** "2249.10" (the platform's finalPrice) in cents; null when it is not a price. */
export function decimalToCents(value: string): number | null {
  if (!/^\d+(\.\d{1,2})?$/.test(value.trim())) return null;
  const [whole = '0', fraction = ''] = value.trim().split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}
