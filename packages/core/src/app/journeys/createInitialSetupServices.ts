import { InitialSetupFlow } from '../../initialSetup';
import type { SessionCore } from '../createSessionCore';
import type { CreateSessionCoreOptions } from '../scanwiseOptions';
import { deviceTimeZoneOf, type Disposable, type MadeJourneyParts } from './madeParts';
import { memberApiOnDemand, type CallsPreload } from './memberApiOnDemand';
import { accountCalls } from './publicCallParts';

/** The initial setup of a member the platform created (public): terms, then a password if needed. */
export interface InitialSetupServices extends Disposable {
  readonly initialSetupFlow: InitialSetupFlow;
}

export function createInitialSetupServices(
  session: SessionCore,
  options: CreateSessionCoreOptions,
  made: Pick<MadeJourneyParts, 'calls'> & CallsPreload = {},
): InitialSetupServices {
  // The calls' code (and the catalogue's part) loads with the first call: the page renders
  // without it.
  const api = memberApiOnDemand(session, options, made, accountCalls);
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
