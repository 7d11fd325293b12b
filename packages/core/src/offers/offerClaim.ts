import type { MemberApi, MemberApiMessageKey } from '../api';
import { isMemberApiError } from '../api';
import type { FlowType } from '../flow/flowTypes';
import { buildQueryString } from '../http';
import type { Country, Discount, Offer, OfferType } from '../schemas';
import type { ClaimedOfferQuery } from './offerQueries';
import type { OfferPlanPrice } from './offerPlanPrices';

/**
 * The claim-offer screens (Signup/ClaimOffer, Signup/ClaimOfferSponsored) and the sponsored
 * landing: what an offer gives, what it does to a plan's price, and where the member goes next.
 * Designed (spec: offers "come in three types: REFERRAL, INVITED and SPONSORED"; their screens'
 * contents are not shown).
 */

/** What an offer's discount takes off: a share, a fixed amount (USD cents), or nothing. */
export type OfferSaving =
  | { readonly kind: 'percent'; readonly percent: number }
  | { readonly kind: 'amount'; readonly cents: number }
  | { readonly kind: 'none' };

export function offerSavingOf(discount: Discount | null | undefined): OfferSaving {
  if (discount?.kind === 'PERCENT' && (discount.percentOff ?? 0) > 0) {
    return { kind: 'percent', percent: discount.percentOff ?? 0 };
  }
  if (discount?.kind === 'AMOUNT' && (discount.amountOff ?? 0) > 0) {
    return { kind: 'amount', cents: Math.floor(discount.amountOff ?? 0) };
  }
  return { kind: 'none' };
}

/** The booking flow each offer type enters (spec 2: "Six prefixes"). */
export const OFFER_BOOKING_FLOW: Readonly<Record<OfferType, FlowType>> = {
  INVITED: 'invite',
  SPONSORED: 'sponsored',
  REFERRAL: 'referral',
};

/** What a claim carries into the booking or back to the claim screen. */
export interface OfferClaimTarget {
  readonly code: string;
  readonly offerType: OfferType;
  readonly partner?: string | null | undefined;
  readonly encounterName?: string | null | undefined;
}

/**
 * The booking entry of an offer: `/invite/select-plan?code&partner`,
 * `/sponsored/select-plan?code&partner&encounterName` or `/referral/select-plan?referralCode`
 * (the query keys the booking screens read). Empty values are left out.
 */
export function offerBookingEntryPath(target: OfferClaimTarget): string {
  const flow = OFFER_BOOKING_FLOW[target.offerType];
  const query =
    target.offerType === 'REFERRAL'
      ? buildQueryString({ referralCode: target.code })
      : buildQueryString({
          code: target.code,
          partner: target.partner ?? null,
          encounterName: target.offerType === 'SPONSORED' ? (target.encounterName ?? null) : null,
        });
  return `/${flow}/select-plan?${query}`;
}

/**
 * The claim screen of an offer, e.g. to remember as the place to come back to after sign-in:
 * SPONSORED to `/sign-up/claim-offer-sponsored`, the others to `/sign-up/claim-offer`.
 */
export function offerClaimPath(target: OfferClaimTarget): string {
  if (target.offerType === 'SPONSORED') {
    return `/sign-up/claim-offer-sponsored?${buildQueryString({
      code: target.code,
      partner: target.partner ?? null,
      encounterName: target.encounterName ?? null,
    })}`;
  }
  return `/sign-up/claim-offer?${buildQueryString({
    code: target.code,
    partner: target.partner ?? null,
  })}`;
}

/** What the claim screens show once the offer is loaded. */
export type OfferClaimLoad =
  | {
      readonly status: 'ready';
      readonly offer: Offer;
      /** The covered plans and their prices; null when signed out or when they failed to load. */
      readonly prices: readonly OfferPlanPrice[] | null;
    }
  /** The code is unknown (404) or the offer has expired: nothing to retry. */
  | { readonly status: 'unavailable'; readonly reason: 'notFound' | 'expired' }
  /** The offer could not be loaded (network, server): worth a retry. */
  | { readonly status: 'failed'; readonly messageKey: MemberApiMessageKey };

export interface LoadOfferClaimOptions {
  /** Epoch ms (`clock.now()`). */
  readonly now: number;
  /** Load the covered plans' prices too (plans and discounts need a signed-in member). */
  readonly withPrices: boolean;
  /** The member's country for the plans; default US. */
  readonly country?: Country;
}

/**
 * Loads the offer behind a claimed code and, for a signed-in member, the covered plans' prices.
 * Never rejects. A failure to price is not a failure to claim: `prices` is then null.
 */
export async function loadOfferClaim(
  api: Pick<MemberApi, 'getOffer' | 'listPlans' | 'listDiscounts'>,
  claim: Pick<ClaimedOfferQuery, 'code'>,
  options: LoadOfferClaimOptions,
): Promise<OfferClaimLoad> {
  let offer: Offer;
  try {
    offer = await api.getOffer(claim.code);
  } catch (error) {
    if (isMemberApiError(error) && error.messageKey === 'api.errors.notFound') {
      return { status: 'unavailable', reason: 'notFound' };
    }
    return {
      status: 'failed',
      messageKey: isMemberApiError(error) ? error.messageKey : 'api.errors.server',
    };
  }
  if (offer.expires != null && Date.parse(offer.expires) <= options.now) {
    return { status: 'unavailable', reason: 'expired' };
  }
  if (!options.withPrices) return { status: 'ready', offer, prices: null };
  try {
    // The booking's pricing loads with the plans, not with the claim screen's first render.
    const [plans, discounts, { offerPlanPrices }] = await Promise.all([
      api.listPlans({ country: options.country ?? 'US' }),
      api.listDiscounts(),
      import('./offerPlanPrices'),
    ]);
    return {
      status: 'ready',
      offer,
      prices: offerPlanPrices(offer, plans, discounts, options.now),
    };
  } catch {
    // The member API has logged the failed call; the offer itself is still good.
    return { status: 'ready', offer, prices: null };
  }
}
