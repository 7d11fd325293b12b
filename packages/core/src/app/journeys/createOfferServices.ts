import { OfferClaims, PartnerLinks } from '../../offers';
import type { SessionCore } from '../createSessionCore';
import type { CreateSessionCoreOptions } from '../scanwiseOptions';
import { forgetOnSignOut, type Disposable, type MadeJourneyParts } from './madeParts';
import { memberApiOnDemand, type CallsPreload } from './memberApiOnDemand';
import { offerCalls } from './publicCallParts';

/** The offers' journeys (public): claim-offer and linking the member to a partner. */
export interface OfferServices extends Disposable {
  /** The claim-offer screens: the link's offer, sign-in and the way on to the booking. */
  readonly offerClaims: OfferClaims;
  /** Linking the member to a partner (link-association) with the explicit token. */
  readonly partnerLinks: PartnerLinks;
}

export function createOfferServices(
  session: SessionCore,
  options: CreateSessionCoreOptions,
  made: Pick<MadeJourneyParts, 'calls'> & CallsPreload = {},
): OfferServices {
  const { auth } = session;
  const { logger } = options.ports;
  // The calls' code (and the catalogue's parts) loads with the first call: the page renders
  // without it.
  const api = memberApiOnDemand(session, options, made, offerCalls);
  const offerClaims = new OfferClaims({
    calls: api,
    auth,
    offers: session.offer,
    rootSession: session.rootSession,
    booking: session.booking,
    clock: options.ports.clock,
    logger,
  });
  const partnerLinks = new PartnerLinks({
    calls: api,
    auth,
    accessToken: () => auth.storedAccessToken()?.accessToken ?? null,
    offers: session.offer,
    rootSession: session.rootSession,
    logger,
  });
  // A claim and a link belong to the member: forgotten when they sign out.
  const signOut = forgetOnSignOut(auth, () => {
    offerClaims.clear();
    partnerLinks.clear();
  });
  return {
    offerClaims,
    partnerLinks,
    dispose(): void {
      signOut.unsubscribe();
      offerClaims.dispose();
      partnerLinks.dispose();
    },
  };
}
