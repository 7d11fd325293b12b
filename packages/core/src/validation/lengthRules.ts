/** The length rules of spec section 5: maxLength(n) and minLength(n). */
import { isEmptyValue, VALIDATION_MESSAGES, withMessage, type ValidationRule } from './rules';

/**
 * The length a length rule measures: characters (Unicode code points) of a string or of a
 * number's digits, items of an array; undefined for anything else.
 */
export function valueLength(value: unknown): number | undefined {
  if (typeof value === 'string') return [...value].length;
  if (typeof value === 'number' || typeof value === 'bigint') return String(value).length;
  if (Array.isArray(value)) return value.length;
  return undefined;
}

const assertLimit = (n: number): void => {
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`Invalid length limit: ${n}`);
};

/** "maxLength(n): fails when the length is above n. ... Empty passes." */
/* @__NO_SIDE_EFFECTS__ */
export function maxLengthRule(n: number, message?: string): ValidationRule {
  assertLimit(n);
  return {
    name: 'maxLength',
    test: (value) => {
      if (isEmptyValue(value)) return true;
      const length = valueLength(value);
      return length === undefined || length <= n;
    },
    message: withMessage(message ?? VALIDATION_MESSAGES.maxLength(n)),
  };
}

/** "minLength(n): fails when the length is below n. ... Empty passes." */
/* @__NO_SIDE_EFFECTS__ */
export function minLengthRule(n: number, message?: string): ValidationRule {
  assertLimit(n);
  return {
    name: 'minLength',
    test: (value) => {
      if (isEmptyValue(value)) return true;
      const length = valueLength(value);
      return length === undefined || length >= n;
    },
    message: withMessage(message ?? VALIDATION_MESSAGES.minLength(n)),
  };
}
