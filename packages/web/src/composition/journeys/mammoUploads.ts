import { ENCOUNTER_CALLS } from '@scanwise/core';
import { createMammoUploads } from '../mammoUploads';
import type { BindJourneyServices, GroupBinding } from '../servicesLoader';
import { TOKENS } from '../tokens';
import { memberCallsOf } from './memberCalls';

/**
 * Mammography uploads (signed in): one core queue per encounter over the member calls and the
 * on-demand upload adapters.
 */
export const bindMammoUploads: BindJourneyServices = (container, session, options) => {
  if (container.inversify.isBound(TOKENS.mammoUploads)) return;
  const { api, http } = memberCallsOf(container, session, options);
  container.bind(
    TOKENS.mammoUploads,
    createMammoUploads({
      load: options.ports.mammoUploadAdapters,
      // The upload registers its files and reads the encounter: the encounters' calls.
      api: api.withCalls(ENCOUNTER_CALLS),
      baseUrl: options.config.platformUrl,
      authorization: () => http.currentBearer(),
      clock: options.ports.clock,
      logger: options.ports.logger,
      authStatus$: session.auth.state$,
    }),
  );
};

/** The group's binding as main.tsx loads it (no journey port needed). */
export const bindGroup: GroupBinding = () => bindMammoUploads;
