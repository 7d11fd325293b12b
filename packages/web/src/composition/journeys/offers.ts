import { createOfferServices } from '@scanwise/core';
import type { BindJourneyServices, GroupBinding } from '../servicesLoader';
import { bindEach, coreOptionsFor } from '../sessionContainer';
import { TOKENS } from '../tokens';

/**
 * Claim-offer and link-association (public): its member calls load once the page is idle
 * (or with their first call).
 */
export const bindOffers: BindJourneyServices = (container, session, options) => {
  if (container.inversify.isBound(TOKENS.offerClaims)) return;
  const { offerClaims, partnerLinks } = createOfferServices(session, coreOptionsFor(options), {
    preloadCalls: options.whenIdle,
  });
  bindEach(container, [
    [TOKENS.offerClaims, offerClaims],
    [TOKENS.partnerLinks, partnerLinks],
  ]);
};

/** The group's binding as main.tsx loads it (no journey port needed). */
export const bindGroup: GroupBinding = () => bindOffers;
