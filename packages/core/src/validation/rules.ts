import { US_POSTAL_CODE_PATTERN } from '../schemas';

/**
 * Validation rules of spec section 5, with their messages word for word. A rule is pure: it looks
 * at a value and, when it fails, returns its message with `{label}` filled in.
 *
 * Every rule except `required` lets an empty value pass, so `required` alone decides whether a
 * field may be left empty (see docs/adr/0009-validation-rules.md).
 */

/** One rule: a name for diagnostics, the check, and the message shown when it fails. */
export interface ValidationRule {
  readonly name: string;
  /** True when `value` passes. */
  readonly test: (value: unknown) => boolean;
  /** The failure message for a field labelled `label`. */
  readonly message: (label: string) => string;
}

/**
 * Whether a value counts as empty: null, undefined, a string of only white space, an empty
 * array or an object with no own keys. `false` and `0` are values, not empty.
 */
export function isEmptyValue(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim().length === 0;
  if (Array.isArray(value)) return value.length === 0;
  if (value instanceof Date) return Number.isNaN(value.getTime());
  if (typeof value === 'object') return Object.keys(value).length === 0;
  return false;
}

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

const fill = (template: string, label: string): string => template.split('{label}').join(label);

const withMessage = (template: string): ((label: string) => string) => {
  return (label) => fill(template, label);
};

/** The default message of a field whose rule has none: '{field} is not valid.' */
export function defaultFieldMessage(field: string): string {
  return `${field} is not valid.`;
}

/** Message templates of spec section 5; `{label}` is replaced by the field's label. */
export const VALIDATION_MESSAGES = {
  required: 'The {label} field is required.',
  email: 'The {label} field is invalid.',
  maxLength: (n: number): string => `The {label} field must be less than ${n} characters.`,
  minLength: (n: number): string => `The {label} field must be greater than ${n} characters.`,
  regex: 'This {label} field is invalid.',
  defaultField: '{label} is not valid.',
} as const;

/** "required: fails when the value is empty. Message: 'The {label} field is required.'" */
/* @__NO_SIDE_EFFECTS__ */
export function requiredRule(message: string = VALIDATION_MESSAGES.required): ValidationRule {
  return { name: 'required', test: (value) => !isEmptyValue(value), message: withMessage(message) };
}

/**
 * An e-mail address: a local part, `@`, and a domain of at least two dot-separated labels
 * (letters, digits, inner hyphens). The local part takes the characters HTML's e-mail input
 * allows.
 */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

/** Whether a text looks like an e-mail address (see {@link EMAIL_PATTERN}). */
export function isEmailAddress(text: string): boolean {
  return EMAIL_PATTERN.test(text);
}

/** "email: must look like {email}. Empty passes. Message: 'The {label} field is invalid.'" */
/* @__NO_SIDE_EFFECTS__ */
export function emailRule(message: string = VALIDATION_MESSAGES.email): ValidationRule {
  return {
    name: 'email',
    test: (value) => isEmptyValue(value) || (typeof value === 'string' && isEmailAddress(value)),
    message: withMessage(message),
  };
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

/**
 * Runs every rule on a value and returns the messages of those that fail, in rule order. A rule
 * that throws counts as failed with its message.
 */
export function validateValue(
  value: unknown,
  rules: readonly ValidationRule[],
  label: string,
): string[] {
  const errors: string[] = [];
  for (const rule of rules) {
    let passed: boolean;
    try {
      passed = rule.test(value);
    } catch {
      passed = false;
    }
    if (!passed) errors.push(rule.message(label));
  }
  return errors;
}
