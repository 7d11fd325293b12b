import type { Invoice, Plan } from '@scanwise/core';
import { FILE_PATHS } from './filePaths';
import { priceOrder } from './pricing';
import { byCreated, publicOf } from './records';
import type { PlatformStore } from './store';
import type { StoredPendingCharge } from './types';

/**
 * Writes the invoice of a paid booking charge: the package, its add-ons and the discount, priced
 * as the charge was, so its lines add up to the amount paid.
 */
export function invoicePaidCharge(
  store: PlatformStore,
  charge: StoredPendingCharge,
  plan: Plan,
): string {
  const { state } = store;
  // The code was live when the charge was made; it may have expired since.
  const discount =
    charge.promoCode === null
      ? null
      : (state.discounts.find((d) => d.code === charge.promoCode) ?? null);
  const { lines } = priceOrder(store, plan, charge.addOnIds, discount);
  const invoiceId = store.nextId('inv');
  state.invoices.push({
    id: invoiceId,
    memberId: charge.memberId,
    number: `SW-${store.now().getUTCFullYear()}-${String(state.nextId).padStart(4, '0')}`,
    created: store.nowIso(),
    amount: charge.amount,
    currency: 'USD',
    status: 'PAID',
    dueDate: store.nowIso().slice(0, 10),
    lines,
    encounterId: charge.encounterId,
    pdfUrl: FILE_PATHS.invoicePdf(invoiceId),
  });
  return invoiceId;
}

/** The member's invoices. */
export function invoiceOperations(store: PlatformStore) {
  return {
    listInvoices: (userId: string): Invoice[] =>
      store.state.invoices
        .filter((i) => i.memberId === userId)
        .sort(byCreated)
        .map((i) => structuredClone(publicOf(i))),
  };
}
