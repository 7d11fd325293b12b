import { describe, expect, it } from 'vitest';
import { CALL_EXAMPLES } from '@scanwise/core';
import { restHarness, tokenOf } from '../src/http/testing';
import { DEMO_MEMBER, ROLE_LIST_MEMBER, SOCIAL_MEMBER } from '../src/platform';

// The profile keeps its data honest: PATCH /members changes only the fields a member may edit,
// and no two members ever share an e-mail.

const accountOf = (h: ReturnType<typeof restHarness>, id: string) =>
  h.platform.snapshot().accounts.find((a) => a.id === id);

describe('PATCH /members refuses what the member may not change', () => {
  it("refuses another member's e-mail with 400 and the path ['email']; profile and sign-in keep the old one", async () => {
    const h = restHarness();
    const r = await h.call('memberPatch', '/members', { body: { email: ROLE_LIST_MEMBER.email } });
    expect(r.status).toBe(400);
    expect(r.json).toEqual({
      code: 'read_only_field',
      message: expect.stringContaining('e-mail') as string,
      path: ['email'],
    });
    expect(h.platform.getMember(DEMO_MEMBER.id).email).toBe(DEMO_MEMBER.email);
    expect(accountOf(h, DEMO_MEMBER.id)?.email).toBe(DEMO_MEMBER.email);
  });

  it.each([
    ['id', 'mbr_other'],
    ['termsOfService', '2020-01-01T00:00:00Z'],
    ['termsOfService', null],
    ['country', 'GB'],
    ['created', '2020-01-01T00:00:00Z'],
  ])('refuses a change of %s (%j) with its path and changes nothing', async (field, value) => {
    const h = restHarness();
    const before = h.platform.snapshot();
    const r = await h.call('memberPatch', '/members', {
      body: { firstName: 'Changed', [field]: value },
    });
    expect(r.status).toBe(400);
    expect(r.json).toMatchObject({ code: 'read_only_field', path: [field] });
    expect(h.platform.snapshot()).toEqual(before);
  });

  it('refuses a field members do not have (nothing but profile fields is stored)', async () => {
    const h = restHarness();
    const r = await h.call('memberPatch', '/members', { body: { isAdmin: true } });
    expect(r.status).toBe(400);
    expect(r.json).toMatchObject({ code: 'unknown_field', path: ['isAdmin'] });
    expect(h.platform.getMember(DEMO_MEMBER.id)).not.toHaveProperty('isAdmin');
  });

  it('accepts a read-only field that repeats its current value (a client sending the profile back)', async () => {
    const h = restHarness();
    const current = h.platform.getMember(DEMO_MEMBER.id);
    const r = await h.call('memberPatch', '/members', {
      body: {
        email: current.email,
        id: current.id,
        termsOfService: current.termsOfService,
        firstName: 'Dani',
      },
    });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ email: DEMO_MEMBER.email, firstName: 'Dani' });
  });

  it('still changes the editable fields', async () => {
    const h = restHarness();
    const r = await h.call('memberPatch', '/members', {
      body: { phoneNumber: '+12125550999', locale: 'en-us', optInPhoneNotifications: true },
      token: tokenOf(DEMO_MEMBER.id),
    });
    expect(r.status).toBe(200);
    expect(h.platform.getMember(DEMO_MEMBER.id)).toMatchObject({
      phoneNumber: '+12125550999',
      optInPhoneNotifications: true,
    });
  });
});

describe('no two members share an e-mail', () => {
  const join = CALL_EXAMPLES.memberCreate.request;

  it("refuses sign-up with a member's e-mail in another case (409 email_taken)", async () => {
    const h = restHarness();
    const r = await h.call('memberCreate', '/members', {
      token: null,
      body: { ...join, email: 'Demo@Example.COM' },
    });
    expect(r.status).toBe(409);
    expect(r.json).toMatchObject({ code: 'email_taken' });
    expect(h.platform.snapshot().members.filter((m) => /^demo@/i.test(m.email))).toHaveLength(1);
  });

  it('refuses a sign-up or a mammogram registration born in the future (400 on dob), and adds no one', async () => {
    const h = restHarness();
    const before = h.platform.snapshot().members.length;
    const joined = await h.call('memberCreate', '/members', {
      token: null,
      body: { ...join, email: 'future@example.com', dob: '2099-01-01' },
    });
    expect(joined.status).toBe(400);
    expect(joined.json).toMatchObject({ code: 'invalid_payload', path: ['dob'] });
    const registered = await h.call('memberRegisterMammogram', '/members/register/mammogram', {
      token: null,
      body: {
        ...CALL_EXAMPLES.memberRegisterMammogram.request,
        email: 'future-mammo@example.com',
        dob: '2099-01-01',
        slotStart: null,
      },
    });
    expect(registered.status).toBe(400);
    expect(registered.json).toMatchObject({ path: ['dob'] });
    expect(h.platform.snapshot().members).toHaveLength(before);
  });

  it('turns a social-only account into the member with the same e-mail, not a second account', async () => {
    const h = restHarness();
    const r = await h.call('memberCreate', '/members', {
      token: null,
      body: { ...join, email: SOCIAL_MEMBER.email.toUpperCase() },
    });
    expect(r.status).toBe(201);
    expect(r.json).toMatchObject({ id: SOCIAL_MEMBER.id, email: SOCIAL_MEMBER.email });
    const accounts = h.platform.snapshot().accounts.filter((a) => /^social@/i.test(a.email));
    expect(accounts).toHaveLength(1);
  });

  it('refuses a mammogram registration with an existing e-mail (409 email_taken)', async () => {
    const h = restHarness();
    const r = await h.call('memberRegisterMammogram', '/members/register/mammogram', {
      token: null,
      body: {
        ...CALL_EXAMPLES.memberRegisterMammogram.request,
        email: ROLE_LIST_MEMBER.email,
        slotStart: null,
      },
    });
    expect(r.status).toBe(409);
    expect(r.json).toMatchObject({ code: 'email_taken' });
  });
});
