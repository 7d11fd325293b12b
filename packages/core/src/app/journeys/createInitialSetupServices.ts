import { InitialSetupFlow } from '../../initialSetup';
import type { SessionCore } from '../createSessionCore';
import type { CreateSessionCoreOptions } from '../scanwiseOptions';
import { createMemberCalls } from './createMemberCalls';
import { deviceTimeZoneOf, type Disposable, type MadeJourneyParts } from './madeParts';

/** The initial setup of a member the platform created (public): terms, then a password if needed. */
export interface InitialSetupServices extends Disposable {
  readonly initialSetupFlow: InitialSetupFlow;
}

export function createInitialSetupServices(
  session: SessionCore,
  options: CreateSessionCoreOptions,
  made: Pick<MadeJourneyParts, 'calls'> = {},
): InitialSetupServices {
  const { api } = made.calls ?? createMemberCalls(session, options);
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
