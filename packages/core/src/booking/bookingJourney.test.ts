import { describe, expect, it, vi } from 'vitest';
import { MemberApi } from '../api';
import { ScanwiseEventBus } from '../events';
import { HttpClient } from '../http';
import {
  CALLS,
  ENTITY_EXAMPLES,
  type AddOn,
  type Appointment,
  type AvailabilitySlot,
  type Center,
  type Discount,
  type Encounter,
  type Member,
  type Offer,
  type PendingChargeCreate,
  type Plan,
} from '../schemas';
import {
  FakeCardPayment,
  FakeClock,
  FakeHttp,
  FakeTracking,
  MemoryStorage,
  RecordingLogger,
  TEST_CARDS,
  typedTestCard,
  flushPromises,
  type FakeHttpReply,
} from '../testing';
import * as BookingCheckoutModule from './bookingCheckout';
import { buildBookingConfirmation, type BookingConfirmation } from './bookingConfirmation';
import { BookingJourney, type BookingJourneyOptions } from './bookingJourney';
import { BOOKING_JOURNEY_STORAGE_KEY } from './bookingJourneyProgress';
import { BOOKING_ID_STORAGE_KEY, createBookingIdStore } from './bookingIdStore';
import { createBookingStateStore } from './bookingStateStore';
import { OFFLINE_BOOKING_NOTE_MAX_LENGTH } from './bookingState';
import type { TrackingConversionInput } from '../tracking';
import { FunnelStageTracker } from './funnelStageTracker';

/**
 * How many times the hold's and payment's code (the checkout) fails to load next (its module's
 * checkout cannot be made), and how many were made.
 */
const checkoutLoads = vi.hoisted(() => ({ failures: 0, made: 0 }));
vi.mock('./bookingCheckout', async (importOriginal) => {
  const actual = await importOriginal<typeof BookingCheckoutModule>();
  const BookingCheckout = new Proxy(actual.BookingCheckout, {
    construct(target, args: ConstructorParameters<typeof actual.BookingCheckout>) {
      if (checkoutLoads.failures > 0) {
        checkoutLoads.failures -= 1;
        throw new Error('the checkout chunk did not load');
      }
      checkoutLoads.made += 1;
      return new target(...args);
    },
  });
  return { ...actual, BookingCheckout };
});

/** The scan-confirm screen's confirmation: built from what the journey hands over. */
function confirmationOf(journey: BookingJourney): BookingConfirmation | null {
  const input = journey.confirmationInput();
  return input === null ? null : buildBookingConfirmation(input);
}

const BASE = 'https://api.scanwise.test';

// ---- a small platform in memory ---------------------------------------------------------

const bodyScan: Plan = {
  id: 'pkg_full_body',
  name: 'Full Body Scan',
  description: 'MRI head to pelvis',
  kind: 'BODY_SCAN',
  country: 'US',
  price: 249_900,
  currency: 'USD',
  durationMinutes: 60,
  features: [],
  eligibleSexes: [],
  addOnIds: ['addon_heart_ct'],
  active: true,
};
const mammo: Plan = {
  ...bodyScan,
  id: 'pkg_mammo',
  name: 'Mammogram',
  kind: 'MAMMOGRAPHY',
  price: 29_900,
  eligibleSexes: ['FEMALE'],
  addOnIds: [],
};
const heartCt: Plan = {
  ...bodyScan,
  id: 'pkg_heart',
  name: 'Heart CT',
  kind: 'HEART_CT',
  price: 49_900,
};
const retired: Plan = { ...bodyScan, id: 'pkg_old', name: 'Old scan', active: false };
const heartAddOn: AddOn = {
  id: 'addon_heart_ct',
  name: 'Heart CT (calcium score)',
  description: 'Low-dose CT',
  price: 39_900,
  currency: 'USD',
  packageIds: ['pkg_full_body'],
};
const spring: Discount = {
  id: 'dsc_spring',
  code: 'SPRING10',
  kind: 'PERCENT',
  percentOff: 10,
  amountOff: null,
  currency: 'USD',
  description: '10% off',
  packageIds: [],
  expires: null,
};
const fiftyOff: Discount = {
  ...spring,
  id: 'dsc_50',
  code: 'FIFTY',
  kind: 'AMOUNT',
  percentOff: null,
  amountOff: 5_000,
};
const expiredCode: Discount = {
  ...spring,
  id: 'dsc_old',
  code: 'OLD',
  expires: '2025-12-01T00:00:00Z',
};
const mammoOnly: Discount = {
  ...spring,
  id: 'dsc_mammo',
  code: 'MAMMO',
  packageIds: ['pkg_mammo'],
};
const acme: Offer = {
  code: 'ACME2026',
  type: 'SPONSORED',
  partner: { id: 'ptn_acme', name: 'acme', displayName: 'Acme Corp' },
  discount: { ...spring, id: 'dsc_acme', code: 'ACME2026', percentOff: 100 },
  packageIds: ['pkg_full_body'],
  encounterName: 'Acme screening',
  expires: null,
};
const invite: Offer = { ...acme, code: 'INV1', type: 'INVITED', discount: null, packageIds: [] };
const referral: Offer = {
  ...acme,
  code: 'REF1',
  type: 'REFERRAL',
  discount: fiftyOff,
  packageIds: [],
};
const expiredOffer: Offer = { ...invite, code: 'GONE', expires: '2025-06-01T00:00:00Z' };

const nyc: Center = {
  id: 'ctr_nyc',
  name: 'Scanwise Fifth Avenue',
  country: 'US',
  state: 'NY',
  city: 'New York',
  addressLine: '350 Fifth Avenue',
  postalCode: '10118',
  timeZone: 'America/New_York',
  bookingProvider: 0,
  onlineBooking: true,
};
const phoenix: Center = {
  ...nyc,
  id: 'ctr_phx',
  name: 'RadNet Phoenix',
  state: 'AZ',
  city: 'Phoenix',
  timeZone: 'America/Phoenix',
  bookingProvider: 4,
  onlineBooking: false,
};
const london: Center = {
  ...nyc,
  id: 'ctr_ldn',
  name: 'Scanwise Harley Street',
  country: 'GB',
  state: 'LDN',
  city: 'London',
  postalCode: 'W1G 9QD',
  timeZone: 'Europe/London',
};

/** The clock starts 2026-01-05 09:00 UTC (04:00 in New York). */
const START = Date.UTC(2026, 0, 5, 9, 0, 0);
const slotAt = (iso: string, centerId = nyc.id): AvailabilitySlot => ({
  centerId,
  start: iso,
  end: new Date(Date.parse(iso) + 3_600_000).toISOString(),
});
/** 9:00 and 10:00 in New York on 6 January; one already past slot. */
const nineAm = slotAt('2026-01-06T14:00:00Z');
const tenAm = slotAt('2026-01-06T15:00:00Z');
const past = slotAt('2026-01-05T08:00:00Z');

/** The JSON body a request sent. */
const jsonOf = <T>(request: { readonly body?: unknown } | undefined): T => {
  if (typeof request?.body !== 'string') throw new Error('no JSON body sent');
  return JSON.parse(request.body) as T;
};

interface PlatformEncounter {
  id: string;
  status: Encounter['status'];
  packageId: string | null;
  appointment: Appointment | null;
}

function setup(
  options: {
    storage?: MemoryStorage;
    clock?: FakeClock;
    member?: Member | null;
    offers?: BookingJourneyOptions['offers'];
  } = {},
) {
  const clock = options.clock ?? new FakeClock(START);
  const http = new FakeHttp();
  const logger = new RecordingLogger();
  const cards = new FakeCardPayment();
  const tracking = new FakeTracking();
  const storage = options.storage ?? new MemoryStorage();
  const client = new HttpClient({
    http,
    baseUrl: BASE,
    clock,
    events: new ScanwiseEventBus(),
    getAccessToken: () => ({ accessToken: 'token', expiresAt: clock.now() / 1000 + 3600 }),
  });
  const api = new MemberApi({ calls: CALLS, client, logger });
  const booking = createBookingStateStore({ storage, logger });
  const bookingIdStore = createBookingIdStore({ storage, logger });
  const funnel = new FunnelStageTracker({
    report: async (report) => {
      if (!(await api.reportBookingStage(report))) throw new Error('not reported');
    },
    tracking,
    bookingId: () => bookingIdStore.getSnapshot().bookingId,
    logger,
  });
  /** What the journey hands TrackingService.conversion, in order. */
  const conversions: TrackingConversionInput[] = [];
  const journey = new BookingJourney({
    api,
    cardPayment: cards,
    booking,
    bookingId: bookingIdStore,
    funnel,
    tracking: {
      conversion: (input) => {
        conversions.push(input);
        return Promise.resolve(false);
      },
    },
    storage,
    clock,
    logger,
    ...(options.member !== undefined ? { currentMember: () => options.member ?? null } : {}),
    ...(options.offers ? { offers: options.offers } : {}),
  });

  const platform = {
    takenSlots: new Set<string>(),
    encounters: new Map<string, PlatformEncounter>([
      [
        'enc_paid',
        {
          id: 'enc_paid',
          status: 'AWAITING_SCHEDULING',
          packageId: 'pkg_full_body',
          appointment: null,
        },
      ],
      [
        'enc_renew',
        { id: 'enc_renew', status: 'CREATED', packageId: 'pkg_full_body', appointment: null },
      ],
      [
        'enc_done',
        { id: 'enc_done', status: 'COMPLETED', packageId: 'pkg_full_body', appointment: null },
      ],
    ]),
    slots: [nineAm, tenAm, past] as AvailabilitySlot[],
    /** What the platform adds on top of the catalogue (e.g. a tax): proves finalPrice is its. */
    surchargeCents: 0,
    nextId: 1,
    pendingSlot: null as PendingChargeCreate['slot'],
  };
  const encounterWire = (e: PlatformEncounter): Encounter => ({
    id: e.id,
    created: '2026-01-01T00:00:00Z',
    kind: 'BODY_SCAN',
    status: e.status,
    package: e.packageId ? { id: e.packageId, name: 'Full Body Scan', kind: 'BODY_SCAN' } : null,
    addOnIds: [],
    appointment: e.appointment,
    nextStep: 'SCHEDULE',
    reportAvailable: false,
  });
  const answer = (
    name: keyof typeof CALLS,
    reply: FakeHttpReply | Parameters<FakeHttp['on']>[2],
  ): void => {
    http.on(CALLS[name].method, CALLS[name].path, reply);
  };
  const apiError = (status: number, code: string, message = code): FakeHttpReply => ({
    status,
    body: { code, message },
  });
  const centerOf = (id: string): Center | undefined =>
    [nyc, phoenix, london].find((c) => c.id === id);
  const reserve = (encounterId: string, centerId: string, start: string): Appointment => {
    const appointment: Appointment = {
      id: `apt_${platform.nextId++}`,
      encounterId,
      centerId,
      start,
      end: new Date(Date.parse(start) + 3_600_000).toISOString(),
      bookingCode: 'SW-42',
      status: 'CONFIRMED',
      center: centerOf(centerId) ?? null,
    };
    platform.takenSlots.add(start);
    const encounter = platform.encounters.get(encounterId);
    if (encounter) {
      encounter.appointment = appointment;
      encounter.status = 'SCHEDULED';
    }
    return appointment;
  };

  answer('planList', { body: [bodyScan, mammo, heartCt, retired] });
  answer('addOnList', { body: [heartAddOn] });
  answer('discountList', { body: [] });
  answer('discountLookup', ({ params }) => {
    const found = [spring, fiftyOff, expiredCode, mammoOnly].find((d) => d.code === params['code']);
    return found ? { body: found } : apiError(404, 'not_found');
  });
  answer('offerGet', ({ params }) => {
    const found = [acme, invite, referral, expiredOffer].find((o) => o.code === params['code']);
    return found ? { body: found } : apiError(404, 'not_found');
  });
  answer('encounterGet', ({ params }) => {
    const found = platform.encounters.get(params['encounterId'] ?? '');
    return found ? { body: encounterWire(found) } : apiError(404, 'not_found');
  });
  answer('encounterList', () => ({ body: [...platform.encounters.values()].map(encounterWire) }));
  answer('centerList', ({ query }) => ({
    body: [nyc, phoenix, london].filter((c) => c.country === query['country']),
  }));
  answer('availabilityList', ({ params }) => ({
    body: platform.slots.filter(
      (s) => s.centerId === params['centerId'] && !platform.takenSlots.has(s.start),
    ),
  }));
  answer('appointmentReserve', (context) => {
    const body = context.json<{ encounterId: string; centerId: string; start: string }>();
    if (platform.takenSlots.has(body.start)) return apiError(409, 'slot_unavailable');
    return { status: 201, body: reserve(body.encounterId, body.centerId, body.start) };
  });
  answer('createPendingCharge', (context) => {
    const order = context.json<PendingChargeCreate>();
    if (order.slot && platform.takenSlots.has(order.slot.start)) {
      return apiError(409, 'slot_unavailable', 'That time is not available at this center');
    }
    let encounterId = order.encounterId ?? null;
    if (encounterId === null) {
      encounterId = `enc_new${platform.nextId++}`;
      platform.encounters.set(encounterId, {
        id: encounterId,
        status: 'AWAITING_PAYMENT',
        packageId: order.packageId,
        appointment: null,
      });
    }
    const plan = [bodyScan, mammo, heartCt].find((p) => p.id === order.packageId)!;
    const addOns = order.addOnIds.length * heartAddOn.price;
    const promo = [spring, fiftyOff, acme.discount!, referral.discount!].find(
      (d) => d.code === order.promoCode,
    );
    const gross = plan.price + addOns;
    const discount = promo
      ? promo.kind === 'PERCENT'
        ? Math.round((gross * (promo.percentOff ?? 0)) / 100)
        : Math.min(gross, promo.amountOff ?? 0)
      : 0;
    const amount = gross - discount + platform.surchargeCents;
    platform.pendingSlot = order.slot ?? null;
    return {
      status: 201,
      body: {
        id: `pch_${platform.nextId++}`,
        packageId: order.packageId,
        encounterId,
        clientSecret: cards.createPendingCharge(amount),
        amount,
        currency: 'USD',
        status: 'PENDING',
      },
    };
  });
  answer('completePendingCharge', () => {
    const [encounterId] = [...platform.encounters.values()]
      .filter((e) => e.status === 'AWAITING_PAYMENT' || e.status === 'CREATED')
      .map((e) => e.id);
    const encounter = platform.encounters.get(encounterId ?? '')!;
    encounter.status = 'AWAITING_SCHEDULING';
    // The platform reserves the charge's slot when it completes.
    if (platform.pendingSlot) {
      reserve(encounter.id, platform.pendingSlot.centerId, platform.pendingSlot.start);
    }
    return {
      body: { id: 'pch_done', encounterId: encounter.id, status: 'SUCCEEDED', invoiceId: 'inv_1' },
    };
  });
  answer('bookingStage', { status: 204 });

  const sent = (name: keyof typeof CALLS) => http.requestsTo(CALLS[name].method, CALLS[name].path);
  const stagesReported = (): string[] =>
    sent('bookingStage').map((r) => jsonOf<{ stage: string }>(r).stage);
  return {
    clock,
    http,
    logger,
    cards,
    tracking,
    conversions,
    storage,
    api,
    booking,
    bookingIdStore,
    funnel,
    journey,
    platform,
    answer,
    apiError,
    sent,
    stagesReported,
  };
}

type Setup = ReturnType<typeof setup>;

/** A book-scan member, plan chosen, on schedule-scan with New York's slots loaded. */
async function toSchedule(t: Setup, planId = 'pkg_full_body'): Promise<void> {
  expect((await t.journey.start({ prefix: 'book-scan' }, { dob: '1980-04-12' })).ok).toBe(true);
  expect(t.journey.selectPlan(planId).ok).toBe(true);
  expect((await t.journey.continueToSchedule()).ok).toBe(true);
  expect((await t.journey.selectCenter(nyc.id)).ok).toBe(true);
}

/** ... with 9:00 picked and held: on reserve-appointment. */
async function toReserve(t: Setup): Promise<void> {
  await toSchedule(t);
  expect(t.journey.selectSlot(nineAm.start).ok).toBe(true);
  expect((await t.journey.continueToReserve()).ok).toBe(true);
}

describe('BookingJourney: entry', () => {
  it.each([
    ['sign-up', {}],
    ['book-scan', {}],
    ['invite', { offerCode: 'INV1', partnerName: 'acme' }],
    ['sponsored', { offerCode: 'ACME2026', partnerName: 'acme', encounterName: 'Acme screening' }],
    ['referral', { referralCode: 'REF1' }],
    ['renewal', { encounterId: 'enc_renew' }],
  ] as const)(
    'the %s prefix with its entry data sets validEntry and the booking type',
    async (prefix, data) => {
      const t = setup();
      const outcome = await t.journey.start({ prefix, ...data }, { dob: '1980-04-12' });
      expect(outcome).toEqual({ ok: true });
      const state = t.journey.getSnapshot();
      expect(state.booking.validEntry).toBe(true);
      expect(state.booking.bookingType).toBe(prefix);
      expect(state.step).toBe('select-plan');
      expect(state.path).toBe(`/${prefix}/select-plan`);
      expect(state.error).toBeNull();
    },
  );

  it.each(['', '/', 'scans', 'sign-in'])(
    '"The bare prefix redirects home": %j is not a valid entry',
    async (prefix) => {
      const t = setup();
      const outcome = await t.journey.start({ prefix });
      expect(outcome.ok).toBe(false);
      const state = t.journey.getSnapshot();
      expect(state.booking.validEntry).toBe(false);
      expect(state.step).toBeNull();
      expect(state.error).toMatchObject({ code: 'invalidEntry', backTo: 'home', detail: 'prefix' });
    },
  );

  it.each([
    ['invite', 'offerCode'],
    ['sponsored', 'offerCode'],
    ['referral', 'referralCode'],
    ['renewal', 'encounterId'],
  ] as const)('%s without its entry data is not a valid entry', async (prefix, missing) => {
    const t = setup();
    const outcome = await t.journey.start({ prefix });
    expect(outcome).toMatchObject({ ok: false, error: { code: 'invalidEntry', detail: missing } });
    expect(t.journey.getSnapshot().booking.validEntry).toBe(false);
  });

  it('a sponsored offer applies its discount and limits the plans to those it covers', async () => {
    const t = setup();
    await t.journey.start({ prefix: 'sponsored', offerCode: 'ACME2026' }, { dob: '1980-04-12' });
    const state = t.journey.getSnapshot();
    expect(state.progress.offer?.partner?.displayName).toBe('Acme Corp');
    expect(state.booking.memberDiscount?.code).toBe('ACME2026');
    expect(state.booking.packages.map((p) => p.id)).toEqual(['pkg_full_body']);
    t.journey.selectPlan('pkg_full_body');
    expect(t.journey.getSnapshot().price).toMatchObject({ subtotalCents: 249_900, totalCents: 0 });
  });

  it.each([
    ['NOPE', 'offerNotFound'],
    ['GONE', 'offerExpired'],
    ['REF1', 'offerMismatch'],
  ] as const)(
    'an invite code %s shows the booking-error screen (%s) with the way home',
    async (code, expected) => {
      const t = setup();
      const outcome = await t.journey.start({ prefix: 'invite', offerCode: code });
      expect(outcome).toMatchObject({
        ok: false,
        error: { code: expected, backTo: 'home', blocking: true },
      });
      const state = t.journey.getSnapshot();
      expect(state.step).toBe('booking-error');
      expect(state.error?.messageKey).toBe(`booking.errors.${expected}`);
      expect(t.journey.leaveError()).toBe('/');
      expect(t.journey.getSnapshot().step).toBeNull();
      expect(t.journey.getSnapshot().booking.validEntry).toBe(false);
    },
  );

  it('an offer that cannot be loaded (offline) is a blocking load failure', async () => {
    const t = setup();
    // The first request is the SCAN_SELECTION_PAGE report, the second the offer.
    t.http.failNextWithNetworkError(2);
    const outcome = await t.journey.start({ prefix: 'invite', offerCode: 'INV1' });
    expect(outcome).toMatchObject({
      ok: false,
      error: { code: 'loadFailed', detail: 'api.errors.offline' },
    });
    expect(t.journey.getSnapshot().step).toBe('booking-error');
  });

  it('renewal preselects the encounter plan; an already-paid encounter needs no card', async () => {
    const t = setup();
    await t.journey.start({ prefix: 'renewal', encounterId: 'enc_paid' }, { dob: '1980-04-12' });
    const state = t.journey.getSnapshot();
    expect(state.booking.encounterId).toBe('enc_paid');
    expect(state.booking.package?.id).toBe('pkg_full_body');
    expect(state.progress.paymentRequired).toBe(false);
  });

  it('a renewal of a finished or unknown encounter is refused', async () => {
    const done = setup();
    expect(await done.journey.start({ prefix: 'renewal', encounterId: 'enc_done' })).toMatchObject({
      ok: false,
      error: { code: 'encounterNotBookable', detail: 'COMPLETED' },
    });
    const unknown = setup();
    expect(await unknown.journey.start({ prefix: 'renewal', encounterId: 'enc_x' })).toMatchObject({
      ok: false,
      error: { code: 'encounterNotBookable' },
    });
    const offline = setup();
    offline.http.failNextWithNetworkError(2);
    expect(await offline.journey.start({ prefix: 'renewal', encounterId: 'enc_x' })).toMatchObject({
      ok: false,
      error: { code: 'loadFailed' },
    });
  });
});

describe('BookingJourney: select-plan', () => {
  it('loads the active plans and add-ons of the member country with USD cent prices', async () => {
    const t = setup();
    await t.journey.start({ prefix: 'book-scan' }, { country: 'US', dob: '1980-04-12' });
    const state = t.journey.getSnapshot();
    expect(state.booking.packages.map((p) => p.id)).toEqual([
      'pkg_full_body',
      'pkg_mammo',
      'pkg_heart',
    ]);
    expect(state.progress.addOns).toEqual([heartAddOn]);
    expect(t.sent('planList')[0]?.url).toContain('country=US');
    expect(state.price).toBeNull();
  });

  it('the price summary is plan + add-ons - discount, add-ons limited to the plan', async () => {
    const t = setup();
    await t.journey.start({ prefix: 'book-scan' }, { dob: '1980-04-12' });
    t.journey.selectPlan('pkg_full_body');
    expect(t.journey.getSnapshot().addOnsForPlan).toEqual([heartAddOn]);
    expect(t.journey.setAddOn('addon_heart_ct', true).ok).toBe(true);
    await t.journey.applyPromoCode(' SPRING10 ');
    expect(t.journey.getSnapshot().price).toEqual({
      currency: 'USD',
      planCents: 249_900,
      addOnsCents: 39_900,
      subtotalCents: 289_800,
      discountCents: 28_980,
      totalCents: 260_820,
      appliedDiscount: spring,
      promo: { code: 'SPRING10', status: 'applied', savingCents: 28_980 },
    });
    // Another plan drops the add-on it is not sold with.
    t.journey.selectPlan('pkg_heart');
    expect(t.journey.getSnapshot().booking.selectedAddons).toEqual([]);
    expect(t.journey.setAddOn('addon_heart_ct', true)).toMatchObject({
      ok: false,
      error: { code: 'planIneligible', detail: 'booking.reasons.addOnNotSold' },
    });
  });

  it('add-ons need a plan first and can be removed', async () => {
    const t = setup();
    await t.journey.start({ prefix: 'book-scan' }, { dob: '1980-04-12' });
    expect(t.journey.setAddOn('addon_heart_ct', true)).toMatchObject({
      ok: false,
      error: { code: 'planRequired' },
    });
    expect(t.journey.selectPlan('pkg_missing')).toMatchObject({
      ok: false,
      error: { code: 'planRequired' },
    });
    t.journey.selectPlan('pkg_full_body');
    t.journey.setAddOn('addon_heart_ct', true);
    t.journey.answerCac({
      cacSymptoms: false,
      cacStent: false,
      cacPacemaker: false,
      coronaryHistory: false,
      cacGreaterThanTen: false,
    });
    t.journey.setAddOn('addon_heart_ct', false);
    expect(t.journey.getSnapshot().booking.selectedAddons).toEqual([]);
    expect(t.journey.getSnapshot().cacApplies).toBe(false);
  });

  it.each([
    ['', 'empty'],
    ['NOPE', 'notFound'],
    ['OLD', 'expired'],
    ['MAMMO', 'notApplicable'],
  ] as const)('a promo code %j is refused with a clear reason (%s)', async (code, reason) => {
    const t = setup();
    await t.journey.start({ prefix: 'book-scan' }, { dob: '1980-04-12' });
    t.journey.selectPlan('pkg_full_body');
    const outcome = await t.journey.applyPromoCode(code);
    expect(outcome).toEqual({ ok: false, reason, messageKey: `booking.promo.${reason}` });
    const state = t.journey.getSnapshot();
    expect(state.progress.promoRefusal).toBe(`booking.promo.${reason}`);
    expect(state.booking.promoCode).toBeNull();
    expect(state.price?.discountCents).toBe(0);
  });

  it('a promo check that fails on the network says so, with the call reason', async () => {
    const t = setup();
    await t.journey.start({ prefix: 'book-scan' }, { dob: '1980-04-12' });
    t.answer('discountLookup', t.apiError(500, 'server_error'));
    expect(await t.journey.applyPromoCode('SPRING10')).toEqual({
      ok: false,
      reason: 'unavailable',
      messageKey: 'booking.promo.unavailable',
      detail: 'api.errors.server',
    });
  });

  it('a new promo code replaces the previous one; removing it drops its discount', async () => {
    const t = setup();
    await t.journey.start({ prefix: 'book-scan' }, { dob: '1980-04-12' });
    t.journey.selectPlan('pkg_full_body');
    await t.journey.applyPromoCode('SPRING10');
    await t.journey.applyPromoCode('FIFTY');
    let state = t.journey.getSnapshot();
    expect(state.booking.promoCode).toBe('FIFTY');
    expect(state.booking.availableDiscounts.map((d) => d.code)).toEqual(['FIFTY']);
    expect(state.price?.discountCents).toBe(5_000);
    t.journey.removePromoCode();
    state = t.journey.getSnapshot();
    expect(state.booking.promoCode).toBeNull();
    expect(state.booking.availableDiscounts).toEqual([]);
    // A reload of the plans keeps a checked promo code among the discounts.
    await t.journey.applyPromoCode('SPRING10');
    await t.journey.loadPlans();
    expect(t.journey.getSnapshot().booking.availableDiscounts.map((d) => d.code)).toEqual([
      'SPRING10',
    ]);
  });

  it('sex and date of birth are asked only where eligibility needs them', async () => {
    const t = setup();
    await t.journey.start({ prefix: 'book-scan' });
    t.journey.selectPlan('pkg_mammo');
    expect(t.journey.getSnapshot().eligibility).toEqual({
      status: 'needsDetails',
      missing: ['sex', 'dob'],
    });
    expect(await t.journey.continueToSchedule()).toMatchObject({
      ok: false,
      error: { code: 'detailsRequired', detail: 'sex,dob' },
    });
    t.journey.setMemberDetails({ sex: 'MALE', dob: '1980-04-12' });
    expect(t.journey.getSnapshot().error).toMatchObject({
      code: 'planIneligible',
      detail: 'booking.reasons.sexNotEligible',
    });
    expect(t.stagesReported()).toContain('PACKAGE_REJECTED');
    expect(await t.journey.continueToSchedule()).toMatchObject({
      ok: false,
      error: { code: 'planIneligible' },
    });
    t.journey.setMemberDetails({ sex: 'FEMALE' });
    expect(t.journey.getSnapshot().eligibility).toEqual({ status: 'eligible' });
    expect(t.journey.getSnapshot().error).toBeNull();
    t.journey.selectPlan('pkg_full_body');
    expect(t.journey.getSnapshot().eligibility).toEqual({ status: 'eligible' });
  });

  it('CAC answers with a yes reject the package with a reason the member understands (PACKAGE_REJECTED)', async () => {
    const t = setup();
    await t.journey.start({ prefix: 'book-scan' }, { dob: '1980-04-12' });
    t.journey.selectPlan('pkg_heart');
    expect(t.journey.getSnapshot().cacApplies).toBe(true);
    expect(await t.journey.continueToSchedule()).toMatchObject({
      ok: false,
      error: {
        code: 'cacUnanswered',
        detail: 'cacSymptoms,cacStent,cacPacemaker,coronaryHistory,cacGreaterThanTen',
      },
    });
    const outcome = t.journey.answerCac({ cacStent: true });
    expect(outcome).toMatchObject({
      ok: false,
      error: {
        code: 'packageRejected',
        detail: 'booking.reasons.cacStent',
        messageKey: 'booking.errors.packageRejected',
      },
    });
    await flushPromises();
    expect(t.stagesReported()).toEqual([
      'SCAN_SELECTION_PAGE',
      'PACKAGE_SELECTED',
      'PACKAGE_REJECTED',
    ]);
    expect(t.journey.getSnapshot().booking.cacAnswers.isRejected).toBe(true);
    expect(await t.journey.continueToSchedule()).toMatchObject({
      ok: false,
      error: { code: 'packageRejected' },
    });
    // Changing the answer (or the plan) lifts the rejection.
    t.journey.answerCac({
      cacStent: false,
      cacSymptoms: false,
      cacPacemaker: false,
      coronaryHistory: false,
      cacGreaterThanTen: true,
    });
    expect(t.journey.getSnapshot().error).toBeNull();
    expect((await t.journey.continueToSchedule()).ok).toBe(true);
    expect(t.stagesReported().slice(-2)).toEqual(['PACKAGE_SELECTED', 'LOCATION_PAGE']);
  });

  it('a plan list that fails to load is a notice with the call reason, and can be retried', async () => {
    const t = setup();
    t.answer('planList', t.apiError(503, 'unavailable'));
    const outcome = await t.journey.start({ prefix: 'book-scan' });
    expect(outcome).toMatchObject({
      ok: false,
      error: { code: 'loadFailed', detail: 'api.errors.server', blocking: false },
    });
    expect(t.journey.getSnapshot().step).toBe('select-plan');
    t.answer('planList', { body: [bodyScan] });
    expect((await t.journey.loadPlans()).ok).toBe(true);
    expect(t.journey.getSnapshot().error).toBeNull();
  });
});

describe('BookingJourney: schedule-scan', () => {
  it('lists the centers of the member country split by booking mode', async () => {
    const t = setup();
    await toSchedule(t);
    const { booking } = t.journey.getSnapshot();
    expect(booking.availableCenters.map((c) => c.id)).toEqual(['ctr_nyc', 'ctr_phx']);
    expect(booking.onlineBookings.map((c) => c.id)).toEqual(['ctr_nyc']);
    expect(booking.offlineBookings.map((c) => c.id)).toEqual(['ctr_phx']);
    expect(t.sent('centerList')[0]?.url).toContain('country=US');
  });

  it('a UK member sees UK centers', async () => {
    const t = setup();
    await t.journey.start({ prefix: 'book-scan' }, { country: 'GB', dob: '1980-04-12' });
    t.journey.selectPlan('pkg_full_body');
    await t.journey.continueToSchedule();
    expect(t.journey.getSnapshot().booking.availableCenters.map((c) => c.id)).toEqual(['ctr_ldn']);
  });

  it('loads slots for whole days of the center time zone and shows their local times', async () => {
    const t = setup();
    await toSchedule(t);
    const query = t.sent('availabilityList')[0]?.url ?? '';
    // 04:00 in New York on 5 January: the range starts at New York midnight (05:00 UTC).
    expect(decodeURIComponent(query)).toContain('from=2026-01-05T05:00:00.000Z');
    expect(decodeURIComponent(query)).toContain('to=2026-01-19T05:00:00.000Z');
    const { calendar, progress } = t.journey.getSnapshot();
    expect(progress.availability?.slots).toEqual([nineAm, tenAm]);
    expect(calendar).toHaveLength(1);
    expect(calendar[0]).toMatchObject({ localDate: '2026-01-06', timeZone: 'America/New_York' });
    expect(calendar[0]?.slots.map((s) => [s.localTime, s.slot.start])).toEqual([
      ['09:00', nineAm.start],
      ['10:00', tenAm.start],
    ]);
    // A later page; a date in the past starts today.
    await t.journey.loadAvailability({ fromDate: '2026-02-01', days: 7 });
    expect(decodeURIComponent(t.sent('availabilityList')[1]?.url ?? '')).toContain(
      'from=2026-02-01T05:00:00.000Z',
    );
    await t.journey.loadAvailability({ fromDate: '2025-01-01', days: 1 });
    expect(decodeURIComponent(t.sent('availabilityList')[2]?.url ?? '')).toContain(
      'to=2026-01-06T05:00:00.000Z',
    );
    expect(await t.journey.loadAvailability({ days: 0 })).toMatchObject({
      ok: false,
      error: { code: 'slotRequired' },
    });
  });

  it('picking a time keeps the calendar (the same days), which a new page of slots replaces', async () => {
    const t = setup();
    await toSchedule(t);
    const before = t.journey.getSnapshot().calendar;
    t.journey.selectSlot(tenAm.start);
    t.journey.selectSlot(nineAm.start);
    const after = t.journey.getSnapshot();
    expect(after.progress.selectedSlot).toEqual(nineAm);
    expect(after.calendar).toBe(before);
    await t.journey.loadAvailability({ fromDate: '2026-02-01', days: 7 });
    expect(t.journey.getSnapshot().calendar).not.toBe(before);
  });

  it('reports CENTER_SELECTED with the center, and refuses an unknown center or slot', async () => {
    const t = setup();
    await toSchedule(t);
    await flushPromises();
    const last = jsonOf<Record<string, unknown>>(t.sent('bookingStage').at(-1));
    expect(last).toMatchObject({
      stage: 'CENTER_SELECTED',
      centerId: 'ctr_nyc',
      packageId: 'pkg_full_body',
    });
    expect(await t.journey.selectCenter('ctr_x')).toMatchObject({
      ok: false,
      error: { code: 'centerRequired' },
    });
    expect(t.journey.selectSlot('2026-01-06T16:00:00Z')).toMatchObject({
      ok: false,
      error: { code: 'slotRequired' },
    });
    expect(await t.journey.continueToReserve()).toMatchObject({
      ok: false,
      error: { code: 'slotRequired' },
    });
    expect(t.journey.requestOfflineBooking()).toMatchObject({
      ok: false,
      error: { code: 'centerRequired' },
    });
  });

  it('an offline-booking center takes a request instead of a slot', async () => {
    const t = setup();
    await toSchedule(t);
    await t.journey.selectCenter(phoenix.id);
    expect(t.sent('availabilityList')).toHaveLength(1);
    expect(await t.journey.loadAvailability()).toMatchObject({
      ok: false,
      error: { code: 'centerRequired' },
    });
    expect(t.journey.requestOfflineBooking('  Mornings, any weekday ').ok).toBe(true);
    const state = t.journey.getSnapshot();
    expect(state.progress.offlineRequest).toBe(true);
    expect(state.booking.additionalBookingInformation).toBe('Mornings, any weekday');
    expect((await t.journey.continueToReserve()).ok).toBe(true);
    const order = jsonOf<PendingChargeCreate>(t.sent('createPendingCharge')[0]);
    expect(order.slot).toBeNull();
    expect((await t.journey.pay(typedTestCard(TEST_CARDS.success))).ok).toBe(true);
    const confirmation = confirmationOf(t.journey);
    expect(confirmation).toMatchObject({ status: 'requested', appointment: null, calendar: null });
    expect(confirmation?.center?.id).toBe('ctr_phx');
  });

  it('an offline request keeps the note up to its limit and no further', async () => {
    const t = setup();
    await toSchedule(t);
    await t.journey.selectCenter(phoenix.id);
    const long = 'Tuesday mornings. '.repeat(40);
    expect(long.trim().length).toBeGreaterThan(OFFLINE_BOOKING_NOTE_MAX_LENGTH);
    expect(t.journey.requestOfflineBooking(long).ok).toBe(true);
    expect(t.journey.getSnapshot().booking.additionalBookingInformation).toBe(
      long.trim().slice(0, OFFLINE_BOOKING_NOTE_MAX_LENGTH),
    );
  });

  it('center and availability failures are notices with the call reason', async () => {
    const t = setup();
    await t.journey.start({ prefix: 'book-scan' }, { dob: '1980-04-12' });
    t.journey.selectPlan('pkg_full_body');
    t.answer('centerList', t.apiError(500, 'boom'));
    expect(await t.journey.continueToSchedule()).toMatchObject({
      ok: false,
      error: { code: 'loadFailed', backTo: 'schedule-scan' },
    });
    expect(t.journey.getSnapshot().step).toBe('schedule-scan');
    t.answer('centerList', { body: [nyc] });
    await t.journey.loadCenters();
    t.answer('availabilityList', t.apiError(500, 'boom'));
    expect(await t.journey.selectCenter(nyc.id)).toMatchObject({
      ok: false,
      error: { code: 'loadFailed' },
    });
  });
});

describe('BookingJourney: reserve-appointment and scan-confirm', () => {
  it('holds the slot with the pending charge and shows the final price from the platform (PAYMENT_PAGE)', async () => {
    const t = setup();
    t.platform.surchargeCents = 1_234;
    await toReserve(t);
    const state = t.journey.getSnapshot();
    expect(state.step).toBe('reserve-appointment');
    expect(state.booking.finalPrice).toBe('2511.34');
    expect(state.booking.encounterId).toMatch(/^enc_new/);
    const order = jsonOf<PendingChargeCreate>(t.sent('createPendingCharge')[0]);
    expect(order).toEqual({
      packageId: 'pkg_full_body',
      addOnIds: [],
      promoCode: null,
      encounterId: null,
      slot: { centerId: 'ctr_nyc', start: nineAm.start },
    });
    await flushPromises();
    expect(t.stagesReported()).toEqual([
      'SCAN_SELECTION_PAGE',
      'PACKAGE_SELECTED',
      'LOCATION_PAGE',
      'CENTER_SELECTED',
      'PAYMENT_PAGE',
    ]);
    expect(t.tracking.bookingStages()).toEqual(t.stagesReported());
  });

  it('a declined card says why, keeps the slot and lets the member retry', async () => {
    const t = setup();
    await toReserve(t);
    const declined = await t.journey.pay(typedTestCard(TEST_CARDS.declined));
    expect(declined).toMatchObject({
      ok: false,
      error: {
        code: 'cardDeclined',
        detail: 'Your card was declined.',
        backTo: 'reserve-appointment',
      },
    });
    let state = t.journey.getSnapshot();
    expect(state.step).toBe('reserve-appointment');
    expect(state.progress.selectedSlot).toEqual(nineAm);
    expect(state.payment.status).toBe('declined');

    expect((await t.journey.pay(typedTestCard(TEST_CARDS.success))).ok).toBe(true);
    state = t.journey.getSnapshot();
    expect(state.step).toBe('scan-confirm');
    // One pending charge only: the hold's charge was paid, then reused for the retry.
    expect(t.sent('createPendingCharge')).toHaveLength(1);
    expect(t.cards.attempts.map((a) => a.result.status)).toEqual(['declined', 'succeeded']);
    expect(state.booking.currentAppointment).toMatchObject({
      start: nineAm.start,
      bookingCode: 'SW-42',
    });
    expect(state.progress.paymentRequired).toBe(false);
  });

  it('a failed 3-D Secure challenge says so, keeps the slot, and the same charge pays on the next try', async () => {
    const t = setup();
    await toReserve(t);
    t.cards.setChallengeOutcome('fail');
    const card = typedTestCard(TEST_CARDS.requiresAuthentication);
    expect(await t.journey.pay(card)).toMatchObject({
      ok: false,
      error: { code: 'cardNotAuthenticated', backTo: 'reserve-appointment' },
    });
    const state = t.journey.getSnapshot();
    expect(state.paymentProblem).toEqual({ kind: 'notAuthenticated' });
    expect(state.progress.selectedSlot).toEqual(nineAm);

    t.cards.setChallengeOutcome('complete');
    expect((await t.journey.pay(card)).ok).toBe(true);
    expect(t.journey.getSnapshot().step).toBe('scan-confirm');
    expect(t.sent('createPendingCharge')).toHaveLength(1);
    const [first, second] = t.cards.attempts;
    expect(second?.clientSecret).toBe(first?.clientSecret);
  });

  it('the confirmation has add-to-calendar links (Google and .ics) and the next steps', async () => {
    const t = setup();
    await toReserve(t);
    expect(confirmationOf(t.journey)).toBeNull();
    await t.journey.pay(typedTestCard(TEST_CARDS.success));
    const confirmation = confirmationOf(t.journey);
    expect(confirmation).not.toBeNull();
    expect(confirmation?.status).toBe('confirmed');
    expect(confirmation?.localStart).toMatchObject({
      localDate: '2026-01-06',
      localTime: '09:00',
      timeZone: 'America/New_York',
    });
    expect(confirmation?.calendar?.googleUrl).toContain(
      'dates=20260106T140000Z%2F20260106T150000Z',
    );
    expect(confirmation?.calendar?.googleUrl).toContain(
      'text=Full%20Body%20Scan%20at%20Scanwise%20Fifth%20Avenue',
    );
    expect(confirmation?.calendar?.icsText).toContain('DTSTART:20260106T140000Z');
    expect(confirmation?.calendar?.icsText).toMatch(/UID:apt_\d+@scanwise/);
    expect(confirmation?.calendar?.icsFileName).toBe('Full Body Scan at Scanwise Fifth Avenue.ics');
    expect(confirmation?.nextSteps.map((s) => s.step)).toEqual(['COMPLETE_QUESTIONNAIRE']);
  });

  it('a slot taken meanwhile gives a clear reason and goes back to schedule-scan', async () => {
    const t = setup();
    await toSchedule(t);
    t.journey.selectSlot(nineAm.start);
    t.platform.takenSlots.add(nineAm.start);
    const outcome = await t.journey.continueToReserve();
    expect(outcome).toMatchObject({
      ok: false,
      error: {
        code: 'slotUnavailable',
        messageKey: 'booking.errors.slotUnavailable',
        backTo: 'schedule-scan',
      },
    });
    const state = t.journey.getSnapshot();
    expect(state.step).toBe('schedule-scan');
    expect(state.progress.selectedSlot).toBeNull();
    expect(state.progress.availability?.slots).toEqual([tenAm]);
    // The member picks another time and carries on.
    t.journey.selectSlot(tenAm.start);
    expect((await t.journey.continueToReserve()).ok).toBe(true);
  });

  it('a slot taken between hold and payment goes back to schedule-scan too', async () => {
    const t = setup();
    await toReserve(t);
    t.answer('completePendingCharge', t.apiError(409, 'slot_unavailable'));
    const outcome = await t.journey.pay(typedTestCard(TEST_CARDS.success));
    expect(outcome).toMatchObject({ ok: false, error: { code: 'slotUnavailable' } });
    expect(t.journey.getSnapshot().step).toBe('schedule-scan');
  });

  it("the hold's and payment's code loads as the member reaches schedule-scan, not before", async () => {
    const t = setup();
    const before = checkoutLoads.made;
    expect((await t.journey.start({ prefix: 'book-scan' }, { dob: '1980-04-12' })).ok).toBe(true);
    expect(t.journey.selectPlan('pkg_full_body').ok).toBe(true);
    await flushPromises();
    expect(checkoutLoads.made).toBe(before);
    expect((await t.journey.continueToSchedule()).ok).toBe(true);
    // Loaded while the member chooses a center and a time: Continue waits for none of it.
    await vi.waitFor(() => expect(checkoutLoads.made).toBe(before + 1));
    expect((await t.journey.selectCenter(nyc.id)).ok).toBe(true);
    expect(t.journey.selectSlot(nineAm.start).ok).toBe(true);
    expect(t.journey.getSnapshot().payment.status).toBe('idle');
    expect((await t.journey.continueToReserve()).ok).toBe(true);
    expect((await t.journey.pay(typedTestCard(TEST_CARDS.success))).ok).toBe(true);
    expect(checkoutLoads.made).toBe(before + 1);
  });

  it('a hold whose code did not load is refused on schedule-scan, and Continue loads it again', async () => {
    const t = setup();
    checkoutLoads.failures = Number.MAX_SAFE_INTEGER;
    await toSchedule(t);
    expect(t.journey.selectSlot(nineAm.start).ok).toBe(true);
    expect(await t.journey.continueToReserve()).toMatchObject({
      ok: false,
      error: { code: 'reservationFailed', backTo: 'schedule-scan', blocking: false },
    });
    expect(
      t.logger.has('error', 'Booking schedule-scan: the hold and payment could not load'),
    ).toBe(true);
    expect(t.journey.getSnapshot().step).toBe('schedule-scan');
    expect(t.journey.getSnapshot().progress.selectedSlot).toEqual(nineAm);
    expect(t.sent('createPendingCharge')).toHaveLength(0);
    checkoutLoads.failures = 0;
    // A load begun while it still failed may be settling: the member continues until it loads.
    await vi.waitFor(async () => {
      expect((await t.journey.continueToReserve()).ok).toBe(true);
    });
    expect(t.journey.getSnapshot().step).toBe('reserve-appointment');
    expect(t.sent('createPendingCharge')).toHaveLength(1);
  });

  it('a reload on reserve-appointment whose payment code did not load is unavailable, and paying again loads it', async () => {
    const storage = new MemoryStorage();
    const first = setup({ storage });
    await toReserve(first);
    first.journey.dispose();
    checkoutLoads.failures = Number.MAX_SAFE_INTEGER;
    const t = setup({ storage });
    expect(t.journey.getSnapshot().step).toBe('reserve-appointment');
    expect(await t.journey.pay(typedTestCard(TEST_CARDS.success))).toMatchObject({
      ok: false,
      error: { code: 'paymentUnavailable' },
    });
    expect(t.journey.getSnapshot().paymentProblem).toEqual({ kind: 'unavailable' });
    expect(
      t.logger.has('error', 'Booking reserve-appointment: the hold and payment could not load'),
    ).toBe(true);
    expect(t.journey.getSnapshot().step).toBe('reserve-appointment');
    checkoutLoads.failures = 0;
    await vi.waitFor(async () => {
      expect((await t.journey.pay(typedTestCard(TEST_CARDS.success))).ok).toBe(true);
    });
    expect(t.journey.getSnapshot().step).toBe('scan-confirm');
  });

  it('a journey disposed while its checkout loads disposes the checkout it makes', async () => {
    const t = setup();
    const dispose = vi.spyOn(BookingCheckoutModule.BookingCheckout.prototype, 'dispose');
    const before = checkoutLoads.made;
    expect((await t.journey.start({ prefix: 'book-scan' }, { dob: '1980-04-12' })).ok).toBe(true);
    expect(t.journey.selectPlan('pkg_full_body').ok).toBe(true);
    const moving = t.journey.continueToSchedule();
    t.journey.dispose();
    await moving;
    await vi.waitFor(() => expect(checkoutLoads.made).toBe(before + 1));
    expect(dispose).toHaveBeenCalledTimes(1);
    dispose.mockRestore();
  });

  it('other payment failures keep the member on the step with the reason', async () => {
    const t = setup();
    await toReserve(t);
    expect(await t.journey.pay()).toMatchObject({
      ok: false,
      error: { code: 'paymentFailed', detail: 'booking.reasons.cardRequired' },
    });
    t.cards.setUnavailable('Stripe did not load');
    expect(await t.journey.pay(typedTestCard(TEST_CARDS.success))).toMatchObject({
      ok: false,
      error: { code: 'paymentUnavailable', detail: 'Stripe did not load' },
    });
    t.cards.setUnavailable(null);
    t.answer('completePendingCharge', t.apiError(500, 'boom'));
    expect(await t.journey.pay(typedTestCard(TEST_CARDS.success))).toMatchObject({
      ok: false,
      error: { code: 'paymentFailed', detail: 'api.errors.server' },
    });
    expect(t.journey.getSnapshot().step).toBe('reserve-appointment');
  });

  it('a payment refused because the session ended is forgotten once the member is back (chaos: restart)', async () => {
    const t = setup();
    await toReserve(t);
    t.answer('completePendingCharge', t.apiError(500, 'boom'));
    await t.journey.pay(typedTestCard(TEST_CARDS.success));
    t.journey.clearSignedOutError();
    // Any other failure stays.
    expect(t.journey.getSnapshot().error).toMatchObject({ detail: 'api.errors.server' });
    t.answer('completePendingCharge', t.apiError(401, 'expired'));
    expect(await t.journey.pay(typedTestCard(TEST_CARDS.success))).toMatchObject({
      ok: false,
      error: { code: 'paymentFailed', detail: 'api.errors.signedOut' },
    });
    t.journey.clearSignedOutError();
    const state = t.journey.getSnapshot();
    expect(state.error).toBeNull();
    expect(state.step).toBe('reserve-appointment');
    expect(state.progress.selectedSlot).toEqual(nineAm);
  });

  it('a hold refused for another reason stays on schedule-scan; already paid is blocking', async () => {
    const t = setup();
    await toSchedule(t);
    t.journey.selectSlot(nineAm.start);
    t.answer('createPendingCharge', t.apiError(500, 'boom'));
    expect(await t.journey.continueToReserve()).toMatchObject({
      ok: false,
      error: { code: 'reservationFailed', backTo: 'schedule-scan' },
    });
    t.answer('createPendingCharge', t.apiError(409, 'already_paid'));
    expect(await t.journey.continueToReserve()).toMatchObject({
      ok: false,
      error: { code: 'alreadyPaid', blocking: true },
    });
    expect(t.journey.getSnapshot().step).toBe('booking-error');
  });

  it('an already-paid encounter is reserved directly (reserveAppointment) and needs no card', async () => {
    const t = setup();
    await t.journey.start({ prefix: 'renewal', encounterId: 'enc_paid' }, { dob: '1980-04-12' });
    await t.journey.continueToSchedule();
    await t.journey.selectCenter(nyc.id);
    t.journey.selectSlot(tenAm.start);
    expect((await t.journey.continueToReserve()).ok).toBe(true);
    expect(t.sent('appointmentReserve')).toHaveLength(1);
    expect(t.sent('createPendingCharge')).toHaveLength(0);
    expect(t.journey.getSnapshot().booking.currentAppointment?.start).toBe(tenAm.start);
    expect((await t.journey.pay()).ok).toBe(true);
    expect(t.journey.getSnapshot().step).toBe('scan-confirm');
    expect(t.journey.getSnapshot().booking.finalPrice).toBe('0');
  });

  it('a paid encounter whose slot was taken goes back to pick another', async () => {
    const t = setup();
    await t.journey.start({ prefix: 'renewal', encounterId: 'enc_paid' }, { dob: '1980-04-12' });
    await t.journey.continueToSchedule();
    await t.journey.selectCenter(nyc.id);
    t.journey.selectSlot(tenAm.start);
    t.platform.takenSlots.add(tenAm.start);
    expect(await t.journey.continueToReserve()).toMatchObject({
      ok: false,
      error: { code: 'slotUnavailable' },
    });
    t.answer('appointmentReserve', t.apiError(500, 'boom'));
    t.journey.selectSlot(nineAm.start);
    expect(await t.journey.continueToReserve()).toMatchObject({
      ok: false,
      error: { code: 'reservationFailed' },
    });
  });

  it('when the platform did not attach the slot on completion, the journey reserves it', async () => {
    const t = setup();
    await toReserve(t);
    t.platform.pendingSlot = null;
    t.answer('completePendingCharge', () => {
      const encounter = [...t.platform.encounters.values()].find(
        (e) => e.status === 'AWAITING_PAYMENT',
      )!;
      encounter.status = 'AWAITING_SCHEDULING';
      return { body: { id: 'pch', encounterId: encounter.id, status: 'SUCCEEDED' } };
    });
    expect((await t.journey.pay(typedTestCard(TEST_CARDS.success))).ok).toBe(true);
    expect(t.sent('appointmentReserve')).toHaveLength(1);
    expect(t.journey.getSnapshot().booking.currentAppointment?.start).toBe(nineAm.start);
  });
});

describe('BookingJourney: moving around and resuming', () => {
  it('a reload resumes exactly where the member was (a new journey over the same storage)', async () => {
    const storage = new MemoryStorage();
    const clock = new FakeClock(START);
    const first = setup({ storage, clock });
    await toSchedule(first);
    first.journey.selectSlot(nineAm.start);
    const before = first.journey.getSnapshot();
    first.journey.dispose();

    const second = setup({ storage, clock });
    const after = second.journey.getSnapshot();
    expect(after.step).toBe('schedule-scan');
    expect(after.path).toBe('/book-scan/schedule-scan');
    expect(after.booking).toEqual(before.booking);
    expect(after.progress).toEqual(before.progress);
    expect(after.calendar).toEqual(before.calendar);
    // Nothing is re-reported or re-loaded on resume; the member carries on.
    expect(second.sent('bookingStage')).toHaveLength(0);
    expect((await second.journey.continueToReserve()).ok).toBe(true);
    expect((await second.journey.pay(typedTestCard(TEST_CARDS.success))).ok).toBe(true);
    expect(second.journey.getSnapshot().step).toBe('scan-confirm');
  });

  it('a reload on reserve-appointment pays for the same encounter', async () => {
    const storage = new MemoryStorage();
    const first = setup({ storage });
    await toReserve(first);
    const encounterId = first.journey.getSnapshot().booking.encounterId;
    first.journey.dispose();
    const second = setup({ storage });
    second.platform.encounters.set(encounterId!, {
      id: encounterId!,
      status: 'AWAITING_PAYMENT',
      packageId: 'pkg_full_body',
      appointment: null,
    });
    expect((await second.journey.pay(typedTestCard(TEST_CARDS.success))).ok).toBe(true);
    const order = jsonOf<PendingChargeCreate>(second.sent('createPendingCharge')[0]);
    expect(order.encounterId).toBe(encounterId);
  });

  it('corrupt stored progress is discarded with a warning, never a throw', () => {
    const storage = new MemoryStorage({
      [BOOKING_JOURNEY_STORAGE_KEY]: '{"version":1,"state":{"step":"nowhere"}}',
    });
    const t = setup({ storage });
    expect(t.journey.getSnapshot().step).toBeNull();
    expect(t.logger.has('warn', 'Stored booking journey discarded')).toBe(true);
  });

  it('goes back to earlier steps only; later steps and the error screen are refused', async () => {
    const t = setup();
    await toReserve(t);
    expect(t.journey.goBack('scan-confirm')).toMatchObject({
      ok: false,
      error: { code: 'wrongStep' },
    });
    expect(t.journey.goBack('booking-error').ok).toBe(false);
    expect(t.journey.goBack('schedule-scan').ok).toBe(true);
    expect(t.journey.getSnapshot().payment.status).toBe('idle');
    expect(t.journey.goBack('schedule-scan').ok).toBe(false);
    expect(t.journey.goBack('select-plan').ok).toBe(true);
    expect(t.journey.getSnapshot().path).toBe('/book-scan/select-plan');
    // Actions of another step are refused.
    expect(t.journey.selectSlot(nineAm.start)).toMatchObject({
      ok: false,
      error: { code: 'wrongStep' },
    });
    expect(await t.journey.pay(typedTestCard(TEST_CARDS.success))).toMatchObject({
      ok: false,
      error: { code: 'wrongStep' },
    });
    await flushPromises();
    expect(t.stagesReported().slice(-2)).toEqual(['LOCATION_PAGE', 'SCAN_SELECTION_PAGE']);
  });

  it('leaves the booking-error screen by its way back to a step', async () => {
    const t = setup();
    await toSchedule(t);
    t.journey.selectSlot(nineAm.start);
    t.answer('createPendingCharge', t.apiError(409, 'already_paid'));
    await t.journey.continueToReserve();
    expect(t.journey.getSnapshot().step).toBe('booking-error');
    expect(t.journey.goBack('select-plan').ok).toBe(true);
    await t.journey.continueToSchedule();
    t.journey.selectSlot(nineAm.start);
    await t.journey.selectCenter(nyc.id);
    expect(t.journey.leaveError()).toBe('/'); // no error left: home
  });

  it('state$ emits snapshots with the activity while a call runs', async () => {
    const t = setup();
    const activities: (string | null)[] = [];
    const unsubscribe = t.journey.subscribe((state) => activities.push(state.activity));
    await t.journey.start({ prefix: 'book-scan' });
    unsubscribe();
    expect(activities).toContain('starting');
    expect(activities).toContain('loadingPlans');
    expect(activities.at(-1)).toBeNull();
    expect(t.journey.getSnapshot()).toBe(t.journey.getSnapshot());
  });

  it('answers of an abandoned journey change nothing', async () => {
    const t = setup();
    const pending = t.journey.start({ prefix: 'book-scan' });
    t.journey.reset();
    await pending;
    expect(t.journey.getSnapshot().booking.packages).toEqual([]);
    expect(t.journey.getSnapshot().step).toBeNull();
  });
});

describe('BookingJourney: the select-plan entry (startOrResume) and leaving', () => {
  const bookScan = { flow: 'book-scan', query: {} } as const;
  const ukMember: Member = {
    ...ENTITY_EXAMPLES.Member,
    country: 'GB',
    sex: 'MALE',
    dob: '1975-03-02',
  };

  it('starts a new journey with the signed-in member’s country, sex and date of birth', async () => {
    const t = setup({ member: ukMember });
    expect(t.journey.startsAfresh(bookScan)).toBe(true);
    expect((await t.journey.startOrResume(bookScan)).ok).toBe(true);
    const state = t.journey.getSnapshot();
    expect(state).toMatchObject({
      step: 'select-plan',
      booking: { sex: 'MALE', dob: '1975-03-02' },
    });
    expect(state.progress.country).toBe('GB');
    expect(t.journey.startsAfresh(bookScan)).toBe(false);
  });

  it('loads the member when none is signed in yet, and starts without a prefill if that fails', async () => {
    const t = setup({ member: null });
    t.answer('memberGet', { body: ukMember });
    await t.journey.startOrResume(bookScan);
    expect(t.journey.getSnapshot().progress.country).toBe('GB');

    const offline = setup({ member: null });
    offline.answer('memberGet', { status: 500, body: { code: 'server_error', message: 'x' } });
    expect((await offline.journey.startOrResume(bookScan)).ok).toBe(true);
    expect(offline.journey.getSnapshot().progress.country).toBe('US');
  });

  it('resumes the booking in progress untouched (a reload, the back button)', async () => {
    const t = setup({ member: ukMember });
    await toSchedule(t);
    const before = t.journey.getSnapshot();
    expect(t.journey.startsAfresh(bookScan)).toBe(false);
    expect((await t.journey.startOrResume(bookScan)).ok).toBe(true);
    expect(t.journey.getSnapshot()).toBe(before);
    expect(t.sent('planList')).toHaveLength(1);
  });

  it('a second call for the same URL while the first runs joins it', async () => {
    const t = setup({ member: ukMember });
    const first = t.journey.startOrResume(bookScan);
    const second = t.journey.startOrResume({ flow: 'book-scan', query: {} });
    expect(second).toBe(first);
    await first;
    expect(t.sent('planList')).toHaveLength(1);
  });

  it('another flow, a new code or a finished booking starts afresh', async () => {
    const t = setup({ member: ukMember });
    await t.journey.startOrResume({ flow: 'invite', query: { code: 'INV1' } });
    expect(t.journey.startsAfresh({ flow: 'invite', query: {} })).toBe(false);
    expect(t.journey.startsAfresh({ flow: 'invite', query: { code: 'INV1' } })).toBe(false);
    expect(t.journey.startsAfresh({ flow: 'invite', query: { code: 'OTHER' } })).toBe(true);
    expect(t.journey.startsAfresh(bookScan)).toBe(true);
    await t.journey.startOrResume({ flow: 'invite', query: { code: 'GONE' } });
    // The expired offer ended on the booking-error screen: the same URL tries again.
    expect(t.journey.getSnapshot().step).toBe('booking-error');
    expect(t.journey.startsAfresh({ flow: 'invite', query: { code: 'GONE' } })).toBe(true);
  });

  it('a referral booking takes the referral code the offer store kept', async () => {
    const t = setup({
      member: ukMember,
      offers: { getSnapshot: () => ({ memberOfferCode: 'REF1', memberOfferType: 'REFERRAL' }) },
    });
    expect((await t.journey.startOrResume({ flow: 'referral', query: {} })).ok).toBe(true);
    expect(t.journey.getSnapshot().progress.entry?.offerCode).toBe('REF1');
  });

  it('leaving ends the journey’s state: starting again shows no earlier plan, center or time', async () => {
    const t = setup({ member: ukMember });
    await toReserve(t);
    t.journey.leave();
    const left = t.journey.getSnapshot();
    expect(left.step).toBeNull();
    expect(left.booking).toMatchObject({ package: null, center: null, encounterId: null });
    expect(left.progress.selectedSlot).toBeNull();
    expect(t.storage.getItem(BOOKING_JOURNEY_STORAGE_KEY)).toBeNull();
    expect(t.journey.startsAfresh(bookScan)).toBe(true);
    await t.journey.startOrResume(bookScan);
    expect(t.journey.getSnapshot().booking.center).toBeNull();
  });
});

describe('BookingJourney: "Booking id store (session storage): bookingId"', () => {
  const bookingIdsReported = (t: Setup): (string | undefined)[] =>
    t.sent('bookingStage').map((r) => jsonOf<{ bookingId?: string }>(r).bookingId);

  it('a booking started gets a new booking id, and every stage of it reports that id', async () => {
    const t = setup();
    expect(t.bookingIdStore.getSnapshot().bookingId).toBeNull();
    await toReserve(t);
    await flushPromises();
    const { bookingId } = t.bookingIdStore.getSnapshot();
    expect(bookingId).toMatch(/^bkg_/);
    expect(t.stagesReported()).toContain('PAYMENT_PAGE');
    expect(new Set(bookingIdsReported(t))).toEqual(new Set([bookingId]));
    expect(t.storage.getItem(BOOKING_ID_STORAGE_KEY)).toContain(bookingId!);
    expect(JSON.stringify(t.tracking.events)).not.toContain(bookingId!);
  });

  it('a reload keeps the booking id: the stages after it report the same one', async () => {
    const storage = new MemoryStorage();
    const clock = new FakeClock(START);
    const first = setup({ storage, clock });
    await toSchedule(first);
    first.journey.selectSlot(nineAm.start);
    const { bookingId } = first.bookingIdStore.getSnapshot();
    first.journey.dispose();
    clock.advance(60_000);
    const second = setup({ storage, clock });
    expect((await second.journey.continueToReserve()).ok).toBe(true);
    await flushPromises();
    expect(second.stagesReported()).toEqual(['PAYMENT_PAGE']);
    expect(bookingIdsReported(second)).toEqual([bookingId]);
  });

  it('a booking left or finished forgets its id; the next booking gets another', async () => {
    const t = setup();
    await toSchedule(t);
    const first = t.bookingIdStore.getSnapshot().bookingId;
    t.journey.leave();
    expect(t.bookingIdStore.getSnapshot().bookingId).toBeNull();
    t.clock.advance(1_000);
    await t.journey.start({ prefix: 'book-scan' });
    const second = t.bookingIdStore.getSnapshot().bookingId;
    expect(second).not.toBeNull();
    expect(second).not.toBe(first);
  });
});

describe('BookingJourney: conversions and the dashboard funnel stage', () => {
  it('a paid booking fires the Purchase conversion with its amount in dollars and nothing else', async () => {
    const t = setup();
    await toReserve(t);
    expect(t.conversions).toEqual([]);
    const declined = await t.journey.pay(typedTestCard(TEST_CARDS.declined));
    expect(declined.ok).toBe(false);
    expect(t.conversions).toEqual([]);
    expect((await t.journey.pay(typedTestCard(TEST_CARDS.success))).ok).toBe(true);
    const [charge] = t.sent('createPendingCharge');
    expect(charge).toBeDefined();
    // The charge's amount (integer cents on the wire) as dollars: the platform's price.
    expect(t.conversions).toEqual([{ eventName: 'Purchase', value: 2499, currency: 'USD' }]);
  });

  it('an already-paid encounter reserved without a card is no new purchase', async () => {
    const t = setup();
    await t.journey.start({ prefix: 'renewal', encounterId: 'enc_paid' }, { dob: '1980-04-12' });
    await t.journey.continueToSchedule();
    await t.journey.selectCenter(nyc.id);
    t.journey.selectSlot(tenAm.start);
    await t.journey.continueToReserve();
    expect((await t.journey.pay()).ok).toBe(true);
    expect(t.journey.getSnapshot().step).toBe('scan-confirm');
    expect(t.conversions).toEqual([]);
  });

  it('"MY_MONITOR_BOOK_NOW": booking from the dashboard reports the stage to the server and the tracker', async () => {
    const t = setup();
    expect(await t.journey.bookNowFromDashboard()).toBe(true);
    await toSchedule(t);
    await flushPromises();
    expect(t.stagesReported().slice(0, 2)).toEqual(['MY_MONITOR_BOOK_NOW', 'SCAN_SELECTION_PAGE']);
    expect(t.tracking.bookingStages()[0]).toBe('MY_MONITOR_BOOK_NOW');
  });

  it('a new booking keeps the arrival UTM values (they belong to the visitor, not the booking)', async () => {
    const t = setup();
    const utm = { utm_source: 'newsletter', utm_campaign: 'spring' };
    t.booking.update({ utmParams: utm, promoCode: 'SPRING' });
    await t.journey.start({ prefix: 'book-scan' }, { dob: '1980-04-12' });
    expect(t.booking.getSnapshot().utmParams).toEqual(utm);
    expect(t.booking.getSnapshot().promoCode).toBeNull();
  });
});

describe('BookingJourney: the same scan again within its repeat interval, and an overlapping appointment', () => {
  /** The member's Full Body Scan at 9:00 on 6 January in New York, booked already. */
  const bookedBodyScan = (t: Setup): void => {
    t.platform.encounters.set('enc_booked', {
      id: 'enc_booked',
      status: 'SCHEDULED',
      packageId: 'pkg_full_body',
      appointment: {
        id: 'apt_booked',
        encounterId: 'enc_booked',
        centerId: nyc.id,
        start: nineAm.start,
        end: nineAm.end,
        bookingCode: 'SW-1',
        status: 'CONFIRMED',
        center: nyc,
      },
    });
    t.platform.takenSlots.add(nineAm.start);
  };

  it('a second Full Body Scan the same day: the state warns once the time is chosen, and the hold waits for the member to confirm', async () => {
    const t = setup();
    bookedBodyScan(t);
    await toSchedule(t);
    expect(t.journey.getSnapshot().repeatScan).toBeNull();

    t.journey.selectSlot(tenAm.start);
    expect(t.journey.getSnapshot()).toMatchObject({
      repeatScan: {
        kind: 'BODY_SCAN',
        intervalMonths: 12,
        sameDay: true,
        upcoming: true,
        other: {
          encounterId: 'enc_booked',
          name: 'Full Body Scan',
          start: nineAm.start,
          centerName: nyc.name,
        },
      },
      repeatScanConfirmed: false,
    });

    // Continue without an answer: a reason beside the form, nothing held.
    expect(await t.journey.continueToReserve()).toMatchObject({
      ok: false,
      error: {
        code: 'repeatScanUnconfirmed',
        messageKey: 'booking.errors.repeatScanUnconfirmed',
        backTo: 'schedule-scan',
        blocking: false,
      },
    });
    expect(t.journey.getSnapshot().step).toBe('schedule-scan');
    expect(t.sent('createPendingCharge')).toHaveLength(0);

    // The member says to book it anyway: the reason goes, the booking goes on.
    t.journey.confirmRepeatScan(true);
    expect(t.journey.getSnapshot()).toMatchObject({ repeatScanConfirmed: true, error: null });
    expect((await t.journey.continueToReserve()).ok).toBe(true);
    expect(t.journey.getSnapshot().step).toBe('reserve-appointment');
  });

  it('taking the answer back stops the hold again', async () => {
    const t = setup();
    bookedBodyScan(t);
    await toSchedule(t);
    t.journey.selectSlot(tenAm.start);
    t.journey.confirmRepeatScan(true);
    t.journey.confirmRepeatScan(false);
    expect(t.journey.getSnapshot().repeatScanConfirmed).toBe(false);
    expect(await t.journey.continueToReserve()).toMatchObject({
      ok: false,
      error: { code: 'repeatScanUnconfirmed' },
    });
  });

  it('another kind of scan (a mammogram) that day is no repeat: no warning', async () => {
    const t = setup();
    bookedBodyScan(t);
    await t.journey.start({ prefix: 'book-scan' }, { dob: '1980-04-12', sex: 'FEMALE' });
    t.journey.selectPlan('pkg_mammo');
    expect((await t.journey.continueToSchedule()).ok).toBe(true);
    await t.journey.selectCenter(nyc.id);
    t.journey.selectSlot(tenAm.start);
    expect(t.journey.getSnapshot().repeatScan).toBeNull();
    expect((await t.journey.continueToReserve()).ok).toBe(true);
  });

  it('a Full Body Scan a full year before the new one is no repeat (fake clock a year on)', async () => {
    const t = setup({ clock: new FakeClock(Date.UTC(2027, 0, 5, 9)) });
    bookedBodyScan(t);
    t.platform.slots = [slotAt('2027-01-06T15:00:00Z')];
    await toSchedule(t);
    t.journey.selectSlot('2027-01-06T15:00:00Z');
    expect(t.journey.getSnapshot().repeatScan).toBeNull();
  });

  it('a center that calls back: the warning stands for now, before any time is agreed', async () => {
    const t = setup();
    bookedBodyScan(t);
    await toSchedule(t);
    await t.journey.selectCenter(phoenix.id);
    expect(t.journey.getSnapshot().repeatScan).toMatchObject({ sameDay: false, upcoming: true });
  });

  it('the encounter being booked (a renewal of a paid scan) is not a repeat of itself', async () => {
    const t = setup();
    const paid = t.platform.encounters.get('enc_paid')!;
    paid.appointment = {
      id: 'apt_old',
      encounterId: 'enc_paid',
      centerId: nyc.id,
      start: nineAm.start,
      end: nineAm.end,
      bookingCode: null,
      status: 'CONFIRMED',
      center: nyc,
    };
    await t.journey.start({ prefix: 'renewal', encounterId: 'enc_paid' }, { dob: '1980-04-12' });
    await t.journey.continueToSchedule();
    await t.journey.selectCenter(nyc.id);
    t.journey.selectSlot(tenAm.start);
    expect(t.journey.getSnapshot().repeatScan).toBeNull();
  });

  it('Continue pressed while the member scans still load waits for them, and still warns', async () => {
    const t = setup();
    bookedBodyScan(t);
    let release: () => void = () => undefined;
    const loaded = new Promise<void>((resolve) => (release = resolve));
    const encounters = [...t.platform.encounters.values()];
    t.answer('encounterList', async () => {
      await loaded;
      return {
        body: encounters.map((e) => ({
          id: e.id,
          created: '2026-01-01T00:00:00Z',
          kind: 'BODY_SCAN',
          status: e.status,
          package: null,
          addOnIds: [],
          appointment: e.appointment,
          nextStep: 'SCHEDULE',
          reportAvailable: false,
        })),
      };
    });
    await toSchedule(t);
    t.journey.selectSlot(tenAm.start);
    const continuing = t.journey.continueToReserve();
    await flushPromises();
    expect(t.journey.getSnapshot().activity).toBe('holdingSlot');
    release();
    expect(await continuing).toMatchObject({ ok: false, error: { code: 'repeatScanUnconfirmed' } });
    expect(t.sent('createPendingCharge')).toHaveLength(0);
  });

  it('the member scans failing to load: logged, no warning, the booking goes on', async () => {
    const t = setup();
    bookedBodyScan(t);
    t.answer('encounterList', t.apiError(500, 'server_error'));
    await toSchedule(t);
    t.journey.selectSlot(tenAm.start);
    expect(t.journey.getSnapshot().repeatScan).toBeNull();
    expect((await t.journey.continueToReserve()).ok).toBe(true);
    expect(
      t.logger.has('warn', 'Booking schedule-scan: the member scans could not be loaded'),
    ).toBe(true);
  });

  it('the warning and the answer survive a reload on schedule-scan', async () => {
    const storage = new MemoryStorage();
    const t = setup({ storage });
    bookedBodyScan(t);
    await toSchedule(t);
    t.journey.selectSlot(tenAm.start);
    t.journey.confirmRepeatScan(true);
    const reloaded = setup({ storage });
    expect(reloaded.journey.getSnapshot()).toMatchObject({
      step: 'schedule-scan',
      repeatScan: { other: { encounterId: 'enc_booked' } },
      repeatScanConfirmed: true,
    });
  });

  it('the platform refuses an overlapping appointment (409 appointment_overlap): back to choosing a time, with that reason', async () => {
    const t = setup();
    await toSchedule(t);
    t.journey.selectSlot(tenAm.start);
    t.answer(
      'createPendingCharge',
      t.apiError(409, 'appointment_overlap', 'You already have an appointment at that time'),
    );
    expect(await t.journey.continueToReserve()).toMatchObject({
      ok: false,
      error: {
        code: 'appointmentOverlap',
        messageKey: 'booking.errors.appointmentOverlap',
        backTo: 'schedule-scan',
        blocking: false,
      },
    });
    const state = t.journey.getSnapshot();
    expect(state.step).toBe('schedule-scan');
    expect(state.progress.selectedSlot).toBeNull();
  });

  it('an overlap found when the booking completes, or when a paid scan is reserved, says the same', async () => {
    const paying = setup();
    await toReserve(paying);
    paying.answer('completePendingCharge', paying.apiError(409, 'appointment_overlap'));
    expect(await paying.journey.pay(typedTestCard(TEST_CARDS.success))).toMatchObject({
      ok: false,
      error: { code: 'appointmentOverlap' },
    });
    expect(paying.journey.getSnapshot().step).toBe('schedule-scan');

    const paid = setup();
    await paid.journey.start({ prefix: 'renewal', encounterId: 'enc_paid' }, { dob: '1980-04-12' });
    await paid.journey.continueToSchedule();
    await paid.journey.selectCenter(nyc.id);
    paid.journey.selectSlot(tenAm.start);
    paid.answer('appointmentReserve', paid.apiError(409, 'appointment_overlap'));
    expect(await paid.journey.continueToReserve()).toMatchObject({
      ok: false,
      error: { code: 'appointmentOverlap' },
    });
  });
});
