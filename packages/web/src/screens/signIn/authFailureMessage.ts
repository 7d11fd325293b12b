import type { AuthFailure } from '@scanwise/core';

/** The i18n key of a member-friendly message for a failed sign-in (never the raw error). */
export function authFailureMessageKey(failure: AuthFailure): string {
  switch (failure.code) {
    case 'invalid_credentials':
      return 'auth.failure.invalidCredentials';
    case 'network_timeout':
    case 'frame_timeout':
      return 'auth.failure.timeout';
    case 'state_mismatch':
    case 'no_matching_state':
    case 'no_state_in_response':
    case 'authority_mismatch':
    case 'client_id_mismatch':
    case 'missing_subject':
    case 'sub_mismatch':
    case 'missing_code':
      return 'auth.failure.expiredLink';
    case 'popup_closed':
    case 'popup_blocked':
      return 'auth.failure.popup';
    case 'server_error':
      return failure.error === 'access_denied' ? 'auth.failure.cancelled' : 'auth.failure.server';
    default:
      return 'auth.failure.unknown';
  }
}
