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

const fill = (template: string, label: string): string => template.split('{label}').join(label);

/** A rule's message from a template with `{label}`. */
export const withMessage = (template: string): ((label: string) => string) => {
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

/** An e-mail address field: given, and looking like one (sign-in, Join, forgot password). */
export const EMAIL_ADDRESS_RULES: readonly ValidationRule[] = [requiredRule(), emailRule()];

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
