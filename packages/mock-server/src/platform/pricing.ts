import type { Discount, Plan } from '@scanwise/core';
import type { PlatformStore } from './store';

/** A discount without an expiry, or whose expiry is still ahead. */
export const discountIsLive = (store: PlatformStore, discount: Discount): boolean =>
  !discount.expires || discount.expires > store.nowIso();

/** A live discount by code (any case) that applies to the package, if there is one. */
export function findDiscount(
  store: PlatformStore,
  code: string,
  packageId: string | null | undefined,
): Discount | undefined {
  return store.state.discounts.find(
    (d) =>
      d.code.toLowerCase() === code.toLowerCase() &&
      discountIsLive(store, d) &&
      (packageId == null || d.packageIds.length === 0 || d.packageIds.includes(packageId)),
  );
}

/** What a discount takes off a gross amount (cents), never more than the amount. */
export function discountOff(discount: Discount | null, gross: number): number {
  if (!discount) return 0;
  const off =
    discount.kind === 'PERCENT'
      ? Math.round((gross * (discount.percentOff ?? 0)) / 100)
      : (discount.amountOff ?? 0);
  return Math.min(gross, Math.max(0, off));
}

/** The package and its add-ons at list price (cents). */
export function grossOf(store: PlatformStore, plan: Plan, addOnIds: readonly string[]): number {
  return addOnIds.reduce(
    (sum, id) => sum + (store.state.addOns.find((a) => a.id === id)?.price ?? 0),
    plan.price,
  );
}

/** What the member pays for a package, its add-ons and a discount (cents). */
export function priceOf(
  store: PlatformStore,
  plan: Plan,
  addOnIds: readonly string[],
  discount: Discount | null,
): number {
  const gross = grossOf(store, plan, addOnIds);
  return gross - discountOff(discount, gross);
}
