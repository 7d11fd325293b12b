import type { Observable } from 'rxjs';
import { mapDistinct } from '../store/mapDistinct';
import type { MemberApi } from '../api';
import type { BookingStateStore } from '../booking/bookingStateStore';
import type { Clock, Logger } from '../ports';
import type { Country, Offer } from '../schemas';
import type { AuthState, RootSessionStore } from '../session';
import { RunGuard, StateStore } from '../store';
import {
  loadOfferClaim,
  offerBookingEntryPath,
  offerClaimPath,
  type OfferClaimLoad,
  type OfferClaimTarget,
} from './offerClaim';
import {
  readClaimOfferQuery,
  readClaimOfferSponsoredQuery,
  type ClaimedOfferQuery,
  type OfferQueryValues,
} from './offerQueries';
import type { OfferStore } from './offerStore';
import { linkAssociationPath } from './partnerLink';

/** The two claim screens: a partner's invitation, and a sponsor's offer. */
export type OfferClaimKind = 'INVITED' | 'SPONSORED';

/** What a claim screen shows: no code in the link, the offer loading, or the load's outcome. */
export type OfferClaimView =
  { readonly status: 'empty' } | { readonly status: 'loading' } | OfferClaimLoad;

export interface OfferClaimState {
  /** The offer the link names; undefined when it names none. */
  readonly claim: ClaimedOfferQuery | undefined;
  readonly view: OfferClaimView;
  readonly signedIn: boolean;
}

/** The calls a claim makes (a {@link MemberApi} fits). */
export type OfferClaimCalls = Pick<MemberApi, 'getOffer' | 'listPlans' | 'listDiscounts'>;

export interface OfferClaimServiceOptions {
  readonly kind: OfferClaimKind;
  /** The claim link's query (`code`, `partner`, `encounterName`). */
  readonly query: OfferQueryValues;
  readonly calls: OfferClaimCalls;
  readonly auth: { readonly state$: Observable<AuthState> };
  /** Keeps the offer across the sign-in redirect ("Offer store (local storage)"). */
  readonly offers: Pick<OfferStore, 'rememberOffer'>;
  /** The place to come back to after sign-in. */
  readonly rootSession: Pick<RootSessionStore, 'setContinueTo'>;
  /** The link-association route is "allowed only when a valid associate entry flag is set". */
  readonly booking: Pick<BookingStateStore, 'update'>;
  readonly clock: Clock;
  readonly logger?: Logger;
}

const EMPTY: OfferClaimView = Object.freeze({ status: 'empty' });
const LOADING: OfferClaimView = Object.freeze({ status: 'loading' });

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

/** The session as a claim sees it: whether the member is known, and their country. */
interface ClaimSession {
  readonly status: 'signedIn' | 'signedOut' | 'waiting';
  readonly country: Country;
}

const sessionOf = (state: AuthState): ClaimSession => ({
  status:
    state.status === 'restoring' || state.status === 'signingIn'
      ? 'waiting'
      : state.status === 'signedIn'
        ? 'signedIn'
        : 'signedOut',
  country: state.member?.country ?? 'US',
});

/**
 * The claim screens (Signup/ClaimOffer, Signup/ClaimOfferSponsored) as a service: the link's
 * offer, loaded once the session is known (with the covered plans' prices when signed in, again
 * when that changes), kept in the offer store as soon as it is known to be good; the way to sign
 * in and come back; and, signed in, the way on to the booking (through the partner link for a
 * partner's offer). A failure is logged once per attempt.
 */
export class OfferClaimService extends StateStore<OfferClaimState> {
  private readonly claim: ClaimedOfferQuery | undefined;
  private readonly loads = new RunGuard();
  /** The session the shown offer was loaded for (a new one loads again). */
  private loadedFor: string | undefined;
  private session: ClaimSession = { status: 'waiting', country: 'US' };
  private attempt = 0;

  constructor(private readonly options: OfferClaimServiceOptions) {
    const claim =
      options.kind === 'SPONSORED'
        ? readClaimOfferSponsoredQuery(options.query)
        : readClaimOfferQuery(options.query);
    super({ claim, view: claim === undefined ? EMPTY : LOADING, signedIn: false });
    this.claim = claim;
  }

  /**
   * The screen is open: follows the session and loads the offer for it (once per session; a
   * screen opened again shows what it had). Returns the way to stop following.
   */
  open(): () => void {
    const subscription = mapDistinct(
      this.options.auth.state$,
      sessionOf,
      (a, b) => a.status === b.status && a.country === b.country,
    ).subscribe((session) => this.follow(session));
    return () => subscription.unsubscribe();
  }

  /** Loads the offer again (after a failure). */
  retry(): Promise<void> {
    this.attempt += 1;
    return this.load();
  }

  /** Remembers the claim screen as the place to come back to after sign-in (or joining). */
  rememberForSignIn(): void {
    const offer = this.offer();
    const target = offer ? claimTargetOf(offer, this.claim) : this.claim;
    if (target) this.options.rootSession.setContinueTo(offerClaimPath(target));
  }

  /**
   * Signed in, the way on: a partner's offer links the account first (the link-association
   * route, its entry flag set), any other goes to its booking entry. Null before the offer.
   */
  continueToBooking(): string | null {
    const offer = this.offer();
    if (!offer) return null;
    if (offer.partner) {
      this.options.booking.update({ validAssociateEntry: true });
      return linkAssociationPath({ partnerName: offer.partner.name, offerType: offer.type });
    }
    return offerBookingEntryPath(claimTargetOf(offer, this.claim));
  }

  override dispose(): void {
    this.loads.abandon();
    super.dispose();
  }

  private offer(): Offer | null {
    const { view } = this.getSnapshot();
    return view.status === 'ready' ? view.offer : null;
  }

  private follow(session: ClaimSession): void {
    this.session = session;
    const signedIn = session.status === 'signedIn';
    if (this.getSnapshot().signedIn !== signedIn) this.set({ ...this.getSnapshot(), signedIn });
    if (this.claim === undefined) return;
    if (session.status === 'waiting') {
      this.loads.abandon();
      this.loadedFor = undefined;
      this.set({ ...this.getSnapshot(), view: LOADING });
      return;
    }
    const key = `${session.status}:${session.country}`;
    if (this.loadedFor === key && this.getSnapshot().view.status !== 'failed') return;
    this.loadedFor = key;
    void this.load();
  }

  private async load(): Promise<void> {
    const claim = this.claim;
    if (claim === undefined || this.session.status === 'waiting') return;
    const run = this.loads.start();
    this.set({ ...this.getSnapshot(), view: LOADING });
    const load = await loadOfferClaim(
      this.options.calls,
      { code: claim.code },
      {
        now: this.options.clock.now(),
        withPrices: this.session.status === 'signedIn',
        country: this.session.country,
      },
    );
    if (run.stale) return;
    if (load.status === 'failed') {
      this.options.logger?.warn('Offers: the offer could not be loaded', {
        messageKey: load.messageKey,
        attempt: this.attempt,
      });
    }
    if (load.status === 'ready')
      this.options.offers.rememberOffer(load.offer.code, load.offer.type);
    this.set({ ...this.getSnapshot(), view: load });
  }
}

export type OfferClaimsOptions = Omit<OfferClaimServiceOptions, 'kind' | 'query'>;

/**
 * The claim screens' services, one per link: the same one comes back while the session lasts, so
 * a claim screen opened again shows its offer at once. Cleared at sign-out (the prices are the
 * member's).
 */
export class OfferClaims {
  private readonly open = new Map<string, OfferClaimService>();

  constructor(private readonly options: OfferClaimsOptions) {}

  /** The claim of a link: its kind and its query (`code`, `partner`, `encounterName`). */
  forLink(kind: OfferClaimKind, query: OfferQueryValues): OfferClaimService {
    const key = JSON.stringify([
      kind,
      query['code'] ?? null,
      query['partner'] ?? null,
      query['encounterName'] ?? null,
    ]);
    const existing = this.open.get(key);
    if (existing) return existing;
    const created = new OfferClaimService({ ...this.options, kind, query });
    this.open.set(key, created);
    return created;
  }

  clear(): void {
    for (const claim of this.open.values()) claim.dispose();
    this.open.clear();
  }

  dispose(): void {
    this.clear();
  }
}
