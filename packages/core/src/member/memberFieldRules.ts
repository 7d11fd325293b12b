import {
  MEMBER_NAME_MAX_LENGTH,
  NEW_PASSWORD_MAX_LENGTH,
  NEW_PASSWORD_MIN_LENGTH,
} from '../schemas/memberLimits';
import {
  acceptedRule,
  maxLengthRule,
  minLengthRule,
  regexRule,
  requiredRule,
  type ValidationRule,
} from '../validation';

/**
 * The rules of the member's own fields, one definition for every form that asks for them (Join,
 * Account, forgot password, initial setup) and for the hints that describe them.
 */

/** An e-mail address the member signs in with (the validation context's set, shared). */
export { EMAIL_ADDRESS_RULES } from '../validation';

/** A first or last name: up to the platform's limit. */
export const MEMBER_NAME_RULES: readonly ValidationRule[] = [
  requiredRule(),
  maxLengthRule(MEMBER_NAME_MAX_LENGTH),
];

/** A new password: the length the platform accepts ({@link NEW_PASSWORD_MIN_LENGTH} to {@link NEW_PASSWORD_MAX_LENGTH} characters). */
export const NEW_PASSWORD_RULES: readonly ValidationRule[] = [
  requiredRule(),
  minLengthRule(NEW_PASSWORD_MIN_LENGTH),
  maxLengthRule(NEW_PASSWORD_MAX_LENGTH),
];

/**
 * A phone number: digits with an optional leading +, spaces, dots, dashes and brackets, 7 to 20
 * characters, ending with a digit and starting with one or with a bracketed area code, as US
 * members write "(212) 555-0100" (the format is not shown in the spec).
 */
export const PHONE_NUMBER_PATTERN = /^\+?[0-9(][0-9 ().-]{5,18}[0-9]$/;

/** The member's phone number ("This {label} field is invalid." when it is not one). */
export const PHONE_NUMBER_RULES: readonly ValidationRule[] = [
  requiredRule(),
  regexRule(PHONE_NUMBER_PATTERN),
];

/** A date of birth as the date input gives it (YYYY-MM-DD). */
export const DATE_OF_BIRTH_RULES: readonly ValidationRule[] = [
  requiredRule(),
  regexRule(/^\d{4}-\d{2}-\d{2}$/),
];

/** A box the member must tick (the terms). */
export const ACCEPTED_RULES: readonly ValidationRule[] = [acceptedRule()];

/** A choice that must be made (a select). */
export const CHOICE_RULES: readonly ValidationRule[] = [requiredRule()];

/** Text with surrounding white space removed: what a text field's rules check and a form sends. */
export const trimText = (value: string): string => value.trim();
