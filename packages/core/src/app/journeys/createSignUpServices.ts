import { SignUp } from '../../join';
import type { SessionCore } from '../createSessionCore';
import type { CreateSessionCoreOptions } from '../scanwiseOptions';
import { createSessionReporting } from '../sessionReporting';
import { createConversionServices } from './createConversionServices';
import { createMemberCalls } from './createMemberCalls';
import { deviceTimeZoneOf, type Disposable, type MadeJourneyParts } from './madeParts';

/** Sign-up (public: Join, the CAT's and the offers' sign-up): create the member, sign in, terms. */
export interface SignUpServices extends Disposable {
  readonly signUp: SignUp;
}

export function createSignUpServices(
  session: SessionCore,
  options: CreateSessionCoreOptions,
  made: Pick<MadeJourneyParts, 'calls' | 'funnel'> = {},
): SignUpServices {
  const calls = made.calls ?? createMemberCalls(session, options);
  const conversion =
    made.funnel === undefined ? createConversionServices(session, options, calls) : null;
  const { tracking } = session.reportingWith(createSessionReporting);
  const signUp = new SignUp({
    api: calls.api,
    auth: session.auth,
    funnel: made.funnel ?? (conversion as NonNullable<typeof conversion>).funnel,
    tracking,
    rootSession: session.rootSession,
    offer: session.offer,
    logger: options.ports.logger,
    ...deviceTimeZoneOf(options.config),
  });
  return {
    signUp,
    dispose(): void {
      signUp.dispose();
      conversion?.dispose();
    },
  };
}
