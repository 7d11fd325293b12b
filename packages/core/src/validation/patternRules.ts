/** The pattern rules: regex and the US postal code. */
import { US_POSTAL_CODE_PATTERN } from '../schemas';
import { isEmptyValue, VALIDATION_MESSAGES, withMessage, type ValidationRule } from './rules';

/** "regex: message 'This {label} field is invalid.' Empty passes." Tests the text form. */
/* @__NO_SIDE_EFFECTS__ */
export function regexRule(
  pattern: RegExp,
  message: string = VALIDATION_MESSAGES.regex,
): ValidationRule {
  // A copy without the g/y flags, so `lastIndex` never makes a test depend on the one before.
  const safe = new RegExp(pattern.source, pattern.flags.replace(/[gy]/g, ''));
  return {
    name: 'regex',
    test: (value) =>
      isEmptyValue(value) ||
      ((typeof value === 'string' || typeof value === 'number') && safe.test(String(value))),
    message: withMessage(message),
  };
}

/**
 * Whether a text is a US postal code: "five digits, optionally followed by a dash or a space and
 * four digits" (the schemas' US_POSTAL_CODE_PATTERN, shared so both sides agree).
 */
export function isUsPostalCode(text: string): boolean {
  return US_POSTAL_CODE_PATTERN.test(text);
}

/**
 * The US postal code rule. The spec gives it no message, so it uses the default field message
 * '{field} is not valid.' Empty passes, like every rule but `required`.
 */
/* @__NO_SIDE_EFFECTS__ */
export function usPostalCodeRule(
  message: string = VALIDATION_MESSAGES.defaultField,
): ValidationRule {
  return {
    name: 'usPostalCode',
    test: (value) => isEmptyValue(value) || (typeof value === 'string' && isUsPostalCode(value)),
    message: withMessage(message),
  };
}
