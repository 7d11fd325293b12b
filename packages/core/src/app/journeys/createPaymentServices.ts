import { PaymentAuthorizations } from '../../payment';
import type { RemoteDataCache } from '../../remoteData';
import type { SessionCore } from '../createSessionCore';
import type { CreateScanwiseCoreOptions } from '../scanwiseOptions';
import { createMemberCalls } from './createMemberCalls';
import { forgetOnSignOut, type Disposable, type MadeJourneyParts } from './madeParts';
import { CATALOG_CALLS, ENCOUNTER_CALLS, PAYMENT_CALLS } from '../../schemas';

/**
 * Paying an encounter or a due invoice by card (payment-authorize, signed in), over the member
 * calls and the card payment port. Of the member's data it needs only the cache a payment
 * invalidates: the member's data's when given, else the member's cache given. It builds on none
 * of the booking journey, so the payment page loads without it.
 */
export interface PaymentServices extends Disposable {
  /** Card payments of encounters and due invoices (payment-authorize), one per encounter. */
  readonly paymentAuthorizations: PaymentAuthorizations;
}

export function createPaymentServices(
  session: SessionCore,
  options: CreateScanwiseCoreOptions,
  made: Pick<MadeJourneyParts, 'calls' | 'memberData'> & {
    /**
     * The member's cache a payment invalidates: only `invalidate` is used, so an app may hand
     * the cache it has made by the time of the payment without making one for it.
     */
    readonly cache?: Pick<RemoteDataCache, 'invalidate'>;
  } = {},
): PaymentServices {
  const { ports } = options;
  const calls = made.memberData ?? made.calls ?? createMemberCalls(session, options);
  const cache = made.memberData?.cache ?? made.cache;
  const paymentAuthorizations = new PaymentAuthorizations({
    calls: calls.api.withCalls(CATALOG_CALLS, PAYMENT_CALLS, ENCOUNTER_CALLS),
    cardPayment: ports.payment,
    ...(cache ? { cache } : {}),
    logger: ports.logger,
  });
  // A pending charge belongs to the member: forgotten when they sign out.
  const signOut = forgetOnSignOut(session.auth, () => paymentAuthorizations.clear());
  return {
    paymentAuthorizations,
    dispose(): void {
      signOut.unsubscribe();
      paymentAuthorizations.dispose();
    },
  };
}
