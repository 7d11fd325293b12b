import { BehaviorSubject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { MemberApi } from '../api';
import { HttpClient } from '../http';
import { CALLS, ENTITY_EXAMPLES, type PartnerAssociation } from '../schemas';
import type { AuthState } from '../session';
import {
  FakeClock,
  FakeHttp,
  MemoryStorage,
  RecordingLogger,
  flushPromises,
  type FakeHttpReply,
} from '../testing';
import { createOfferStore } from './offerStore';
import { PartnerLinks } from './partnerLinkService';

const NOW = Date.parse('2026-11-23T12:00:00Z');
const NORTHWIND = {
  ...ENTITY_EXAMPLES.Partner,
  name: 'northwind',
  displayName: 'Northwind Health',
};
const LINKED: PartnerAssociation = {
  associated: true,
  partner: NORTHWIND,
  offerType: 'INVITED',
  memberId: 'mbr_demo',
};
const NOT_LINKED: PartnerAssociation = {
  associated: false,
  partner: null,
  offerType: null,
  memberId: 'mbr_demo',
};
const QUERY = { partnerName: 'northwind', offerType: 'INVITED' } as const;

const authState = (status: AuthState['status']): AuthState => ({
  status,
  kind: null,
  user: null,
  member: null,
  roles: [],
  partial: false,
  error: null,
  signOutNotice: null,
});

function setup(status: AuthState['status'] = 'signedIn') {
  const clock = new FakeClock(NOW);
  const http = new FakeHttp();
  const logger = new RecordingLogger();
  type Call = 'partnerAssociate' | 'partnerCheckAssociation' | 'memberAssociatePartner';
  const answer = (name: Call, reply: FakeHttpReply) =>
    http.on(CALLS[name].method, CALLS[name].path, reply);
  const sent = (name: Call) => http.requestsTo(CALLS[name].method, CALLS[name].path);
  answer('partnerCheckAssociation', { body: NOT_LINKED });
  answer('partnerAssociate', { body: LINKED });
  answer('memberAssociatePartner', { body: LINKED });
  const api = new MemberApi({
    calls: CALLS,
    client: new HttpClient({ http, baseUrl: 'https://api.scanwise.test', clock }),
    logger,
  });
  const auth = new BehaviorSubject(authState(status));
  const offers = createOfferStore({ storage: new MemoryStorage() });
  offers.rememberOffer('INVITE-NW', 'INVITED');
  let token: string | null = 'explicit-token';
  const continueTo: (string | null)[] = [];
  const links = new PartnerLinks({
    calls: api,
    auth: { state$: auth.asObservable() },
    accessToken: () => token,
    offers,
    rootSession: { setContinueTo: (path) => continueTo.push(path) },
    logger,
  });
  const dropToken = (): void => {
    token = null;
  };
  return { answer, sent, logger, auth, continueTo, links, dropToken };
}

const authorization = (headers: Readonly<Record<string, string>> | undefined) =>
  Object.entries(headers ?? {}).find(([key]) => key.toLowerCase() === 'authorization')?.[1];

/** A signed-in member whose account was created with this offer (Join sends the kept offer). */
const joinedWith = (offerCode: string, offerType: 'INVITED' | 'SPONSORED'): AuthState => ({
  ...authState('signedIn'),
  member: { ...ENTITY_EXAMPLES.Member, offerCode, offerType },
});

describe("PartnerLinkService: the member's own partner association (memberassociatepartner)", () => {
  it('a member whose account was created with the kept offer is linked by the platform from that offer, not with the explicit token', async () => {
    const { links, sent, auth } = setup();
    auth.next(joinedWith('invite-nw', 'INVITED'));
    const link = links.forLink(QUERY);
    link.open();
    await flushPromises(60);
    expect(link.getSnapshot().status).toBe('notLinked');
    expect(await link.link()).toBe(true);
    const [request] = sent('memberAssociatePartner');
    expect(request?.body ?? null).toBeNull();
    // The client adds the session's token as to every member call (none in this test), not the
    // explicit one; and no partner name from the link: the platform reads the account's offer.
    expect(authorization(request?.headers)).not.toBe('Bearer explicit-token');
    expect(sent('partnerAssociate')).toHaveLength(0);
    expect(link.getSnapshot()).toMatchObject({ status: 'linked', partner: 'Northwind Health' });
  });

  it('an account created with another offer, or none, links with the explicit token and the kept code', async () => {
    for (const state of [
      joinedWith('OTHER-CODE', 'INVITED'),
      joinedWith('INVITE-NW', 'SPONSORED'),
      authState('signedIn'),
    ]) {
      const { links, sent, auth } = setup();
      auth.next(state);
      const link = links.forLink(QUERY);
      link.open();
      await flushPromises(60);
      expect(await link.link()).toBe(true);
      expect(sent('memberAssociatePartner')).toHaveLength(0);
      expect(sent('partnerAssociate')).toHaveLength(1);
    }
  });

  it('"Errors reject.": a refusal, or a link to another partner, stays on the page with the reason, logged', async () => {
    const { links, answer, auth, logger } = setup();
    auth.next(joinedWith('INVITE-NW', 'INVITED'));
    answer('memberAssociatePartner', {
      status: 404,
      body: { code: 'no_partner_offer', message: 'x' },
    });
    const link = links.forLink(QUERY);
    link.open();
    await flushPromises(60);
    expect(await link.link()).toBe(false);
    expect(link.getSnapshot()).toMatchObject({
      status: 'notLinked',
      linkError: 'api.errors.notFound',
    });
    expect(logger.has('warn', 'Link association: linking failed')).toBe(true);
    answer('memberAssociatePartner', {
      body: { ...LINKED, partner: { ...NORTHWIND, name: 'acme', displayName: 'Acme Corp' } },
    });
    expect(await link.link()).toBe(false);
    expect(link.getSnapshot().linkError).toBe('offers.notLinked');
  });
});

describe('PartnerLinkService: link-association', () => {
  it('checks with the explicit token, then links on request with the kept offer’s code', async () => {
    const { links, sent } = setup();
    const link = links.forLink(QUERY);
    link.open();
    await flushPromises(60);
    expect(link.getSnapshot()).toMatchObject({
      status: 'notLinked',
      partner: 'northwind',
      nextPath: '/invite/select-plan?code=INVITE-NW&partner=northwind',
    });
    expect(authorization(sent('partnerCheckAssociation')[0]?.headers)).toBe(
      'Bearer explicit-token',
    );
    expect(await link.link()).toBe(true);
    expect(JSON.parse(sent('partnerAssociate')[0]?.body as string)).toEqual({
      partnerName: 'northwind',
      offerType: 'INVITED',
      offerCode: 'INVITE-NW',
    });
    expect(link.getSnapshot()).toMatchObject({
      status: 'linked',
      alreadyLinked: false,
      partner: 'Northwind Health',
    });
  });

  it('a member linked already is told so, and nothing is linked again', async () => {
    const { links, answer, sent } = setup();
    answer('partnerCheckAssociation', { body: LINKED });
    const link = links.forLink(QUERY);
    link.open();
    await flushPromises(60);
    expect(link.getSnapshot()).toMatchObject({ status: 'linked', alreadyLinked: true });
    expect(await link.link()).toBe(false);
    expect(sent('partnerAssociate')).toHaveLength(0);
  });

  it('a failed check is logged and checks again on retry', async () => {
    const { links, answer, logger } = setup();
    answer('partnerCheckAssociation', { status: 503, body: { code: 'x', message: 'x' } });
    const link = links.forLink(QUERY);
    link.open();
    await flushPromises(60);
    expect(link.getSnapshot()).toMatchObject({
      status: 'checkFailed',
      checkError: 'api.errors.server',
    });
    expect(logger.has('warn', 'Link association: the check failed')).toBe(true);
    answer('partnerCheckAssociation', { body: LINKED });
    await link.retry();
    expect(link.getSnapshot().status).toBe('linked');
  });

  it('a refused link keeps the page with the reason, logged, and can be tried again', async () => {
    const { links, answer, logger } = setup();
    answer('partnerAssociate', { status: 400, body: { code: 'unknown_reference', message: 'x' } });
    const link = links.forLink(QUERY);
    link.open();
    await flushPromises(60);
    expect(await link.link()).toBe(false);
    expect(link.getSnapshot()).toMatchObject({
      status: 'notLinked',
      linking: false,
      linkError: 'api.errors.invalidInput',
    });
    expect(logger.has('warn', 'Link association: linking failed')).toBe(true);
    answer('partnerAssociate', { body: LINKED });
    expect(await link.link()).toBe(true);
  });

  it('an answer that names another partner still asks about this one, named as the link names it', async () => {
    const { links, answer } = setup();
    answer('partnerCheckAssociation', {
      body: { ...LINKED, partner: { ...NORTHWIND, name: 'acme', displayName: 'Acme Corp' } },
    });
    const link = links.forLink(QUERY);
    link.open();
    await flushPromises(60);
    expect(link.getSnapshot()).toMatchObject({ status: 'notLinked', partner: 'northwind' });
  });

  it('signed out: nothing is checked, and the link is kept to come back to after sign-in', async () => {
    const { links, sent, continueTo, auth } = setup('signedOut');
    const link = links.forLink(QUERY);
    link.open();
    await flushPromises(60);
    expect(link.getSnapshot().status).toBe('signedOut');
    expect(sent('partnerCheckAssociation')).toHaveLength(0);
    link.rememberForSignIn();
    expect(continueTo).toEqual(['/link-association?partnerName=northwind&offerType=INVITED']);
    auth.next(authState('signedIn'));
    await flushPromises(60);
    expect(link.getSnapshot().status).toBe('notLinked');
  });

  it('without a token the check fails as signed out, with no call', async () => {
    const { links, sent, dropToken } = setup();
    dropToken();
    const link = links.forLink(QUERY);
    link.open();
    await flushPromises(60);
    expect(link.getSnapshot()).toMatchObject({
      status: 'checkFailed',
      checkError: 'api.errors.signedOut',
    });
    expect(sent('partnerCheckAssociation')).toHaveLength(0);
  });
});
