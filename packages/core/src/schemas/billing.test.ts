import { describe, expect, it } from 'vitest';
import { dueInvoiceOf, isInvoiceDue, isPayableEncounterStatus } from './billing';
import { ENCOUNTER_STATUSES } from './enums';

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
