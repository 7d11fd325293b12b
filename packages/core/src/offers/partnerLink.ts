import { is } from 'superstruct';
import { isMemberApiError, type MemberApi, type MemberApiMessageKey } from '../api';
import { buildQueryString } from '../http';
import { OfferTypeSchema, type Member, type OfferType, type PartnerAssociation } from '../schemas';
import type { OfferQueryValues } from './offerQueries';
import type { OfferState } from './offerStore';

/**
 * LinkAssociation (`/link-association`, spec 2: "Reads query partnerName and offerType. Allowed
 * only when a valid associate entry flag is set, otherwise goes to /.") and the partner calls
 * that "take a token passed in explicitly" (spec 6 and 7).
 */

/** The link's query, checked: a partner name and one of the three offer types. */
export interface LinkAssociationQuery {
  readonly partnerName: string;
  readonly offerType: OfferType;
}

/**
 * Reads `partnerName` and `offerType` (trimmed; the type in any case). Undefined when either is
 * missing or the type is not REFERRAL, INVITED or SPONSORED: the link is incomplete.
 */
export function readLinkAssociationQuery(
  query: OfferQueryValues,
): LinkAssociationQuery | undefined {
  const partnerName = query['partnerName']?.trim() ?? '';
  const offerType = query['offerType']?.trim().toUpperCase() ?? '';
  if (partnerName === '' || !is(offerType, OfferTypeSchema)) return undefined;
  return { partnerName, offerType };
}

/** The link path for a partner offer (what the claim screens open before booking). */
export function linkAssociationPath(query: LinkAssociationQuery): string {
  return `/link-association?${buildQueryString({
    partnerName: query.partnerName,
    offerType: query.offerType,
  })}`;
}

/** The offer code to send with the association: the kept offer, when it is of the same type. */
export function offerCodeForAssociation(offer: OfferState, offerType: OfferType): string | null {
  return offer.memberOfferType === offerType ? offer.memberOfferCode : null;
}

export type PartnerLinkCheck =
  | { readonly status: 'linked'; readonly association: PartnerAssociation }
  | { readonly status: 'notLinked'; readonly association: PartnerAssociation }
  | { readonly status: 'failed'; readonly messageKey: MemberApiMessageKey };

export type PartnerLinkOutcome =
  | { readonly status: 'linked'; readonly association: PartnerAssociation }
  | { readonly status: 'failed'; readonly messageKey: MemberApiMessageKey | 'offers.notLinked' };

const samePartner = (association: PartnerAssociation, partnerName: string): boolean =>
  association.associated &&
  (association.partner == null ||
    association.partner.name.toLowerCase() === partnerName.toLowerCase());

/**
 * GET /api/members/checkassociation with the explicit token: is the member linked to this
 * partner already? Never rejects ("data"; a failed request resolves success false).
 */
export async function checkPartnerLink(
  api: Pick<MemberApi, 'checkPartnerAssociation'>,
  token: string,
  query: LinkAssociationQuery,
): Promise<PartnerLinkCheck> {
  const result = await api.checkPartnerAssociation(token, { partnerName: query.partnerName });
  if (!result.success) return { status: 'failed', messageKey: result.error.messageKey };
  return samePartner(result.data, query.partnerName)
    ? { status: 'linked', association: result.data }
    : { status: 'notLinked', association: result.data };
}

/**
 * Whether the member's own account carries the kept offer of this link: created with its code
 * (Join sends the kept offer), of the link's type. Then the platform links the partner of that
 * offer itself (memberassociatepartner), from its own record rather than the link's query.
 */
export function memberJoinedWithOffer(
  member: Pick<Member, 'offerCode' | 'offerType'> | null,
  offer: OfferState,
  offerType: OfferType,
): boolean {
  const code = member?.offerCode?.trim().toLowerCase();
  return (
    code !== undefined &&
    code !== '' &&
    member?.offerType === offerType &&
    offer.memberOfferType === offerType &&
    offer.memberOfferCode?.toLowerCase() === code
  );
}

/**
 * POST /api/members/memberassociatepartner (the member's bearer token, no body): the platform
 * links the member to the partner of the offer their account was created with. An answer for
 * another partner than the link names, or still "not associated", is a failure
 * (`offers.notLinked`); a refusal is its message key. Never rejects.
 */
export async function linkPartnerFromOwnOffer(
  api: Pick<MemberApi, 'associateMemberWithPartner'>,
  query: LinkAssociationQuery,
): Promise<PartnerLinkOutcome> {
  let association: PartnerAssociation;
  try {
    association = await api.associateMemberWithPartner();
  } catch (error) {
    return {
      status: 'failed',
      messageKey: isMemberApiError(error) ? error.messageKey : 'api.errors.server',
    };
  }
  return samePartner(association, query.partnerName)
    ? { status: 'linked', association }
    : { status: 'failed', messageKey: 'offers.notLinked' };
}

/**
 * POST /api/members/associate with the explicit token: links the member to the partner, with the
 * kept offer's code when it is of the same type. An answer that still says "not associated" is a
 * failure (`offers.notLinked`). Never rejects.
 */
export async function linkPartner(
  api: Pick<MemberApi, 'associatePartner'>,
  token: string,
  query: LinkAssociationQuery,
  offerCode: string | null,
): Promise<PartnerLinkOutcome> {
  const result = await api.associatePartner(token, {
    partnerName: query.partnerName,
    offerType: query.offerType,
    offerCode,
  });
  if (!result.success) return { status: 'failed', messageKey: result.error.messageKey };
  return samePartner(result.data, query.partnerName)
    ? { status: 'linked', association: result.data }
    : { status: 'failed', messageKey: 'offers.notLinked' };
}
