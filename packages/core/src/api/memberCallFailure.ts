import type { CallName } from '../schemas';
import type { MemberApiError, MemberApiMessageKey } from './memberApiError';

/**
 * The name every {@link MemberApiError} carries, typed as the class's own so the two cannot part.
 * The checks below read it rather than the class: a public journey's services answer a failed
 * call without loading the calls' code (the error's class comes with it, docs/adr/0135).
 */
const MEMBER_API_ERROR_NAME: MemberApiError['name'] = 'MemberApiError';

/** Whether a thrown value is a {@link MemberApiError} (of one call, when given). */
export function isMemberApiError(value: unknown, call?: CallName): value is MemberApiError {
  return (
    value instanceof Error &&
    value.name === MEMBER_API_ERROR_NAME &&
    (call === undefined || (value as MemberApiError).call === call)
  );
}

/** Why a member call failed, as a value a service returns: the message key and the platform code. */
export interface MemberCallFailure {
  readonly messageKey: MemberApiMessageKey;
  /** The platform's own error code (e.g. `email_taken`), when the answer carried one. */
  readonly apiCode: string | undefined;
}

/** The failure of a rejected member call; anything but a MemberApiError counts as a server fault. */
export function memberCallFailureOf(error: unknown): MemberCallFailure {
  return isMemberApiError(error)
    ? { messageKey: error.messageKey, apiCode: error.apiCode }
    : { messageKey: 'api.errors.server', apiCode: undefined };
}
