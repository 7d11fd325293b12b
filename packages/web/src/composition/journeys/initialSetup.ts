import { createInitialSetupServices } from '@scanwise/core';
import type { BindJourneyServices, GroupBinding } from '../servicesLoader';
import { bindEach, coreOptionsFor } from '../sessionContainer';
import { TOKENS } from '../tokens';

/**
 * The initial setup of a member the platform created (public): its member calls load once the page is idle
 * (or with their first call).
 */
export const bindInitialSetup: BindJourneyServices = (container, session, options) => {
  if (container.inversify.isBound(TOKENS.initialSetupFlow)) return;
  const { initialSetupFlow } = createInitialSetupServices(session, coreOptionsFor(options), {
    preloadCalls: options.whenIdle,
  });
  bindEach(container, [[TOKENS.initialSetupFlow, initialSetupFlow]]);
};

/** The group's binding as main.tsx loads it (no journey port needed). */
export const bindGroup: GroupBinding = () => bindInitialSetup;
