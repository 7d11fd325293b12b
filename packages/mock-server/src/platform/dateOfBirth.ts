import { isDateOfBirthOn } from '@scanwise/core';
import { badInput } from './errors';
import type { PlatformStore } from './store';

/**
 * Refuses a date of birth that cannot be one today (the future, before 1900, no such day) with
 * 400 on `dob`: the catalogue checks its shape, the day itself is core's rule, shared with the
 * Join form.
 */
export function requireDateOfBirth(store: PlatformStore, dob: string): void {
  if (!isDateOfBirthOn(dob, store.now().getTime())) {
    throw badInput(['dob'], 'The date of birth must be a real day in the past');
  }
}
