import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CentsSchema,
  InvoiceLineSchema,
  invoiceLinesTotal,
  validatePayload,
  type Invoice,
} from '@scanwise/core';
import { createPlatform, DEMO_MEMBER, PlatformError } from '../src/platform';
import { payWithTestCard } from './support/payments';

// An invoice's lines add up to its total, everywhere: seeded invoices, invoices of paid
// bookings with any add-ons and promo code, and due invoices paid by card.

const NOW = new Date('2026-03-01T12:00:00Z');
const fresh = () => createPlatform({ now: () => NOW });

function expectHonest(invoice: Invoice): void {
  expect(validatePayload(CentsSchema, invoice.amount).ok).toBe(true);
  expect(invoice.lines.length).toBeGreaterThan(0);
  for (const line of invoice.lines) {
    expect(validatePayload(InvoiceLineSchema, line).ok).toBe(true);
    expect(line.amount).toBe(line.quantity * line.unitAmount);
  }
  expect(invoiceLinesTotal(invoice.lines), invoice.number).toBe(invoice.amount);
}

const order = fc.record({
  packageId: fc.constantFrom(
    'pkg_full_body',
    'pkg_essential',
    'pkg_heart_ct',
    'pkg_mammo',
    'pkg_full_body_gb',
  ),
  addOnIds: fc.subarray(['addon_heart_ct', 'addon_lung_ct']),
  promoCode: fc.constantFrom(null, 'SPRING10', 'spring10', 'WELCOME50', 'EXPIRED5'),
});

describe("the platform's invoices", () => {
  it('a new invoice lists the scan and the discount as a negative line, adding up to what was paid', () => {
    const p = fresh();
    const charge = p.createPendingCharge(DEMO_MEMBER.id, 'pkg_full_body', {
      packageId: 'pkg_full_body',
      addOnIds: [],
      promoCode: 'SPRING10',
    });
    payWithTestCard(charge);
    const done = p.completePendingCharge(DEMO_MEMBER.id, 'pkg_full_body');
    const invoice = p.listInvoices(DEMO_MEMBER.id).find((i) => i.id === done.invoiceId);
    expect(charge.amount).toBe(224_550);
    expect(invoice?.amount).toBe(224_550);
    expect(invoice?.lines).toEqual([
      { description: 'Full Body Scan', quantity: 1, unitAmount: 249_500, amount: 249_500 },
      { description: 'Discount SPRING10', quantity: 1, unitAmount: -24_950, amount: -24_950 },
    ]);
  });

  it('the seeded invoices add up', () => {
    for (const invoice of fresh().listInvoices(DEMO_MEMBER.id)) expectHonest(invoice);
  });

  it('any paid orders and due invoices leave every invoice adding up to the amount charged', () => {
    fc.assert(
      fc.property(
        fc.array(order, { minLength: 1, maxLength: 4 }),
        fc.boolean(),
        (orders, payDueInvoice) => {
          const p = fresh();
          const charged = new Map<string, number>();
          for (const o of orders) {
            try {
              const charge = p.createPendingCharge(DEMO_MEMBER.id, o.packageId, o);
              payWithTestCard(charge);
              const done = p.completePendingCharge(DEMO_MEMBER.id, o.packageId);
              if (done.invoiceId) charged.set(done.invoiceId, charge.amount);
            } catch (error) {
              // An add-on that does not go with the package, or an expired code: refused.
              expect(error).toBeInstanceOf(PlatformError);
            }
          }
          if (payDueInvoice) {
            const order = { packageId: 'pkg_mammo', addOnIds: [], encounterId: 'enc_demo_3' };
            payWithTestCard(p.createPendingCharge(DEMO_MEMBER.id, 'pkg_mammo', order));
            p.completePendingCharge(DEMO_MEMBER.id, 'pkg_mammo');
          }
          for (const invoice of p.listInvoices(DEMO_MEMBER.id)) {
            expectHonest(invoice);
            const amount = charged.get(invoice.id);
            if (amount !== undefined) expect(invoice.amount).toBe(amount);
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});
