import { BehaviorSubject } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import { MemberApi } from '../api';
import { HttpClient } from '../http';
import {
  CALLS,
  ENTITY_EXAMPLES,
  type CallName,
  type Discount,
  type Member,
  type Offer,
  type Plan,
} from '../schemas';
import type { AuthState } from '../session';
import {
  FakeClock,
  FakeHttp,
  MemoryStorage,
  RecordingLogger,
  flushPromises,
  type FakeHttpReply,
} from '../testing';
import { OfferClaims } from './offerClaimService';
import { createOfferStore } from './offerStore';

const NOW = Date.parse('2026-11-23T12:00:00Z');
const FULL_BODY: Plan = { ...ENTITY_EXAMPLES.Plan, id: 'pkg_full_body', price: 249_500 };
const SPRING10: Discount = {
  ...ENTITY_EXAMPLES.Discount,
  id: 'dsc_spring10',
  code: 'SPRING10',
  expires: null,
};
const NORTHWIND = { ...ENTITY_EXAMPLES.Partner, name: 'northwind', displayName: 'Northwind' };
const INVITE: Offer = {
  ...ENTITY_EXAMPLES.Offer,
  code: 'INVITE-NW',
  type: 'INVITED',
  partner: NORTHWIND,
  expires: null,
};
const SPONSORED: Offer = {
  ...INVITE,
  code: 'ACME2026',
  type: 'SPONSORED',
  partner: null,
  encounterName: 'Acme screening',
};

const authState = (status: AuthState['status'], member: Member | null = null): AuthState => ({
  status,
  kind: null,
  user: null,
  member,
  roles: [],
  partial: false,
  error: null,
  signOutNotice: null,
});

function setup(status: AuthState['status'] = 'signedOut') {
  const clock = new FakeClock(NOW);
  const http = new FakeHttp();
  const logger = new RecordingLogger();
  const answer = (name: CallName, reply: FakeHttpReply) =>
    http.on(CALLS[name].method, CALLS[name].path, reply);
  const sent = (name: CallName) => http.requestsTo(CALLS[name].method, CALLS[name].path);
  answer('offerGet', { body: INVITE });
  answer('planList', { body: [FULL_BODY] });
  answer('discountList', { body: [SPRING10] });
  const api = new MemberApi({
    calls: CALLS,
    client: new HttpClient({ http, baseUrl: 'https://api.scanwise.test', clock }),
    logger,
  });
  const auth = new BehaviorSubject(authState(status, ENTITY_EXAMPLES.Member));
  const offers = createOfferStore({ storage: new MemoryStorage() });
  const continueTo: (string | null)[] = [];
  const bookingPatches: unknown[] = [];
  const claims = new OfferClaims({
    calls: api,
    auth: { state$: auth.asObservable() },
    offers,
    rootSession: { setContinueTo: (path) => continueTo.push(path) },
    booking: {
      update: (patch) => {
        bookingPatches.push(patch);
        return ENTITY_EXAMPLES as never;
      },
    },
    clock,
    logger,
  });
  return { answer, sent, logger, auth, offers, continueTo, bookingPatches, claims };
}

const INVITE_LINK = { code: 'INVITE-NW', partner: 'northwind' };

describe('OfferClaimService: the claim screens', () => {
  it('a link without a code has nothing to claim and loads nothing', async () => {
    const { claims, sent } = setup();
    const claim = claims.forLink('INVITED', { partner: 'northwind' });
    const close = claim.open();
    await flushPromises();
    expect(claim.getSnapshot()).toEqual({
      claim: undefined,
      view: { status: 'empty' },
      signedIn: false,
    });
    expect(sent('offerGet')).toHaveLength(0);
    close();
  });

  it('shows a visitor the offer without prices and keeps it in the offer store', async () => {
    const { claims, offers, sent } = setup('signedOut');
    const claim = claims.forLink('INVITED', INVITE_LINK);
    claim.open();
    await flushPromises(60);
    expect(claim.getSnapshot().view).toEqual({ status: 'ready', offer: INVITE, prices: null });
    expect(offers.getSnapshot()).toEqual({
      memberOfferCode: 'INVITE-NW',
      memberOfferType: 'INVITED',
    });
    expect(sent('planList')).toHaveLength(0);
  });

  it('waits while the session is restored, then prices the covered plans for the member', async () => {
    const { claims, auth, sent } = setup('restoring');
    const claim = claims.forLink('INVITED', INVITE_LINK);
    claim.open();
    await flushPromises(60);
    expect(claim.getSnapshot().view).toEqual({ status: 'loading' });
    expect(sent('offerGet')).toHaveLength(0);
    auth.next(authState('signedIn', ENTITY_EXAMPLES.Member));
    // The prices' code loads with the plans (a module of its own): more than a few turns.
    await vi.waitFor(() => expect(claim.getSnapshot().view.status).toBe('ready'));
    const { view, signedIn } = claim.getSnapshot();
    expect(signedIn).toBe(true);
    expect(view.status === 'ready' && view.prices?.map((p) => p.plan.id)).toEqual([
      'pkg_full_body',
    ]);
  });

  it('a failed load is logged and loads again on retry', async () => {
    const { claims, answer, logger } = setup();
    answer('offerGet', { status: 503, body: { code: 'x', message: 'x' } });
    const claim = claims.forLink('INVITED', INVITE_LINK);
    claim.open();
    await flushPromises(60);
    expect(claim.getSnapshot().view).toEqual({ status: 'failed', messageKey: 'api.errors.server' });
    expect(logger.has('warn', 'Offers: the offer could not be loaded')).toBe(true);
    answer('offerGet', { body: INVITE });
    await claim.retry();
    expect(claim.getSnapshot().view.status).toBe('ready');
  });

  it('a screen opened again shows its offer at once, without loading it again', async () => {
    const { claims, sent } = setup();
    const claim = claims.forLink('INVITED', INVITE_LINK);
    const close = claim.open();
    await flushPromises(60);
    close();
    expect(claims.forLink('INVITED', { ...INVITE_LINK })).toBe(claim);
    claim.open();
    await flushPromises(60);
    expect(claim.getSnapshot().view.status).toBe('ready');
    expect(sent('offerGet')).toHaveLength(1);
  });

  it('remembers the claim screen to come back to after sign-in', async () => {
    const { claims, continueTo } = setup();
    const claim = claims.forLink('INVITED', INVITE_LINK);
    claim.rememberForSignIn();
    claim.open();
    await flushPromises(60);
    claim.rememberForSignIn();
    expect(continueTo).toEqual([
      '/sign-up/claim-offer?code=INVITE-NW&partner=northwind',
      '/sign-up/claim-offer?code=INVITE-NW&partner=northwind',
    ]);
  });

  it('signed in, a partner’s offer goes through the partner link, its entry flag set', async () => {
    const { claims, bookingPatches } = setup('signedIn');
    const claim = claims.forLink('INVITED', INVITE_LINK);
    expect(claim.continueToBooking()).toBeNull();
    claim.open();
    // The prices' code loads with the plans (a module of its own): more than a few turns.
    await vi.waitFor(() => expect(claim.getSnapshot().view.status).toBe('ready'));
    expect(claim.continueToBooking()).toBe(
      '/link-association?partnerName=northwind&offerType=INVITED',
    );
    expect(bookingPatches).toEqual([{ validAssociateEntry: true }]);
  });

  it('signed in, any other offer goes to its booking entry with the link’s values', async () => {
    const { claims, answer } = setup('signedIn');
    answer('offerGet', { body: SPONSORED });
    const claim = claims.forLink('SPONSORED', {
      code: 'ACME2026',
      partner: 'acme',
      encounterName: 'Acme executive scan',
    });
    claim.open();
    // The prices' code loads with the plans (a module of its own): more than a few turns.
    await vi.waitFor(() => expect(claim.getSnapshot().view.status).toBe('ready'));
    expect(claim.continueToBooking()).toBe(
      '/sponsored/select-plan?code=ACME2026&partner=acme&encounterName=Acme%20executive%20scan',
    );
  });

  it('a sign-out (clear) forgets the claims and their prices', () => {
    const { claims } = setup('signedIn');
    const claim = claims.forLink('INVITED', INVITE_LINK);
    claims.clear();
    expect(claim.disposed).toBe(true);
    expect(claims.forLink('INVITED', INVITE_LINK)).not.toBe(claim);
  });
});
