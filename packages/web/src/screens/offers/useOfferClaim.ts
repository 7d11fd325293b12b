import {
  linkAssociationPath,
  loadOfferClaim,
  offerBookingEntryPath,
  offerClaimPath,
  parseRouteSearch,
  readClaimOfferQuery,
  readClaimOfferSponsoredQuery,
  type ClaimedOfferQuery,
  type Offer,
  type OfferClaimLoad,
  type OfferClaimTarget,
} from '@scanwise/core';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { defer, map, of, shareReplay, startWith, tap, type Observable } from 'rxjs';
import { TOKENS } from '../../composition/tokens';
import { useObservable } from '../../composition/useObservable';
import { useService } from '../../composition/useService';

export type OfferClaimView =
  { readonly status: 'empty' } | { readonly status: 'loading' } | OfferClaimLoad;

const LOADING: OfferClaimView = { status: 'loading' };
const EMPTY: OfferClaimView = { status: 'empty' };

export interface OfferClaim {
  readonly claim: ClaimedOfferQuery | undefined;
  readonly view: OfferClaimView;
  readonly signedIn: boolean;
  readonly retry: () => void;
  /** Remembers the claim screen for after sign-in, then opens `/sign-in` (or `/join`). */
  readonly rememberForSignIn: () => void;
  readonly signIn: () => void;
  /** Signed in: a partner offer links the account first, any other goes to its booking entry. */
  readonly continueToBooking: () => void;
}

/** What a loaded offer carries to its booking entry (the link's values win over the offer's). */
export function claimTargetOf(
  offer: Offer,
  claim: ClaimedOfferQuery | undefined,
): OfferClaimTarget {
  return {
    code: offer.code,
    offerType: offer.type,
    partner: claim?.partner ?? offer.partner?.name ?? null,
    encounterName: claim?.encounterName ?? offer.encounterName ?? null,
  };
}

/**
 * The claim screens' state: the link's offer (`readClaimOfferQuery` or the sponsored one), loaded
 * with `loadOfferClaim` (with the covered plans' prices once signed in), kept in the offer store
 * as soon as it is known to be good ("the offer kept across the sign-in redirect"). A failure is
 * logged once per attempt.
 */
export function useOfferClaim(kind: 'INVITED' | 'SPONSORED'): OfferClaim {
  const location = useLocation();
  const navigate = useNavigate();
  const memberApi = useService(TOKENS.memberApi);
  const auth = useService(TOKENS.auth);
  const clock = useService(TOKENS.clock);
  const logger = useService(TOKENS.logger);
  const offerStore = useService(TOKENS.offer);
  const booking = useService(TOKENS.booking);
  const rootSession = useService(TOKENS.rootSession);
  const authState = useObservable(
    auth.state$,
    useCallback(() => auth.getSnapshot(), [auth]),
  );
  const signedIn = authState.status === 'signedIn';
  const restoring = authState.status === 'restoring' || authState.status === 'signingIn';
  const country = authState.member?.country ?? 'US';
  const search = location.search;
  const claim = useMemo(() => {
    const query = parseRouteSearch(search);
    return kind === 'SPONSORED' ? readClaimOfferSponsoredQuery(query) : readClaimOfferQuery(query);
  }, [kind, search]);
  const [attempt, setAttempt] = useState(0);
  const code = claim?.code;

  const load$: Observable<OfferClaimView> = useMemo(() => {
    if (code === undefined) return of(EMPTY);
    if (restoring) return of(LOADING);
    return defer(() =>
      loadOfferClaim(memberApi, { code }, { now: clock.now(), withPrices: signedIn, country }),
    ).pipe(
      tap((load) => {
        if (load.status === 'failed') {
          logger.warn('Offers: the offer could not be loaded', {
            messageKey: load.messageKey,
            attempt,
          });
        }
      }),
      map((load): OfferClaimView => load),
      startWith(LOADING),
      shareReplay({ bufferSize: 1, refCount: false }),
    );
  }, [code, restoring, signedIn, country, attempt, memberApi, clock, logger]);
  const view = useObservable(load$) ?? LOADING;

  const offer = view.status === 'ready' ? view.offer : null;
  useEffect(() => {
    if (offer) offerStore.rememberOffer(offer.code, offer.type);
  }, [offer, offerStore]);

  const rememberForSignIn = useCallback(() => {
    const target = offer ? claimTargetOf(offer, claim) : (claim ?? null);
    if (target) rootSession.setContinueTo(offerClaimPath(target));
  }, [offer, claim, rootSession]);

  return {
    claim,
    view,
    signedIn,
    retry: () => setAttempt((count) => count + 1),
    rememberForSignIn,
    signIn: () => {
      rememberForSignIn();
      void navigate('/sign-in');
    },
    continueToBooking: () => {
      if (!offer) return;
      if (offer.partner) {
        // The link-association route is "allowed only when a valid associate entry flag is set".
        booking.update({ validAssociateEntry: true });
        void navigate(
          linkAssociationPath({ partnerName: offer.partner.name, offerType: offer.type }),
        );
        return;
      }
      void navigate(offerBookingEntryPath(claimTargetOf(offer, claim)));
    },
  };
}
