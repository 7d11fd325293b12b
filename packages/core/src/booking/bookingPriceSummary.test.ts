import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Discount } from '../schemas';
import {
  bookingDiscountAppliesTo,
  bookingDiscountCents,
  summarizeBookingPrice,
} from './bookingPriceSummary';

const NOW = Date.UTC(2026, 0, 5);
const percent = (percentOff: number, extra: Partial<Discount> = {}): Discount => ({
  id: `pct_${percentOff}`,
  code: `P${percentOff}`,
  kind: 'PERCENT',
  percentOff,
  amountOff: null,
  currency: 'USD',
  description: '',
  packageIds: [],
  expires: null,
  ...extra,
});
const amount = (amountOff: number, extra: Partial<Discount> = {}): Discount => ({
  ...percent(0),
  id: `amt_${amountOff}`,
  code: `A${amountOff}`,
  kind: 'AMOUNT',
  percentOff: null,
  amountOff,
  ...extra,
});

const cents = fc.integer({ min: 0, max: 10_000_000 });
const discountArb: fc.Arbitrary<Discount> = fc.oneof(
  fc.double({ min: 0, max: 100, noNaN: true }).map((p) => percent(p)),
  cents.map((a) => amount(a)),
);

describe('summarizeBookingPrice: plan + add-ons - discount, in USD cents', () => {
  it('adds the plan and add-ons and takes off the best single discount', () => {
    const summary = summarizeBookingPrice({
      plan: { id: 'pkg', price: 249_900 },
      addOns: [{ price: 39_900 }],
      discounts: [percent(10), amount(50_000)],
      now: NOW,
    });
    expect(summary).toMatchObject({
      currency: 'USD',
      planCents: 249_900,
      addOnsCents: 39_900,
      subtotalCents: 289_800,
      discountCents: 50_000,
      totalCents: 239_800,
    });
    expect(summary.appliedDiscount?.code).toBe('A50000');
  });

  it('discounts do not stack and never take the price below zero', () => {
    const summary = summarizeBookingPrice({
      plan: { id: 'pkg', price: 1_000 },
      addOns: [],
      discounts: [amount(5_000), percent(100)],
      now: NOW,
    });
    expect(summary).toMatchObject({ discountCents: 1_000, totalCents: 0 });
    // On a tie the first one (the offer's) applies.
    expect(summary.appliedDiscount?.code).toBe('A5000');
  });

  it('skips discounts for other plans and expired ones', () => {
    const summary = summarizeBookingPrice({
      plan: { id: 'pkg', price: 10_000 },
      addOns: [],
      discounts: [
        percent(50, { packageIds: ['other'] }),
        percent(40, { expires: '2026-01-01T00:00:00Z' }),
        percent(10, { packageIds: ['pkg'], expires: '2027-01-01T00:00:00Z' }),
      ],
      now: NOW,
    });
    expect(summary).toMatchObject({ discountCents: 1_000, totalCents: 9_000 });
    expect(
      bookingDiscountAppliesTo(percent(1, { expires: '2026-01-05T00:00:00Z' }), 'pkg', NOW),
    ).toBe(false);
  });

  it('rounds a percentage to whole cents (half up) and ignores broken amounts', () => {
    expect(bookingDiscountCents(percent(10), 999)).toBe(100);
    expect(bookingDiscountCents(percent(15), 3)).toBe(0);
    expect(bookingDiscountCents(percent(250), 1_000)).toBe(1_000);
    expect(bookingDiscountCents(amount(-5), 1_000)).toBe(0);
    expect(bookingDiscountCents({ ...percent(10), percentOff: null }, 1_000)).toBe(0);
    expect(bookingDiscountCents({ ...amount(0), amountOff: undefined }, 1_000)).toBe(0);
    expect(
      summarizeBookingPrice({
        plan: { id: 'p', price: Number.NaN },
        addOns: [],
        discounts: [],
        now: NOW,
      }).totalCents,
    ).toBe(0);
  });

  it('property: the total is never negative, always integer cents, and at most the subtotal', () => {
    fc.assert(
      fc.property(
        cents,
        fc.array(cents, { maxLength: 5 }),
        fc.array(discountArb, { maxLength: 4 }),
        (plan, addOns, discounts) => {
          const summary = summarizeBookingPrice({
            plan: { id: 'pkg', price: plan },
            addOns: addOns.map((price) => ({ price })),
            discounts,
            now: NOW,
          });
          expect(Number.isInteger(summary.totalCents)).toBe(true);
          expect(Number.isInteger(summary.discountCents)).toBe(true);
          expect(summary.totalCents).toBeGreaterThanOrEqual(0);
          expect(summary.totalCents).toBeLessThanOrEqual(summary.subtotalCents);
          expect(summary.subtotalCents).toBe(plan + addOns.reduce((a, b) => a + b, 0));
          expect(summary.totalCents + summary.discountCents).toBe(summary.subtotalCents);
        },
      ),
    );
  });

  it('property: the applied discount is the largest saving on offer', () => {
    fc.assert(
      fc.property(
        cents,
        fc.array(discountArb, { minLength: 1, maxLength: 4 }),
        (plan, discounts) => {
          const summary = summarizeBookingPrice({
            plan: { id: 'pkg', price: plan },
            addOns: [],
            discounts,
            now: NOW,
          });
          const best = Math.max(...discounts.map((d) => bookingDiscountCents(d, plan)));
          expect(summary.discountCents).toBe(best);
        },
      ),
    );
  });
});

describe('summarizeBookingPrice: how the promo code the member entered stands', () => {
  const spring10 = percent(10, { id: 'dsc_spring10', code: 'SPRING10' });
  const welcome50 = amount(5_000, { id: 'dsc_welcome50', code: 'WELCOME50' });
  const essential = { id: 'pkg_essential', price: 149_500 };

  it('a code saving less than a discount the member holds is set aside, saying which applies', () => {
    const summary = summarizeBookingPrice({
      plan: essential,
      addOns: [],
      discounts: [spring10, welcome50],
      now: NOW,
      promoCode: 'welcome50',
    });
    expect(summary.appliedDiscount?.code).toBe('SPRING10');
    expect(summary.discountCents).toBe(14_950);
    expect(summary.promo).toEqual({
      code: 'welcome50',
      status: 'smallerSaving',
      savingCents: 5_000,
      appliedDiscount: spring10,
      appliedSavingCents: 14_950,
    });
  });

  it('a code saving the most is the one that applies', () => {
    const summary = summarizeBookingPrice({
      plan: { id: 'pkg_cheap', price: 30_000 },
      addOns: [],
      discounts: [spring10, welcome50],
      now: NOW,
      promoCode: 'WELCOME50',
    });
    expect(summary.appliedDiscount?.code).toBe('WELCOME50');
    expect(summary.promo).toEqual({ code: 'WELCOME50', status: 'applied', savingCents: 5_000 });
  });

  it('a code that cannot be used on the plan now (another plan, expired) says so', () => {
    const forOtherPlan = amount(5_000, { id: 'x', code: 'OTHER', packageIds: ['pkg_other'] });
    const expired = amount(5_000, { id: 'y', code: 'OLD', expires: '2026-01-01T00:00:00Z' });
    const standing = (promoCode: string) =>
      summarizeBookingPrice({
        plan: essential,
        addOns: [],
        discounts: [forOtherPlan, expired],
        now: NOW,
        promoCode,
      }).promo;
    expect(standing('OTHER')).toEqual({ code: 'OTHER', status: 'notApplicable' });
    expect(standing('OLD')).toEqual({ code: 'OLD', status: 'notApplicable' });
  });

  it('no code entered: no standing', () => {
    const summary = summarizeBookingPrice({ plan: essential, addOns: [], discounts: [], now: NOW });
    expect(summary.promo).toBeNull();
  });
});
