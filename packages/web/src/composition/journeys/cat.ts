import { createCatServices } from '@scanwise/core';
import type { BindJourneyServices, GroupBinding } from '../servicesLoader';
import { bindEach, coreOptionsFor } from '../sessionContainer';
import { TOKENS } from '../tokens';
import { memberCallsOf } from './memberCalls';

/** The CAT questionnaire and its results (public): over the member calls alone. */
export const bindCat: BindJourneyServices = (container, session, options) => {
  if (container.inversify.isBound(TOKENS.cat)) return;
  const calls = memberCallsOf(container, session, options);
  const { cat } = createCatServices(session, coreOptionsFor(options), { calls });
  bindEach(container, [[TOKENS.cat, cat]]);
};

/** The group's binding as main.tsx loads it (no journey port needed). */
export const bindGroup: GroupBinding = () => bindCat;
