import { MemberApiError } from '@scanwise/core';

/**
 * The dashboard's translation key for a failure: the core's MemberApiError carries a message key
 * (`api.errors.offline`, ...); the words live in this area's module (`dashboard.errors.offline`).
 * Anything else (a bug, a hub failure) gets the general message.
 */
export function failureMessageKey(error: unknown): string {
  if (error instanceof MemberApiError) {
    return `dashboard.errors.${error.messageKey.replace(/^api\.errors\./, '')}`;
  }
  return 'dashboard.errors.unknown';
}
