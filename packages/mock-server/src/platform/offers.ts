import type { CallQuery, CallRequest, Member, Offer, PartnerAssociation } from '@scanwise/core';
import { badInput, notFound, PlatformError } from './errors';
import { memberRecord } from './lookups';
import type { PlatformStore } from './store';

function association(store: PlatformStore, member: Member): PartnerAssociation {
  const partner = store.state.partners.find((p) => p.id === member.partnerId) ?? null;
  return {
    associated: partner !== null,
    partner,
    offerType: member.offerType ?? null,
    memberId: member.id,
  };
}

/** Offers (referral and partner codes) and the member's association with a partner. */
export function offerOperations(store: PlatformStore) {
  return {
    getOffer(code: string): Offer {
      const offer = store.state.offers.find((o) => o.code.toLowerCase() === code.toLowerCase());
      if (!offer || (offer.expires != null && offer.expires <= store.nowIso()))
        throw notFound('Offer');
      return structuredClone(offer);
    },

    associatePartner(userId: string, body: CallRequest<'partnerAssociate'>): PartnerAssociation {
      return store.mutate((s) => {
        const member = memberRecord(store, userId);
        const partner = s.partners.find(
          (p) => p.name.toLowerCase() === body.partnerName.toLowerCase(),
        );
        if (!partner)
          throw badInput(
            ['partnerName'],
            `Unknown partner '${body.partnerName}'`,
            'unknown_reference',
          );
        if (body.offerCode != null) {
          const offer = s.offers.find((o) => o.code === body.offerCode);
          if (!offer || offer.partner?.id !== partner.id) {
            throw badInput(
              ['offerCode'],
              'The offer does not belong to this partner',
              'unknown_reference',
            );
          }
        }
        member.partnerId = partner.id;
        member.offerType = body.offerType;
        member.offerCode = body.offerCode ?? member.offerCode ?? null;
        return association(store, member);
      });
    },

    checkAssociation(
      userId: string,
      query: CallQuery<'partnerCheckAssociation'>,
    ): PartnerAssociation {
      const result = association(store, memberRecord(store, userId));
      if (
        query.partnerName != null &&
        result.partner?.name.toLowerCase() !== query.partnerName.toLowerCase()
      ) {
        return { ...result, associated: false };
      }
      return result;
    },

    associateFromOffer(userId: string): PartnerAssociation {
      return store.mutate((s) => {
        const member = memberRecord(store, userId);
        const offer = s.offers.find((o) => o.code === member.offerCode);
        if (!offer?.partner)
          throw new PlatformError(
            404,
            'no_partner_offer',
            'The member has no partner offer to associate',
          );
        member.partnerId = offer.partner.id;
        member.offerType = offer.type;
        return association(store, member);
      });
    },
  };
}
