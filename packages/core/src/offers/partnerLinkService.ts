import type { Observable } from 'rxjs';
import { mapDistinct } from '../store/mapDistinct';
import type { MemberApi, MemberApiMessageKey } from '../api';
import type { Logger } from '../ports';
import type { PartnerAssociation } from '../schemas';
import type { AuthState, RootSessionStore } from '../session';
import { RunGuard, StateStore } from '../store';
import { offerBookingEntryPath } from './offerClaim';
import type { OfferStore } from './offerStore';
import {
  checkPartnerLink,
  linkAssociationPath,
  linkPartner,
  linkPartnerFromOwnOffer,
  memberJoinedWithOffer,
  offerCodeForAssociation,
  type LinkAssociationQuery,
  type PartnerLinkOutcome,
} from './partnerLink';

/**
 * Where linking the member to a partner stands: signed out (sign in first), checking the link,
 * the check failed, not linked yet (the member may link), or linked.
 */
export type PartnerLinkStatus = 'signedOut' | 'checking' | 'checkFailed' | 'notLinked' | 'linked';

export interface PartnerLinkState {
  readonly query: LinkAssociationQuery;
  readonly status: PartnerLinkStatus;
  /** The partner as shown: the platform's display name when its answer names this partner. */
  readonly partner: string;
  /** The check's failure (checkFailed). */
  readonly checkError: MemberApiMessageKey | null;
  /** Linked by an earlier visit (the check said so) rather than just now. */
  readonly alreadyLinked: boolean;
  readonly linking: boolean;
  /** Why the last link did not go through (notLinked). */
  readonly linkError: PartnerLinkFailureKey | null;
  /** The booking entry of the kept offer (where "Not now" and the confirmation lead), if any. */
  readonly nextPath: string | null;
}

export type PartnerLinkFailureKey = Extract<PartnerLinkOutcome, { status: 'failed' }>['messageKey'];

/** The calls the link makes (a {@link MemberApi} fits). */
export type PartnerLinkCalls = Pick<
  MemberApi,
  'checkPartnerAssociation' | 'associatePartner' | 'associateMemberWithPartner'
>;

export interface PartnerLinkServiceOptions {
  readonly query: LinkAssociationQuery;
  readonly calls: PartnerLinkCalls;
  readonly auth: { readonly state$: Observable<AuthState> };
  /**
   * "Partner association calls take a token passed in explicitly": the session's access token,
   * read at the moment of each call and handed to it.
   */
  readonly accessToken: () => string | null;
  /** The kept offer: its code goes with the link, and its booking entry comes next. */
  readonly offers: Pick<OfferStore, 'getSnapshot'>;
  readonly rootSession: Pick<RootSessionStore, 'setContinueTo'>;
  readonly logger?: Logger;
}

type SessionStatus = 'signedIn' | 'signedOut' | 'waiting';

const statusOf = (state: AuthState): SessionStatus =>
  state.status === 'restoring' || state.status === 'signingIn'
    ? 'waiting'
    : state.status === 'signedIn'
      ? 'signedIn'
      : 'signedOut';

/**
 * LinkAssociation (`/link-association?partnerName&offerType`) as a service: signed in, it checks
 * the member's link to the partner (with the explicit token); not linked, it links on request:
 * a member whose account was created with the kept offer lets the platform link the partner of
 * that offer (memberassociatepartner, docs/adr/0031-offers-and-partners.md), any other links with
 * the explicit token and the kept offer's code; linked, the way on is the kept offer's booking
 * entry. Signed out, it
 * keeps the link as the place to come back to after sign-in. Failures are logged.
 */
export class PartnerLinkService extends StateStore<PartnerLinkState> {
  private readonly checks = new RunGuard();
  private association: PartnerAssociation | null = null;
  private checkedFor: SessionStatus | undefined;
  /** The signed-in member (their account's offer decides how to link). */
  private member: AuthState['member'] = null;

  constructor(private readonly options: PartnerLinkServiceOptions) {
    super({
      query: options.query,
      status: 'checking',
      partner: options.query.partnerName,
      checkError: null,
      alreadyLinked: false,
      linking: false,
      linkError: null,
      nextPath: null,
    });
  }

  /** The screen is open: follows the session and checks the link once signed in. */
  open(): () => void {
    const members = this.options.auth.state$.subscribe((state) => (this.member = state.member));
    const subscription = mapDistinct(this.options.auth.state$, statusOf).subscribe((status) =>
      this.follow(status),
    );
    return () => {
      subscription.unsubscribe();
      members.unsubscribe();
    };
  }

  /** Checks again (after a failed check). */
  retry(): Promise<void> {
    return this.check();
  }

  /** Signed out: remembers this link as the place to come back to after sign-in. */
  rememberForSignIn(): void {
    this.options.rootSession.setContinueTo(linkAssociationPath(this.options.query));
  }

  /** Links the member to the partner with the kept offer's code. Resolves whether it linked. */
  async link(): Promise<boolean> {
    const state = this.getSnapshot();
    if (state.status !== 'notLinked' || state.linking) return false;
    const { query, calls, offers, logger } = this.options;
    this.set({ ...state, linking: true, linkError: null });
    const token = this.options.accessToken();
    const run = this.checks.current();
    const kept = offers.getSnapshot();
    const outcome: PartnerLinkOutcome = !token
      ? { status: 'failed', messageKey: 'api.errors.signedOut' }
      : memberJoinedWithOffer(this.member, kept, query.offerType)
        ? await linkPartnerFromOwnOffer(calls, query)
        : await linkPartner(calls, token, query, offerCodeForAssociation(kept, query.offerType));
    if (run.stale) return false;
    if (outcome.status === 'linked') {
      this.association = outcome.association;
      this.compose({ status: 'linked', alreadyLinked: false, linking: false });
      return true;
    }
    logger?.warn('Link association: linking failed', { messageKey: outcome.messageKey });
    this.compose({ linking: false, linkError: outcome.messageKey });
    return false;
  }

  override dispose(): void {
    this.checks.abandon();
    super.dispose();
  }

  private follow(status: SessionStatus): void {
    if (status === 'signedIn') {
      if (this.checkedFor !== 'signedIn') {
        this.checkedFor = 'signedIn';
        void this.check();
      }
      return;
    }
    this.checks.abandon();
    this.checkedFor = status;
    this.association = null;
    this.compose({ status: status === 'waiting' ? 'checking' : 'signedOut' });
  }

  private async check(): Promise<void> {
    const run = this.checks.start();
    this.compose({ status: 'checking', checkError: null, linkError: null });
    const token = this.options.accessToken();
    const result = token
      ? await checkPartnerLink(this.options.calls, token, this.options.query)
      : ({ status: 'failed', messageKey: 'api.errors.signedOut' } as const);
    if (run.stale) return;
    if (result.status === 'failed') {
      this.options.logger?.warn('Link association: the check failed', {
        messageKey: result.messageKey,
      });
      this.compose({ status: 'checkFailed', checkError: result.messageKey });
      return;
    }
    this.association = result.association;
    this.compose({ status: result.status, alreadyLinked: result.status === 'linked' });
  }

  private compose(change: Partial<PartnerLinkState>): void {
    const { query, offers } = this.options;
    const kept = offers.getSnapshot();
    const association = this.association;
    this.set({
      ...this.getSnapshot(),
      ...change,
      partner:
        association?.partner?.name.toLowerCase() === query.partnerName.toLowerCase()
          ? association.partner.displayName
          : query.partnerName,
      nextPath:
        kept.memberOfferCode !== null && kept.memberOfferType !== null
          ? offerBookingEntryPath({
              code: kept.memberOfferCode,
              offerType: kept.memberOfferType,
              partner: query.partnerName,
            })
          : null,
    });
  }
}

export type PartnerLinksOptions = Omit<PartnerLinkServiceOptions, 'query'>;

/** The partner links of the session, one per partner and offer type. Cleared at sign-out. */
export class PartnerLinks {
  private readonly open = new Map<string, PartnerLinkService>();

  constructor(private readonly options: PartnerLinksOptions) {}

  forLink(query: LinkAssociationQuery): PartnerLinkService {
    const key = JSON.stringify([query.partnerName.toLowerCase(), query.offerType]);
    const existing = this.open.get(key);
    if (existing) return existing;
    const created = new PartnerLinkService({ ...this.options, query });
    this.open.set(key, created);
    return created;
  }

  clear(): void {
    for (const link of this.open.values()) link.dispose();
    this.open.clear();
  }

  dispose(): void {
    this.clear();
  }
}
