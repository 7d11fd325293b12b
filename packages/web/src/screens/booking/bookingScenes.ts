import { TEST_CARDS, typedTestCard } from '@scanwise/core/testing';
import {
  DEMO_MEMBER,
  ROLE_LIST_MEMBER,
  type PlatformState,
} from '@scanwise/mock-server/in-process';
import { TOKENS } from '../../composition/tokens';
import {
  failCall,
  type PlatformScene,
  type SceneAccount,
  type SceneSetup,
} from '../../test/platform/platformScene';

/**
 * The platform's catalogue as the booking stories and tests name it (the seed's fixed ids):
 * US plans, the heart add-on, the New York centers (Fifth Avenue online, Lindenhurst by phone)
 * and the London centre of the UK member.
 */
export const CATALOGUE = {
  fullBody: 'pkg_full_body',
  heartCt: 'pkg_heart_ct',
  mammography: 'pkg_mammo',
  fullBodyUk: 'pkg_full_body_gb',
  heartAddOn: 'addon_heart_ct',
  fifthAvenue: 'ctr_nyc_5th',
  lindenhurst: 'ctr_nyc_zp',
  harleyStreet: 'ctr_ldn_harley',
} as const;

/** The UK member of the seed (London, en-GB). */
export const UK_MEMBER = ROLE_LIST_MEMBER;

export interface DriveJourneyOptions {
  readonly until: 'select-plan' | 'schedule-scan' | 'reserve-appointment' | 'scan-confirm';
  readonly prefix?: string;
  /** Who books (signed in already): default the demo member. */
  readonly account?: SceneAccount & { readonly id: string };
  readonly planId?: string;
  readonly addOnIds?: readonly string[];
  readonly centerId?: string | null;
  /**
   * The time chosen: default the center's first free time; null chooses none (a center that
   * books by phone is asked to call back instead).
   */
  readonly slotStart?: string | null;
  /** Card numbers tried in turn on reserve-appointment (a declined one leaves the notice). */
  readonly cards?: readonly string[];
}

/** The center's first free time in the next two weeks, as the platform answers it. */
export function firstFreeTime(scene: PlatformScene, centerId: string, packageId: string): string {
  const now = scene.platform.now();
  const [slot] = scene.platform.availability(centerId, {
    from: now.toISOString(),
    to: new Date(now.getTime() + 14 * 86_400_000).toISOString(),
    packageId,
  });
  if (!slot) throw new Error(`No free time at ${centerId}`);
  return slot.start;
}

/**
 * Moves the booking journey to a step as a member would, over the platform (stories start
 * here; the screen follows the journey's state as it moves).
 */
export async function driveJourney(
  scene: PlatformScene,
  options: DriveJourneyOptions,
): Promise<void> {
  const journey = scene.container.get(TOKENS.bookingJourney);
  const member = scene.platform.getMember((options.account ?? DEMO_MEMBER).id);
  const uk = member.country === 'GB';
  await journey.start(
    { prefix: options.prefix ?? 'book-scan' },
    { country: member.country, sex: member.sex ?? null, dob: member.dob ?? null },
  );
  const planId = options.planId ?? (uk ? CATALOGUE.fullBodyUk : CATALOGUE.fullBody);
  journey.selectPlan(planId);
  for (const addOnId of options.addOnIds ?? []) journey.setAddOn(addOnId, true);
  if (options.until === 'select-plan') return;
  await journey.continueToSchedule();
  const centerId =
    options.centerId === undefined
      ? uk
        ? CATALOGUE.harleyStreet
        : CATALOGUE.fifthAvenue
      : options.centerId;
  if (centerId === null) return;
  await journey.selectCenter(centerId);
  const slotStart =
    options.slotStart === undefined ? firstFreeTime(scene, centerId, planId) : options.slotStart;
  if (slotStart) journey.selectSlot(slotStart);
  else if (journey.getSnapshot().booking.center?.onlineBooking === false) {
    journey.requestOfflineBooking('Weekday mornings');
  }
  if (options.until === 'schedule-scan') return;
  await journey.continueToReserve();
  for (const card of options.cards ?? []) await journey.pay(typedTestCard(card));
  if (options.until === 'reserve-appointment') return;
  await journey.pay(typedTestCard(TEST_CARDS.success));
}

/** A scene setup that drives the journey (see {@link driveJourney}) without waiting for it. */
export const journeyAt =
  (options: DriveJourneyOptions): SceneSetup =>
  (scene) => {
    void driveJourney(scene, options);
  };

/** The demo member is a man in the seed (a mammography is not offered to him). */
export const demoIsMale = (state: PlatformState): void => {
  state.members.find((member) => member.id === DEMO_MEMBER.id)!.sex = 'MALE';
};

/** No plan is on offer. */
export const noPlansOnOffer = (state: PlatformState): void => {
  for (const plan of state.plans) plan.active = false;
};

/** No center in the member's country. */
export const noCenters = (state: PlatformState): void => {
  state.centers = state.centers.filter((center) => center.country !== 'US');
};

/** Fifth Avenue is booked solid for the next two months (another member's long booking). */
export const fifthAvenueFullyBooked = (state: PlatformState): void => {
  const center = state.centers.find((candidate) => candidate.id === CATALOGUE.fifthAvenue)!;
  state.appointments.push({
    id: 'apt_block',
    memberId: ROLE_LIST_MEMBER.id,
    encounterId: 'enc_block',
    centerId: center.id,
    start: '2026-01-01T00:00:00.000Z',
    end: '2026-03-01T00:00:00.000Z',
    bookingCode: 'SW-BLOCK',
    status: 'CONFIRMED',
    center,
  });
};

/** When the demo member's Full Body Scan is booked: Friday 2 January 2026, 11:00 in New York. */
export const BOOKED_BODY_SCAN_START = '2026-01-02T16:00:00Z';

/**
 * The demo member booked and paid a Full Body Scan at Fifth Avenue on Friday 2 January at 11:00
 * (the booking's own calls): another one that day repeats it within its repeat interval.
 */
export const bodyScanBooked: SceneSetup = ({ platform, payCharge }) => {
  const charge = platform.createPendingCharge(DEMO_MEMBER.id, CATALOGUE.fullBody, {
    packageId: CATALOGUE.fullBody,
    addOnIds: [],
    slot: { centerId: CATALOGUE.fifthAvenue, start: BOOKED_BODY_SCAN_START },
  });
  payCharge(charge.clientSecret);
  platform.completePendingCharge(DEMO_MEMBER.id, CATALOGUE.fullBody);
};

/** The platform refuses the time as overlapping another appointment of the member's (409). */
export const overlapRefused: SceneSetup = (scene) => {
  failCall(scene, 'createPendingCharge', {
    status: 409,
    body: {
      code: 'appointment_overlap',
      message: 'You already have an appointment at that time',
      path: null,
    },
  });
};
