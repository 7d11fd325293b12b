import { describe, expect, it } from 'vitest';
import { MemberApi } from '../api';
import { ScanwiseEventBus } from '../events';
import { HttpClient } from '../http';
import { CALLS, ENTITY_EXAMPLES, type PartnerAssociation } from '../schemas';
import { FakeClock, FakeHttp, RecordingLogger, type FakeHttpReply } from '../testing';
import {
  checkPartnerLink,
  linkAssociationPath,
  linkPartner,
  offerCodeForAssociation,
  readLinkAssociationQuery,
} from './partnerLink';

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

function setup() {
  const clock = new FakeClock(NOW);
  const http = new FakeHttp();
  const client = new HttpClient({
    http,
    baseUrl: 'https://api.scanwise.test',
    clock,
    events: new ScanwiseEventBus(),
    getAccessToken: () => ({ accessToken: 'stored-token', expiresAt: NOW / 1000 + 3600 }),
  });
  const api = new MemberApi({ calls: CALLS, client, logger: new RecordingLogger() });
  const answer = (name: 'partnerAssociate' | 'partnerCheckAssociation', reply: FakeHttpReply) =>
    http.on(CALLS[name].method, CALLS[name].path, reply);
  const sent = (name: 'partnerAssociate' | 'partnerCheckAssociation') =>
    http.requestsTo(CALLS[name].method, CALLS[name].path);
  return { api, answer, sent };
}

const authorization = (headers: Readonly<Record<string, string>> | undefined) =>
  Object.entries(headers ?? {}).find(([key]) => key.toLowerCase() === 'authorization')?.[1];

describe('readLinkAssociationQuery: "Reads query partnerName and offerType."', () => {
  it('a partner name and one of the three offer types (any case)', () => {
    expect(readLinkAssociationQuery({ partnerName: ' acme ', offerType: 'sponsored' })).toEqual({
      partnerName: 'acme',
      offerType: 'SPONSORED',
    });
  });
  it('an incomplete link is undefined', () => {
    expect(readLinkAssociationQuery({ partnerName: 'acme' })).toBeUndefined();
    expect(readLinkAssociationQuery({ partnerName: ' ', offerType: 'INVITED' })).toBeUndefined();
    expect(readLinkAssociationQuery({ partnerName: 'acme', offerType: 'FREE' })).toBeUndefined();
  });
  it('the path back to it', () => {
    expect(linkAssociationPath({ partnerName: 'north wind', offerType: 'INVITED' })).toBe(
      '/link-association?partnerName=north%20wind&offerType=INVITED',
    );
  });
});

describe('offerCodeForAssociation', () => {
  it('sends the kept offer code only when it is of the link type', () => {
    const kept = { memberOfferCode: 'INVITE-NW', memberOfferType: 'INVITED' } as const;
    expect(offerCodeForAssociation(kept, 'INVITED')).toBe('INVITE-NW');
    expect(offerCodeForAssociation(kept, 'SPONSORED')).toBeNull();
  });
});

describe('the partner calls: "Partner association calls take a token passed in explicitly."', () => {
  it('checkassociation sends the explicit token, never the stored one, with the partner name', async () => {
    const { api, answer, sent } = setup();
    answer('partnerCheckAssociation', { status: 200, body: LINKED });
    await expect(checkPartnerLink(api, 'explicit-token', QUERY)).resolves.toEqual({
      status: 'linked',
      association: LINKED,
    });
    const [request] = sent('partnerCheckAssociation');
    expect(authorization(request?.headers)).toBe('Bearer explicit-token');
    expect(request?.url).toContain('partnerName=northwind');
  });

  it('linked to another partner counts as not linked to this one', async () => {
    const { api, answer } = setup();
    answer('partnerCheckAssociation', {
      status: 200,
      body: { ...LINKED, partner: { ...NORTHWIND, name: 'acme' } },
    });
    expect((await checkPartnerLink(api, 't', QUERY)).status).toBe('notLinked');
  });

  it('a failed check resolves failed with the message key', async () => {
    const { api, answer } = setup();
    answer('partnerCheckAssociation', { status: 503, body: { code: 'x', message: 'x' } });
    await expect(checkPartnerLink(api, 't', QUERY)).resolves.toEqual({
      status: 'failed',
      messageKey: 'api.errors.server',
    });
  });

  it('associate sends the explicit token with the partner, the type and the offer code', async () => {
    const { api, answer, sent } = setup();
    answer('partnerAssociate', { status: 200, body: LINKED });
    await expect(linkPartner(api, 'explicit-token', QUERY, 'INVITE-NW')).resolves.toEqual({
      status: 'linked',
      association: LINKED,
    });
    const [request] = sent('partnerAssociate');
    expect(authorization(request?.headers)).toBe('Bearer explicit-token');
    expect(JSON.parse(request?.body as string)).toEqual({
      partnerName: 'northwind',
      offerType: 'INVITED',
      offerCode: 'INVITE-NW',
    });
  });

  it('an answer that is still not associated, or a refusal, is a failure', async () => {
    const still = setup();
    still.answer('partnerAssociate', { status: 200, body: NOT_LINKED });
    await expect(linkPartner(still.api, 't', QUERY, null)).resolves.toEqual({
      status: 'failed',
      messageKey: 'offers.notLinked',
    });
    const refused = setup();
    refused.answer('partnerAssociate', {
      status: 400,
      body: { code: 'unknown_reference', message: 'Unknown partner' },
    });
    await expect(linkPartner(refused.api, 't', QUERY, null)).resolves.toEqual({
      status: 'failed',
      messageKey: 'api.errors.invalidInput',
    });
  });
});
