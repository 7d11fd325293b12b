import { createInitialSetupServices } from '@scanwise/core';
import type { BindJourneyServices, GroupBinding } from '../servicesLoader';
import { bindEach, coreOptionsFor } from '../sessionContainer';
import { TOKENS } from '../tokens';
import { memberCallsOf } from './memberCalls';

/** The initial setup of a member the platform created (public): over the member calls alone. */
export const bindInitialSetup: BindJourneyServices = (container, session, options) => {
  if (container.inversify.isBound(TOKENS.initialSetupFlow)) return;
  const calls = memberCallsOf(container, session, options);
  const { initialSetupFlow } = createInitialSetupServices(session, coreOptionsFor(options), {
    calls,
  });
  bindEach(container, [[TOKENS.initialSetupFlow, initialSetupFlow]]);
};

/** The group's binding as main.tsx loads it (no journey port needed). */
export const bindGroup: GroupBinding = () => bindInitialSetup;
