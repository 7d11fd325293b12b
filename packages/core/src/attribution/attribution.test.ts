import { describe, expect, it } from 'vitest';
import { createScanwiseCore } from '../app/createScanwiseCore';
import { EMAIL, MEMBER, PASSWORD, fakeCorePorts } from '../app/fakeCorePorts.test-support';
import { ENTITY_EXAMPLES, type Member } from '../schemas';
import { createMemoryStoragePorts, type FakeHttp } from '../testing';
import { utmParamsFromQuery } from './utmParams';
import { NEW_EMAIL, NEW_MEMBER_DETAILS, NEW_PASSWORD } from '../join/newMember.test-support';

const ARRIVAL = '?utm_source=newsletter&utm_medium=email&utm_campaign=spring&ref=x';
const UTM = { utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'spring' };

const NEW_MEMBER: Member = {
  ...ENTITY_EXAMPLES.Member,
  id: 'mbr_nora',
  email: NEW_EMAIL,
  firstName: 'Nora',
  lastName: 'West',
  dob: '1982-09-14',
};
const DETAILS = NEW_MEMBER_DETAILS;

/** Lets the fakes' promise chains (journeys' load, the PUT, the reports) settle. */
async function settle(): Promise<void> {
  for (let i = 0; i < 20; i += 1) await Promise.resolve();
  await new Promise((resolve) => setTimeout(resolve, 0));
}

const utmSent = (http: FakeHttp): unknown[] =>
  http.requestsTo('PUT', '/members/utm').map((r) => JSON.parse(r.body as string) as unknown);

/** The core over fakes in production (tracking on) with the platform answering a sign-up. */
function setup(storage = createMemoryStoragePorts()) {
  const fakes = fakeCorePorts({ environment: 'production', storage });
  fakes.http
    .on('PUT', '/members/utm', { status: 204 })
    .on('POST', '/api/tracking/meta', { status: 200, body: {} })
    .on('POST', '/members', { status: 201, body: NEW_MEMBER })
    .on('PUT', '/members/tos', { body: { ...NEW_MEMBER, termsOfService: '2026-05-01T10:00:00Z' } });
  fakes.identity.addAccount({
    username: NEW_EMAIL,
    password: NEW_PASSWORD,
    profile: { sub: NEW_MEMBER.id },
  });
  const core = createScanwiseCore(fakes.options);
  return { ...fakes, core };
}

describe('utmParamsFromQuery', () => {
  it('keeps the five UTM keys only, trimmed, cut to 200 characters, empty ones dropped', () => {
    expect(utmParamsFromQuery(ARRIVAL)).toEqual(UTM);
    expect(
      utmParamsFromQuery(`utm_term=%20scan%20&utm_content=&utm_source=${'a'.repeat(300)}`),
    ).toEqual({ utm_term: 'scan', utm_source: 'a'.repeat(200) });
    expect(utmParamsFromQuery('?code=123&email=jane%40example.com')).toBeNull();
    expect(utmParamsFromQuery('')).toBeNull();
  });
});

describe('ArrivalAttribution: UTM values from arrival to the member (PUT members utm)', () => {
  it('captured on arrival, kept through the sign-in redirect (a reload), sent once the member exists, then cleared', async () => {
    const storage = createMemoryStoragePorts();
    const first = setup(storage);
    expect(first.core.attribution.captureArrival(ARRIVAL)).toBe(true);
    expect(first.core.booking.getSnapshot().utmParams).toEqual(UTM);
    first.core.dispose();

    // Back from the identity provider: a new page over the same session storage.
    const back = setup(storage);
    expect(back.core.attribution.captureArrival('?code=abc&state=s')).toBe(false);
    expect(back.core.attribution.pending()).toEqual(UTM);
    await back.core.start();
    expect(utmSent(back.http)).toEqual([]);
    await back.core.auth.signInWithPassword(EMAIL, PASSWORD);
    await settle();
    expect(utmSent(back.http)).toEqual([UTM]);
    expect(back.core.attribution.pending()).toBeNull();

    // Sent once: a later sign-in sends nothing more.
    await back.core.auth.logout();
    await back.core.auth.signInWithPassword(EMAIL, PASSWORD);
    await settle();
    expect(utmSent(back.http)).toHaveLength(1);
    back.core.dispose();
  });

  it('kept through sign-up (Join) and sent to the new member', async () => {
    const s = setup();
    s.core.attribution.captureArrival(ARRIVAL);
    expect((await s.core.signUp.submit(DETAILS)).ok).toBe(true);
    await settle();
    expect(utmSent(s.http)).toEqual([UTM]);
    s.core.dispose();
  });

  it('a failed send keeps the values for the next time a member exists', async () => {
    const s = setup();
    s.http.on('PUT', '/members/utm', { status: 500, body: { code: 'boom' } });
    s.core.attribution.captureArrival(ARRIVAL);
    await s.core.auth.signInWithPassword(EMAIL, PASSWORD);
    await settle();
    expect(utmSent(s.http)).toHaveLength(1);
    expect(s.core.attribution.pending()).toEqual(UTM);
    s.http.on('PUT', '/members/utm', { status: 204 });
    await s.core.auth.logout();
    await s.core.auth.signInWithPassword(EMAIL, PASSWORD);
    await settle();
    expect(utmSent(s.http)).toHaveLength(2);
    expect(s.core.attribution.pending()).toBeNull();
    s.core.dispose();
  });

  it('behind consent like page views: refused, nothing is sent; given later, they go', async () => {
    const s = setup();
    s.core.consent.refuse();
    s.core.attribution.captureArrival(ARRIVAL);
    await s.core.auth.signInWithPassword(EMAIL, PASSWORD);
    await settle();
    expect(utmSent(s.http)).toEqual([]);
    expect(s.core.attribution.pending()).toEqual(UTM);
    s.core.consent.grant();
    await settle();
    expect(utmSent(s.http)).toEqual([UTM]);
    s.core.dispose();
  });
});

describe('Account created: the ACCOUNT_CREATED stage and the CompleteRegistration conversion', () => {
  it('reported once the new member is signed in, with no name, e-mail or date of birth', async () => {
    const s = setup();
    s.core.tracking.pageView('/join');
    expect((await s.core.signUp.submit(DETAILS)).ok).toBe(true);
    await settle();
    expect(
      s.http
        .requestsTo('POST', '/api/members/bookingstage')
        .map((r) => JSON.parse(r.body as string) as unknown),
    ).toEqual([{ stage: 'ACCOUNT_CREATED' }]);
    expect(s.tracking.bookingStages()).toEqual(['ACCOUNT_CREATED']);
    const [pixel] = s.tracking.custom('CompleteRegistration');
    expect(pixel).toBeDefined();
    const [server] = s.http.requestsTo('POST', '/api/tracking/meta');
    const conversion = JSON.parse(server?.body as string) as Record<string, unknown>;
    expect(conversion).toMatchObject({
      eventName: 'CompleteRegistration',
      eventSourceUrl: 'https://api.scanwise.test/join',
      actionSource: 'website',
    });
    // The pixel event and the server call share one id, so the ad platform counts one.
    expect(pixel).toMatchObject({ data: { eventId: conversion['eventId'] } });
    const sentToTrackers = JSON.stringify([s.tracking.events, conversion]);
    for (const personal of [NEW_EMAIL, 'Nora', 'West', DETAILS.dob, NEW_MEMBER.id, MEMBER.email])
      expect(sentToTrackers).not.toContain(personal);
    s.core.dispose();
  });

  it('consent refused: no stage event, no pixel and no server conversion', async () => {
    const s = setup();
    s.core.consent.refuse();
    s.core.tracking.pageView('/join');
    expect((await s.core.signUp.submit(DETAILS)).ok).toBe(true);
    await settle();
    expect(s.tracking.events).toEqual([]);
    expect(s.http.requestsTo('POST', '/api/tracking/meta')).toEqual([]);
    s.core.dispose();
  });
});
