import { describe, expect, it } from 'vitest';
import { EARLIEST_DATE_OF_BIRTH, isDateOfBirthOn } from './dateOfBirth';

describe('isDateOfBirthOn: a day that can be a date of birth', () => {
  const now = Date.UTC(2026, 10, 27, 23, 30);

  it('takes a real day up to today, and tomorrow for a member whose calendar is ahead', () => {
    expect(isDateOfBirthOn('1982-09-14', now)).toBe(true);
    expect(isDateOfBirthOn('2026-11-27', now)).toBe(true);
    expect(isDateOfBirthOn('2026-11-28', now)).toBe(true);
    expect(isDateOfBirthOn(EARLIEST_DATE_OF_BIRTH, now)).toBe(true);
    expect(isDateOfBirthOn('2024-02-29', now)).toBe(true);
  });

  it('refuses the day after tomorrow, a day before 1900, a day that does not exist, another shape', () => {
    expect(isDateOfBirthOn('2026-11-29', now)).toBe(false);
    expect(isDateOfBirthOn('1899-12-31', now)).toBe(false);
    expect(isDateOfBirthOn('2023-02-29', now)).toBe(false);
    expect(isDateOfBirthOn('1990-13-01', now)).toBe(false);
    expect(isDateOfBirthOn('14/09/1982', now)).toBe(false);
    expect(isDateOfBirthOn('', now)).toBe(false);
  });
});
