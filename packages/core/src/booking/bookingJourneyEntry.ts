import { nullable, string, type } from 'superstruct';
import type { Infer } from 'superstruct';
import { FlowTypeSchema, isFlowType, type FlowType } from '../flow/flowTypes';
import type { OfferType } from '../schemas';

/**
 * How a member enters a booking: one of the six prefixes of spec section 2 ("Six prefixes:
 * sign-up, invite, sponsored, book-scan, renewal, referral") with what that door brings along.
 * Designed (the spec shows no entry rules beyond "The bare prefix redirects home"):
 * - invite and sponsored need the offer code (query code; partner and encounterName optional),
 * - referral needs the referral code,
 * - renewal needs the encounter being renewed,
 * - sign-up and book-scan need nothing; sponsored may name an encounter too.
 */
export interface BookingJourneyEntryInput {
  /** The route prefix; anything but the six words is refused. */
  readonly prefix: string;
  readonly offerCode?: string | null;
  readonly partnerName?: string | null;
  readonly encounterName?: string | null;
  readonly referralCode?: string | null;
  readonly encounterId?: string | null;
}

/** A checked entry, as stored with the journey (blank values are null, codes trimmed). */
export const BookingJourneyEntrySchema = type({
  flow: FlowTypeSchema,
  /** The offer's code: the invite or sponsored code, or the referral code. */
  offerCode: nullable(string()),
  partnerName: nullable(string()),
  encounterName: nullable(string()),
  encounterId: nullable(string()),
});
export type BookingJourneyEntry = Infer<typeof BookingJourneyEntrySchema>;

/** The offer type each offer flow claims (spec 1: "REFERRAL, INVITED and SPONSORED"). */
export const OFFER_TYPE_OF_FLOW: Readonly<Partial<Record<FlowType, OfferType>>> = {
  invite: 'INVITED',
  sponsored: 'SPONSORED',
  referral: 'REFERRAL',
};

export type BookingEntryCheck =
  | { readonly ok: true; readonly entry: BookingJourneyEntry }
  | {
      readonly ok: false;
      readonly missing: 'prefix' | 'offerCode' | 'referralCode' | 'encounterId';
    };

const clean = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

/** Checks an entry: a real prefix with the data its flow needs. Pure, never throws. */
export function checkBookingJourneyEntry(input: BookingJourneyEntryInput): BookingEntryCheck {
  const flow = input.prefix.trim().replace(/^\/+|\/+$/g, '');
  if (!isFlowType(flow)) return { ok: false, missing: 'prefix' };
  const offerCode = clean(
    flow === 'referral' ? (input.referralCode ?? input.offerCode) : input.offerCode,
  );
  const encounterId = clean(input.encounterId);
  if ((flow === 'invite' || flow === 'sponsored') && offerCode === null) {
    return { ok: false, missing: 'offerCode' };
  }
  if (flow === 'referral' && offerCode === null) return { ok: false, missing: 'referralCode' };
  if (flow === 'renewal' && encounterId === null) return { ok: false, missing: 'encounterId' };
  return {
    ok: true,
    entry: {
      flow,
      offerCode: OFFER_TYPE_OF_FLOW[flow] === undefined ? null : offerCode,
      partnerName: clean(input.partnerName),
      encounterName: clean(input.encounterName),
      encounterId,
    },
  };
}
