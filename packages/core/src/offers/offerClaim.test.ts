import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemberApi } from '../api';
import { summarizeBookingPrice } from '../booking/bookingPriceSummary';
import { ScanwiseEventBus } from '../events';
import { HttpClient } from '../http';
import {
  CALLS,
  ENTITY_EXAMPLES,
  type CallName,
  type Discount,
  type Offer,
  type Plan,
} from '../schemas';
import { FakeClock, FakeHttp, RecordingLogger, type FakeHttpReply } from '../testing';
import { loadOfferClaim, offerBookingEntryPath, offerClaimPath, offerSavingOf } from './offerClaim';
import { offerPlanPrices } from './offerPlanPrices';

const NOW = Date.parse('2026-11-23T12:00:00Z');

const plan = (id: string, price: number, extra: Partial<Plan> = {}): Plan => ({
  ...ENTITY_EXAMPLES.Plan,
  id,
  name: id,
  price,
  ...extra,
});
const FULL_BODY = plan('pkg_full_body', 249_500);
const ESSENTIAL = plan('pkg_essential', 149_500);
const HEART = plan('pkg_heart', 39_500);
const RETIRED = plan('pkg_retired', 10_000, { active: false });

const discount = (extra: Partial<Discount>): Discount => ({
  ...ENTITY_EXAMPLES.Discount,
  expires: null,
  ...extra,
});
// The mock platform's seed: SPRING10 (10 % off body scans, a member discount everyone holds)
// and WELCOME50 ($50 off, only through the FRIEND-DEMO referral offer).
const SPRING10 = discount({
  id: 'dsc_spring10',
  code: 'SPRING10',
  kind: 'PERCENT',
  percentOff: 10,
  amountOff: null,
  packageIds: ['pkg_full_body', 'pkg_essential'],
});
const WELCOME50 = discount({
  id: 'dsc_welcome50',
  code: 'WELCOME50',
  kind: 'AMOUNT',
  percentOff: null,
  amountOff: 5_000,
  packageIds: [],
});

const offer = (extra: Partial<Offer>): Offer => ({
  ...ENTITY_EXAMPLES.Offer,
  expires: null,
  ...extra,
});
const FRIEND_DEMO = offer({
  code: 'FRIEND-DEMO',
  type: 'REFERRAL',
  partner: null,
  discount: WELCOME50,
  packageIds: [],
  encounterName: null,
});
const ACME = offer({
  code: 'ACME2026',
  type: 'SPONSORED',
  discount: null,
  packageIds: ['pkg_full_body'],
});

describe('offerSavingOf: what an offer takes off', () => {
  it('a share, an amount in cents, or nothing', () => {
    expect(offerSavingOf(SPRING10)).toEqual({ kind: 'percent', percent: 10 });
    expect(offerSavingOf(WELCOME50)).toEqual({ kind: 'amount', cents: 5_000 });
    expect(offerSavingOf(null)).toEqual({ kind: 'none' });
    expect(offerSavingOf(discount({ kind: 'PERCENT', percentOff: 0 }))).toEqual({ kind: 'none' });
  });
});

describe('offerPlanPrices: discounts do not stack, the best saving for the member applies', () => {
  it('the referral code gives way to a larger member discount (SPRING10 saves more on a full body scan)', () => {
    const [full] = offerPlanPrices(FRIEND_DEMO, [FULL_BODY], [SPRING10], NOW);
    expect(full?.price.appliedDiscount?.code).toBe('SPRING10');
    expect(full?.price.discountCents).toBe(24_950);
    expect(full?.price.totalCents).toBe(224_550);
    expect(full?.offerDiscountApplies).toBe(false);
  });

  it("the referral's WELCOME50 applies where it saves more (a plan SPRING10 does not cover)", () => {
    const [heart] = offerPlanPrices(FRIEND_DEMO, [HEART], [SPRING10], NOW);
    expect(heart?.price.appliedDiscount?.code).toBe('WELCOME50');
    expect(heart?.price.totalCents).toBe(34_500);
    expect(heart?.offerDiscountApplies).toBe(true);
  });

  it("on a tie the offer's own discount applies", () => {
    const sameAsWelcome = discount({ ...WELCOME50, id: 'dsc_other', code: 'OTHER50' });
    const [heart] = offerPlanPrices(FRIEND_DEMO, [HEART], [sameAsWelcome], NOW);
    expect(heart?.price.appliedDiscount?.code).toBe('WELCOME50');
    expect(heart?.offerDiscountApplies).toBe(true);
  });

  it('prices exactly as the booking summary does (offer first, then the member discounts)', () => {
    for (const p of [FULL_BODY, ESSENTIAL, HEART]) {
      const [priced] = offerPlanPrices(FRIEND_DEMO, [p], [SPRING10], NOW);
      expect(priced?.price).toEqual(
        summarizeBookingPrice({ plan: p, addOns: [], discounts: [WELCOME50, SPRING10], now: NOW }),
      );
    }
  });

  it('lists only the active plans the offer covers', () => {
    const all = [FULL_BODY, ESSENTIAL, HEART, RETIRED];
    expect(offerPlanPrices(ACME, all, [], NOW).map((p) => p.plan.id)).toEqual(['pkg_full_body']);
    expect(offerPlanPrices(FRIEND_DEMO, all, [], NOW).map((p) => p.plan.id)).toEqual([
      'pkg_full_body',
      'pkg_essential',
      'pkg_heart',
    ]);
  });

  it('a sponsored offer without a discount shows the full price and says no offer discount applies', () => {
    const [full] = offerPlanPrices(ACME, [FULL_BODY], [], NOW);
    expect(full?.price.totalCents).toBe(249_500);
    expect(full?.price.appliedDiscount).toBeNull();
    expect(full?.offerDiscountApplies).toBe(false);
  });
});

describe('paths of a claim', () => {
  it('the booking entry of each offer type carries the codes the booking screens read', () => {
    expect(
      offerBookingEntryPath({ code: 'INVITE-NW', offerType: 'INVITED', partner: 'northwind' }),
    ).toBe('/invite/select-plan?code=INVITE-NW&partner=northwind');
    expect(
      offerBookingEntryPath({
        code: 'ACME2026',
        offerType: 'SPONSORED',
        partner: 'acme',
        encounterName: 'Acme executive health scan',
      }),
    ).toBe(
      '/sponsored/select-plan?code=ACME2026&partner=acme&encounterName=Acme%20executive%20health%20scan',
    );
    expect(offerBookingEntryPath({ code: 'FRIEND-DEMO', offerType: 'REFERRAL' })).toBe(
      '/referral/select-plan?referralCode=FRIEND-DEMO',
    );
    expect(offerBookingEntryPath({ code: 'A B', offerType: 'INVITED', partner: null })).toBe(
      '/invite/select-plan?code=A%20B',
    );
  });

  it('the claim screen of each offer type (to come back to after sign-in)', () => {
    expect(offerClaimPath({ code: 'INVITE-NW', offerType: 'INVITED', partner: 'northwind' })).toBe(
      '/sign-up/claim-offer?code=INVITE-NW&partner=northwind',
    );
    expect(
      offerClaimPath({
        code: 'ACME2026',
        offerType: 'SPONSORED',
        partner: 'acme',
        encounterName: 'Scan',
      }),
    ).toBe('/sign-up/claim-offer-sponsored?code=ACME2026&partner=acme&encounterName=Scan');
  });
});

function apiOver(replies: Partial<Record<CallName, FakeHttpReply>>) {
  const clock = new FakeClock(NOW);
  const http = new FakeHttp();
  const client = new HttpClient({
    http,
    baseUrl: 'https://api.scanwise.test',
    clock,
    events: new ScanwiseEventBus(),
    getAccessToken: () => ({ accessToken: 't', expiresAt: NOW / 1000 + 3600 }),
  });
  for (const [name, reply] of Object.entries(replies) as [CallName, FakeHttpReply][]) {
    http.on(CALLS[name].method, CALLS[name].path, reply);
  }
  return { http, api: new MemberApi({ calls: CALLS, client, logger: new RecordingLogger() }) };
}

describe('loadOfferClaim', () => {
  it('signed out: the offer only (plans and discounts need a member)', async () => {
    const { api, http } = apiOver({ offerGet: { status: 200, body: FRIEND_DEMO } });
    await expect(
      loadOfferClaim(api, { code: 'FRIEND-DEMO' }, { now: NOW, withPrices: false }),
    ).resolves.toEqual({
      status: 'ready',
      offer: FRIEND_DEMO,
      prices: null,
    });
    expect(http.requestsTo('GET', CALLS.planList.path)).toHaveLength(0);
  });

  it('signed in: the covered plans priced for the member country', async () => {
    const { api, http } = apiOver({
      offerGet: { status: 200, body: ACME },
      planList: { status: 200, body: [FULL_BODY, ESSENTIAL] },
      discountList: { status: 200, body: [SPRING10] },
    });
    const load = await loadOfferClaim(
      api,
      { code: 'ACME2026' },
      { now: NOW, withPrices: true, country: 'GB' },
    );
    expect(load.status).toBe('ready');
    if (load.status !== 'ready') return;
    expect(load.prices?.map((p) => [p.plan.id, p.price.totalCents])).toEqual([
      ['pkg_full_body', 224_550],
    ]);
    expect(http.requestsTo('GET', CALLS.planList.path)[0]?.url).toContain('country=GB');
  });

  it('prices that fail to load leave the offer claimable (prices null)', async () => {
    const { api } = apiOver({
      offerGet: { status: 200, body: ACME },
      planList: { status: 503, body: { code: 'x', message: 'x' } },
      discountList: { status: 200, body: [] },
    });
    const load = await loadOfferClaim(api, { code: 'ACME2026' }, { now: NOW, withPrices: true });
    expect(load).toEqual({ status: 'ready', offer: ACME, prices: null });
  });

  describe('when the pricing code fails to load', () => {
    afterEach(() => {
      vi.doUnmock('./offerPlanPrices');
    });

    it('leaves the offer claimable (prices null), as a failed plans call does', async () => {
      vi.doMock('./offerPlanPrices', () => {
        throw new Error('Failed to fetch dynamically imported module');
      });
      const { api } = apiOver({
        offerGet: { status: 200, body: ACME },
        planList: { status: 200, body: [FULL_BODY] },
        discountList: { status: 200, body: [] },
      });
      const load = await loadOfferClaim(api, { code: 'ACME2026' }, { now: NOW, withPrices: true });
      expect(load).toEqual({ status: 'ready', offer: ACME, prices: null });
    });
  });

  it('an unknown code (404) or an expired offer is unavailable; a server failure can be retried', async () => {
    const notFound = apiOver({
      offerGet: { status: 404, body: { code: 'not_found', message: 'x' } },
    });
    await expect(
      loadOfferClaim(notFound.api, { code: 'NOPE' }, { now: NOW, withPrices: false }),
    ).resolves.toEqual({
      status: 'unavailable',
      reason: 'notFound',
    });
    const expired = apiOver({
      offerGet: { status: 200, body: { ...ACME, expires: '2026-11-01T00:00:00Z' } },
    });
    await expect(
      loadOfferClaim(expired.api, { code: 'ACME2026' }, { now: NOW, withPrices: false }),
    ).resolves.toEqual({
      status: 'unavailable',
      reason: 'expired',
    });
    const broken = apiOver({ offerGet: { status: 503, body: { code: 'x', message: 'x' } } });
    await expect(
      loadOfferClaim(broken.api, { code: 'ACME2026' }, { now: NOW, withPrices: false }),
    ).resolves.toEqual({
      status: 'failed',
      messageKey: 'api.errors.server',
    });
  });
});
