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
export {
  OFFER_BOOKING_FLOW,
  loadOfferClaim,
  offerBookingEntryPath,
  offerClaimPath,
  offerSavingOf,
  type LoadOfferClaimOptions,
  type OfferClaimLoad,
  type OfferClaimTarget,
  type OfferSaving,
} from './offerClaim';
export { offerPlanPrices, type OfferPlanPrice } from './offerPlanPrices';
export {
  checkPartnerLink,
  linkAssociationPath,
  linkPartner,
  linkPartnerFromOwnOffer,
  memberJoinedWithOffer,
  offerCodeForAssociation,
  readLinkAssociationQuery,
  type LinkAssociationQuery,
  type PartnerLinkCheck,
  type PartnerLinkOutcome,
} from './partnerLink';
export {
  OfferClaimService,
  OfferClaims,
  claimTargetOf,
  type OfferClaimCalls,
  type OfferClaimKind,
  type OfferClaimServiceOptions,
  type OfferClaimState,
  type OfferClaimView,
  type OfferClaimsOptions,
} from './offerClaimService';
export {
  PartnerLinkService,
  PartnerLinks,
  type PartnerLinkCalls,
  type PartnerLinkFailureKey,
  type PartnerLinkServiceOptions,
  type PartnerLinkState,
  type PartnerLinkStatus,
  type PartnerLinksOptions,
} from './partnerLinkService';
