import { createPasswordResetServices } from '@scanwise/core';
import type { BindJourneyServices, GroupBinding } from '../servicesLoader';
import { bindEach, coreOptionsFor } from '../sessionContainer';
import { TOKENS } from '../tokens';
import { memberCallsOf } from './memberCalls';

/** The forgotten password's journey (public): over the member calls alone. */
export const bindPasswordReset: BindJourneyServices = (container, session, options) => {
  if (container.inversify.isBound(TOKENS.passwordReset)) return;
  const calls = memberCallsOf(container, session, options);
  const { passwordReset } = createPasswordResetServices(session, coreOptionsFor(options), {
    calls,
  });
  bindEach(container, [[TOKENS.passwordReset, passwordReset]]);
};

/** The group's binding as main.tsx loads it (no journey port needed). */
export const bindGroup: GroupBinding = () => bindPasswordReset;
