import { describe, expect, it } from 'vitest';
import {
  dueInvoiceOf,
  invoiceLinesTotal,
  InvoiceLineSchema,
  isInvoiceDue,
  isPayableEncounterStatus,
} from './billing';
import { ENCOUNTER_STATUSES } from './enums';
import { ENTITY_EXAMPLES } from './examples';
import { validatePayload } from './validate';

describe('what is left to pay', () => {
  it('a booking charge pays for an encounter only before its payment (CREATED, AWAITING_PAYMENT)', () => {
    const payable = ENCOUNTER_STATUSES.filter(isPayableEncounterStatus);
    expect(payable).toEqual(['CREATED', 'AWAITING_PAYMENT']);
  });

  it('an invoice is due only while its status is DUE (not PAID, not VOID)', () => {
    expect(isInvoiceDue({ status: 'DUE' })).toBe(true);
    expect(isInvoiceDue({ status: 'PAID' })).toBe(false);
    expect(isInvoiceDue({ status: 'VOID' })).toBe(false);
  });

  it("finds the encounter's due invoice and skips its paid ones and other encounters' invoices", () => {
    const invoices = [
      { id: 'a', encounterId: 'enc_1', status: 'PAID' as const },
      { id: 'b', encounterId: 'enc_2', status: 'DUE' as const },
      { id: 'c', encounterId: 'enc_1', status: 'DUE' as const },
    ];
    expect(dueInvoiceOf(invoices, 'enc_1')?.id).toBe('c');
    expect(dueInvoiceOf(invoices, 'enc_3')).toBeUndefined();
  });
});

describe('invoice lines', () => {
  it('add up to the total, a discount line counting negative', () => {
    const lines = [
      { description: 'Full Body Scan', quantity: 1, unitAmount: 249_500, amount: 249_500 },
      { description: 'Discount SPRING10', quantity: 1, unitAmount: -24_950, amount: -24_950 },
    ];
    expect(invoiceLinesTotal(lines)).toBe(224_550);
    expect(validatePayload(InvoiceLineSchema, lines[1]).ok).toBe(true);
  });

  it("the catalogue's example invoice adds up", () => {
    const invoice = ENTITY_EXAMPLES.Invoice;
    expect(invoiceLinesTotal(invoice.lines)).toBe(invoice.amount);
  });
});
