import { createBookingServices } from '@scanwise/core';
import { memberDataOf } from '../memberDataBindings';
import type { JourneyPorts } from '../scanwisePorts';
import type { BindJourneyServices, GroupBinding } from '../servicesLoader';
import { bindEach, coreOptionsFor } from '../sessionContainer';
import { TOKENS } from '../tokens';
import { funnelOf } from './conversion';

/** Booking and paying (signed in): over the member's data, the funnel and the card payment. */
export const bindBookingOver =
  (journeyPorts: JourneyPorts): BindJourneyServices =>
  (container, session, options) => {
    if (container.inversify.isBound(TOKENS.bookingJourney)) return;
    const memberData = memberDataOf(container, session, options, journeyPorts);
    const funnel = funnelOf(container, session, options, memberData);
    const core = coreOptionsFor(options);
    const booking = createBookingServices(
      session,
      { ...core, ports: { ...core.ports, ...journeyPorts } },
      { calls: memberData, memberData, funnel },
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
