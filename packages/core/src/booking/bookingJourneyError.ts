import { boolean, enums, nullable, optional, string, type } from 'superstruct';
import type { Infer } from 'superstruct';
import { isMemberApiError } from '../api';
import type { CardPaymentProblem } from '../payment';
import { BOOKING_FLOW_STEPS, type BookingFlowStep } from './bookingFlows';

/**
 * What can go wrong in a booking. Spec section 8: "User-facing messages for failed payments,
 * bookings and member calls are not shown. The messages of the booking-error screen are not
 * shown." So each error carries a message key (`booking.errors.<code>`) the locale files word,
 * and the way back.
 */
export const BOOKING_JOURNEY_ERROR_CODES = [
  /** Not one of the six prefixes, or its entry data is missing (the bare prefix included). */
  'invalidEntry',
  'offerNotFound',
  'offerExpired',
  /** The code is an offer of another type than the flow (e.g. a referral code on /invite). */
  'offerMismatch',
  /** The entry's encounter is already scheduled, done or cancelled. */
  'encounterNotBookable',
  /** A list could not be loaded; `detail` has the call's message key. */
  'loadFailed',
  /** An action of a later step was asked for before its step. */
  'wrongStep',
  'planRequired',
  'detailsRequired',
  'planIneligible',
  'cacUnanswered',
  /** The CAC answers rule the plan out (PACKAGE_REJECTED). */
  'packageRejected',
  'centerRequired',
  'slotRequired',
  /** The time was taken meanwhile: back to schedule-scan to pick another. */
  'slotUnavailable',
  /**
   * The member already has an appointment at an overlapping time (the platform's
   * `appointment_overlap`): back to schedule-scan to pick another time.
   */
  'appointmentOverlap',
  /** The same scan within its repeat interval, and the member has not said to book it anyway. */
  'repeatScanUnconfirmed',
  /** The card was refused; `detail` has the provider's reason. The slot stays held. */
  'cardDeclined',
  /** The card's bank could not confirm it was the member (3-D Secure failed or was closed). */
  'cardNotAuthenticated',
  'paymentUnavailable',
  'paymentFailed',
  'alreadyPaid',
  'reservationFailed',
] as const;
export type BookingJourneyErrorCode = (typeof BOOKING_JOURNEY_ERROR_CODES)[number];

/** Where the member goes from an error: a booking step, or home. */
export const BOOKING_JOURNEY_WAYS_BACK = [...BOOKING_FLOW_STEPS, 'home'] as const;
export type BookingJourneyWayBack = BookingFlowStep | 'home';

export const BookingJourneyErrorSchema = type({
  code: enums(BOOKING_JOURNEY_ERROR_CODES),
  messageKey: string(),
  backTo: enums(BOOKING_JOURNEY_WAYS_BACK),
  /** True when the booking-error screen shows it; false for a notice on the current screen. */
  blocking: boolean(),
  /** A second key or text for the screen (the call's message key, the card's decline reason). */
  detail: optional(nullable(string())),
});
export type BookingJourneyError = Infer<typeof BookingJourneyErrorSchema>;

/** The errors shown on the booking-error screen rather than beside the form. */
const BLOCKING: readonly BookingJourneyErrorCode[] = [
  'invalidEntry',
  'offerNotFound',
  'offerExpired',
  'offerMismatch',
  'encounterNotBookable',
  'alreadyPaid',
];

/** The default way back of each error. */
const WAY_BACK: Readonly<Record<BookingJourneyErrorCode, BookingJourneyWayBack>> = {
  invalidEntry: 'home',
  offerNotFound: 'home',
  offerExpired: 'home',
  offerMismatch: 'home',
  encounterNotBookable: 'home',
  loadFailed: 'select-plan',
  wrongStep: 'select-plan',
  planRequired: 'select-plan',
  detailsRequired: 'select-plan',
  planIneligible: 'select-plan',
  cacUnanswered: 'select-plan',
  packageRejected: 'select-plan',
  centerRequired: 'schedule-scan',
  slotRequired: 'schedule-scan',
  slotUnavailable: 'schedule-scan',
  appointmentOverlap: 'schedule-scan',
  repeatScanUnconfirmed: 'schedule-scan',
  cardDeclined: 'reserve-appointment',
  cardNotAuthenticated: 'reserve-appointment',
  paymentUnavailable: 'reserve-appointment',
  paymentFailed: 'reserve-appointment',
  alreadyPaid: 'home',
  reservationFailed: 'reserve-appointment',
};

/**
 * The errors that mean something failed: a list or a step the platform or the card provider did
 * not answer, or an action asked for before its step. The others are the journey's designed
 * answers to the member's link, choices or card (a declined card, a time taken meanwhile, an
 * offer that expired): the member is told on screen and nothing is broken.
 */
const FAILURES: readonly BookingJourneyErrorCode[] = [
  'loadFailed',
  'wrongStep',
  'paymentUnavailable',
  'paymentFailed',
  'reservationFailed',
];

/** How a booking error is logged: a failure warns, a designed answer is information. */
export function bookingJourneyErrorLogLevel(error: BookingJourneyError): 'warn' | 'info' {
  return FAILURES.includes(error.code) ? 'warn' : 'info';
}

/** A booking error with its message key, way back and blocking flag. */
export function bookingJourneyError(
  code: BookingJourneyErrorCode,
  options: {
    readonly detail?: string | null;
    readonly backTo?: BookingJourneyWayBack;
    /** Overrides the code's default (e.g. a list that fails while entering shows the screen). */
    readonly blocking?: boolean;
  } = {},
): BookingJourneyError {
  return Object.freeze({
    code,
    messageKey: `booking.errors.${code}`,
    backTo: options.backTo ?? WAY_BACK[code],
    blocking: options.blocking ?? BLOCKING.includes(code),
    detail: options.detail ?? null,
  });
}

/**
 * The card payment problem a booking error stands for (a decline in the provider's own words,
 * an offline provider, a failed step), so the reserve step says it the way payment-authorize
 * does; null for the other errors.
 */
export function cardPaymentProblemOfBookingError(
  error: BookingJourneyError | null,
): CardPaymentProblem | null {
  switch (error?.code) {
    case 'cardDeclined':
      return { kind: 'declined', providerMessage: error.detail?.trim() || null };
    case 'cardNotAuthenticated':
      return { kind: 'notAuthenticated' };
    case 'paymentUnavailable':
      return { kind: 'unavailable' };
    case 'paymentFailed':
      return { kind: 'failed', messageKey: error.detail ?? null };
    default:
      return null;
  }
}

/** The member-facing key of a failed call (its `messageKey`), else a generic one. */
export function callFailureDetail(error: unknown): string {
  return isMemberApiError(error) ? error.messageKey : 'api.errors.server';
}

/** The platform's error code of a failed call (e.g. 'slot_unavailable'), when it sent one. */
export function platformErrorCode(error: unknown): string | undefined {
  return isMemberApiError(error) ? error.apiCode : undefined;
}

/** What every journey action resolves: done, or the error the screen shows. Never rejects. */
export type BookingJourneyOutcome =
  { readonly ok: true } | { readonly ok: false; readonly error: BookingJourneyError };

export const BOOKING_JOURNEY_OK: BookingJourneyOutcome = Object.freeze({ ok: true });
