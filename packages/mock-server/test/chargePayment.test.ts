import { describe, expect, it } from 'vitest';
import { PLATFORM_ERROR_CODES } from '@scanwise/core';
import { restHarness } from '../src/http/testing';
import { createPlatform, DEMO_MEMBER } from '../src/platform';
import { paymentIntentStatus, paymentIntents } from '../src/stripe';
import { payWithTestCard } from './support/payments';
import { refusal } from './support/refusal';

// "The platform's create-pending answers a client secret of its PaymentIntent, and complete
// verifies that the intent succeeded in the emulator, so a member cannot complete a charge that
// was not paid." The platform and the emulated Stripe share one registry of PaymentIntents.

const NOW = new Date('2026-03-01T12:00:00Z');
const ORDER = { packageId: 'pkg_full_body', addOnIds: [] as string[] };
const fresh = () => createPlatform({ now: () => NOW });

describe('a pending charge is paid at the card provider before it completes', () => {
  it('create-pending answers the client secret of a PaymentIntent of the charge’s amount, waiting for a card', () => {
    const p = fresh();
    const charge = p.createPendingCharge(DEMO_MEMBER.id, 'pkg_full_body', ORDER);
    const intentId = /^(pi_[a-f0-9]+)_secret_[a-f0-9]+$/.exec(charge.clientSecret)?.[1] ?? '';
    expect(intentId).not.toBe('');
    expect(paymentIntentStatus(intentId)).toBe('requires_payment_method');
    expect(paymentIntents.serverView(intentId)).toMatchObject({
      amount: charge.amount,
      currency: 'usd',
    });
    expect(paymentIntents.metadata(intentId)).toEqual({
      chargeId: charge.id,
      memberId: DEMO_MEMBER.id,
    });
  });

  it('complete refuses a charge whose intent was not paid, changing nothing, and takes it once paid', () => {
    const p = fresh();
    const charge = p.createPendingCharge(DEMO_MEMBER.id, 'pkg_full_body', ORDER);
    const before = p.snapshot();
    const unpaid = refusal(() => p.completePendingCharge(DEMO_MEMBER.id, 'pkg_full_body'));
    expect(unpaid).toMatchObject({ status: 409, code: 'payment_not_confirmed' });
    expect(PLATFORM_ERROR_CODES[unpaid.code]).toBeDefined();
    expect(p.snapshot()).toEqual(before);

    // A declined card leaves it unpaid; a 3-D Secure card waiting for its challenge too.
    expect(payWithTestCard(charge, '4000000000000002')).toBe('card_declined');
    expect(() => p.completePendingCharge(DEMO_MEMBER.id, 'pkg_full_body')).toThrow(
      /requires_payment_method/,
    );
    expect(payWithTestCard(charge, '4000002760003184')).toBe('requires_action');
    expect(() => p.completePendingCharge(DEMO_MEMBER.id, 'pkg_full_body')).toThrow(
      /requires_action/,
    );

    const id = charge.clientSecret.split('_secret_')[0] ?? '';
    paymentIntents.authenticate(id, charge.clientSecret, 'complete');
    expect(p.completePendingCharge(DEMO_MEMBER.id, 'pkg_full_body')).toMatchObject({
      id: charge.id,
      status: 'SUCCEEDED',
    });
  });

  it('a paid intent of a replaced charge does not complete the new one', () => {
    const p = fresh();
    const first = p.createPendingCharge(DEMO_MEMBER.id, 'pkg_full_body', ORDER);
    payWithTestCard(first);
    p.createPendingCharge(DEMO_MEMBER.id, 'pkg_full_body', ORDER);
    expect(refusal(() => p.completePendingCharge(DEMO_MEMBER.id, 'pkg_full_body')).code).toBe(
      'payment_not_confirmed',
    );
  });

  it('over REST: complete of an unpaid charge answers 409 payment_not_confirmed', async () => {
    const h = restHarness();
    const created = await h.call(
      'createPendingCharge',
      '/packages/payments/pkg_full_body/create-pending',
      { body: ORDER },
    );
    expect(created.status).toBe(201);
    const refused = await h.call(
      'completePendingCharge',
      '/packages/payments/pkg_full_body/complete',
    );
    expect(refused.status).toBe(409);
    expect(refused.json).toMatchObject({ code: 'payment_not_confirmed' });
    payWithTestCard(created.json as { clientSecret: string });
    const done = await h.call('completePendingCharge', '/packages/payments/pkg_full_body/complete');
    expect(done.status).toBe(200);
  });
});

describe('a time held by a pending charge', () => {
  it('stays bookable while the member pays, though the booking lead time passes it meanwhile', () => {
    let now = NOW;
    const p = createPlatform({ now: () => now });
    const [first] = p.availability('ctr_nyc_5th', {
      from: NOW.toISOString(),
      to: new Date(NOW.getTime() + 7 * 86_400_000).toISOString(),
      packageId: 'pkg_full_body',
    });
    if (!first) throw new Error('the seed offers no time');
    const slot = { centerId: 'ctr_nyc_5th', start: first.start };
    const charge = p.createPendingCharge(DEMO_MEMBER.id, 'pkg_full_body', { ...ORDER, slot });
    // A declined card and a second try take long enough for the time to fall inside the lead time.
    expect(payWithTestCard(charge, '4000000000000002')).toBe('card_declined');
    now = new Date(NOW.getTime() + 24 * 3_600_000);
    payWithTestCard(charge);
    const done = p.completePendingCharge(DEMO_MEMBER.id, 'pkg_full_body');
    expect(p.getEncounter(DEMO_MEMBER.id, done.encounterId)).toMatchObject({
      status: 'SCHEDULED',
      appointment: { start: first.start },
    });
  });
});
