import { describe, expect, it, vi } from 'vitest';
import { createScanwiseCore } from '../app/createScanwiseCore';
import { fakeCorePorts } from '../app/fakeCorePorts.test-support';
import { ENTITY_EXAMPLES, type Member } from '../schemas';
import type { FakeHttpHandler, FakeHttpReply } from '../testing';
import { continueAfterSignUp } from './continueAfterSignUp';
import { NEW_EMAIL, NEW_MEMBER_DETAILS, NEW_PASSWORD } from './newMember.test-support';
import type * as MemberTimeZoneModule from '../locale/memberTimeZone';
import type { SignUpState } from './signUp';
import { signUpOfferFields } from './signUpOffer';

/** How many times the zones' table fails to load next (sign-up loads it with its submit). */
const zoneLoads = vi.hoisted(() => ({ failures: 0 }));
vi.mock('../locale/memberTimeZone', async (importOriginal) => {
  const actual = await importOriginal<typeof MemberTimeZoneModule>();
  return {
    ...actual,
    defaultTimeZoneFor: (...args: Parameters<typeof actual.defaultTimeZoneFor>): string => {
      if (zoneLoads.failures > 0) {
        zoneLoads.failures -= 1;
        throw new Error('the zones chunk did not load');
      }
      return actual.defaultTimeZoneFor(...args);
    },
  };
});

const CLAIM_PATH = '/sign-up/claim-offer?code=INVITE-NW&partner=northwind';
const NEW_MEMBER: Member = {
  ...ENTITY_EXAMPLES.Member,
  email: NEW_EMAIL,
  termsOfService: null,
  address: null,
};
const ACCEPTED: Member = { ...NEW_MEMBER, termsOfService: '2026-05-01T10:00:00Z' };

const DETAILS = NEW_MEMBER_DETAILS;

/** The core over fakes, with the platform answering a sign-up as it does when all goes well. */
function setup(timeZone = 'America/Chicago') {
  const fakes = fakeCorePorts();
  const core = createScanwiseCore({
    ...fakes.options,
    config: { ...fakes.options.config, currentTimeZone: () => timeZone },
  });
  fakes.identity.addAccount({
    username: NEW_EMAIL,
    password: NEW_PASSWORD,
    profile: { sub: NEW_MEMBER.id },
  });
  fakes.http
    .on('POST', '/members', { status: 201, body: NEW_MEMBER })
    .on('GET', '/members', { body: NEW_MEMBER })
    .on('PUT', '/members/tos', { body: ACCEPTED });
  const states: SignUpState['status'][] = [];
  core.signUp.subscribe((state) => states.push(state.status));
  const created = () =>
    fakes.http
      .requestsTo('POST', '/members')
      .map((r) => JSON.parse(r.body as string) as Record<string, unknown>);
  const answerCreate = (reply: FakeHttpReply | FakeHttpHandler) =>
    fakes.http.on('POST', '/members', reply);
  return { ...fakes, core, states, created, answerCreate };
}

describe('SignUp: Join as a core service', () => {
  it('creates the member, signs in with the new password, records the terms and continues home', async () => {
    const s = setup();
    const result = await s.core.signUp.submit(DETAILS);
    expect(result).toEqual({ ok: true, continueTo: '/' });
    expect(s.states).toEqual(['editing', 'submitting', 'signedUp']);
    expect(s.created()).toEqual([
      {
        ...DETAILS,
        timeZone: 'America/Chicago',
        optInEmailNotifications: false,
        optInPhoneNotifications: false,
      },
    ]);
    expect(s.core.auth.getSnapshot().status).toBe('signedIn');
    const [tos] = s.http.requestsTo('PUT', '/members/tos');
    expect(JSON.parse(tos?.body as string)).toEqual({ accepted: true, version: '2026-01' });
    expect(s.core.rootSession.getSnapshot().member?.termsOfService).toBe(ACCEPTED.termsOfService);
  });

  it('a device zone outside the member country gives the country first zone', async () => {
    const s = setup('Europe/Paris');
    await s.core.signUp.submit({ ...DETAILS, country: 'GB', locale: 'en-gb' });
    expect(s.created()[0]).toMatchObject({ timeZone: 'Europe/London', country: 'GB' });
  });

  it('sends the remembered offer with the new member and continues to the remembered target, once', async () => {
    const s = setup();
    s.core.offer.rememberOffer('INVITE-NW', 'INVITED');
    s.core.rootSession.setContinueTo(CLAIM_PATH);
    const result = await s.core.signUp.submit(DETAILS);
    expect(result).toEqual({ ok: true, continueTo: CLAIM_PATH });
    expect(s.created()[0]).toMatchObject({ offerCode: 'INVITE-NW', offerType: 'INVITED' });
    expect(s.core.rootSession.getSnapshot().continueTo).toBeNull();
    // The offer stays for the booking that follows.
    expect(s.core.offer.getSnapshot().memberOfferCode).toBe('INVITE-NW');
  });

  it('an offer the platform refuses as unknown is dropped, logged, and the member created without it', async () => {
    const s = setup();
    s.core.offer.rememberOffer('OLD-LINK', 'REFERRAL');
    let calls = 0;
    s.answerCreate(() => {
      calls += 1;
      return calls === 1
        ? {
            status: 400,
            body: { code: 'unknown_reference', message: 'Unknown offer', path: ['offerCode'] },
          }
        : { status: 201, body: NEW_MEMBER };
    });
    const result = await s.core.signUp.submit(DETAILS);
    expect(result.ok).toBe(true);
    expect(s.created().map((body) => body['offerCode'])).toEqual(['OLD-LINK', undefined]);
    expect(s.core.offer.getSnapshot().memberOfferCode).toBeNull();
    expect(
      s.logger.has('warn', 'Sign-up: the remembered offer is unknown; joining without it'),
    ).toBe(true);
  });

  it('without a remembered offer a refused reference is a failure like any other (no retry)', async () => {
    const s = setup();
    s.answerCreate({
      status: 400,
      body: { code: 'unknown_reference', message: 'Unknown offer', path: ['offerCode'] },
    });
    const result = await s.core.signUp.submit(DETAILS);
    expect(result).toEqual({
      ok: false,
      failure: {
        reason: 'notCreated',
        call: { messageKey: 'api.errors.invalidInput', apiCode: 'unknown_reference' },
      },
    });
    expect(s.created()).toHaveLength(1);
  });

  it('"Errors reject. Failure is logged.": a taken e-mail is a result, the session untouched', async () => {
    const s = setup();
    s.answerCreate({ status: 409, body: { code: 'email_taken', message: 'taken', path: null } });
    const result = await s.core.signUp.submit(DETAILS);
    expect(result).toEqual({ ok: false, failure: { reason: 'emailTaken' } });
    expect(s.core.signUp.getSnapshot()).toEqual({
      status: 'failed',
      failure: { reason: 'emailTaken' },
    });
    expect(s.logger.has('warn', 'Member call memberCreate failed')).toBe(true);
    expect(s.logger.has('error', 'Member call memberCreate failed')).toBe(false);
    expect(s.logger.has('warn', 'Sign-up: the member could not be created')).toBe(true);
    expect(s.core.auth.getSnapshot().status).toBe('signedOut');
  });

  it('a failed sign-up keeps the remembered target and the offer for the next try', async () => {
    const s = setup();
    s.core.offer.rememberOffer('INVITE-NW', 'INVITED');
    s.core.rootSession.setContinueTo(CLAIM_PATH);
    s.answerCreate({ status: 503, body: { code: 'unavailable', message: 'down', path: null } });
    const result = await s.core.signUp.submit(DETAILS);
    expect(result).toMatchObject({
      ok: false,
      failure: { reason: 'notCreated', call: { messageKey: 'api.errors.server' } },
    });
    expect(s.core.rootSession.getSnapshot().continueTo).toBe(CLAIM_PATH);
    expect(s.core.offer.getSnapshot().memberOfferCode).toBe('INVITE-NW');
  });

  it('a created member whose sign-in fails is told to sign in (no terms call)', async () => {
    const s = setup();
    s.identity.setFailureMode('no-result');
    const result = await s.core.signUp.submit(DETAILS);
    expect(result).toEqual({ ok: false, failure: { reason: 'signInFailed' } });
    expect(s.http.requestsTo('PUT', '/members/tos')).toHaveLength(0);
    expect(s.logger.has('warn', 'Sign-up: sign-in after sign-up failed')).toBe(true);
  });

  it('"PUT members tos ... Failure is only logged": the member is signed up and goes on', async () => {
    const s = setup();
    s.http.on('PUT', '/members/tos', {
      status: 500,
      body: { code: 'x', message: 'x', path: null },
    });
    const result = await s.core.signUp.submit(DETAILS);
    expect(result).toEqual({ ok: true, continueTo: '/' });
    expect(s.core.rootSession.getSnapshot().member?.termsOfService).toBeNull();
  });

  it('a second submit while one runs gets the same answer (one member created)', async () => {
    const s = setup();
    const [first, second] = await Promise.all([
      s.core.signUp.submit(DETAILS),
      s.core.signUp.submit(DETAILS),
    ]);
    expect(second).toBe(first);
    expect(s.created()).toHaveLength(1);
  });

  it('clearOutcome forgets a failure but lets a sign-up under way finish', async () => {
    const s = setup();
    s.answerCreate({ status: 409, body: { code: 'email_taken', message: 'taken', path: null } });
    await s.core.signUp.submit(DETAILS);
    s.core.signUp.clearOutcome();
    expect(s.core.signUp.getSnapshot()).toEqual({ status: 'editing' });
    s.answerCreate({ status: 201, body: NEW_MEMBER });
    const pending = s.core.signUp.submit(DETAILS);
    s.core.signUp.clearOutcome();
    expect(s.core.signUp.getSnapshot()).toEqual({ status: 'submitting' });
    expect(await pending).toEqual({ ok: true, continueTo: '/' });
  });

  it('a zones table that fails to load fails the submit as a failed call does, sends nothing, and the next submit loads it again', async () => {
    const s = setup();
    zoneLoads.failures = 1;
    const failed = await s.core.signUp.submit(DETAILS);
    expect(failed).toEqual({
      ok: false,
      failure: {
        reason: 'notCreated',
        call: { messageKey: 'api.errors.server', apiCode: undefined },
      },
    });
    expect(s.created()).toEqual([]);
    expect(s.core.signUp.getSnapshot().status).toBe('failed');
    expect(await s.core.signUp.submit(DETAILS)).toEqual({ ok: true, continueTo: '/' });
    expect(s.created()).toHaveLength(1);
    expect(s.created()[0]).toMatchObject({ timeZone: 'America/Chicago' });
  });

  it('reset abandons a sign-up under way: its late answer changes nothing', async () => {
    const s = setup();
    const pending = s.core.signUp.submit(DETAILS);
    s.core.signUp.reset();
    expect(await pending).toEqual({ ok: false, failure: { reason: 'abandoned' } });
    expect(s.core.signUp.getSnapshot()).toEqual({ status: 'editing' });
  });
});

describe('the rules around a sign-up', () => {
  it('continueAfterSignUp: the remembered app path, never a sign-in screen or Join itself', () => {
    expect(continueAfterSignUp(CLAIM_PATH)).toBe(CLAIM_PATH);
    expect(continueAfterSignUp('/cat/results')).toBe('/cat/results');
    expect(continueAfterSignUp(null)).toBe('/');
    expect(continueAfterSignUp('/sign-in')).toBe('/');
    expect(continueAfterSignUp('/en-gb/login/renewal')).toBe('/');
    expect(continueAfterSignUp('/join')).toBe('/');
  });

  it('signUpOfferFields: both fields or none', () => {
    expect(signUpOfferFields({ memberOfferCode: 'R1', memberOfferType: 'REFERRAL' })).toEqual({
      offerCode: 'R1',
      offerType: 'REFERRAL',
    });
    expect(signUpOfferFields({ memberOfferCode: 'R1', memberOfferType: null })).toEqual({});
    expect(signUpOfferFields({ memberOfferCode: null, memberOfferType: null })).toEqual({});
  });
});
