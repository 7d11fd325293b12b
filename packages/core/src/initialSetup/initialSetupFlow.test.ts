import { describe, expect, it } from 'vitest';
import { createScanwiseCore } from '../app/createScanwiseCore';
import { EMAIL, MEMBER, PASSWORD, fakeCorePorts } from '../app/fakeCorePorts.test-support';
import type { Member } from '../schemas';
import { setupDataWithLink, type NotificationOptIns } from './initialSetupFlow';
import { createTermsFields, termsStepView } from './termsStep';

const LINK = { email: 'noterms@example.com', code: 'SETUP-1', hasPassword: true };
const NO_OPT_INS: NotificationOptIns = {
  optInEmailNotifications: false,
  optInPhoneNotifications: false,
};
const WITHOUT_TERMS: Member = { ...MEMBER, termsOfService: null };

function setup(options: { member?: Member; timeZone?: string } = {}) {
  const fakes = fakeCorePorts(options.member ? { member: options.member } : {});
  const core = createScanwiseCore({
    ...fakes.options,
    config: { ...fakes.options.config, currentTimeZone: () => options.timeZone ?? 'Europe/London' },
  });
  fakes.http.on('POST', '/members/initial-setup', { status: 204 });
  const setupBody = () =>
    JSON.parse(
      fakes.http.requestsTo('POST', '/members/initial-setup')[0]?.body as string,
    ) as Record<string, unknown>;
  return { ...fakes, core, flow: core.initialSetupFlow, setupBody };
}

describe('InitialSetupFlow: the terms step', () => {
  it('a link with a password: completes the setup with the time zone and the opt-ins; signed out, sign in next', async () => {
    const s = setup();
    const result = await s.flow.acceptTerms(LINK, {
      optInEmailNotifications: true,
      optInPhoneNotifications: false,
    });
    expect(result).toEqual({ ok: true, next: { step: 'signIn' } });
    expect(s.setupBody()).toEqual({
      legal: true,
      email: 'noterms@example.com',
      passwordResetToken: 'SETUP-1',
      timeZone: 'Europe/London',
      optInEmailNotifications: true,
      optInPhoneNotifications: false,
    });
    expect(s.flow.getSnapshot()).toEqual({ status: 'completed' });
    expect(s.core.initialSetup.getSnapshot()).toEqual({});
  });

  it('a device zone the platform would refuse is sent as America/New_York', async () => {
    const s = setup({ timeZone: 'not a zone' });
    await s.flow.acceptTerms(LINK, NO_OPT_INS);
    expect(s.setupBody()['timeZone']).toBe('America/New_York');
  });

  it('a link with a password while signed in: the member reloaded, on to the remembered target', async () => {
    const s = setup();
    await s.core.auth.signInWithPassword(EMAIL, PASSWORD);
    s.http.on('GET', '/members', { body: { ...MEMBER, firstName: 'Reloaded' } });
    s.core.rootSession.setContinueTo('/reports');
    const result = await s.flow.acceptTerms(LINK, NO_OPT_INS);
    expect(result).toEqual({ ok: true, next: { step: 'continue', to: '/reports' } });
    expect(s.core.rootSession.getSnapshot().member?.firstName).toBe('Reloaded');
    expect(s.flow.getSnapshot()).toEqual({ status: 'finished' });
  });

  it('a link without a password: the opt-ins kept, the set-password step next, nothing sent', async () => {
    const s = setup();
    const link = { email: 'new@example.com', code: 'SETUP-2', hasPassword: false };
    const result = await s.flow.acceptTerms(link, {
      optInEmailNotifications: false,
      optInPhoneNotifications: true,
    });
    expect(result).toEqual({ ok: true, next: { step: 'setPassword' } });
    expect(s.core.initialSetup.getSnapshot()).toEqual({
      ...link,
      ...{ optInEmailNotifications: false, optInPhoneNotifications: true },
    });
    expect(s.http.requestsTo('POST', '/members/initial-setup')).toHaveLength(0);
  });

  it('an invalid or expired link is a result (logged)', async () => {
    const s = setup();
    s.http.on('POST', '/members/initial-setup', {
      status: 400,
      body: { code: 'invalid_token', message: 'bad', path: ['passwordResetToken'] },
    });
    expect(await s.flow.acceptTerms(LINK, NO_OPT_INS)).toEqual({
      ok: false,
      failure: { reason: 'invalidLink' },
    });
    expect(s.flow.getSnapshot()).toEqual({ status: 'failed', failure: { reason: 'invalidLink' } });
    expect(s.logger.has('warn', 'Initial setup: the setup call failed')).toBe(true);
    s.flow.clearOutcome();
    expect(s.flow.getSnapshot()).toEqual({ status: 'idle' });
  });

  it('a signed-in member without accepted terms (no link): PUT members tos, changed opt-ins saved', async () => {
    const s = setup({ member: WITHOUT_TERMS });
    await s.core.auth.signInWithPassword(EMAIL, PASSWORD);
    const accepted: Member = { ...WITHOUT_TERMS, termsOfService: '2026-05-01T10:00:00Z' };
    s.http
      .on('PUT', '/members/tos', { body: accepted })
      .on('PATCH', '/members', { body: { ...accepted, optInPhoneNotifications: true } });
    const result = await s.flow.acceptTerms(
      { hasPassword: true },
      { optInEmailNotifications: accepted.optInEmailNotifications, optInPhoneNotifications: true },
    );
    expect(result).toEqual({ ok: true, next: { step: 'continue', to: '/' } });
    expect(JSON.parse(s.http.requestsTo('PUT', '/members/tos')[0]?.body as string)).toEqual({
      accepted: true,
      version: '2026-01',
    });
    expect(s.core.rootSession.getSnapshot().member).toMatchObject({
      termsOfService: '2026-05-01T10:00:00Z',
      optInPhoneNotifications: true,
    });
  });

  it('"PUT members tos ... Failure is only logged": the member may try again', async () => {
    const s = setup({ member: WITHOUT_TERMS });
    await s.core.auth.signInWithPassword(EMAIL, PASSWORD);
    s.http.on('PUT', '/members/tos', {
      status: 500,
      body: { code: 'x', message: 'x', path: null },
    });
    expect(await s.flow.acceptTerms({}, NO_OPT_INS)).toEqual({
      ok: false,
      failure: { reason: 'termsNotRecorded' },
    });
  });
});

describe('InitialSetupFlow: the set-password step', () => {
  const STORED = {
    email: 'new@example.com',
    code: 'SETUP-2',
    hasPassword: false,
    optInEmailNotifications: true,
  };

  it('sets the password with the setup, signs in with it and goes home', async () => {
    const s = setup();
    s.identity.addAccount({ username: 'new@example.com', password: 'Chosen-password-1' });
    s.core.initialSetup.set(STORED);
    const result = await s.flow.setPassword('Chosen-password-1');
    expect(result).toEqual({ ok: true, next: { step: 'continue', to: '/' } });
    expect(s.setupBody()).toMatchObject({
      email: 'new@example.com',
      newPassword: 'Chosen-password-1',
      passwordResetToken: 'SETUP-2',
      optInEmailNotifications: true,
      optInPhoneNotifications: false,
    });
    expect(s.core.auth.getSnapshot().status).toBe('signedIn');
    expect(s.core.initialSetup.getSnapshot()).toEqual({});
  });

  it('a completed setup whose sign-in fails keeps the data and says so', async () => {
    const s = setup();
    s.core.initialSetup.set(STORED);
    expect(await s.flow.setPassword('Chosen-password-1')).toEqual({
      ok: false,
      failure: { reason: 'signInFailed' },
    });
    expect(s.logger.has('warn', 'Initial setup: sign-in after the setup failed')).toBe(true);
  });

  it('without a stored email and code there is nothing to set', async () => {
    const s = setup();
    expect(await s.flow.setPassword('Chosen-password-1')).toEqual({
      ok: false,
      failure: { reason: 'invalidLink' },
    });
  });
});

describe('the link and the view of the terms step', () => {
  it('setupDataWithLink: the link wins, keeps the stored opt-ins of the same link only', () => {
    const stored = { ...LINK, optInEmailNotifications: true };
    expect(setupDataWithLink(stored, {})).toBe(stored);
    expect(setupDataWithLink(stored, { ...LINK, hasPassword: false })).toEqual({
      ...stored,
      hasPassword: false,
    });
    expect(setupDataWithLink(stored, { email: 'other@example.com', code: 'X' })).toEqual({
      email: 'other@example.com',
      code: 'X',
    });
  });

  it('adoptLink stores the link (no write when nothing changed)', () => {
    const s = setup();
    const writes: unknown[] = [];
    s.core.initialSetup.subscribe((data) => writes.push(data));
    s.flow.adoptLink(LINK);
    s.flow.adoptLink(LINK);
    expect(writes).toEqual([{}, LINK]);
  });

  it('termsStepView', () => {
    const view = (input: Partial<Parameters<typeof termsStepView>[0]>) =>
      termsStepView({
        authStatus: 'signedOut',
        member: null,
        data: {},
        flowStatus: 'idle',
        ...input,
      });
    expect(view({})).toBe('incomplete');
    expect(view({ data: LINK })).toBe('form');
    expect(view({ authStatus: 'restoring', data: LINK })).toBe('loading');
    expect(view({ authStatus: 'signingIn' })).toBe('loading');
    expect(view({ authStatus: 'signingIn', flowStatus: 'working', data: LINK })).toBe('form');
    expect(view({ authStatus: 'signedIn', member: WITHOUT_TERMS })).toBe('form');
    expect(view({ authStatus: 'signedIn', member: MEMBER })).toBe('accepted');
    expect(view({ authStatus: 'signedIn', member: MEMBER, flowStatus: 'working' })).toBe(
      'incomplete',
    );
    // Just accepted here, on the way to the remembered target: no redirect home meanwhile.
    expect(view({ authStatus: 'signedIn', member: MEMBER, flowStatus: 'finished' })).toBe('form');
    expect(view({ flowStatus: 'completed' })).toBe('completed');
  });

  it('createTermsFields: the terms required; opt-ins from the link, else the member', () => {
    const labels = { legal: 'Terms of service', optInEmail: 'E-mail', optInPhone: 'Phone' };
    const fields = createTermsFields(
      labels,
      { optInPhoneNotifications: true },
      {
        ...MEMBER,
        optInEmailNotifications: true,
        optInPhoneNotifications: false,
      },
    );
    expect(fields.legal.getSnapshot().required).toBe(true);
    expect(fields.optInEmail.value).toBe(true);
    expect(fields.optInPhone.value).toBe(true);
    fields.legal.onChange(false);
    expect(fields.legal.errors).toEqual(['The Terms of service field is required.']);
  });
});
