import { createCatServices } from '@scanwise/core';
import type { BindJourneyServices, GroupBinding } from '../servicesLoader';
import { bindEach, coreOptionsFor } from '../sessionContainer';
import { TOKENS } from '../tokens';

/**
 * The CAT questionnaire and its results (public): its member calls load once the page is idle
 * (or with their first call).
 */
export const bindCat: BindJourneyServices = (container, session, options) => {
  if (container.inversify.isBound(TOKENS.cat)) return;
  const { cat, catMemberRecord } = createCatServices(session, coreOptionsFor(options), {
    preloadCalls: options.whenIdle,
  });
  bindEach(container, [
    [TOKENS.cat, cat],
    [TOKENS.catMemberRecord, catMemberRecord],
  ]);
};

/** The group's binding as main.tsx loads it (no journey port needed). */
export const bindGroup: GroupBinding = () => bindCat;
