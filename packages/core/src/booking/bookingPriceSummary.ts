import type { AddOn, Discount, Plan } from '../schemas';

/**
 * What the member pays, in USD cents ("Country is US and currency is USD with the dollar
 * symbol"): the plan, the add-ons, one discount, and the total. Integers only, never negative.
 */
export interface BookingPriceSummary {
  readonly currency: 'USD';
  readonly planCents: number;
  readonly addOnsCents: number;
  /** planCents + addOnsCents. */
  readonly subtotalCents: number;
  /**
   * The saving of {@link BookingPriceSummary.appliedDiscount | appliedDiscount}; never more than
   * the subtotal.
   */
  readonly discountCents: number;
  /** subtotalCents - discountCents: never negative. */
  readonly totalCents: number;
  /** The one discount that applies (the largest saving), or null. */
  readonly appliedDiscount: Discount | null;
}

export interface BookingPriceInput {
  readonly plan: Pick<Plan, 'id' | 'price'>;
  readonly addOns: readonly Pick<AddOn, 'price'>[];
  /** Every discount the member holds (offer, member discounts, a checked promo code). */
  readonly discounts: readonly Discount[];
  /** Epoch ms (pass `clock.now()`): expired discounts do not apply. */
  readonly now: number;
}

/** Whether a discount can be used on a plan at `now`: its plan list and its expiry. */
export function bookingDiscountAppliesTo(discount: Discount, planId: string, now: number): boolean {
  if (discount.packageIds.length > 0 && !discount.packageIds.includes(planId)) return false;
  if (discount.expires != null && Date.parse(discount.expires) <= now) return false;
  return true;
}

/** Whole cents; anything non-finite or negative counts as 0 (a bad number never adds money). */
const cents = (value: number): number =>
  Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;

/**
 * The saving of one discount on a subtotal in cents. PERCENT rounds half up to whole cents;
 * AMOUNT is taken as given. Both are capped at the subtotal, so the saving is an integer in
 * [0, subtotal].
 */
export function bookingDiscountCents(discount: Discount, subtotalCents: number): number {
  const subtotal = cents(subtotalCents);
  const raw =
    discount.kind === 'PERCENT'
      ? Math.round((subtotal * Math.min(100, cents(discount.percentOff ?? 0))) / 100)
      : cents(discount.amountOff ?? 0);
  return Math.min(subtotal, cents(raw));
}

/**
 * The price summary of a booking (plan + add-ons - discount). Discounts do not stack: the one
 * with the largest saving applies, the first in the list on a tie (the offer's discount comes
 * first, then member discounts, then the promo code). Pure.
 */
export function summarizeBookingPrice(input: BookingPriceInput): BookingPriceSummary {
  const planCents = cents(input.plan.price);
  const addOnsCents = input.addOns.reduce((sum, addOn) => sum + cents(addOn.price), 0);
  const subtotalCents = planCents + addOnsCents;
  let appliedDiscount: Discount | null = null;
  let discountCents = 0;
  for (const discount of input.discounts) {
    if (!bookingDiscountAppliesTo(discount, input.plan.id, input.now)) continue;
    const saving = bookingDiscountCents(discount, subtotalCents);
    if (appliedDiscount === null || saving > discountCents) {
      appliedDiscount = discount;
      discountCents = saving;
    }
  }
  return {
    currency: 'USD',
    planCents,
    addOnsCents,
    subtotalCents,
    discountCents,
    totalCents: subtotalCents - discountCents,
    appliedDiscount,
  };
}
