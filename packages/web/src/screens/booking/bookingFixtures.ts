import {
  ENTITY_EXAMPLES,
  type AddOn,
  type AvailabilitySlot,
  type Center,
  type Discount,
  type Encounter,
  type Member,
  type Offer,
  type Plan,
} from '@scanwise/core';
import { TEST_CARDS, typedTestCard } from '@scanwise/core/testing';
import type { ScanwiseContainer } from '../../composition/container';
import type { FakeScanwisePorts } from '../../composition/fakeScanwisePorts';
import { TOKENS } from '../../composition/tokens';
import { answerCall } from '../../test/fakePlatform';

/**
 * The fake platform of the booking stories and tests, from ENTITY_EXAMPLES: plans (a body scan,
 * a heart CT, a mammography for women), the heart add-on, SPRING10, centers (New York online,
 * Lindenhurst by phone, London) and free times in the fake clock's first week (2026-01-01).
 */
export const BOOKING_MEMBER: Member = { ...ENTITY_EXAMPLES.Member, email: 'demo@example.com' };
export const UK_MEMBER: Member = {
  ...ENTITY_EXAMPLES.Member,
  email: 'roles@example.com',
  country: 'GB',
  locale: 'en-gb',
  timeZone: 'Europe/London',
};

export const BODY_PLAN: Plan = ENTITY_EXAMPLES.Plan;
export const HEART_PLAN: Plan = {
  ...ENTITY_EXAMPLES.Plan,
  id: 'pkg_heart_ct',
  name: 'Heart CT',
  description: 'Coronary calcium score.',
  kind: 'HEART_CT',
  price: 19_900,
  durationMinutes: 30,
  features: ['Calcium score'],
  addOnIds: [],
};
export const MAMMO_PLAN: Plan = {
  ...ENTITY_EXAMPLES.Plan,
  id: 'pkg_mammo',
  name: 'Mammography',
  description: '3D mammogram.',
  kind: 'MAMMOGRAPHY',
  price: 24_900,
  durationMinutes: 30,
  features: [],
  eligibleSexes: ['FEMALE'],
  addOnIds: [],
};
export const UK_PLAN: Plan = {
  ...BODY_PLAN,
  id: 'pkg_gb_full_body',
  country: 'GB',
  price: 219_900,
};
export const HEART_ADD_ON: AddOn = ENTITY_EXAMPLES.AddOn;
export const SPRING10: Discount = { ...ENTITY_EXAMPLES.Discount, packageIds: [] };

export const NY_CENTER: Center = { ...ENTITY_EXAMPLES.Center, bookingProvider: 1 };
export const PHONE_CENTER: Center = {
  ...ENTITY_EXAMPLES.Center,
  id: 'ctr_lindenhurst',
  name: 'Zwanger-Pesiri Lindenhurst',
  city: 'Lindenhurst',
  addressLine: '125 East Montauk Highway',
  postalCode: '11757',
  bookingProvider: 2,
  onlineBooking: false,
};
export const LONDON_CENTER: Center = {
  ...ENTITY_EXAMPLES.Center,
  id: 'ctr_london',
  name: 'Scanwise Harley Street',
  country: 'GB',
  state: 'LDN',
  city: 'London',
  addressLine: '10 Harley Street',
  postalCode: 'W1G 9PF',
  timeZone: 'Europe/London',
  bookingProvider: 0,
  phoneNumber: '+442079460000',
};

const slot = (centerId: string, start: string, minutes = 60): AvailabilitySlot => ({
  centerId,
  start,
  end: new Date(Date.parse(start) + minutes * 60_000).toISOString(),
});

/** Monday 5 January 2026 09:00 and 09:30, Tuesday 6 January 15:00 in New York. */
export const NY_SLOTS: AvailabilitySlot[] = [
  slot(NY_CENTER.id, '2026-01-05T14:00:00.000Z'),
  slot(NY_CENTER.id, '2026-01-05T14:30:00.000Z'),
  slot(NY_CENTER.id, '2026-01-06T20:00:00.000Z'),
];
/** Monday 5 January 2026 10:00 and 14:30 in London. */
export const LONDON_SLOTS: AvailabilitySlot[] = [
  slot(LONDON_CENTER.id, '2026-01-05T10:00:00.000Z'),
  slot(LONDON_CENTER.id, '2026-01-05T14:30:00.000Z'),
];

/**
 * The member's Full Body Scan already booked at New York on Monday 5 January 2026 at 11:00: a
 * second one that day (NY_SLOTS) repeats it within its repeat interval.
 */
export const BOOKED_BODY_SCAN: Encounter = {
  ...ENTITY_EXAMPLES.Encounter,
  id: 'enc_booked',
  status: 'SCHEDULED',
  appointment: {
    id: 'apt_booked',
    encounterId: 'enc_booked',
    centerId: NY_CENTER.id,
    start: '2026-01-05T16:00:00.000Z',
    end: '2026-01-05T17:00:00.000Z',
    bookingCode: 'SW-1000',
    status: 'CONFIRMED',
    center: NY_CENTER,
  },
};

export const ACME_OFFER: Offer = {
  ...ENTITY_EXAMPLES.Offer,
  type: 'SPONSORED',
  packageIds: [BODY_PLAN.id],
};

export interface BookingPlatformOptions {
  readonly member?: Member;
  readonly plans?: readonly Plan[];
  readonly addOns?: readonly AddOn[];
  readonly centers?: readonly Center[];
  readonly slots?: readonly AvailabilitySlot[];
  /** The member's scans (GET encounters); none by default. */
  readonly encounters?: readonly Encounter[];
}

/** Answers every call of a booking on the fakes; a test or story overrides single calls after. */
export function answerBookingPlatform(
  _services: ScanwiseContainer,
  ports: FakeScanwisePorts,
  options: BookingPlatformOptions = {},
): void {
  const member = options.member ?? BOOKING_MEMBER;
  answerCall(ports, 'memberGet', { body: member });
  answerCall(ports, 'planList', {
    body:
      options.plans ?? (member.country === 'GB' ? [UK_PLAN] : [BODY_PLAN, HEART_PLAN, MAMMO_PLAN]),
  });
  answerCall(ports, 'addOnList', { body: options.addOns ?? [HEART_ADD_ON] });
  answerCall(ports, 'discountList', { body: [] });
  answerCall(ports, 'discountLookup', { body: SPRING10 });
  answerCall(ports, 'offerGet', { body: ACME_OFFER });
  answerCall(ports, 'bookingStage', { status: 204 });
  answerCall(ports, 'encounterList', { body: options.encounters ?? [] });
  answerCall(ports, 'centerList', {
    body:
      options.centers ?? (member.country === 'GB' ? [LONDON_CENTER] : [NY_CENTER, PHONE_CENTER]),
  });
  const slots = options.slots ?? (member.country === 'GB' ? LONDON_SLOTS : NY_SLOTS);
  ports.http.on('GET', '/packages/centers/:centerId/availability', ({ params }) => ({
    status: 200,
    body: slots.filter((candidate) => candidate.centerId === params['centerId']),
  }));
  let held: { amount: number; packageId: string; slot: AvailabilitySlot | null } | null = null;
  ports.http.on('POST', '/packages/payments/:id/create-pending', (request) => {
    const order = request.json<{
      packageId: string;
      addOnIds: string[];
      promoCode?: string | null;
      slot?: { centerId: string; start: string } | null;
    }>();
    const plan = [BODY_PLAN, HEART_PLAN, MAMMO_PLAN, UK_PLAN].find((p) => p.id === order.packageId);
    const addOns = order.addOnIds.length * HEART_ADD_ON.price;
    const subtotal = (plan?.price ?? 0) + addOns;
    const amount = order.promoCode ? Math.round(subtotal * 0.9) : subtotal;
    held = {
      amount,
      packageId: order.packageId,
      slot: order.slot ? slot(order.slot.centerId, order.slot.start) : null,
    };
    return {
      status: 201,
      body: {
        id: 'chg_1',
        packageId: order.packageId,
        encounterId: 'enc_new',
        clientSecret: ports.payment.createPendingCharge(amount),
        amount,
        currency: 'USD',
        status: 'PENDING',
      },
    };
  });
  answerCall(ports, 'completePendingCharge', {
    body: { id: 'chg_1', encounterId: 'enc_new', status: 'SUCCEEDED', invoiceId: 'inv_1' },
  });
  ports.http.on('GET', '/packages/encounters/:encounterId', () => {
    const center = [NY_CENTER, PHONE_CENTER, LONDON_CENTER].find(
      (candidate) => candidate.id === held?.slot?.centerId,
    );
    const encounter: Encounter = {
      ...ENTITY_EXAMPLES.Encounter,
      id: 'enc_new',
      status: held?.slot ? 'SCHEDULED' : 'AWAITING_SCHEDULING',
      appointment: held?.slot
        ? {
            id: 'apt_1',
            encounterId: 'enc_new',
            centerId: held.slot.centerId,
            start: held.slot.start,
            end: held.slot.end,
            bookingCode: 'SW-1001',
            status: 'CONFIRMED',
            center: center ?? null,
          }
        : null,
    };
    return { status: 200, body: encounter };
  });
}

export interface DriveJourneyOptions {
  readonly until: 'select-plan' | 'schedule-scan' | 'reserve-appointment' | 'scan-confirm';
  readonly prefix?: string;
  readonly member?: Member;
  readonly planId?: string;
  readonly addOnIds?: readonly string[];
  readonly centerId?: string | null;
  readonly slotStart?: string | null;
  /** Card numbers tried in turn on reserve-appointment (a declined one leaves the notice). */
  readonly cards?: readonly string[];
}

/**
 * Moves the booking journey to a step on the fakes, as a member would (stories start here:
 * `setup` runs it without waiting; the screen follows the journey's state as it moves).
 */
export async function driveJourney(
  services: ScanwiseContainer,
  options: DriveJourneyOptions,
): Promise<void> {
  const journey = services.get(TOKENS.bookingJourney);
  const member = options.member ?? BOOKING_MEMBER;
  await journey.start(
    { prefix: options.prefix ?? 'book-scan' },
    { country: member.country, sex: member.sex ?? null, dob: member.dob ?? null },
  );
  journey.selectPlan(options.planId ?? (member.country === 'GB' ? UK_PLAN.id : BODY_PLAN.id));
  for (const addOnId of options.addOnIds ?? []) journey.setAddOn(addOnId, true);
  if (options.until === 'select-plan') return;
  await journey.continueToSchedule();
  const centerId =
    options.centerId === undefined
      ? member.country === 'GB'
        ? LONDON_CENTER.id
        : NY_CENTER.id
      : options.centerId;
  if (centerId === null) return;
  await journey.selectCenter(centerId);
  const slotStart =
    options.slotStart === undefined
      ? (member.country === 'GB' ? LONDON_SLOTS : NY_SLOTS)[0]?.start
      : options.slotStart;
  if (slotStart) journey.selectSlot(slotStart);
  else journey.requestOfflineBooking('Weekday mornings');
  if (options.until === 'schedule-scan') return;
  await journey.continueToReserve();
  for (const card of options.cards ?? []) await journey.pay(typedTestCard(card));
  if (options.until === 'reserve-appointment') return;
  await journey.pay(typedTestCard(TEST_CARDS.success));
}
