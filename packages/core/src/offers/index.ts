export {
  NO_MEMBER_OFFER,
  OFFER_STATE_STORAGE_KEY,
  createOfferStore,
  type OfferState,
  type OfferStore,
  type OfferStoreOptions,
} from './offerStore';
export {
  readClaimOfferQuery,
  readClaimOfferSponsoredQuery,
  readReferralQuery,
  type ClaimedOfferQuery,
  type OfferQueryValues,
} from './offerQueries';
