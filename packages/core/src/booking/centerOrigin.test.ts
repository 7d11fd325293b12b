import { describe, expect, it } from 'vitest';
import { MemberApi } from '../api';
import { ScanwiseEventBus } from '../events';
import { HttpClient } from '../http';
import { CALLS, ENTITY_EXAMPLES, type Member, type PostalCodeLocation } from '../schemas';
import { FakeClock, FakeHttp, RecordingLogger, type FakeHttpReply } from '../testing';
import { CenterOrigin } from './centerOrigin';

/** The platform's postal code table, as the fake answers it. */
const PLACES: Record<string, PostalCodeLocation> = {
  'US:10118': { postalCode: '10118', country: 'US', latitude: 40.7484, longitude: -73.9857 },
  'US:10001': { postalCode: '10001', country: 'US', latitude: 40.7506, longitude: -73.9972 },
  'GB:W1G 9PF': { postalCode: 'W1G 9PF', country: 'GB', latitude: 51.5203, longitude: -0.1469 },
  'GB:M3 3AP': { postalCode: 'M3 3AP', country: 'GB', latitude: 53.4808, longitude: -2.2509 },
};

const usMember: Member = {
  ...ENTITY_EXAMPLES.Member,
  country: 'US',
  address: {
    line1: '350 Fifth Avenue',
    line2: null,
    city: 'New York',
    state: 'NY',
    postalCode: '10118',
    country: 'US',
  },
};

function setup(member: Member | null = usMember) {
  const clock = new FakeClock();
  const http = new FakeHttp();
  const logger = new RecordingLogger();
  const client = new HttpClient({
    http,
    baseUrl: 'https://api.scanwise.test',
    clock,
    events: new ScanwiseEventBus(),
    getAccessToken: () => ({ accessToken: 'token', expiresAt: clock.now() / 1000 + 3600 }),
  });
  const api = new MemberApi({ calls: CALLS, client, logger });
  let answer = (code: string, country: string): FakeHttpReply => {
    const found = PLACES[`${country}:${code}`];
    return found
      ? { body: found }
      : { status: 404, body: { code: 'not_found', message: 'Postal code not found' } };
  };
  http.on('GET', CALLS.postalCodeLookup.path, ({ params, query }) =>
    answer(params['postalCode'] ?? '', query['country'] ?? ''),
  );
  const origin = new CenterOrigin({ api, currentMember: () => member });
  const lookups = () => http.requestsTo('GET', CALLS.postalCodeLookup.path);
  return {
    origin,
    lookups,
    logger,
    failWith: (reply: FakeHttpReply) => {
      answer = () => reply;
    },
  };
}

describe('CenterOrigin', () => {
  it("starts from the member's own address, looked up once", async () => {
    const t = setup();
    const started = t.origin.start('US');
    expect(t.origin.getSnapshot().activity).toBe('locatingAddress');
    await started;
    await t.origin.start('US');
    expect(t.origin.getSnapshot()).toMatchObject({
      country: 'US',
      activity: null,
      problem: null,
      origin: { source: 'memberAddress', postalCode: '10118', point: { latitude: 40.7484 } },
    });
    expect(t.lookups()).toHaveLength(1);
  });

  it('replaces the origin by a ZIP code the member types, and goes back to the address', async () => {
    const t = setup();
    await t.origin.start('US');
    const outcome = await t.origin.search(' 10001-1234 ');
    expect(outcome).toMatchObject({
      ok: true,
      origin: { source: 'postalCode', postalCode: '10001' },
    });
    expect(t.origin.getSnapshot().origin).toMatchObject({
      source: 'postalCode',
      postalCode: '10001',
    });
    t.origin.backToMemberAddress();
    expect(t.origin.getSnapshot().origin).toMatchObject({
      source: 'memberAddress',
      postalCode: '10118',
    });
    expect(t.lookups()).toHaveLength(2);
  });

  it('refuses an invalid ZIP code without a call, and keeps the origin', async () => {
    const t = setup();
    await t.origin.start('US');
    expect(await t.origin.search('1234')).toEqual({ ok: false, reason: 'invalid', typed: '1234' });
    expect(await t.origin.search('  ')).toEqual({ ok: false, reason: 'empty', typed: '  ' });
    expect(t.origin.getSnapshot()).toMatchObject({
      origin: { source: 'memberAddress' },
      problem: { reason: 'empty' },
    });
    expect(t.lookups()).toHaveLength(1);
  });

  it('says a ZIP code the platform does not know is not found (a result, not a throw)', async () => {
    const t = setup();
    await t.origin.start('US');
    expect(await t.origin.search('99999')).toEqual({
      ok: false,
      reason: 'notFound',
      typed: '99999',
    });
    expect(t.origin.getSnapshot()).toMatchObject({
      activity: null,
      origin: { source: 'memberAddress' },
      problem: { reason: 'notFound', typed: '99999' },
    });
    t.origin.backToMemberAddress();
    expect(t.origin.getSnapshot().problem).toBeNull();
  });

  it('says the search is unavailable when the lookup fails, with the call’s reason', async () => {
    const t = setup();
    await t.origin.start('US');
    t.failWith({ status: 500, body: { code: 'server_error', message: 'Broken' } });
    expect(await t.origin.search('10001')).toEqual({
      ok: false,
      reason: 'unavailable',
      typed: '10001',
      detail: 'api.errors.server',
    });
  });

  it('searches UK postcodes in any case and spacing for UK centers', async () => {
    const gbMember: Member = {
      ...usMember,
      country: 'GB',
      address: { ...usMember.address!, state: 'LDN', postalCode: 'W1G 9PF', country: 'GB' },
    };
    const t = setup(gbMember);
    await t.origin.start('GB');
    expect(t.origin.getSnapshot().origin?.postalCode).toBe('W1G 9PF');
    expect(await t.origin.search('m33ap')).toMatchObject({
      ok: true,
      origin: { postalCode: 'M3 3AP' },
    });
    expect(await t.origin.search('10001')).toMatchObject({ ok: false, reason: 'invalid' });
    expect(await t.origin.search('SW1A 1AA')).toMatchObject({ ok: false, reason: 'notFound' });
  });

  it('has no origin when the member has no address, or one the platform does not know', async () => {
    const none = setup({ ...usMember, address: null });
    await none.origin.start('US');
    expect(none.origin.getSnapshot()).toMatchObject({
      origin: null,
      memberAddress: null,
      activity: null,
    });
    expect(none.lookups()).toHaveLength(0);

    const unknown = setup({ ...usMember, address: { ...usMember.address!, postalCode: '99999' } });
    await unknown.origin.start('US');
    expect(unknown.origin.getSnapshot()).toMatchObject({
      origin: null,
      problem: null,
      activity: null,
    });
    // The way back from a typed code is then no origin (the centers' own order).
    await unknown.origin.search('10001');
    unknown.origin.backToMemberAddress();
    expect(unknown.origin.getSnapshot().origin).toBeNull();
  });

  it('an address in another country than the centers gives no origin', async () => {
    const t = setup();
    await t.origin.start('GB');
    expect(t.origin.getSnapshot()).toMatchObject({ country: 'GB', origin: null });
    expect(t.lookups()).toHaveLength(0);
  });

  it('the latest search wins over one still under way', async () => {
    const t = setup();
    await t.origin.start('US');
    const first = t.origin.search('10001');
    t.origin.backToMemberAddress();
    await first;
    expect(t.origin.getSnapshot()).toMatchObject({
      activity: null,
      origin: { source: 'memberAddress' },
    });
  });

  it('forgets everything when cleared (the member signed out)', async () => {
    const t = setup();
    await t.origin.start('US');
    await t.origin.search('10001');
    t.origin.clear();
    expect(t.origin.getSnapshot()).toMatchObject({
      country: null,
      origin: null,
      memberAddress: null,
    });
    await t.origin.start('US');
    expect(t.origin.getSnapshot().origin?.source).toBe('memberAddress');
    expect(t.lookups()).toHaveLength(3);
  });
});
