import type { OfferState } from '../offers';
import type { OfferType } from '../schemas';

/** The offer fields of the member-create call: both or none. */
export type SignUpOfferFields =
  { readonly offerCode: string; readonly offerType: OfferType } | Record<string, never>;

/**
 * The member-create call's offer fields from the offer store ("Offer store (local storage):
 * memberOfferCode, memberOfferType"): the offer the visitor arrived with (a claim-offer link, a
 * referral) goes with the new member; none when the store holds no complete offer.
 */
export function signUpOfferFields(state: OfferState): SignUpOfferFields {
  if (state.memberOfferCode === null || state.memberOfferType === null) return {};
  return { offerCode: state.memberOfferCode, offerType: state.memberOfferType };
}
