import { array, boolean, nullable, string, type } from 'superstruct';
import type { Infer } from 'superstruct';
import { CONSTANTS } from '../config';
import { FlowTypeSchema } from '../flow/flowTypes';
import {
  AddOnSchema,
  AppointmentSchema,
  CenterSchema,
  DiscountSchema,
  EntityIdSchema,
  IsoDateSchema,
  MemberSexSchema,
  PlanSchema,
  UtmParamsSchema,
} from '../schemas';
import { CacAnswersSchema, EMPTY_CAC_ANSWERS } from './cacAnswers';

/**
 * The longest note a member leaves for an offline center (preferred days and times): the form
 * stops there and the journey keeps no more.
 */
export const OFFLINE_BOOKING_NOTE_MAX_LENGTH = 500;

/**
 * The booking state of spec section 3 ("Booking state (session storage): encounterId, sex, dob,
 * center, offlineBookings, onlineBookings, availableCenters, memberDiscount, package, packages,
 * promoCode, validEntry, bookingType, availableDiscounts, utmParams, cacAnswers,
 * validEntryAppointmentActions, validAssociateEntry, finalPrice (default "0"),
 * additionalBookingInformation, currentAppointment, selectedAddons, eventCenterId"), every field
 * present. Types reuse the platform schemas; unset values are null, lists are empty.
 */
export const BookingStateSchema = type({
  encounterId: nullable(EntityIdSchema),
  sex: nullable(MemberSexSchema),
  dob: nullable(IsoDateSchema),
  center: nullable(CenterSchema),
  /** Centers that book offline (staff confirm the time later): `onlineBooking` false. */
  offlineBookings: array(CenterSchema),
  /** Centers with bookable slots online: `onlineBooking` true. */
  onlineBookings: array(CenterSchema),
  availableCenters: array(CenterSchema),
  memberDiscount: nullable(DiscountSchema),
  package: nullable(PlanSchema),
  packages: array(PlanSchema),
  /** The promo code as typed by the member; its discount, once checked, is in availableDiscounts. */
  promoCode: nullable(string()),
  validEntry: boolean(),
  bookingType: nullable(FlowTypeSchema),
  availableDiscounts: array(DiscountSchema),
  utmParams: nullable(UtmParamsSchema),
  cacAnswers: CacAnswersSchema,
  validEntryAppointmentActions: boolean(),
  validAssociateEntry: boolean(),
  /** Decimal text as shown to the member, default "0" (spec section 9). */
  finalPrice: string(),
  /** Free text the member adds for the center (designed: the spec does not show its shape). */
  additionalBookingInformation: nullable(string()),
  currentAppointment: nullable(AppointmentSchema),
  selectedAddons: array(AddOnSchema),
  /** The center of an event booking (a screening event held at one center). */
  eventCenterId: nullable(EntityIdSchema),
});
export type BookingState = Infer<typeof BookingStateSchema>;

/** A fresh booking: nothing chosen, every entry flag false, finalPrice "0". */
export const DEFAULT_BOOKING_STATE: BookingState = Object.freeze({
  encounterId: null,
  sex: null,
  dob: null,
  center: null,
  offlineBookings: [],
  onlineBookings: [],
  availableCenters: [],
  memberDiscount: null,
  package: null,
  packages: [],
  promoCode: null,
  validEntry: false,
  bookingType: null,
  availableDiscounts: [],
  utmParams: null,
  cacAnswers: EMPTY_CAC_ANSWERS,
  validEntryAppointmentActions: false,
  validAssociateEntry: false,
  finalPrice: CONSTANTS.defaultFinalPrice,
  additionalBookingInformation: null,
  currentAppointment: null,
  selectedAddons: [],
  eventCenterId: null,
});

/** Every field name of the booking state, in the spec's order. */
export const BOOKING_STATE_FIELDS = Object.freeze(
  Object.keys(DEFAULT_BOOKING_STATE),
) as readonly (keyof BookingState)[];
