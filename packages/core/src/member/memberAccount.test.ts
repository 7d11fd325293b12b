import { describe, expect, it } from 'vitest';
import { createScanwiseCore } from '../app/createScanwiseCore';
import { EMAIL, MEMBER, PASSWORD, fakeCorePorts } from '../app/fakeCorePorts.test-support';
import type { Member } from '../schemas';
import { flushPromises } from '../testing';
import { validateFields } from '../validation';
import { AccountForm, type AccountFieldLabels } from './accountForm';

const LABELS: AccountFieldLabels = {
  phone: 'Phone number',
  line1: 'Address line 1',
  line2: 'Address line 2',
  city: 'City',
  state: 'State',
  postalCode: 'ZIP code',
  timeZone: 'Time zone',
  optInEmail: 'E-mail me',
  optInPhone: 'Text me',
};
const NO_ADDRESS: Member = { ...MEMBER, address: null };

async function setup(member: Member = MEMBER) {
  const fakes = fakeCorePorts({ member });
  const core = createScanwiseCore(fakes.options);
  await core.auth.signInWithPassword(EMAIL, PASSWORD);
  return { ...fakes, core, account: core.account };
}

describe('MemberAccount: the member record and its changes', () => {
  it('loads the member when observed and keeps it for the next visit', async () => {
    const s = await setup();
    const before = s.http.requestsTo('GET', '/members').length;
    const stop = s.account.profile.subscribe(() => undefined);
    await flushPromises();
    expect(s.account.profile.getSnapshot()).toMatchObject({ status: 'ready', data: MEMBER });
    stop();
    expect(s.http.requestsTo('GET', '/members')).toHaveLength(before + 1);
  });

  it('"data on success, otherwise nothing": a failed load is an error with a retry (logged)', async () => {
    const s = await setup();
    s.http.on('GET', '/members', { status: 500 });
    const stop = s.account.profile.subscribe(() => undefined);
    await flushPromises();
    expect(s.account.profile.getSnapshot().status).toBe('error');
    expect(s.logger.has('warn', 'Account: the member could not be loaded')).toBe(true);
    s.http.on('GET', '/members', { body: MEMBER });
    await s.account.profile.refresh();
    expect(s.account.profile.getSnapshot().status).toBe('ready');
    stop();
  });

  it('a save becomes the cached member and the session member', async () => {
    const s = await setup();
    const saved: Member = { ...MEMBER, phoneNumber: '+12125550999' };
    s.http.on('PATCH', '/members', { body: saved });
    const result = await s.account.save({ phoneNumber: '+12125550999' });
    expect(result).toEqual({ ok: true, member: saved });
    expect(s.account.getSnapshot()).toEqual({ status: 'saved' });
    expect(s.core.rootSession.getSnapshot().member).toEqual(saved);
    expect(s.core.cache.peek(['member'])).toEqual(saved);
    s.account.clearOutcome();
    expect(s.account.getSnapshot()).toEqual({ status: 'idle' });
  });

  it('a refused save is a result with its message key (logged), the session untouched', async () => {
    const s = await setup();
    s.http.on('PATCH', '/members', {
      status: 400,
      body: { code: 'invalid', message: 'bad', path: ['phoneNumber'] },
    });
    const result = await s.account.save({ phoneNumber: 'x' });
    expect(result).toEqual({
      ok: false,
      call: { messageKey: 'api.errors.invalidInput', apiCode: 'invalid' },
    });
    expect(s.account.getSnapshot()).toMatchObject({ status: 'failed' });
    expect(s.core.rootSession.getSnapshot().member).toEqual(MEMBER);
    expect(s.logger.has('warn', 'Account: the changes were not saved')).toBe(true);
  });
});

describe('AccountForm: the address is all or nothing', () => {
  it('a member with an address on file: every address field but line 2 is required', () => {
    const form = new AccountForm(MEMBER, LABELS);
    const { line1, line2, city, state, postalCode } = form.fields;
    expect([line1, city, state, postalCode].map((f) => f.getSnapshot().required)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(line2.getSnapshot().required).toBe(false);
    line1.onInput('');
    expect(validateFields(form.fields)).toBe(false);
    expect(line1.errors).toEqual(['The Address line 1 field is required.']);
  });

  it('without an address: optional until the member starts one, then required', () => {
    const form = new AccountForm(NO_ADDRESS, LABELS);
    expect(form.fields.city.getSnapshot().required).toBe(false);
    expect(validateFields(form.fields)).toBe(true);
    expect(form.patch()).not.toHaveProperty('address');
    form.fields.line1.onInput('1 Main St');
    expect(form.fields.city.getSnapshot().required).toBe(true);
    expect(validateFields(form.fields)).toBe(false);
    expect(form.fields.postalCode.errors).toEqual(['The ZIP code field is required.']);
    form.dispose();
  });

  it('the postal code of the country: US ZIP codes as they are, UK postcodes upper-cased', () => {
    const uk: Member = {
      ...MEMBER,
      country: 'GB',
      address: {
        line1: '1 High St',
        line2: null,
        city: 'London',
        state: 'LDN',
        postalCode: 'SW1A 1AA',
        country: 'GB',
      },
    };
    const form = new AccountForm(uk, LABELS);
    form.fields.postalCode.onChange('12345');
    expect(form.fields.postalCode.errors).toEqual(['This ZIP code field is invalid.']);
    form.fields.postalCode.onChange(' sw1a 2aa ');
    expect(form.fields.postalCode.errors).toEqual([]);
    expect(form.patch().address).toMatchObject({
      postalCode: 'SW1A 2AA',
      country: 'GB',
      line2: null,
    });
  });

  it('shows the number on file as its country writes it, and a save sends it back as stored', () => {
    const form = new AccountForm({ ...MEMBER, phoneNumber: '+12125550123' }, LABELS);
    expect(form.fields.phone.value).toBe('(212) 555-0123');
    expect(validateFields(form.fields)).toBe(true);
    expect(form.patch().phoneNumber).toBe('+12125550123');
    form.dispose();
    const british = new AccountForm({ ...MEMBER, phoneNumber: '+447700900123' }, LABELS);
    expect(british.fields.phone.value).toBe('07700 900123');
    expect(british.patch().phoneNumber).toBe('+447700900123');
    british.dispose();
  });

  it('a number on file in a form it does not recognise is shown and sent back as stored', () => {
    const form = new AccountForm({ ...MEMBER, phoneNumber: '+33 1 23 45 67 89' }, LABELS);
    expect(form.fields.phone.value).toBe('+33 1 23 45 67 89');
    expect(form.patch().phoneNumber).toBe('+33 1 23 45 67 89');
    form.dispose();
  });

  it('a changed number is sent as typed, a bracketed area code included', () => {
    const form = new AccountForm({ ...MEMBER, phoneNumber: '+12125550123' }, LABELS);
    form.fields.phone.onChange(' (212) 555-0199 ');
    expect(form.fields.phone.errors).toEqual([]);
    expect(form.patch().phoneNumber).toBe('(212) 555-0199');
    form.fields.phone.onChange('(212');
    expect(form.fields.phone.errors).toEqual(['This Phone number field is invalid.']);
    form.dispose();
  });

  it('the patch carries the phone, time zone and opt-ins', () => {
    const form = new AccountForm(MEMBER, LABELS);
    form.fields.phone.onInput(' +1 212 555 0999 ');
    form.fields.optInPhone.onChange(true);
    expect(form.patch()).toMatchObject({
      phoneNumber: '+1 212 555 0999',
      timeZone: MEMBER.timeZone,
      optInPhoneNotifications: true,
    });
  });
});
