import {
  buildGoogleCalendarUrl,
  buildIcsFile,
  ICS_MIME_TYPE,
  icsFileName,
  type CalendarEventInput,
} from '../calendar';
import { MINUTE } from '../config';
import { buildQueryString } from '../http';
import type { AddOn, Appointment, Center, EncounterNextStep, Plan } from '../schemas';
import type { BookingState } from './bookingState';
import { localizeSlot, type LocalizedSlot } from './bookingSlots';

/** One thing to do after booking, with the app path that does it. */
export interface BookingNextStep {
  readonly step: Extract<EncounterNextStep, 'COMPLETE_QUESTIONNAIRE' | 'UPLOAD_MAMMOGRAM'>;
  readonly path: string;
}

/** The add-to-calendar pieces: a Google link and an .ics file (spec 7's calendar-link builder). */
export interface BookingCalendarLinks {
  readonly event: CalendarEventInput;
  readonly googleUrl: string;
  readonly icsText: string;
  readonly icsFileName: string;
  readonly icsMimeType: string;
}

/** What the scan-confirm screen shows. */
export interface BookingConfirmation {
  /** 'confirmed' with a time; 'requested' when an offline-booking center will call back. */
  readonly status: 'confirmed' | 'requested';
  readonly encounterId: string | null;
  readonly appointment: Appointment | null;
  readonly center: Center | null;
  readonly plan: Plan | null;
  readonly addOns: readonly AddOn[];
  readonly bookingCode: string | null;
  /** The start in the center's zone (null without a time). */
  readonly localStart: (LocalizedSlot & { readonly timeZone: string }) | null;
  /** What was charged, decimal text ("finalPrice"). */
  readonly finalPrice: string;
  /** Null without a time to put in a calendar. */
  readonly calendar: BookingCalendarLinks | null;
  readonly nextSteps: readonly BookingNextStep[];
}

const addressOf = (center: Center): string =>
  [center.name, center.addressLine, `${center.city}, ${center.state} ${center.postalCode}`.trim()]
    .filter((part) => part.trim() !== '')
    .join(', ');

/** The member's next steps: the medical questionnaire always, the upload for mammography. */
export function bookingNextSteps(encounterId: string | null, plan: Plan | null): BookingNextStep[] {
  if (encounterId === null) return [];
  const extraData = JSON.stringify({ encounterId });
  const steps: BookingNextStep[] = [
    {
      step: 'COMPLETE_QUESTIONNAIRE',
      // The route needs extraData holding encounterId, then direct or an active flow.
      path: `/medical-questionnaire?${buildQueryString({ extraData, direct: 'true' })}`,
    },
  ];
  if (plan?.kind === 'MAMMOGRAPHY') {
    steps.push({
      step: 'UPLOAD_MAMMOGRAM',
      path: `/mammo-upload/${encodeURIComponent(encounterId)}`,
    });
  }
  return steps;
}

export interface BookingConfirmationInput {
  readonly booking: BookingState;
  /** Epoch ms from the clock: the .ics file's DTSTAMP. */
  readonly now: number;
}

/** The confirmation of a finished booking, with calendar links when a time is booked. Pure. */
export function buildBookingConfirmation(input: BookingConfirmationInput): BookingConfirmation {
  const { booking, now } = input;
  const appointment = booking.currentAppointment;
  const center = appointment?.center ?? booking.center;
  const plan = booking.package;
  const encounterId = appointment?.encounterId ?? booking.encounterId;
  let localStart: BookingConfirmation['localStart'] = null;
  let calendar: BookingCalendarLinks | null = null;
  if (appointment && center) {
    const startMs = Date.parse(appointment.start);
    const endMs =
      appointment.end != null
        ? Date.parse(appointment.end)
        : startMs + (plan?.durationMinutes ?? 60) * MINUTE;
    const localized = localizeSlot(
      {
        centerId: appointment.centerId,
        start: appointment.start,
        end: new Date(endMs).toISOString(),
      },
      center.timeZone,
    );
    if (localized) {
      localStart = { ...localized, timeZone: center.timeZone };
      const event: CalendarEventInput = {
        title: plan ? `${plan.name} at ${center.name}` : center.name,
        start: localized.startMs,
        end: localized.endMs,
        location: addressOf(center),
        ...(appointment.bookingCode ? { details: `Booking code ${appointment.bookingCode}` } : {}),
      };
      calendar = {
        event,
        googleUrl: buildGoogleCalendarUrl(event),
        icsText: buildIcsFile(event, { now, uid: `${appointment.id}@scanwise` }),
        icsFileName: icsFileName(event.title),
        icsMimeType: ICS_MIME_TYPE,
      };
    }
  }
  return {
    status: appointment && appointment.status !== 'REQUESTED' ? 'confirmed' : 'requested',
    encounterId,
    appointment,
    center,
    plan,
    addOns: booking.selectedAddons,
    bookingCode: appointment?.bookingCode ?? null,
    localStart,
    finalPrice: booking.finalPrice,
    calendar,
    nextSteps: bookingNextSteps(encounterId, plan),
  };
}
