import { createAccountServices } from '@scanwise/core';
import { memberCacheOf } from '../memberCache';
import type { BindJourneyServices, GroupBinding } from '../servicesLoader';
import { bindEach, coreOptionsFor } from '../sessionContainer';
import { TOKENS } from '../tokens';
import { memberCallsOf } from './memberCalls';

/**
 * The member's own account (signed in): over the member calls and the member's cache, shared
 * with the member's data, which is not loaded for it.
 */
export const bindAccount: BindJourneyServices = (container, session, options) => {
  if (container.inversify.isBound(TOKENS.account)) return;
  const calls = memberCallsOf(container, session, options);
  const cache = memberCacheOf(container, session, options);
  const { account } = createAccountServices(session, coreOptionsFor(options), { calls, cache });
  bindEach(container, [[TOKENS.account, account]]);
};

/** The group's binding as main.tsx loads it (no journey port needed). */
export const bindGroup: GroupBinding = () => bindAccount;
