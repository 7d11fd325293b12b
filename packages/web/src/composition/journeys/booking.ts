import { createBookingServices } from '@scanwise/core';
import { memberCacheOf } from '../memberCache';
import type { JourneyPorts } from '../scanwisePorts';
import type { BindJourneyServices, GroupBinding } from '../servicesLoader';
import { bindEach, coreOptionsFor } from '../sessionContainer';
import { TOKENS } from '../tokens';
import { funnelOf } from './conversion';
import { memberCallsOf } from './memberCalls';

/**
 * Booking and paying (signed in): over the member calls, the member's cache (which a payment
 * invalidates, shared with the member's data), the funnel and the card payment; the member's data
 * itself (hubs, live lists) is not loaded for it.
 */
export const bindBookingOver =
  (journeyPorts: JourneyPorts): BindJourneyServices =>
  (container, session, options) => {
    if (container.inversify.isBound(TOKENS.bookingJourney)) return;
    const calls = memberCallsOf(container, session, options);
    const cache = memberCacheOf(container, session, options);
    const funnel = funnelOf(container, session, options, calls);
    const core = coreOptionsFor(options);
    const booking = createBookingServices(
      session,
      { ...core, ports: { ...core.ports, ...journeyPorts } },
      { calls, cache, funnel },
    );
    bindEach(container, [
      [TOKENS.payment, journeyPorts.payment],
      [TOKENS.paymentAuthorizations, booking.paymentAuthorizations],
      [TOKENS.bookingJourney, booking.bookingJourney],
      [TOKENS.centerOrigin, booking.centerOrigin],
    ]);
  };

/** The group's binding as main.tsx loads it, over the journeys' ports. */
export const bindGroup: GroupBinding = bindBookingOver;
