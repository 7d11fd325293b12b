import { DAY } from '../config';
import { DATE_OF_BIRTH_RULES } from '../member/memberFieldRules';
import type { Clock } from '../ports';
import { customRule, isEmptyValue, type ValidationRule } from '../validation';

/** The earliest date of birth taken: a member born before it is a typing mistake, not a member. */
export const EARLIEST_DATE_OF_BIRTH = '1900-01-01';

/** What a date of birth in the future, before 1900 or on no real day, is told. */
export const DATE_OF_BIRTH_NOT_PAST_MESSAGE = 'The {label} field must be a real date in the past.';

/**
 * Whether `dob` (YYYY-MM-DD, as a date input gives it) is a real calendar day between
 * {@link EARLIEST_DATE_OF_BIRTH} and the UTC day of `now`. A day's grace past `now` keeps a member
 * whose own calendar is already on the next day from being refused.
 */
export function isDateOfBirthOn(dob: string, now: number): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dob);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const birth = Date.UTC(year, month - 1, day);
  const real = new Date(birth);
  if (
    real.getUTCFullYear() !== year ||
    real.getUTCMonth() !== month - 1 ||
    real.getUTCDate() !== day
  ) {
    return false;
  }
  return dob >= EARLIEST_DATE_OF_BIRTH && birth <= now + DAY;
}

/**
 * A date of birth as the date input gives it, and a real day in the past by `clock` (nobody
 * signs up before being born; the platform refuses it too). Sign-up's own: the member forms'
 * shared rules stay without it, so the pages that ask no date of birth load none of it.
 */
export function dateOfBirthRules(clock: Pick<Clock, 'now'>): readonly ValidationRule[] {
  return [
    ...DATE_OF_BIRTH_RULES,
    customRule(
      'pastDate',
      (value) => isEmptyValue(value) || isDateOfBirthOn(String(value), clock.now()),
      DATE_OF_BIRTH_NOT_PAST_MESSAGE,
    ),
  ];
}
