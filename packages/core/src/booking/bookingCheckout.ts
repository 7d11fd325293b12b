import { centsToDecimalString } from '../locale';
import {
  CARD_AUTHENTICATION_FAILURE_CODE,
  orderKeyOf,
  type PaymentFlowState,
  type PendingChargeCalls,
} from '../payment';
import { PaymentService } from '../payment/paymentService';
import type { CardInput } from '../ports';
import type { Appointment, AvailabilitySlot, PendingCharge, PendingChargeCreate } from '../schemas';
import type { RunToken } from '../store';
import type { BookingFlowStep } from './bookingFlows';
import type { BookingJourneyOptions, BookingJourneyState } from './bookingJourney';
import {
  BOOKING_JOURNEY_OK,
  bookingJourneyError,
  callFailureDetail,
  platformErrorCode,
  type BookingJourneyError,
  type BookingJourneyOutcome,
} from './bookingJourneyError';
import type { BookingJourneyProgressStore } from './bookingJourneyProgress';

/**
 * What the checkout reads and does of the {@link BookingJourney} that loads it: its stores and
 * calls, and its own ways of moving the member (a step, a notice, the booking-error screen).
 */
export interface BookingCheckoutHost {
  /** The journey's options: its calls, card payment, booking state, logger and tracking. */
  readonly options: Pick<
    BookingJourneyOptions,
    'api' | 'cardPayment' | 'booking' | 'logger' | 'tracking'
  >;
  readonly progress: BookingJourneyProgressStore;
  /** The journey's state now (the price the order names). */
  state(): BookingJourneyState;
  /** The payment's state changed: the journey's state follows. */
  changed(): void;
  moveTo(step: BookingFlowStep): void;
  /** A problem shown beside the form; the booking-error screen when it is blocking. */
  notice(error: BookingJourneyError): BookingJourneyOutcome;
  /** A problem for the booking-error screen. */
  fail(error: BookingJourneyError): BookingJourneyOutcome;
}

/**
 * The booking's later steps: holding the time (the pending charge carries the slot, or a paid
 * encounter is reserved at once), paying on reserve-appointment through its
 * {@link PaymentService}, and reading the appointment back for scan-confirm. A unit of its own
 * that {@link BookingJourney} loads as the member reaches schedule-scan, so choosing a plan, a
 * center or a time loads none of it. See docs/adr/0028-the-hold-is-the-pending-charge.md.
 */
export class BookingCheckout {
  private readonly payment: PaymentService;
  private readonly unsubscribePayment: () => void;
  /** The charge created when the slot was held, handed to the payment on the first pay. */
  private prepared: { readonly key: string; readonly charge: PendingCharge } | undefined;
  /** The order of the current hold: retries pay the same order, so the charge is reused. */
  private order: PendingChargeCreate | undefined;
  /** The last failure of a charge call, to tell a taken slot from other failures. */
  private lastChargeError: unknown;

  private readonly api: BookingCheckoutHost['options']['api'];
  private readonly booking: BookingCheckoutHost['options']['booking'];

  constructor(private readonly host: BookingCheckoutHost) {
    const { api, booking, cardPayment, logger } = host.options;
    this.api = api;
    this.booking = booking;
    const preparedCalls: PendingChargeCalls = {
      createPendingCharge: (order) => {
        const prepared = this.prepared;
        if (prepared && prepared.key === orderKeyOf(order)) {
          // The hold already created this charge: pay it instead of creating a second one.
          this.prepared = undefined;
          return Promise.resolve(prepared.charge);
        }
        return this.remember(api.createPendingCharge(order));
      },
      completePendingCharge: (packageId) => this.remember(api.completePendingCharge(packageId)),
    };
    this.payment = new PaymentService({
      calls: preparedCalls,
      cardPayment,
      ...(logger ? { logger } : {}),
    });
    this.unsubscribePayment = this.payment.subscribe((state) => {
      // "final price from the platform": the pending charge's amount, once there is one.
      if ('charge' in state && state.charge) this.recordFinalPrice(state.charge);
      host.changed();
    });
  }

  /** The card payment's progress (idle until the member pays). */
  paymentState(): PaymentFlowState {
    return this.payment.getSnapshot();
  }

  /**
   * Holds the chosen time and moves to reserve-appointment: an unpaid booking creates the pending
   * charge with the slot (the platform checks and holds it, and answers the final price); a paid
   * encounter is reserved at once.
   */
  async hold(run: RunToken): Promise<BookingJourneyOutcome> {
    const { selectedSlot, paymentRequired } = this.host.progress.getSnapshot();
    if (paymentRequired) {
      const order = this.buildOrder();
      if (!order) return this.host.notice(bookingJourneyError('planRequired'));
      try {
        const charge = await this.api.createPendingCharge(order);
        if (run.stale) return BOOKING_JOURNEY_OK;
        this.prepared = { key: orderKeyOf(order), charge };
        this.order = order;
        this.recordFinalPrice(charge);
      } catch (error) {
        if (run.stale) return BOOKING_JOURNEY_OK;
        return this.holdFailed(error);
      }
    } else if (selectedSlot !== null) {
      const reserved = await this.reserve(selectedSlot);
      if (!reserved.ok || run.stale) return reserved;
    }
    this.host.moveTo('reserve-appointment');
    return BOOKING_JOURNEY_OK;
  }

  /**
   * Pays the held booking with `card` and moves to scan-confirm; a paid encounter needs no card.
   * A declined card keeps the hold and the pending charge for the next card.
   */
  async pay(run: RunToken, card: CardInput | undefined): Promise<BookingJourneyOutcome> {
    if (!this.host.progress.getSnapshot().paymentRequired) return this.confirmPaidBooking(run);
    if (!card) {
      return this.host.notice(
        bookingJourneyError('paymentFailed', { detail: 'booking.reasons.cardRequired' }),
      );
    }
    const order = this.order ?? this.buildOrder();
    if (!order) return this.host.notice(bookingJourneyError('planRequired'));
    this.order = order;
    const result = await this.payment.pay(order, card);
    if (run.stale) return BOOKING_JOURNEY_OK;
    switch (result.status) {
      case 'succeeded':
        this.paid(result.charge);
        this.booking.update({ encounterId: result.completion.encounterId });
        // Paid: from here on a retry only reserves, it never charges again.
        this.host.progress.update({ paymentRequired: false });
        this.order = undefined;
        return this.confirmPaidBooking(run);
      case 'declined':
        return this.host.notice(
          result.code === CARD_AUTHENTICATION_FAILURE_CODE
            ? bookingJourneyError('cardNotAuthenticated', { detail: result.message })
            : bookingJourneyError('cardDeclined', { detail: result.message }),
        );
      case 'unavailable':
        return this.host.notice(
          bookingJourneyError('paymentUnavailable', { detail: result.message }),
        );
      case 'failed':
        if (platformErrorCode(this.lastChargeError) === 'slot_unavailable') {
          return this.slotTaken();
        }
        if (platformErrorCode(this.lastChargeError) === 'appointment_overlap') {
          return this.overlapsAnotherAppointment();
        }
        return this.host.notice(
          bookingJourneyError('paymentFailed', { detail: result.messageKey }),
        );
      default:
        return this.host.notice(bookingJourneyError('paymentFailed'));
    }
  }

  /** Forgets the held charge: the next hold or payment starts a new one. */
  dropHold(): void {
    this.prepared = undefined;
    this.order = undefined;
    this.payment.reset();
  }

  dispose(): void {
    this.unsubscribePayment();
    this.payment.dispose();
  }

  private async confirmPaidBooking(run: RunToken): Promise<BookingJourneyOutcome> {
    const { selectedSlot } = this.host.progress.getSnapshot();
    const { currentAppointment, encounterId } = this.booking.getSnapshot();
    if (selectedSlot !== null && currentAppointment === null && encounterId !== null) {
      // The platform reserves the charge's slot when it completes; read it back, and reserve
      // it ourselves if it did not.
      let appointment: Appointment | null = null;
      try {
        appointment = (await this.api.getEncounter(encounterId)).appointment ?? null;
      } catch (error) {
        this.host.options.logger?.warn('Booked encounter could not be read back', {
          error: callFailureDetail(error),
        });
      }
      if (run.stale) return BOOKING_JOURNEY_OK;
      if (appointment && appointment.status !== 'CANCELLED') {
        this.booking.update({ currentAppointment: appointment });
      } else {
        const reserved = await this.reserve(selectedSlot);
        if (!reserved.ok || run.stale) return reserved;
      }
    }
    this.host.moveTo('scan-confirm');
    return BOOKING_JOURNEY_OK;
  }

  /** reserveAppointment for a paid encounter: the slot becomes the member's appointment. */
  private async reserve(slot: AvailabilitySlot): Promise<BookingJourneyOutcome> {
    const { encounterId } = this.booking.getSnapshot();
    if (encounterId === null) return this.host.notice(bookingJourneyError('reservationFailed'));
    try {
      const appointment = await this.api.reserveAppointment({
        encounterId,
        centerId: slot.centerId,
        start: slot.start,
      });
      this.booking.update({ currentAppointment: appointment });
      return BOOKING_JOURNEY_OK;
    } catch (error) {
      if (platformErrorCode(error) === 'slot_unavailable') return this.slotTaken();
      if (platformErrorCode(error) === 'appointment_overlap') {
        return this.overlapsAnotherAppointment();
      }
      return this.host.notice(
        bookingJourneyError('reservationFailed', { detail: callFailureDetail(error) }),
      );
    }
  }

  private holdFailed(error: unknown): BookingJourneyOutcome {
    const code = platformErrorCode(error);
    if (code === 'slot_unavailable') return this.slotTaken();
    if (code === 'appointment_overlap') return this.overlapsAnotherAppointment();
    if (code === 'already_paid') return this.host.fail(bookingJourneyError('alreadyPaid'));
    return this.host.notice(
      bookingJourneyError('reservationFailed', {
        detail: callFailureDetail(error),
        backTo: 'schedule-scan',
      }),
    );
  }

  /** "a slot taken meanwhile": the time is dropped and the member picks another. */
  private slotTaken(): BookingJourneyOutcome {
    const { selectedSlot: taken, availability } = this.host.progress.getSnapshot();
    this.dropHold();
    this.host.progress.update({
      selectedSlot: null,
      availability:
        availability && taken
          ? {
              ...availability,
              slots: availability.slots.filter((slot) => slot.start !== taken.start),
            }
          : availability,
    });
    this.host.moveTo('schedule-scan');
    return this.host.notice(bookingJourneyError('slotUnavailable'));
  }

  /**
   * The platform refused the time: the member already has an appointment overlapping it. The
   * time is dropped and the member picks another on schedule-scan.
   */
  private overlapsAnotherAppointment(): BookingJourneyOutcome {
    this.dropHold();
    this.host.progress.update({ selectedSlot: null });
    this.host.moveTo('schedule-scan');
    return this.host.notice(bookingJourneyError('appointmentOverlap'));
  }

  /** Keeps a charge call's failure: PaymentService reports its message key, not the code. */
  private remember<T>(call: Promise<T>): Promise<T> {
    this.lastChargeError = undefined;
    return call.catch((error: unknown) => {
      this.lastChargeError = error;
      throw error;
    });
  }

  private buildOrder(): PendingChargeCreate | undefined {
    const { booking, progress, price } = this.host.state();
    if (!booking.package) return undefined;
    const slot = progress.selectedSlot;
    return {
      packageId: booking.package.id,
      addOnIds: booking.selectedAddons.map((addOn) => addOn.id),
      promoCode: price?.appliedDiscount?.code ?? null,
      encounterId: booking.encounterId,
      slot: slot ? { centerId: slot.centerId, start: slot.start } : null,
    };
  }

  private recordFinalPrice(charge: PendingCharge): void {
    this.booking.update({
      finalPrice: centsToDecimalString(charge.amount),
      ...(this.booking.getSnapshot().encounterId === null
        ? { encounterId: charge.encounterId }
        : {}),
    });
  }

  /**
   * A booking was paid: the Purchase conversion with its amount in dollars, the only detail a
   * tracker gets (no encounter, package or member). Never blocks the booking.
   */
  private paid(charge: PendingCharge): void {
    void this.host.options.tracking?.conversion({
      eventName: 'Purchase',
      value: charge.amount / 100,
      ...(charge.currency === 'USD' ? { currency: 'USD' as const } : {}),
    });
  }
}
