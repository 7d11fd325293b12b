import { summarizeBookingPrice, type BookingPriceSummary } from '../booking/bookingPriceSummary';
import type { Discount, Offer, Plan } from '../schemas';

/** One plan the offer covers, priced exactly as the booking summary will price it. */
export interface OfferPlanPrice {
  readonly plan: Plan;
  readonly price: BookingPriceSummary;
  /** True when the offer's own discount is the one that applies (discounts do not stack). */
  readonly offerDiscountApplies: boolean;
}

/**
 * The plans an offer covers (active, and among `offer.packageIds` unless that list is empty),
 * each priced by the booking's own rule (`summarizeBookingPrice`): the offer's discount first,
 * then the member's discounts; the largest saving applies, the offer's on a tie. So what the
 * claim screen promises is what the booking summary shows.
 */
export function offerPlanPrices(
  offer: Offer,
  plans: readonly Plan[],
  memberDiscounts: readonly Discount[],
  now: number,
): OfferPlanPrice[] {
  const covered = plans.filter(
    (plan) => plan.active && (offer.packageIds.length === 0 || offer.packageIds.includes(plan.id)),
  );
  const discounts = [...(offer.discount ? [offer.discount] : []), ...memberDiscounts];
  return covered.map((plan) => {
    const price = summarizeBookingPrice({ plan, addOns: [], discounts, now });
    return {
      plan,
      price,
      offerDiscountApplies:
        offer.discount != null &&
        price.appliedDiscount !== null &&
        price.appliedDiscount.id === offer.discount.id &&
        price.discountCents > 0,
    };
  });
}
