import type { IdentityErrorCode } from '../ports';

/** Identity codes that name a timeout: the renewal retry and the sign-in screens care. */
const TIMEOUT_CODES: readonly IdentityErrorCode[] = ['network_timeout', 'frame_timeout'];

const IDENTITY_ERROR_CODES: ReadonlySet<string> = new Set<IdentityErrorCode>([
  'state_mismatch',
  'no_matching_state',
  'no_state_in_response',
  'authority_mismatch',
  'client_id_mismatch',
  'missing_subject',
  'sub_mismatch',
  'missing_code',
  'network_timeout',
  'frame_timeout',
  'popup_closed',
  'popup_blocked',
  'invalid_credentials',
  'server_error',
]);

/** An identity error code of spec section 8, or `unknown` for anything else that was thrown. */
export type AuthFailureCode = IdentityErrorCode | 'unknown';

/** A failed sign-in (or restore), kept in the session state for the sign-in screen. */
export interface AuthFailure {
  readonly code: AuthFailureCode;
  readonly message: string;
  /** The server's error code and description, for server errors. */
  readonly error?: string;
  readonly errorDescription?: string;
}

/**
 * Turns whatever an identity call rejected with into an {@link AuthFailure}. Identity adapters
 * reject with objects carrying an identity code; anything else becomes `unknown`. Never throws.
 */
export function toAuthFailure(thrown: unknown): AuthFailure {
  if (typeof thrown === 'object' && thrown !== null) {
    const fields = thrown as Record<string, unknown>;
    const code = fields['code'];
    const message = typeof fields['message'] === 'string' ? fields['message'] : '';
    if (typeof code === 'string' && IDENTITY_ERROR_CODES.has(code)) {
      const failure: AuthFailure = {
        code: code as IdentityErrorCode,
        message: message || code,
      };
      const error = fields['error'];
      const description = fields['errorDescription'];
      return {
        ...failure,
        ...(typeof error === 'string' ? { error } : {}),
        ...(typeof description === 'string' ? { errorDescription: description } : {}),
      };
    }
    return { code: 'unknown', message: message || 'Sign-in failed' };
  }
  return { code: 'unknown', message: typeof thrown === 'string' ? thrown : 'Sign-in failed' };
}

/** True when the failure is a network or hidden-frame timeout. */
export function isTimeoutFailure(failure: AuthFailure): boolean {
  return (TIMEOUT_CODES as readonly string[]).includes(failure.code);
}
