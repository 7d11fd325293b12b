import type { FlowType } from '../flow/flowTypes';
import type { OfferState } from '../offers';
import type { BookingJourneyEntry, BookingJourneyEntryInput } from './bookingJourneyEntry';
import type { BookingFlowStep } from './bookingFlows';

/**
 * A select-plan URL as the journey reads it: the flow of its prefix and its query
 * (`?code=&partner=&encounterName=&referralCode=&encounterId=`, e.g. from parseRouteSearch).
 */
export interface BookingEntryRequest {
  readonly flow: FlowType;
  readonly query: Readonly<Record<string, string | undefined>>;
}

const text = (request: BookingEntryRequest, key: string): string | null =>
  request.query[key]?.trim() || null;

const asked = (request: BookingEntryRequest, key: string): boolean =>
  request.query[key] !== undefined;

/**
 * The entry a select-plan URL brings. `code` (or `offerCode`) is the offer's code, `partner`
 * (or `partnerName`) its partner; a referral takes `referralCode`, else `code`, else the
 * referral code `/sign-up/referral` kept in the offer store.
 */
export function bookingEntryInputOf(
  request: BookingEntryRequest,
  keptOffer?: OfferState,
): BookingJourneyEntryInput {
  const rememberedReferral =
    keptOffer?.memberOfferType === 'REFERRAL' ? keptOffer.memberOfferCode : null;
  return {
    prefix: request.flow,
    offerCode: text(request, 'code') ?? text(request, 'offerCode'),
    partnerName: text(request, 'partner') ?? text(request, 'partnerName'),
    encounterName: text(request, 'encounterName'),
    referralCode: text(request, 'referralCode') ?? text(request, 'code') ?? rememberedReferral,
    encounterId: text(request, 'encounterId'),
  };
}

/** Where a journey stands, as far as a new entry is concerned. */
export interface JourneyAtEntry {
  readonly step: BookingFlowStep | null;
  readonly flow: FlowType | null;
  readonly entry: BookingJourneyEntry | null;
}

/**
 * Whether a select-plan URL starts a new journey: none in progress, another flow, a finished or
 * failed one, or a code or encounter in the URL that differs from the journey's. Otherwise the
 * booking in progress resumes (a reload, the back button, a link without entry data).
 */
export function entryStartsJourney(
  journey: JourneyAtEntry,
  request: BookingEntryRequest,
  input: BookingJourneyEntryInput,
): boolean {
  if (journey.step === null || journey.flow !== request.flow) return true;
  if (journey.step === 'scan-confirm' || journey.step === 'booking-error') return true;
  const code = request.flow === 'referral' ? input.referralCode : input.offerCode;
  const codeAsked =
    asked(request, 'code') || asked(request, 'offerCode') || asked(request, 'referralCode');
  if (codeAsked && (code ?? null) !== (journey.entry?.offerCode ?? null)) return true;
  if (
    asked(request, 'encounterId') &&
    (input.encounterId ?? null) !== (journey.entry?.encounterId ?? null)
  ) {
    return true;
  }
  return false;
}
