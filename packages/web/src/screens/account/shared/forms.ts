import type { MemberCallFailure } from '@scanwise/core';

/**
 * The translation key of a failed member call's message: the core's message key under this area
 * (`account.api.errors.*`).
 */
export function memberCallMessageKey(call: MemberCallFailure): string {
  return `account.${call.messageKey}`;
}
