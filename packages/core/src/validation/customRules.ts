/** Rules of the app's own: any predicate, a box that must be ticked, a value that must match. */
import { isEmptyValue, VALIDATION_MESSAGES, withMessage, type ValidationRule } from './rules';

/**
 * A rule from any predicate. Without a message it fails with the default field message
 * '{field} is not valid.' Unlike the built-in rules, the predicate also sees empty values.
 */
/* @__NO_SIDE_EFFECTS__ */
export function customRule(
  name: string,
  test: (value: unknown) => boolean,
  message: string = VALIDATION_MESSAGES.defaultField,
): ValidationRule {
  return { name, test, message: withMessage(message) };
}

/**
 * A box that must be ticked (the terms): named `required`, so its field is marked required like
 * any other, and worded as required ("The {label} field is required.") when left unticked.
 */
/* @__NO_SIDE_EFFECTS__ */
export function acceptedRule(message: string = VALIDATION_MESSAGES.required): ValidationRule {
  return { name: 'required', test: (value) => value === true, message: withMessage(message) };
}

/**
 * The value must equal another one (a new password typed again): `other` reads the value to
 * match when the rule runs. Empty passes, so `required` decides whether the field may be empty.
 */
/* @__NO_SIDE_EFFECTS__ */
export function matchesRule(other: () => unknown, message: string): ValidationRule {
  return {
    name: 'matches',
    test: (value) => isEmptyValue(value) || Object.is(value, other()),
    message: withMessage(message),
  };
}
