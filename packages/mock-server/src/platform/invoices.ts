import type { Invoice, Plan } from '@scanwise/core';
import { byCreated, publicOf } from './records';
import type { PlatformStore } from './store';
import type { StoredPendingCharge } from './types';

/** Writes the invoice of a paid booking charge: the package, its add-ons and the discount. */
export function invoicePaidCharge(
  store: PlatformStore,
  charge: StoredPendingCharge,
  plan: Plan,
): string {
  const { state } = store;
  const invoiceId = store.nextId('inv');
  const lines = [
    { description: plan.name, quantity: 1, unitAmount: plan.price, amount: plan.price },
    ...charge.addOnIds.map((id) => {
      const addOn = state.addOns.find((a) => a.id === id);
      return {
        description: addOn?.name ?? id,
        quantity: 1,
        unitAmount: addOn?.price ?? 0,
        amount: addOn?.price ?? 0,
      };
    }),
  ];
  const gross = lines.reduce((sum, line) => sum + line.amount, 0);
  if (gross > charge.amount) {
    lines.push({
      description: `Discount ${charge.promoCode ?? ''}`.trim(),
      quantity: 1,
      unitAmount: 0,
      amount: 0,
    });
  }
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
    pdfUrl: `https://files.scanwise.test/invoices/${invoiceId}.pdf`,
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
