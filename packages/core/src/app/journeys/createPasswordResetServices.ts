import { PasswordReset } from '../../passwordReset';
import type { SessionCore } from '../createSessionCore';
import type { CreateSessionCoreOptions } from '../scanwiseOptions';
import type { Disposable, MadeJourneyParts } from './madeParts';
import { memberApiOnDemand, type CallsPreload } from './memberApiOnDemand';
import { accountCalls } from './publicCallParts';

/** The forgotten password's journey (public): a code by e-mail, then a new password. */
export interface PasswordResetServices extends Disposable {
  readonly passwordReset: PasswordReset;
}

export function createPasswordResetServices(
  session: SessionCore,
  options: CreateSessionCoreOptions,
  made: Pick<MadeJourneyParts, 'calls'> & CallsPreload = {},
): PasswordResetServices {
  // The calls' code (and the catalogue's part) loads with the first call: the page renders
  // without it.
  const api = memberApiOnDemand(session, options, made, accountCalls);
  const passwordReset = new PasswordReset({ api, logger: options.ports.logger });
  return { passwordReset, dispose: () => passwordReset.dispose() };
}
