import { createBookingServices, type FunnelStageTracker } from '@scanwise/core';
import type { JourneyPorts } from '../scanwisePorts';
import type { BindJourneyServices, GroupBinding } from '../servicesLoader';
import { bindEach, coreOptionsFor } from '../sessionContainer';
import { TOKENS } from '../tokens';
import { memberCallsOf } from './memberCalls';

/**
 * Booking a scan (signed in): over the member calls and the card payment (the booking's payment
 * step); the member's data itself (hubs, live lists) is not loaded for it. The funnel is the
 * container's (shared with sign-up), its code (the conversion's, the session's reporting's)
 * fetched once booking is bound, so a step renders without waiting for it and the conversion
 * sends the arrival's UTM values once a member exists (as a sign-in's warm-up loads booking).
 */
export const bindBookingOver =
  (journeyPorts: JourneyPorts): BindJourneyServices =>
  (container, session, options) => {
    if (container.inversify.isBound(TOKENS.bookingJourney)) return;
    const calls = memberCallsOf(container, session, options);
    const containerFunnel = (): Promise<FunnelStageTracker> =>
      import('./funnelOnDemand').then((module) =>
        module.containerFunnel(container, session, options),
      );
    const funnel: Pick<FunnelStageTracker, 'enter' | 'reset'> = {
      enter: (stage, details) =>
        containerFunnel()
          .then((tracker) => tracker.enter(stage, details))
          // A stage whose code failed to load is not reported, as one the platform refused.
          .catch(() => false),
      // After the stages entered before it (the same load), so a stage entered again is reported.
      reset: () => {
        containerFunnel().then(
          (tracker) => tracker.reset(),
          () => undefined,
        );
      },
    };
    const core = coreOptionsFor(options);
    const booking = createBookingServices(
      session,
      { ...core, ports: { ...core.ports, ...journeyPorts } },
      { calls, funnel },
    );
    if (!container.inversify.isBound(TOKENS.payment)) {
      bindEach(container, [[TOKENS.payment, journeyPorts.payment]]);
    }
    bindEach(container, [
      [TOKENS.bookingJourney, booking.bookingJourney],
      [TOKENS.centerOrigin, booking.centerOrigin],
    ]);
    // After the binding: nothing waits for it; a failed fetch is tried again on the first stage.
    containerFunnel().catch(() => undefined);
  };

/** The group's binding as main.tsx loads it, over the journeys' ports. */
export const bindGroup: GroupBinding = bindBookingOver;
