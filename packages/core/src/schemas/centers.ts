import { boolean, max, min, number, string, type } from 'superstruct';
import type { Infer } from 'superstruct';
import { AppointmentStatusSchema, BookingProviderSchema, CountrySchema } from './enums';
import {
  EntityIdSchema,
  IsoDateTimeSchema,
  RegionCodeSchema,
  TimeZoneSchema,
  optionalNullable,
} from './primitives';

/** Degrees north (-90..90) and east (-180..180), as a center's or a postal code's point. */
export const LatitudeSchema = max(min(number(), -90), 90);
export const LongitudeSchema = max(min(number(), -180), 180);

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

/**
 * Where a postal code lies: the point the platform keeps for a US ZIP code (five digits) or a UK
 * postcode ("W1G 9PF"), in degrees (WGS 84). The booking measures centers' distances from it
 * (docs/adr/0105-postal-code-lookup-call.md).
 */
export const PostalCodeLocationSchema = type({
  postalCode: string(),
  country: CountrySchema,
  latitude: LatitudeSchema,
  longitude: LongitudeSchema,
});
export type PostalCodeLocation = Infer<typeof PostalCodeLocationSchema>;

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
