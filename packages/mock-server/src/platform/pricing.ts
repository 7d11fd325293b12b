import { invoiceLinesTotal, type Discount, type InvoiceLine, type Plan } from '@scanwise/core';
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
function discountOff(discount: Discount, gross: number): number {
  const off =
    discount.kind === 'PERCENT'
      ? Math.round((gross * (discount.percentOff ?? 0)) / 100)
      : (discount.amountOff ?? 0);
  return Math.min(gross, Math.max(0, off));
}

const line = (description: string, unitAmount: number): InvoiceLine => ({
  description,
  quantity: 1,
  unitAmount,
  amount: unitAmount,
});

/** An order priced line by line: what the charge asks and what its invoice lists. */
export interface PricedOrder {
  /** The package, each add-on, and the discount as a negative line. */
  lines: InvoiceLine[];
  /** What the lines add up to (cents). */
  total: number;
}

/**
 * Prices a package with its add-ons and a discount. The charge's amount and the invoice's lines
 * both come from here, so an invoice's lines always add up to what was paid.
 */
export function priceOrder(
  store: PlatformStore,
  plan: Plan,
  addOnIds: readonly string[],
  discount: Discount | null,
): PricedOrder {
  const lines = [
    line(plan.name, plan.price),
    ...addOnIds.map((id) => {
      const addOn = store.state.addOns.find((a) => a.id === id);
      return line(addOn?.name ?? id, addOn?.price ?? 0);
    }),
  ];
  const off = discount ? discountOff(discount, invoiceLinesTotal(lines)) : 0;
  if (discount && off > 0) lines.push(line(`Discount ${discount.code}`, -off));
  return { lines, total: invoiceLinesTotal(lines) };
}
