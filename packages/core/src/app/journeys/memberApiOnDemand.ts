import type { MemberApi } from '../../api';
import type { CallCatalogPart } from '../../schemas';
import type { SessionCore } from '../createSessionCore';
import type { CreateSessionCoreOptions } from '../scanwiseOptions';
import { deferredCalls, type DeferredCalls } from './deferredCalls';
import type { MadeJourneyParts } from './madeParts';

/** When a public journey's calls start loading ahead of its first call. */
export interface CallsPreload {
  /**
   * Schedules their load (the web app: once the page has painted and the browser is idle), so a
   * submit rarely waits for them; without it they load with the first call.
   */
  readonly preloadCalls?: ((start: () => void) => void) | undefined;
}

/** The parts of the catalogue a public journey calls, loaded with its calls' code (`import()`). */
export type CallPartsLoader = () => Promise<readonly CallCatalogPart[]>;

/**
 * The member calls of a public journey, their code (the session's platform client, the call
 * catalogue's parts it calls) loaded on the first call or `preload`: a public page renders and
 * validates without them, and a submit made before they are there is sent once they are. They
 * know the parts `parts` loads (the journey's own, docs/adr/0129) and the session's calls; over
 * the calls an app has made already (`made.calls`) only the parts load.
 */
export function memberApiOnDemand(
  session: SessionCore,
  options: CreateSessionCoreOptions,
  made: Pick<MadeJourneyParts, 'calls'> & CallsPreload,
  parts: CallPartsLoader,
): DeferredCalls<MemberApi> {
  const api = deferredCalls<MemberApi>({
    port: 'member calls',
    logger: options.ports.logger,
    load: () =>
      Promise.all([
        made.calls ??
          import('./memberCallsOnDemand').then((module) =>
            module.createMemberCalls(session, options),
          ),
        parts(),
      ]).then(([calls, loaded]) => calls.api.withCalls(...loaded)),
  });
  // A failed load is logged by the loader and tried again by the first call.
  made.preloadCalls?.(() => void api.preload().catch(() => undefined));
  return api;
}
