import { createScheduleActionServices } from '@scanwise/core';
import { memberCacheOf } from '../memberCache';
import type { BindJourneyServices, GroupBinding } from '../servicesLoader';
import { bindEach, coreOptionsFor } from '../sessionContainer';
import { TOKENS } from '../tokens';
import { memberCallsOf } from './memberCalls';

/**
 * Rescheduling and cancelling an appointment (signed in): over the member calls and the member's
 * cache (which a change invalidates, shared with the member's data, which is not loaded for it).
 */
export const bindScheduleActions: BindJourneyServices = (container, session, options) => {
  if (container.inversify.isBound(TOKENS.scheduleActions)) return;
  const calls = memberCallsOf(container, session, options);
  const cache = memberCacheOf(container, session, options);
  const { scheduleActions } = createScheduleActionServices(session, coreOptionsFor(options), {
    calls,
    cache,
  });
  bindEach(container, [[TOKENS.scheduleActions, scheduleActions]]);
};

/** The group's binding as main.tsx loads it (no journey port needed). */
export const bindGroup: GroupBinding = () => bindScheduleActions;
