import type { PendingChargeCreate } from '../schemas';

/** Two orders are the same purchase when package, add-ons, promo, encounter and slot match. */
export function orderKeyOf(order: PendingChargeCreate): string {
  return JSON.stringify([
    order.packageId,
    [...order.addOnIds].sort(),
    order.promoCode ?? null,
    order.encounterId ?? null,
    order.slot ? [order.slot.centerId, order.slot.start] : null,
  ]);
}
