import { describe, expect, it } from 'vitest';
import {
  PendingChargeCompletionSchema,
  PendingChargeSchema,
  validatePayload,
} from '@scanwise/core';
import { restHarness } from '../src/http/testing';
import { createPlatform, DEMO_MEMBER, PlatformError } from '../src/platform';
import { payWithTestCard } from './support/payments';

// A due invoice of a scan the care team already booked (the seed's SW-2026-0003 on enc_demo_3,
// Mammography, SCHEDULED) is paid by card through the pending-charge calls: the charge is exactly
// the invoice's amount, completing it marks that invoice PAID, and the booking is left alone.

const NOW = new Date('2026-03-01T12:00:00Z');
const fresh = () => createPlatform({ now: () => NOW });
const ORDER = { packageId: 'pkg_mammo', addOnIds: [], encounterId: 'enc_demo_3' };

const invoice3 = (p: ReturnType<typeof fresh>) =>
  p.listInvoices(DEMO_MEMBER.id).find((i) => i.number === 'SW-2026-0003');

describe('paying a due invoice by card', () => {
  it('charges exactly the invoice amount and marks that invoice PAID, the booking unchanged', () => {
    const p = fresh();
    const events: unknown[] = [];
    p.subscribe((e) => events.push(e));
    const before = p.snapshot();
    const encounterBefore = before.encounters.find((e) => e.id === 'enc_demo_3');
    const due = invoice3(p);
    expect(due?.status).toBe('DUE');

    const charge = p.createPendingCharge(DEMO_MEMBER.id, 'pkg_mammo', ORDER);
    expect(validatePayload(PendingChargeSchema, charge).ok).toBe(true);
    expect(charge).toMatchObject({
      packageId: 'pkg_mammo',
      encounterId: 'enc_demo_3',
      amount: due?.amount,
      currency: 'USD',
      status: 'PENDING',
    });
    // The wire charge carries nothing of the stored record.
    expect(Object.keys(charge).sort()).toEqual(
      ['amount', 'clientSecret', 'currency', 'encounterId', 'id', 'packageId', 'status'].sort(),
    );

    payWithTestCard(charge);
    const done = p.completePendingCharge(DEMO_MEMBER.id, 'pkg_mammo');
    expect(validatePayload(PendingChargeCompletionSchema, done).ok).toBe(true);
    expect(done).toEqual({
      id: charge.id,
      encounterId: 'enc_demo_3',
      status: 'SUCCEEDED',
      invoiceId: due?.id,
    });
    const after = p.snapshot();
    expect(invoice3(p)?.status).toBe('PAID');
    // Its PDF (the receipt) comes with the payment, as every paid invoice's does.
    expect(invoice3(p)?.pdfUrl).toBe(`/files/invoices/${due?.id}.pdf`);
    expect(after.invoices).toHaveLength(before.invoices.length);
    expect(after.encounters.find((e) => e.id === 'enc_demo_3')).toEqual(encounterBefore);
    expect(after.appointments).toEqual(before.appointments);
    expect(after.tasks).toEqual(before.tasks);
    expect(events).toEqual([]);

    // Paid: no second charge, and nothing left to complete.
    expect(() => p.createPendingCharge(DEMO_MEMBER.id, 'pkg_mammo', ORDER)).toThrow(/SCHEDULED/);
    expect(() => p.completePendingCharge(DEMO_MEMBER.id, 'pkg_mammo')).toThrow(/No pending charge/);
  });

  it('a new charge replaces an unfinished one, and one completion pays once', () => {
    const p = fresh();
    const first = p.createPendingCharge(DEMO_MEMBER.id, 'pkg_mammo', ORDER);
    const second = p.createPendingCharge(DEMO_MEMBER.id, 'pkg_mammo', ORDER);
    expect(second.id).not.toBe(first.id);
    const charges = p.snapshot().pendingCharges;
    expect(charges.find((c) => c.id === first.id)?.status).toBe('CANCELLED');
    payWithTestCard(second);
    expect(p.completePendingCharge(DEMO_MEMBER.id, 'pkg_mammo').id).toBe(second.id);
    expect(invoice3(p)?.status).toBe('PAID');
  });

  it('refuses what would change the invoice, leaving the state as it was', () => {
    const p = fresh();
    const before = p.snapshot();
    const refused = (packageId: string, body: object, pattern: RegExp) => {
      let error: unknown;
      try {
        p.createPendingCharge(DEMO_MEMBER.id, packageId, {
          ...ORDER,
          packageId,
          ...body,
        });
      } catch (caught) {
        error = caught;
      }
      expect(error).toBeInstanceOf(PlatformError);
      expect(String((error as Error).message)).toMatch(pattern);
      expect(p.snapshot()).toEqual(before);
    };
    refused('pkg_full_body', {}, /another package/);
    refused('pkg_mammo', { promoCode: 'WELCOME50' }, /does not apply/);
    refused(
      'pkg_mammo',
      { slot: { centerId: 'ctr_nyc_5th', start: '2026-03-09T15:00:00Z' } },
      /already booked/,
    );
  });

  it('keeps refusing a booked scan without a due invoice (already_paid)', () => {
    const p = fresh();
    const other = p
      .snapshot()
      .encounters.find(
        (e) =>
          e.memberId === DEMO_MEMBER.id &&
          !['CREATED', 'AWAITING_PAYMENT'].includes(e.status) &&
          !p.listInvoices(DEMO_MEMBER.id).some((i) => i.encounterId === e.id && i.status === 'DUE'),
      );
    expect(other).toBeDefined();
    expect(() =>
      p.createPendingCharge(DEMO_MEMBER.id, other?.package?.id ?? 'pkg_full_body', {
        packageId: other?.package?.id ?? 'pkg_full_body',
        addOnIds: [],
        encounterId: other?.id ?? '',
      }),
    ).toThrow(/The encounter is/);
  });

  it('over REST: create-pending 201 with the invoice amount, complete 200, the invoice list shows PAID', async () => {
    const h = restHarness();
    const created = await h.call(
      'createPendingCharge',
      '/packages/payments/pkg_mammo/create-pending',
      {
        body: ORDER,
      },
    );
    expect(created.status).toBe(201);
    expect((created.json as { amount: number }).amount).toBe(24_900);
    payWithTestCard(created.json as { clientSecret: string });
    const done = await h.call('completePendingCharge', '/packages/payments/pkg_mammo/complete');
    expect(done.status).toBe(200);
    const invoices = await h.call('invoiceList', '/payments/invoices');
    const paid = (invoices.json as { number: string; status: string }[]).find(
      (i) => i.number === 'SW-2026-0003',
    );
    expect(paid?.status).toBe('PAID');
  });
});
