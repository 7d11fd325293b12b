import { createOfferServices } from '@scanwise/core';
import type { BindJourneyServices, GroupBinding } from '../servicesLoader';
import { bindEach, coreOptionsFor } from '../sessionContainer';
import { TOKENS } from '../tokens';
import { memberCallsOf } from './memberCalls';

/** Claim-offer and link-association (public): over the member calls alone. */
export const bindOffers: BindJourneyServices = (container, session, options) => {
  if (container.inversify.isBound(TOKENS.offerClaims)) return;
  const calls = memberCallsOf(container, session, options);
  const { offerClaims, partnerLinks } = createOfferServices(session, coreOptionsFor(options), {
    calls,
  });
  bindEach(container, [
    [TOKENS.offerClaims, offerClaims],
    [TOKENS.partnerLinks, partnerLinks],
  ]);
};

/** The group's binding as main.tsx loads it (no journey port needed). */
export const bindGroup: GroupBinding = () => bindOffers;
