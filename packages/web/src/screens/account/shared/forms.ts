import {
  isMemberApiError,
  maxLengthRule,
  minLengthRule,
  regexRule,
  requiredRule,
  TIME_ZONES,
  validateValue,
  type Country,
  type ValidationRule,
} from '@scanwise/core';
import { useEffect, useState, type RefObject } from 'react';

/**
 * The version of the terms of service the screens show and record (PUT members tos carries a
 * version; the text itself is not shown in the spec: docs/adr/0037-initial-setup.md).
 */
export const TERMS_VERSION = '2026-01';

/** A new password: 8 to 128 characters, as the platform's schema (NewPasswordSchema) asks. */
export const NEW_PASSWORD_RULES: readonly ValidationRule[] = [
  requiredRule(),
  minLengthRule(8),
  maxLengthRule(128),
];

/**
 * A phone number: digits with an optional leading +, spaces, dots, dashes and brackets, 7 to 20
 * characters (the format is not shown in the spec; "This {label} field is invalid." otherwise).
 */
export const PHONE_RULES: readonly ValidationRule[] = [
  requiredRule(),
  regexRule(/^\+?[0-9][0-9 ().-]{5,18}[0-9]$/),
];

/** Each field's message; undefined (or absent) when it passes. */
export type FieldErrors<F extends string> = { [K in F]?: string | undefined };

/** The message of a field's first failing rule, or undefined when it passes. */
export function firstError(
  value: unknown,
  rules: readonly ValidationRule[],
  label: string,
): string | undefined {
  return validateValue(value, rules, label)[0];
}

/**
 * The message of the new password's confirmation: required first, then it must match the new
 * password (`mismatch` is the translated "passwords differ" message).
 */
export function newPasswordConfirmationError(
  confirm: string,
  password: string,
  label: string,
  mismatch: string,
): string | undefined {
  return (
    firstError(confirm, [requiredRule()], label) ?? (confirm !== password ? mismatch : undefined)
  );
}

/** Whether an error record holds any message. */
export function hasErrors(errors: Readonly<Record<string, string | undefined>>): boolean {
  return Object.values(errors).some((message) => message !== undefined);
}

/**
 * Moves focus to the first invalid control of a form: a text input marked aria-invalid, or the
 * trigger of an invalid select (react-aria marks its wrapper data-invalid).
 */
export function focusFirstInvalid(form: HTMLElement | null): void {
  const target = form?.querySelector<HTMLElement>(
    'input[aria-invalid="true"], [data-invalid] > button, textarea[aria-invalid="true"]',
  );
  target?.focus();
}

/**
 * Returns a function that focuses the form's first invalid control after the next commit (the
 * messages a submit just set must be in the DOM first).
 */
export function useFocusFirstInvalid(formRef: RefObject<HTMLElement | null>): () => void {
  const [request, setRequest] = useState(0);
  useEffect(() => {
    if (request > 0) focusFirstInvalid(formRef.current);
  }, [request, formRef]);
  return () => setRequest((count) => count + 1);
}

/**
 * The translation key of a failed call's member-facing message: the MemberApiError's messageKey
 * under this area (`account.api.errors.*`); anything else counts as a server failure.
 */
export function apiErrorKey(error: unknown): string {
  if (isMemberApiError(error)) return `account.${error.messageKey}`;
  return 'account.api.errors.server';
}

/** The platform's own error code of a failed call (e.g. `email_taken`), when it sent one. */
export function apiErrorCode(error: unknown): string | undefined {
  return isMemberApiError(error) ? error.apiCode : undefined;
}

/** The browser's IANA time zone, or undefined when Intl cannot tell. */
export function browserTimeZone(): string | undefined {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return zone === '' ? undefined : zone;
  } catch {
    return undefined;
  }
}

/**
 * The time zone a new member starts with: the browser's when it is one of the country's zones in
 * the core table, else the country's first zone (Eastern Time, or the UK's).
 */
export function defaultTimeZoneFor(country: Country, browserZone = browserTimeZone()): string {
  const zones = TIME_ZONES.filter((zone) => zone.countryCode === country);
  const match = zones.find((zone) => zone.id === browserZone);
  return (match ?? zones[0] ?? TIME_ZONES[0]!).id;
}

/**
 * The time zone sent with the initial setup: the browser's if the schema accepts it (any IANA
 * name), else America/New_York.
 */
export function setupTimeZone(browserZone = browserTimeZone()): string {
  return browserZone !== undefined &&
    /^(?:UTC|GMT|[A-Z][A-Za-z_-]+(?:\/[A-Za-z0-9_+-]+){1,2})$/.test(browserZone)
    ? browserZone
    : 'America/New_York';
}
