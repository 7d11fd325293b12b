import type { Member } from '../schemas/member';

/** The member fields the checks read; a partial or not-yet-validated member works too. */
export type MemberCheckFields = {
  readonly [K in 'phoneNumber' | 'termsOfService']?: Member[K] | undefined;
};

const isFilled = (value: string | null | undefined): value is string =>
  typeof value === 'string' && value.trim() !== '';

/**
 * Spec section 4: "An authenticated member without a phone number is logged out and sent to
 * sign-in." A null, absent or blank phoneNumber counts as none.
 */
export function hasPhoneNumber(member: MemberCheckFields): boolean {
  return isFilled(member.phoneNumber);
}

/**
 * Whether the member accepted the terms of service: termsOfService (the acceptance time) is set.
 * Spec section 4: "When the member's termsOfService value is set" the hubs start; without it the
 * guard sends the member to the terms screen. Null, absent or blank counts as not accepted.
 */
export function hasAcceptedTerms(member: MemberCheckFields): boolean {
  return isFilled(member.termsOfService);
}
