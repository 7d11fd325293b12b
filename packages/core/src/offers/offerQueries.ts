import type { OfferType } from '../schemas';

/** Query values by key, as parsed from a location's search (e.g. by parseRouteSearch). */
export type OfferQueryValues = Readonly<Record<string, string | undefined>>;

/** An offer read from a sign-up link; `partner` and `encounterName` are null when absent. */
export interface ClaimedOfferQuery {
  readonly code: string;
  readonly offerType: OfferType;
  readonly partner: string | null;
  readonly encounterName: string | null;
}

const present = (value: string | undefined): string | null => {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

function readOffer(
  query: OfferQueryValues,
  offerType: OfferType,
  withPartner: boolean,
  withEncounterName: boolean,
): ClaimedOfferQuery | undefined {
  const code = present(query['code']);
  // Without a code there is no offer to claim; the screen shows its plain sign-up.
  if (code === null) return undefined;
  return {
    code,
    offerType,
    partner: withPartner ? present(query['partner']) : null,
    encounterName: withEncounterName ? present(query['encounterName']) : null,
  };
}

/** "/sign-up/claim-offer: Query code, partner." A partner's invitation: offer type INVITED. */
export function readClaimOfferQuery(query: OfferQueryValues): ClaimedOfferQuery | undefined {
  return readOffer(query, 'INVITED', true, false);
}

/** "/sign-up/claim-offer-sponsored: Query code, partner, encounterName." Offer type SPONSORED. */
export function readClaimOfferSponsoredQuery(
  query: OfferQueryValues,
): ClaimedOfferQuery | undefined {
  return readOffer(query, 'SPONSORED', true, true);
}

/** "/sign-up/referral: Query code." Offer type REFERRAL (the route itself redirects home). */
export function readReferralQuery(query: OfferQueryValues): ClaimedOfferQuery | undefined {
  return readOffer(query, 'REFERRAL', false, false);
}
