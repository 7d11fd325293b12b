import { BookingJourney, CenterOrigin, type FunnelStageTracker } from '../../booking';
import type { SessionCore } from '../createSessionCore';
import type { CreateScanwiseCoreOptions } from '../scanwiseOptions';
import { createMemberCalls } from './createMemberCalls';
import { forgetOnSignOut, type Disposable, type MadeJourneyParts } from './madeParts';
import { conversionTrackingOnDemand, funnelOnDemand } from './onDemandParts';
import { BOOKING_CALLS, CATALOG_CALLS, ENCOUNTER_CALLS, PAYMENT_CALLS } from '../../schemas';

/**
 * Booking a scan (signed in), over the member calls and the card payment port (the booking's own
 * payment step). It never makes the member's data (no hubs, no live lists). Without a funnel
 * given, it makes one whose code (the conversion's, the session's reporting's) starts loading at
 * once; the conversion's tracking waits for the reporting: nothing it makes waits for them.
 * Paying an encounter or a due invoice apart from a booking is `createPaymentServices`'.
 */
export interface BookingServices extends Disposable {
  /** The booking screens' journey: entry, plan, schedule, hold and pay, confirmation. */
  readonly bookingJourney: BookingJourney;
  /** Where schedule-scan measures the centers' distances from: the member's address or a code. */
  readonly centerOrigin: CenterOrigin;
}

export function createBookingServices(
  session: SessionCore,
  options: CreateScanwiseCoreOptions,
  made: Pick<MadeJourneyParts, 'calls' | 'memberData'> & {
    readonly funnel?: Pick<FunnelStageTracker, 'enter' | 'reset'>;
  } = {},
): BookingServices {
  const { ports } = options;
  const { clock, logger, storage } = ports;
  const { auth } = session;
  const calls = made.memberData ?? made.calls ?? createMemberCalls(session, options);
  const api = calls.api.withCalls(CATALOG_CALLS, BOOKING_CALLS, PAYMENT_CALLS, ENCOUNTER_CALLS);
  const conversion = made.funnel === undefined ? funnelOnDemand(session, options) : null;
  // The conversion it makes sends the arrival's UTM values once a member exists: started now,
  // with nothing waiting for it.
  conversion?.start();
  const funnel = made.funnel ?? (conversion as NonNullable<typeof conversion>).funnel;
  const tracking = conversionTrackingOnDemand(session);
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
  // A chosen origin belongs to the member: forgotten when they sign out.
  const signOut = forgetOnSignOut(auth, () => centerOrigin.clear());
  return {
    bookingJourney,
    centerOrigin,
    dispose(): void {
      signOut.unsubscribe();
      bookingJourney.dispose();
      centerOrigin.dispose();
      conversion?.dispose();
    },
  };
}
