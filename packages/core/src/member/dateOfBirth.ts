import { DAY } from '../config';

/** The earliest date of birth taken: a member born before it is a typing mistake, not a member. */
export const EARLIEST_DATE_OF_BIRTH = '1900-01-01';

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
