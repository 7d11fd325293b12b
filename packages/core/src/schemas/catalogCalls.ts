import { array } from 'superstruct';
import { bodyless, call, noQuery, type CallDefinition } from './callDefinition';
import { AddOnSchema, DiscountSchema, OfferSchema, PlanSchema } from './catalog';
import { DiscountLookupQuerySchema, PlanListQuerySchema } from './requests';

/**
 * What is on offer: the plans, add-ons and discounts, a promo code, the offer behind a link
 * (booking and the offers' pages).
 *
 * A part of the call catalogue (CALLS, calls.ts): a journey's member calls take the parts they
 * make, so its chunk carries those definitions and their schemas only.
 */
export const CATALOG_CALLS = {
  planList: call({
    method: 'GET',
    path: '/packages/plans',
    auth: 'bearer',
    ...bodyless,
    query: PlanListQuerySchema,
    response: array(PlanSchema),
    successStatus: 200,
    description: 'SelectPlan: the plans on offer.',
  }),
  addOnList: call({
    method: 'GET',
    path: '/packages/addons',
    auth: 'bearer',
    ...bodyless,
    query: PlanListQuerySchema,
    response: array(AddOnSchema),
    successStatus: 200,
    description: 'SelectPlan: the add-ons (booking state selectedAddons).',
  }),
  discountList: call({
    method: 'GET',
    path: '/packages/discounts',
    auth: 'bearer',
    ...bodyless,
    ...noQuery,
    response: array(DiscountSchema),
    successStatus: 200,
    description: 'Booking state availableDiscounts / memberDiscount.',
  }),
  discountLookup: call({
    method: 'GET',
    path: '/packages/discounts/:code',
    auth: 'bearer',
    ...bodyless,
    query: DiscountLookupQuerySchema,
    response: DiscountSchema,
    successStatus: 200,
    description:
      'Checks a promo code (booking state promoCode): a known code with its plans and expiry; 404 when unknown.',
    notFoundIsAnswer: true,
  }),
  offerGet: call({
    method: 'GET',
    path: '/packages/offers/:code',
    auth: 'none',
    ...bodyless,
    ...noQuery,
    response: OfferSchema,
    successStatus: 200,
    description: 'Signup/ClaimOffer, ClaimOfferSponsored, Referral: the offer behind a code.',
    notFoundIsAnswer: true,
  }),
} as const satisfies Record<string, CallDefinition>;
