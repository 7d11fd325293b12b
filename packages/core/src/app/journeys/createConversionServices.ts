import { distinctUntilChanged, map } from 'rxjs';
import { FunnelStageTracker } from '../../booking';
import type { SessionCore } from '../createSessionCore';
import type { CreateSessionCoreOptions } from '../scanwiseOptions';
import { createSessionReporting } from '../sessionReporting';
import type { MemberCalls } from './createMemberCalls';
import type { Disposable } from './madeParts';
import { CONVERSION_CALLS } from '../../schemas';

/**
 * What a member's conversion reports, shared by sign-up and the booking journey: the booking
 * funnel's stages, and the arrival's UTM values sent once a member exists (again when consent
 * comes). Made over the session's reporting (made here at once unless its load made it) and the
 * member calls given: it loads with the reporting, not with the calls.
 */
export interface ConversionServices extends Disposable {
  readonly funnel: FunnelStageTracker;
}

export function createConversionServices(
  session: SessionCore,
  options: CreateSessionCoreOptions,
  calls: MemberCalls,
): ConversionServices {
  const api = calls.api.withCalls(CONVERSION_CALLS);
  const { auth } = session;
  const { tracking, consent, attribution } = session.reportingWith(createSessionReporting);
  const funnel = new FunnelStageTracker({
    // The tracker retries a stage whose report failed; the call itself only answers false.
    report: async (report) => {
      if (!(await api.reportBookingStage(report))) throw new Error('Booking stage not reported');
    },
    tracking: tracking.gatedPort,
    bookingId: () => session.bookingId.getSnapshot().bookingId,
    logger: options.ports.logger,
  });
  const utm = attribution.sendWhenMemberExists(
    auth.state$.pipe(
      map((state) => state.status === 'signedIn' && state.member !== null),
      distinctUntilChanged(),
    ),
    (values) => api.saveUtm(values),
    consent.trackingAllowed$,
  );
  return { funnel, dispose: () => utm.unsubscribe() };
}
