import type { HttpClientError } from '../http';
import type { CallName } from '../schemas';

/**
 * Member-facing message keys of a failed call. Spec section 8: "User-facing messages for failed
 * payments, bookings and member calls are not shown", so the screens translate these keys; the
 * wording lives in the locale files, not here.
 */
export const MEMBER_API_MESSAGE_KEYS = [
  'api.errors.offline',
  'api.errors.timeout',
  'api.errors.canceled',
  'api.errors.signedOut',
  'api.errors.notFound',
  'api.errors.conflict',
  'api.errors.invalidInput',
  'api.errors.tooManyRequests',
  'api.errors.server',
  'api.errors.unexpectedAnswer',
] as const;
export type MemberApiMessageKey = (typeof MEMBER_API_MESSAGE_KEYS)[number];

/** Picks the message a member sees for a client failure (network, status or payload). */
export function memberApiMessageKeyFor(error: HttpClientError): MemberApiMessageKey {
  switch (error.code) {
    case 'network_error':
      return 'api.errors.offline';
    case 'timeout':
      return 'api.errors.timeout';
    case 'aborted':
    case 'canceled':
      return 'api.errors.canceled';
    case 'invalid_payload':
      // A request refused before sending is the form's data; a bad answer is the server's fault.
      return error.direction === 'request'
        ? 'api.errors.invalidInput'
        : 'api.errors.unexpectedAnswer';
    case 'http_status':
      return messageKeyForStatus(error.status);
  }
}

function messageKeyForStatus(status: number): MemberApiMessageKey {
  if (status === 401 || status === 403) return 'api.errors.signedOut';
  if (status === 404 || status === 410) return 'api.errors.notFound';
  if (status === 409) return 'api.errors.conflict';
  if (status === 429) return 'api.errors.tooManyRequests';
  if (status >= 400 && status < 500) return 'api.errors.invalidInput';
  return 'api.errors.server';
}

/**
 * A failed member call, as a value screens can show: which call, the message key, the HTTP
 * status and the platform's own error code when the answer carried one.
 */
export class MemberApiError extends Error {
  override readonly name = 'MemberApiError';
  readonly messageKey: MemberApiMessageKey;
  /** The HTTP status, or null when no answer came (network, timeout, abort, invalid request). */
  readonly status: number | null;
  /** The platform's ApiError.code, e.g. `already_paid`, when the answer had one. */
  readonly apiCode: string | undefined;

  constructor(
    readonly call: CallName,
    readonly httpError: HttpClientError,
    status: number | null,
  ) {
    super(`${call} failed: ${httpError.message}`, { cause: httpError });
    this.messageKey = memberApiMessageKeyFor(httpError);
    this.status = status;
    this.apiCode = httpError.code === 'http_status' ? httpError.apiCode : undefined;
  }
}

/**
 * The outcome of the calls whose spec result is only "data": per spec 7 "Client behaviour" a
 * failed request "does not throw but is marked success false".
 */
export type MemberCallResult<T> =
  | { readonly success: true; readonly data: T }
  | { readonly success: false; readonly error: MemberApiError };
