import { createPasswordResetServices } from '@scanwise/core';
import type { BindJourneyServices, GroupBinding } from '../servicesLoader';
import { bindEach, coreOptionsFor } from '../sessionContainer';
import { TOKENS } from '../tokens';

/**
 * The forgotten password's journey (public): its member calls load once the page is idle
 * (or with their first call).
 */
export const bindPasswordReset: BindJourneyServices = (container, session, options) => {
  if (container.inversify.isBound(TOKENS.passwordReset)) return;
  const { passwordReset } = createPasswordResetServices(session, coreOptionsFor(options), {
    preloadCalls: options.whenIdle,
  });
  bindEach(container, [[TOKENS.passwordReset, passwordReset]]);
};

/** The group's binding as main.tsx loads it (no journey port needed). */
export const bindGroup: GroupBinding = () => bindPasswordReset;
