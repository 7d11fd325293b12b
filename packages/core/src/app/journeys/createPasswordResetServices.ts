import { PasswordReset } from '../../passwordReset';
import type { SessionCore } from '../createSessionCore';
import type { CreateSessionCoreOptions } from '../scanwiseOptions';
import { createMemberCalls } from './createMemberCalls';
import type { Disposable, MadeJourneyParts } from './madeParts';

/** The forgotten password's journey (public): a code by e-mail, then a new password. */
export interface PasswordResetServices extends Disposable {
  readonly passwordReset: PasswordReset;
}

export function createPasswordResetServices(
  session: SessionCore,
  options: CreateSessionCoreOptions,
  made: Pick<MadeJourneyParts, 'calls'> = {},
): PasswordResetServices {
  const { api } = made.calls ?? createMemberCalls(session, options);
  const passwordReset = new PasswordReset({ api, logger: options.ports.logger });
  return { passwordReset, dispose: () => passwordReset.dispose() };
}
