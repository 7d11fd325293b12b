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
  /** How the promo code the member entered stands; null when none was entered. */
  readonly promo: BookingPromoStanding | null;
}

/**
 * How a promo code stands against the member's other discounts. Discounts do not stack, so a
 * code the platform accepted may still not be the saving that applies; the member is told which
 * one applies and why:
 * - `applied`: the code is the discount that applies.
 * - `smallerSaving`: another discount (an offer's, the member's) saves at least as much and
 *   applies instead; `savingCents` is what the code would have saved.
 * - `notApplicable`: the code cannot be used on this plan now (another plan, or it expired).
 */
export type BookingPromoStanding =
  | { readonly code: string; readonly status: 'applied'; readonly savingCents: number }
  | {
      readonly code: string;
      readonly status: 'smallerSaving';
      readonly savingCents: number;
      readonly appliedDiscount: Discount;
      readonly appliedSavingCents: number;
    }
  | { readonly code: string; readonly status: 'notApplicable' };

export interface BookingPriceInput {
  readonly plan: Pick<Plan, 'id' | 'price'>;
  readonly addOns: readonly Pick<AddOn, 'price'>[];
  /** Every discount the member holds (offer, member discounts, a checked promo code). */
  readonly discounts: readonly Discount[];
  /** Epoch ms (pass `clock.now()`): expired discounts do not apply. */
  readonly now: number;
  /** The promo code the member entered (its discount is among `discounts`), if any. */
  readonly promoCode?: string | null;
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
    promo: promoStanding(input, subtotalCents, appliedDiscount, discountCents),
  };
}

function promoStanding(
  input: BookingPriceInput,
  subtotalCents: number,
  appliedDiscount: Discount | null,
  appliedSavingCents: number,
): BookingPromoStanding | null {
  const code = input.promoCode?.trim() ?? '';
  if (code === '') return null;
  const promo = input.discounts.find(
    (discount) => discount.code.toLowerCase() === code.toLowerCase(),
  );
  if (!promo || !bookingDiscountAppliesTo(promo, input.plan.id, input.now)) {
    return { code, status: 'notApplicable' };
  }
  const savingCents = bookingDiscountCents(promo, subtotalCents);
  if (appliedDiscount === null || appliedDiscount.id === promo.id) {
    return { code, status: 'applied', savingCents };
  }
  return { code, status: 'smallerSaving', savingCents, appliedDiscount, appliedSavingCents };
}
