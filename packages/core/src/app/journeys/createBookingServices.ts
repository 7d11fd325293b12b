import { BookingJourney, CenterOrigin } from '../../booking';
import { PaymentAuthorizations } from '../../payment';
import type { SessionCore } from '../createSessionCore';
import type { CreateScanwiseCoreOptions } from '../scanwiseOptions';
import { createSessionReporting } from '../sessionReporting';
import { createConversionServices } from './createConversionServices';
import { createMemberCalls } from './createMemberCalls';
import { forgetOnSignOut, type Disposable, type MadeJourneyParts } from './madeParts';
import { BOOKING_CALLS, CATALOG_CALLS, ENCOUNTER_CALLS, PAYMENT_CALLS } from '../../schemas';

/**
 * Booking and paying (signed in), over the member calls and the card payment port. Of the
 * member's data it needs only the cache a payment invalidates: the member's data's when given,
 * else the member's cache given; with neither, nothing of the member's is cached to invalidate.
 * It never makes the member's data (no hubs, no live lists).
 */
export interface BookingServices extends Disposable {
  /** Card payments of encounters and due invoices (payment-authorize), one per encounter. */
  readonly paymentAuthorizations: PaymentAuthorizations;
  /** The booking screens' journey: entry, plan, schedule, hold and pay, confirmation. */
  readonly bookingJourney: BookingJourney;
  /** Where schedule-scan measures the centers' distances from: the member's address or a code. */
  readonly centerOrigin: CenterOrigin;
}

export function createBookingServices(
  session: SessionCore,
  options: CreateScanwiseCoreOptions,
  made: Pick<MadeJourneyParts, 'calls' | 'memberData' | 'funnel' | 'cache'> = {},
): BookingServices {
  const { ports } = options;
  const { clock, logger, storage } = ports;
  const { auth } = session;
  const calls = made.memberData ?? made.calls ?? createMemberCalls(session, options);
  const api = calls.api.withCalls(CATALOG_CALLS, BOOKING_CALLS, PAYMENT_CALLS, ENCOUNTER_CALLS);
  const cache = made.memberData?.cache ?? made.cache;
  const conversion =
    made.funnel === undefined ? createConversionServices(session, options, calls) : null;
  const funnel = made.funnel ?? (conversion as NonNullable<typeof conversion>).funnel;
  const { tracking } = session.reportingWith(createSessionReporting);
  const paymentAuthorizations = new PaymentAuthorizations({
    calls: api,
    cardPayment: ports.payment,
    ...(cache ? { cache } : {}),
    logger,
  });
  const bookingJourney = new BookingJourney({
    api,
    cardPayment: ports.payment,
    booking: session.booking,
    bookingId: session.bookingId,
    funnel,
    tracking,
    storage: storage.session,
    clock,
    logger,
    currentMember: () => auth.getSnapshot().member,
    offers: session.offer,
  });
  const centerOrigin = new CenterOrigin({
    api,
    currentMember: () => auth.getSnapshot().member,
  });
  // A pending charge and a chosen origin belong to the member: forgotten when they sign out.
  const signOut = forgetOnSignOut(auth, () => {
    paymentAuthorizations.clear();
    centerOrigin.clear();
  });
  return {
    paymentAuthorizations,
    bookingJourney,
    centerOrigin,
    dispose(): void {
      signOut.unsubscribe();
      paymentAuthorizations.dispose();
      bookingJourney.dispose();
      centerOrigin.dispose();
      conversion?.dispose();
    },
  };
}
