import { boolean, number, string, type } from 'superstruct';
import type { Infer } from 'superstruct';
import { AppointmentStatusSchema, BookingProviderSchema, CountrySchema } from './enums';
import {
  EntityIdSchema,
  IsoDateTimeSchema,
  RegionCodeSchema,
  TimeZoneSchema,
  optionalNullable,
} from './primitives';

/**
 * An imaging center. `state` is a US state code or a UK region code; `bookingProvider` is the
 * spec's numeric enum (0..6); `onlineBooking` false means the center books offline (staff call
 * the member back), which the booking state keeps apart as onlineBookings/offlineBookings.
 */
export const CenterSchema = type({
  id: EntityIdSchema,
  name: string(),
  country: CountrySchema,
  state: RegionCodeSchema,
  city: string(),
  addressLine: string(),
  postalCode: string(),
  timeZone: TimeZoneSchema,
  bookingProvider: BookingProviderSchema,
  onlineBooking: boolean(),
  phoneNumber: optionalNullable(string()),
  latitude: optionalNullable(number()),
  longitude: optionalNullable(number()),
});
export type Center = Infer<typeof CenterSchema>;

/** A bookable time at a center; start and end are ISO instants in UTC. */
export const AvailabilitySlotSchema = type({
  centerId: EntityIdSchema,
  start: IsoDateTimeSchema,
  end: IsoDateTimeSchema,
});
export type AvailabilitySlot = Infer<typeof AvailabilitySlotSchema>;

/**
 * A reserved appointment. bookingCode is the provider's confirmation code; it may be missing
 * while an offline booking is still REQUESTED.
 */
export const AppointmentSchema = type({
  id: EntityIdSchema,
  encounterId: EntityIdSchema,
  centerId: EntityIdSchema,
  start: IsoDateTimeSchema,
  end: optionalNullable(IsoDateTimeSchema),
  bookingCode: optionalNullable(string()),
  status: AppointmentStatusSchema,
  center: optionalNullable(CenterSchema),
});
export type Appointment = Infer<typeof AppointmentSchema>;
