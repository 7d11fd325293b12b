import { array, boolean, integer, max, min, number, refine, string, type } from 'superstruct';
import type { Infer } from 'superstruct';
import {
  CountrySchema,
  CurrencySchema,
  DiscountKindSchema,
  EncounterKindSchema,
  MemberSexSchema,
  OfferTypeSchema,
} from './enums';
import {
  CentsSchema,
  EntityIdSchema,
  IsoDateTimeSchema,
  HttpUrlSchema,
  optionalNullable,
  refinementFailureAt,
} from './primitives';

/** A screening package (plan). Prices are USD cents as integers, always beside `currency`. */
export const PlanSchema = type({
  id: EntityIdSchema,
  name: string(),
  description: string(),
  kind: EncounterKindSchema,
  country: CountrySchema,
  price: CentsSchema,
  currency: CurrencySchema,
  durationMinutes: min(integer(), 1),
  features: array(string()),
  /** Sexes the plan is clinically offered to; empty means everyone. */
  eligibleSexes: array(MemberSexSchema),
  addOnIds: array(EntityIdSchema),
  active: boolean(),
});
export type Plan = Infer<typeof PlanSchema>;

/** An optional extra bought with a plan (e.g. a heart CT with a body scan). */
export const AddOnSchema = type({
  id: EntityIdSchema,
  name: string(),
  description: string(),
  price: CentsSchema,
  currency: CurrencySchema,
  /** Plans the add-on can be bought with; empty means every plan. */
  packageIds: array(EntityIdSchema),
});
export type AddOn = Infer<typeof AddOnSchema>;

/** The short form of a plan embedded in encounters and invoices. */
export const PackageRefSchema = type({
  id: EntityIdSchema,
  name: string(),
  kind: EncounterKindSchema,
});
export type PackageRef = Infer<typeof PackageRefSchema>;

/**
 * A discount or promo code. PERCENT carries percentOff (1..100); AMOUNT carries amountOff in
 * cents. The kind decides which field must be present.
 */
export const DiscountSchema = refine(
  type({
    id: EntityIdSchema,
    code: string(),
    kind: DiscountKindSchema,
    percentOff: optionalNullable(max(min(number(), 0), 100)),
    amountOff: optionalNullable(CentsSchema),
    currency: CurrencySchema,
    description: string(),
    /** Plans the code applies to; empty means every plan. */
    packageIds: array(EntityIdSchema),
    expires: optionalNullable(IsoDateTimeSchema),
  }),
  'DiscountAmount',
  (discount, context) => {
    if (discount.kind === 'PERCENT' && typeof discount.percentOff !== 'number') {
      return refinementFailureAt(context, 'percentOff', 'A PERCENT discount needs percentOff');
    }
    if (discount.kind === 'AMOUNT' && typeof discount.amountOff !== 'number') {
      return refinementFailureAt(context, 'amountOff', 'An AMOUNT discount needs amountOff');
    }
    return true;
  },
);
export type Discount = Infer<typeof DiscountSchema>;

/** An organisation that sponsors or refers members (employer, insurer, clinic). */
export const PartnerSchema = type({
  id: EntityIdSchema,
  name: string(),
  displayName: string(),
  logoUrl: optionalNullable(HttpUrlSchema),
});
export type Partner = Infer<typeof PartnerSchema>;

/** An offer a member claims with a code (sign-up/claim-offer, claim-offer-sponsored, referral). */
export const OfferSchema = type({
  code: string(),
  type: OfferTypeSchema,
  partner: optionalNullable(PartnerSchema),
  discount: optionalNullable(DiscountSchema),
  /** Plans the offer covers; empty means every plan. */
  packageIds: array(EntityIdSchema),
  /** Sponsored offers name the encounter they pay for (query encounterName). */
  encounterName: optionalNullable(string()),
  expires: optionalNullable(IsoDateTimeSchema),
});
export type Offer = Infer<typeof OfferSchema>;
