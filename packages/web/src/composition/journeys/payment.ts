import { createPaymentServices, type QueryKey, type RemoteDataCache } from '@scanwise/core';
import type { JourneyPorts } from '../scanwisePorts';
import type { BindJourneyServices, GroupBinding } from '../servicesLoader';
import { bindEach, coreOptionsFor, type ScanwiseContainer } from '../sessionContainer';
import { TOKENS } from '../tokens';
import { memberCallsOf } from './memberCalls';

/**
 * The member's cache as a payment invalidates it: the one bound when the payment ends, if any.
 * Not made for the payment (its code would load with the payment page): a cache made afterwards
 * holds nothing the payment made stale.
 */
export function boundMemberCache(
  container: ScanwiseContainer,
): Pick<RemoteDataCache, 'invalidate'> {
  return {
    invalidate: (prefix: QueryKey) => {
      if (container.inversify.isBound(TOKENS.remoteData)) {
        container.get(TOKENS.remoteData).invalidate(prefix);
      }
    },
  };
}

/**
 * Paying an encounter or a due invoice by card (payment-authorize, signed in): over the member
 * calls, the member's cache (which a payment invalidates, shared with the member's data) and the
 * card payment; none of the booking journey is loaded for it.
 */
export const bindPaymentOver =
  (journeyPorts: JourneyPorts): BindJourneyServices =>
  (container, session, options) => {
    if (container.inversify.isBound(TOKENS.paymentAuthorizations)) return;
    const calls = memberCallsOf(container, session, options);
    const core = coreOptionsFor(options);
    const { paymentAuthorizations } = createPaymentServices(
      session,
      { ...core, ports: { ...core.ports, ...journeyPorts } },
      { calls, cache: boundMemberCache(container) },
    );
    if (!container.inversify.isBound(TOKENS.payment)) {
      bindEach(container, [[TOKENS.payment, journeyPorts.payment]]);
    }
    bindEach(container, [[TOKENS.paymentAuthorizations, paymentAuthorizations]]);
  };

/** The group's binding as main.tsx loads it, over the journeys' ports. */
export const bindGroup: GroupBinding = bindPaymentOver;
