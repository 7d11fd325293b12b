import { InitialSetupFlow } from '../../initialSetup';
import type { SessionCore } from '../createSessionCore';
import type { CreateSessionCoreOptions } from '../scanwiseOptions';
import { deviceTimeZoneOf, type Disposable, type MadeJourneyParts } from './madeParts';
import { memberApiOnDemand } from './onDemandParts';
import { ACCOUNT_CALLS } from '../../schemas';

/** The initial setup of a member the platform created (public): terms, then a password if needed. */
export interface InitialSetupServices extends Disposable {
  readonly initialSetupFlow: InitialSetupFlow;
}

export function createInitialSetupServices(
  session: SessionCore,
  options: CreateSessionCoreOptions,
  made: Pick<MadeJourneyParts, 'calls'> = {},
): InitialSetupServices {
  // Without calls given, their code loads with the first call: the page renders without it.
  const api =
    made.calls?.api.withCalls(ACCOUNT_CALLS) ?? memberApiOnDemand(session, options, ACCOUNT_CALLS);
  const initialSetupFlow = new InitialSetupFlow({
    api,
    auth: session.auth,
    rootSession: session.rootSession,
    store: session.initialSetup,
    logger: options.ports.logger,
    ...deviceTimeZoneOf(options.config),
  });
  return { initialSetupFlow, dispose: () => initialSetupFlow.dispose() };
}
