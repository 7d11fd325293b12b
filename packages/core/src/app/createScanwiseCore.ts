import { createIdleLogoutPolicy, type IdleLogoutPolicy } from '../idle';
import { createJourneyServices, type JourneyServices } from './createJourneyServices';
import { createSessionCore, type SessionCore } from './createSessionCore';
import type { CreateScanwiseCoreOptions } from './scanwiseOptions';
import { createSessionReporting } from './sessionReporting';
import type { SessionReporting } from './sessionReportingTypes';

/** The member session SDK: every service with its observables, wired over the ports. */
export interface ScanwiseCore extends SessionCore, SessionReporting, JourneyServices {
  /** Idle logout, made at once here (the session part alone loads it on demand). */
  readonly idle: IdleLogoutPolicy;
  /** Stops every timer, connection and subscription (the hubs close in the background). */
  dispose(): void;
}

/**
 * The one entry point of the SDK, for the web app and for Node scripts alike: every port comes in
 * through `ports` (defaults live in the adapters' presets, never here), and the services are
 * wired to each other the way spec sections 4 and 7 describe. It is the session part, its
 * reporting and the journeys' part at once; an app that wants a light first page creates them
 * in steps ({@link createSessionCore}, then `loadReporting` once the first page has painted and
 * {@link createJourneyServices} when a journey needs them).
 */
export function createScanwiseCore(options: CreateScanwiseCoreOptions): ScanwiseCore {
  const session = createSessionCore(options);
  const reporting = session.reportingWith(createSessionReporting);
  const idle = session.idleWith(createIdleLogoutPolicy);
  const journeys = createJourneyServices(session, options);
  // All at once here: the other tabs and the idle warning are followed from the start.
  session.followers().catch((error: unknown) => {
    options.ports.logger.warn('Session followers failed to load', { error: String(error) });
  });
  return {
    ...session,
    ...reporting,
    ...journeys,
    idle,
    dispose(): void {
      journeys.dispose();
      session.dispose();
    },
  };
}
