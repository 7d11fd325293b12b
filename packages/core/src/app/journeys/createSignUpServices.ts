import type { FunnelStageTracker } from '../../booking';
import { SignUp } from '../../join';
import type { SessionCore } from '../createSessionCore';
import type { CreateSessionCoreOptions } from '../scanwiseOptions';
import { deviceTimeZoneOf, type Disposable, type MadeJourneyParts } from './madeParts';
import { memberApiOnDemand, type CallsPreload } from './memberApiOnDemand';
import { conversionTrackingOnDemand, funnelOnDemand } from './onDemandParts';
import { accountCalls } from './publicCallParts';

/** Sign-up (public: Join, the CAT's and the offers' sign-up): create the member, sign in, terms. */
export interface SignUpServices extends Disposable {
  readonly signUp: SignUp;
}

/**
 * Without calls or a funnel given, their code (the platform client, the call catalogue, the
 * reporting) loads with the first call or stage: the form renders and validates without it.
 */
export function createSignUpServices(
  session: SessionCore,
  options: CreateSessionCoreOptions,
  made: Pick<MadeJourneyParts, 'calls'> &
    CallsPreload & {
      readonly funnel?: Pick<FunnelStageTracker, 'enter'>;
    } = {},
): SignUpServices {
  const conversion = made.funnel === undefined ? funnelOnDemand(session, options) : null;
  const signUp = new SignUp({
    api: memberApiOnDemand(session, options, made, accountCalls),
    auth: session.auth,
    funnel: made.funnel ?? (conversion as NonNullable<typeof conversion>).funnel,
    tracking: conversionTrackingOnDemand(session),
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
