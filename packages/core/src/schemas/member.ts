import { boolean, string, type } from 'superstruct';
import type { Infer } from 'superstruct';
import { AppLocaleSchema, CountrySchema, MemberSexSchema, OfferTypeSchema } from './enums';
import { UK_REGION_CODES } from './enums';
import {
  EmailAddressSchema,
  EntityIdSchema,
  IsoDateSchema,
  IsoDateTimeSchema,
  RegionCodeSchema,
  TimeZoneSchema,
  optionalNullable,
  refinementFailureAt,
} from './primitives';
import { refine } from 'superstruct';

/** Spec section 5: "US postal code: five digits, optionally followed by a dash or a space and four digits." */
export const US_POSTAL_CODE_PATTERN = /^\d{5}(?:[- ]\d{4})?$/;
/** UK postcodes (outward and inward code), loosely: e.g. SW1A 1AA, M1 1AE. */
export const UK_POSTCODE_PATTERN = /^[A-Za-z]{1,2}\d[A-Za-z\d]?\s?\d[A-Za-z]{2}$/;

const ukRegions: readonly string[] = UK_REGION_CODES;

/**
 * A postal address. `state` holds a US state or territory code when country is US and a UK
 * region code (spec section 3 "UK regions") when country is GB; the postal code follows the
 * country's format. A mismatch fails with the path of the offending field.
 */
export const AddressSchema = refine(
  type({
    line1: string(),
    line2: optionalNullable(string()),
    city: string(),
    state: RegionCodeSchema,
    postalCode: string(),
    country: CountrySchema,
  }),
  'AddressForCountry',
  (address, context) => {
    if (address.country === 'US') {
      if (!/^[A-Z]{2}$/.test(address.state)) {
        return refinementFailureAt(context, 'state', 'Expected a US state code');
      }
      if (!US_POSTAL_CODE_PATTERN.test(address.postalCode)) {
        return refinementFailureAt(context, 'postalCode', 'Expected a US postal code');
      }
      return true;
    }
    if (!ukRegions.includes(address.state)) {
      return refinementFailureAt(context, 'state', 'Expected a UK region code');
    }
    if (!UK_POSTCODE_PATTERN.test(address.postalCode)) {
      return refinementFailureAt(context, 'postalCode', 'Expected a UK postcode');
    }
    return true;
  },
);
export type Address = Infer<typeof AddressSchema>;

/** UTM parameters captured on arrival; spec section 3: "UTM data ... stored on the member". */
export const UtmParamsSchema = type({
  utm_source: optionalNullable(string()),
  utm_medium: optionalNullable(string()),
  utm_campaign: optionalNullable(string()),
  utm_term: optionalNullable(string()),
  utm_content: optionalNullable(string()),
});
export type UtmParams = Infer<typeof UtmParamsSchema>;

/**
 * The member (patient) record. Spec section 3 shows email, phoneNumber and termsOfService; the rest
 * is designed (docs/adr/0004-member-encounter-and-task-semantics.md). termsOfService is the
 * acceptance time, null until accepted ("When the member's termsOfService value is set" the hubs
 * start). phoneNumber may be null ("An authenticated member without a phone number is logged out").
 */
export const MemberSchema = type({
  id: EntityIdSchema,
  email: EmailAddressSchema,
  phoneNumber: optionalNullable(string()),
  termsOfService: optionalNullable(IsoDateTimeSchema),
  firstName: string(),
  lastName: string(),
  dob: optionalNullable(IsoDateSchema),
  sex: optionalNullable(MemberSexSchema),
  address: optionalNullable(AddressSchema),
  country: CountrySchema,
  locale: optionalNullable(AppLocaleSchema),
  timeZone: TimeZoneSchema,
  optInEmailNotifications: boolean(),
  optInPhoneNotifications: boolean(),
  utm: optionalNullable(UtmParamsSchema),
  partnerId: optionalNullable(EntityIdSchema),
  offerCode: optionalNullable(string()),
  offerType: optionalNullable(OfferTypeSchema),
  created: IsoDateTimeSchema,
});
export type Member = Infer<typeof MemberSchema>;
