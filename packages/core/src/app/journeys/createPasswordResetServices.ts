import { PasswordReset } from '../../passwordReset';
import type { SessionCore } from '../createSessionCore';
import type { CreateSessionCoreOptions } from '../scanwiseOptions';
import type { Disposable, MadeJourneyParts } from './madeParts';
import { memberApiOnDemand } from './onDemandParts';
import { ACCOUNT_CALLS } from '../../schemas';

/** The forgotten password's journey (public): a code by e-mail, then a new password. */
export interface PasswordResetServices extends Disposable {
  readonly passwordReset: PasswordReset;
}

export function createPasswordResetServices(
  session: SessionCore,
  options: CreateSessionCoreOptions,
  made: Pick<MadeJourneyParts, 'calls'> = {},
): PasswordResetServices {
  // Without calls given, their code loads with the first call: the page renders without it.
  const api =
    made.calls?.api.withCalls(ACCOUNT_CALLS) ?? memberApiOnDemand(session, options, ACCOUNT_CALLS);
  const passwordReset = new PasswordReset({ api, logger: options.ports.logger });
  return { passwordReset, dispose: () => passwordReset.dispose() };
}
