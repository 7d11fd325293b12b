import {
  ENTITY_EXAMPLES,
  type Discount,
  type Member,
  type Offer,
  type PartnerAssociation,
  type Plan,
} from '@scanwise/core';
import type { ScanwiseContainer } from '../../composition/container';
import type { FakeScanwisePorts } from '../../composition/fakeScanwisePorts';
import { answerCall, signInFakeMember } from '../../test/fakePlatform';

/**
 * The fake platform of the offer stories and tests, after the mock platform's seed: INVITE-NW
 * (INVITED by Northwind Health, SPRING10), ACME2026 (SPONSORED by Acme Corporation, the full
 * body scan only, no discount) and FRIEND-DEMO (REFERRAL, WELCOME50).
 */
export const OFFER_MEMBER: Member = { ...ENTITY_EXAMPLES.Member, email: 'demo@example.com' };

export const NORTHWIND = {
  id: 'ptn_northwind',
  name: 'northwind',
  displayName: 'Northwind Health',
  logoUrl: null,
};
export const ACME = {
  id: 'ptn_acme',
  name: 'acme',
  displayName: 'Acme Corporation',
  logoUrl: null,
};

export const FULL_BODY: Plan = { ...ENTITY_EXAMPLES.Plan, id: 'pkg_full_body', price: 249_500 };
export const ESSENTIAL: Plan = {
  ...ENTITY_EXAMPLES.Plan,
  id: 'pkg_essential',
  name: 'Essential Scan',
  price: 149_500,
};

export const SPRING10: Discount = {
  id: 'dsc_spring10',
  code: 'SPRING10',
  kind: 'PERCENT',
  percentOff: 10,
  amountOff: null,
  currency: 'USD',
  description: '10% off any body scan',
  packageIds: ['pkg_full_body', 'pkg_essential'],
  expires: null,
};
export const WELCOME50: Discount = {
  id: 'dsc_welcome50',
  code: 'WELCOME50',
  kind: 'AMOUNT',
  percentOff: null,
  amountOff: 5_000,
  currency: 'USD',
  description: '$50 off your first scan',
  packageIds: [],
  expires: null,
};

export const INVITE_NW: Offer = {
  code: 'INVITE-NW',
  type: 'INVITED',
  partner: NORTHWIND,
  discount: SPRING10,
  packageIds: [],
  encounterName: null,
  expires: '2027-02-21T00:00:00.000Z',
};
export const ACME2026: Offer = {
  code: 'ACME2026',
  type: 'SPONSORED',
  partner: ACME,
  discount: null,
  packageIds: ['pkg_full_body'],
  encounterName: 'Acme executive health scan',
  expires: '2027-11-23T00:00:00.000Z',
};
export const FRIEND_DEMO: Offer = {
  code: 'FRIEND-DEMO',
  type: 'REFERRAL',
  partner: null,
  discount: WELCOME50,
  packageIds: [],
  encounterName: null,
  expires: null,
};

export const NOT_LINKED: PartnerAssociation = {
  associated: false,
  partner: null,
  offerType: null,
  memberId: 'mbr_demo',
};
export const LINKED_NORTHWIND: PartnerAssociation = {
  associated: true,
  partner: NORTHWIND,
  offerType: 'INVITED',
  memberId: 'mbr_demo',
};

type Setup = (container: ScanwiseContainer, ports: FakeScanwisePorts) => void;

/** The catalogue calls and the offer behind a code (every code answers `offer`). */
export const answerOffer =
  (offer: Offer): Setup =>
  (_container, ports) => {
    answerCall(ports, 'offerGet', { body: offer });
    answerCall(ports, 'planList', { body: [FULL_BODY, ESSENTIAL] });
    answerCall(ports, 'discountList', { body: [SPRING10] });
  };

/** As {@link answerOffer}, with the demo member signed in. */
export const answerOfferSignedIn =
  (offer: Offer): Setup =>
  (container, ports) => {
    answerOffer(offer)(container, ports);
    void signInFakeMember(container, ports, OFFER_MEMBER);
  };
