import { DAY } from '../config';
import type { AddOn, MemberSex, Plan } from '../schemas';
import { CAC_REJECTING_ANSWERS, type CacAnswers } from './cacAnswers';

/**
 * Who may book a plan. The spec lists sex and dob in the booking state but shows no rule ("Rules of
 * the booking screens are not shown"); the design, recorded in
 * docs/adr/0026-booking-eligibility-and-heart-questions.md: a plan with `eligibleSexes` needs the
 * member's sex and it must be listed; every plan needs the date of birth, and members book for
 * themselves only as adults.
 */

/** Designed: the youngest age (whole years) at which a member books a screening online. */
export const BOOKING_MINIMUM_AGE_YEARS = 18;

/** The member details eligibility reads. */
export interface BookingMemberDetails {
  readonly sex: MemberSex | null;
  /** YYYY-MM-DD. */
  readonly dob: string | null;
}

export type BookingDetailField = 'sex' | 'dob';

/** Why a plan cannot be booked; each is also the last part of its message key. */
export type PlanIneligibilityReason = 'sexNotEligible' | 'underMinimumAge' | 'invalidDateOfBirth';

export type PlanEligibility =
  | { readonly status: 'eligible' }
  | { readonly status: 'needsDetails'; readonly missing: readonly BookingDetailField[] }
  | {
      readonly status: 'ineligible';
      readonly reason: PlanIneligibilityReason;
      /** e.g. 'booking.reasons.sexNotEligible'; the locale files word it. */
      readonly messageKey: string;
    };

/** Whether the plan asks for the member's sex (it is offered to some sexes only). */
export function planNeedsSex(plan: Pick<Plan, 'eligibleSexes'>): boolean {
  return plan.eligibleSexes.length > 0;
}

/** Full years between a YYYY-MM-DD birth date and the instant `now` (UTC calendar); NaN if bad. */
export function ageInYearsAt(dob: string, now: number): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dob);
  if (!match) return Number.NaN;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const birth = Date.UTC(year, month - 1, day);
  if (!Number.isFinite(birth) || birth > now + DAY) return Number.NaN;
  const today = new Date(now);
  let age = today.getUTCFullYear() - year;
  const beforeBirthday =
    today.getUTCMonth() + 1 < month ||
    (today.getUTCMonth() + 1 === month && today.getUTCDate() < day);
  if (beforeBirthday) age -= 1;
  return age;
}

const ineligible = (reason: PlanIneligibilityReason): PlanEligibility => ({
  status: 'ineligible',
  reason,
  messageKey: `booking.reasons.${reason}`,
});

/** The eligibility of a member for a plan at `now` (epoch ms, from the clock). */
export function planEligibilityFor(
  plan: Pick<Plan, 'eligibleSexes'>,
  details: BookingMemberDetails,
  now: number,
): PlanEligibility {
  const missing: BookingDetailField[] = [];
  if (planNeedsSex(plan) && details.sex === null) missing.push('sex');
  if (details.dob === null) missing.push('dob');
  if (missing.length > 0) return { status: 'needsDetails', missing };
  if (planNeedsSex(plan) && details.sex !== null && !plan.eligibleSexes.includes(details.sex)) {
    return ineligible('sexNotEligible');
  }
  const age = ageInYearsAt(details.dob ?? '', now);
  if (Number.isNaN(age)) return ineligible('invalidDateOfBirth');
  if (age < BOOKING_MINIMUM_AGE_YEARS) return ineligible('underMinimumAge');
  return { status: 'eligible' };
}

/** Designed: an add-on is the heart (CAC) scan when its id or name says so. */
const CAC_ADD_ON = /heart|calcium|\bcac\b/i;

/** Default test of a CAC add-on (the add-on schema has no kind; docs/adr/0026). */
export function isCacAddOn(addOn: Pick<AddOn, 'id' | 'name'>): boolean {
  return CAC_ADD_ON.test(addOn.id) || CAC_ADD_ON.test(addOn.name);
}

/** The CAC questions are asked when the plan is a heart CT or a heart add-on is chosen. */
export function cacQuestionsApply(
  plan: Pick<Plan, 'kind'>,
  addOns: readonly Pick<AddOn, 'id' | 'name'>[],
  isCac: (addOn: Pick<AddOn, 'id' | 'name'>) => boolean = isCacAddOn,
): boolean {
  return plan.kind === 'HEART_CT' || addOns.some(isCac);
}

/** The CAC questions still unanswered (null), in the state's order. */
export function unansweredCacQuestions(answers: CacAnswers): (keyof CacAnswers)[] {
  const questions = [...CAC_REJECTING_ANSWERS, 'cacGreaterThanTen'] as const;
  return questions.filter((question) => answers[question] === null);
}

/**
 * The reason a member understands for a CAC rejection: the first yes among the rejecting
 * questions, as a message key (e.g. 'booking.reasons.cacStent'); null when not rejected.
 */
export function cacRejectionMessageKey(answers: CacAnswers): string | null {
  const question = CAC_REJECTING_ANSWERS.find((name) => answers[name] === true);
  return question === undefined ? null : `booking.reasons.${question}`;
}
