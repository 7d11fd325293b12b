import { beforeEach, describe, expect, it } from 'vitest';
import { CALLS } from '@scanwise/core';
import type { CallName } from '@scanwise/core';
import { REST_CALL_NAMES } from '../src/http/app';
import { restHarness, tokenOf, WEB_ORIGIN, type RestHarness } from '../src/http/testing';
import { NO_TERMS_MEMBER } from '../src/platform/seed';
import { payWithTestCard } from './support/payments';

let h: RestHarness;
beforeEach(() => {
  h = restHarness();
});

type Json = Record<string, unknown>;
const obj = (value: unknown): Json => value as Json;
const list = (value: unknown): Json[] => value as Json[];

/** Creates and pays a full body scan for the demo member; returns the new encounter id. */
async function paidEncounter(): Promise<string> {
  const created = await h.call(
    'createPendingCharge',
    '/packages/payments/pkg_full_body/create-pending',
    {
      body: { packageId: 'pkg_full_body', addOnIds: [] },
    },
  );
  expect(created.status).toBe(201);
  payWithTestCard(created.json as { clientSecret: string });
  const done = await h.call('completePendingCharge', '/packages/payments/pkg_full_body/complete');
  expect(done.status).toBe(200);
  return obj(created.json)['encounterId'] as string;
}

const mammoRegistration = {
  email: 'mary.smith@example.co.uk',
  firstName: 'Mary',
  lastName: 'Smith',
  phoneNumber: '+447700900123',
  dob: '1972-09-30',
  sex: 'FEMALE',
  centerId: 'ctr_ldn_harley',
  packageId: 'pkg_mammo_gb',
  slotStart: '2026-03-09T09:30:00Z',
  priorMammogram: true,
  timeZone: 'Europe/London',
};

const signUp = {
  email: 'jane.doe@example.com',
  password: 'correct horse battery staple',
  firstName: 'Jane',
  lastName: 'Doe',
  phoneNumber: '+12125550123',
  dob: '1980-04-12',
  sex: 'FEMALE',
  country: 'US',
  timeZone: 'America/New_York',
  optInEmailNotifications: true,
  optInPhoneNotifications: false,
};

interface Case {
  name: CallName;
  title: string;
  run: () => Promise<void>;
}

/** One success case per REST call of the catalogue. */
const successes: Case[] = [
  {
    name: 'createPendingCharge',
    title: 'prices plan + add-on - promo and creates the encounter',
    run: async () => {
      const r = await h.call(
        'createPendingCharge',
        '/packages/payments/pkg_full_body/create-pending',
        {
          body: { packageId: 'pkg_full_body', addOnIds: ['addon_heart_ct'], promoCode: 'SPRING10' },
        },
      );
      expect(r.status).toBe(201);
      expect(r.json).toMatchObject({
        packageId: 'pkg_full_body',
        status: 'PENDING',
        amount: 237_960,
        currency: 'USD',
      });
      const encounter = await h.call(
        'encounterGet',
        `/packages/encounters/${obj(r.json)['encounterId'] as string}`,
      );
      expect(encounter.json).toMatchObject({ status: 'AWAITING_PAYMENT', nextStep: 'PAY' });
    },
  },
  {
    name: 'completePendingCharge',
    title: 'succeeds, invoices and moves the encounter to scheduling',
    run: async () => {
      const encounterId = await paidEncounter();
      const encounter = await h.call('encounterGet', `/packages/encounters/${encounterId}`);
      expect(encounter.json).toMatchObject({ status: 'AWAITING_SCHEDULING', nextStep: 'SCHEDULE' });
      const invoices = list((await h.call('invoiceList', '/payments/invoices')).json);
      expect(invoices.some((i) => i['encounterId'] === encounterId && i['status'] === 'PAID')).toBe(
        true,
      );
    },
  },
  {
    name: 'memberUtm',
    title: 'stores UTM data on the member (204)',
    run: async () => {
      const r = await h.call('memberUtm', '/members/utm', { body: { utm_source: 'newsletter' } });
      expect(r.status).toBe(204);
      expect(obj((await h.call('memberGet', '/members')).json)['utm']).toEqual({
        utm_source: 'newsletter',
      });
    },
  },
  {
    name: 'memberTos',
    title: 'sets termsOfService and answers the member',
    run: async () => {
      const r = await h.call('memberTos', '/members/tos', {
        body: { accepted: true, version: '2026-01' },
        token: tokenOf(NO_TERMS_MEMBER.id),
      });
      expect(r.status).toBe(200);
      expect(obj(r.json)['termsOfService']).toBe('2026-03-01T12:00:00Z');
    },
  },
  {
    name: 'memberCreate',
    title: 'signs up a member who can then sign in',
    run: async () => {
      const r = await h.call('memberCreate', '/members', { body: signUp, token: null });
      expect(r.status).toBe(201);
      expect(r.json).toMatchObject({ email: 'jane.doe@example.com', termsOfService: null });
      expect(h.platform.accounts.verifyPassword('jane.doe@example.com', signUp.password)?.id).toBe(
        obj(r.json)['id'],
      );
    },
  },
  {
    name: 'memberRegisterMammogram',
    title: 'creates the member and a scheduled mammography encounter',
    run: async () => {
      const r = await h.call('memberRegisterMammogram', '/members/register/mammogram', {
        body: mammoRegistration,
        token: null,
      });
      expect(r.status).toBe(201);
      expect(obj(obj(r.json)['member'])).toMatchObject({
        country: 'GB',
        timeZone: 'Europe/London',
      });
      expect(obj(obj(r.json)['encounter'])).toMatchObject({
        kind: 'MAMMOGRAPHY',
        status: 'SCHEDULED',
        nextStep: 'COMPLETE_QUESTIONNAIRE',
      });
      expect(h.platform.outbox().at(-1)?.to).toBe('mary.smith@example.co.uk');
    },
  },
  {
    name: 'catSave',
    title: 'saves the payload',
    run: async () => {
      const r = await h.call('catSave', '/members/cat', { body: { payload: '{"cacStent":true}' } });
      expect(r.status).toBe(200);
      expect(obj((await h.call('catGet', '/members/cat')).json)['payload']).toBe(
        '{"cacStent":true}',
      );
    },
  },
  {
    name: 'catGet',
    title: 'answers the seeded record with its JSON payload',
    run: async () => {
      const r = await h.call('catGet', '/members/cat');
      expect(r.status).toBe(200);
      expect(JSON.parse(obj(r.json)['payload'] as string)).toMatchObject({ coronaryHistory: true });
    },
  },
  {
    name: 'memberGet',
    title: 'answers the demo member',
    run: async () => {
      const r = await h.call('memberGet', '/members');
      expect(r.status).toBe(200);
      expect(r.json).toMatchObject({
        id: 'mbr_demo',
        email: 'demo@example.com',
        phoneNumber: '+12125550123',
      });
    },
  },
  {
    name: 'memberPatch',
    title: 'updates the given fields only',
    run: async () => {
      const r = await h.call('memberPatch', '/members', {
        body: { phoneNumber: '+12125550999', optInPhoneNotifications: true },
      });
      expect(r.status).toBe(200);
      expect(r.json).toMatchObject({
        phoneNumber: '+12125550999',
        optInPhoneNotifications: true,
        firstName: 'Dana',
      });
    },
  },
  {
    name: 'initialSetup',
    title: 'accepts the terms and sets the password with the e-mailed code',
    run: async () => {
      const r = await h.call('initialSetup', '/members/initial-setup', {
        token: null,
        body: {
          legal: true,
          email: NO_TERMS_MEMBER.email,
          newPassword: 'Another-password-2',
          passwordResetToken: NO_TERMS_MEMBER.setupCode,
          timeZone: 'America/Chicago',
          optInEmailNotifications: false,
          optInPhoneNotifications: true,
        },
      });
      expect(r.status).toBe(204);
      expect(h.platform.getMember(NO_TERMS_MEMBER.id)).toMatchObject({
        timeZone: 'America/Chicago',
        termsOfService: '2026-03-01T12:00:00Z',
      });
      expect(
        h.platform.accounts.verifyPassword(NO_TERMS_MEMBER.email, 'Another-password-2'),
      ).toBeDefined();
    },
  },
  {
    name: 'viewerHappinessScore',
    title: 'answers the stored score under result',
    run: async () => {
      const r = await h.call('viewerHappinessScore', '/api/members/viewerhappinessscore', {
        body: { encounterId: 'enc_demo_1', score: 5 },
      });
      expect(r.status).toBe(200);
      expect(obj(obj(r.json)['result'])).toMatchObject({ encounterId: 'enc_demo_1', score: 5 });
    },
  },
  {
    name: 'partnerAssociate',
    title: 'links the member to the partner',
    run: async () => {
      const r = await h.call('partnerAssociate', '/api/members/associate', {
        body: { partnerName: 'acme', offerType: 'SPONSORED', offerCode: 'ACME2026' },
      });
      expect(r.status).toBe(200);
      expect(r.json).toMatchObject({
        associated: true,
        offerType: 'SPONSORED',
        memberId: 'mbr_demo',
      });
    },
  },
  {
    name: 'partnerCheckAssociation',
    title: 'answers false, then true after associate',
    run: async () => {
      expect(
        (await h.call('partnerCheckAssociation', '/api/members/checkassociation?partnerName=acme'))
          .json,
      ).toMatchObject({ associated: false });
      await h.call('partnerAssociate', '/api/members/associate', {
        body: { partnerName: 'acme', offerType: 'SPONSORED' },
      });
      const r = await h.call(
        'partnerCheckAssociation',
        '/api/members/checkassociation?partnerName=acme',
      );
      expect(r.status).toBe(200);
      expect(r.json).toMatchObject({ associated: true });
      expect(
        (
          await h.call(
            'partnerCheckAssociation',
            '/api/members/checkassociation?partnerName=northwind',
          )
        ).json,
      ).toMatchObject({ associated: false });
    },
  },
  {
    name: 'memberAssociatePartner',
    title: "associates the partner of the member's offer",
    run: async () => {
      const created = await h.call('memberCreate', '/members', {
        body: { ...signUp, offerCode: 'ACME2026' },
        token: null,
      });
      const r = await h.call('memberAssociatePartner', '/api/members/memberassociatepartner', {
        token: tokenOf(obj(created.json)['id'] as string),
      });
      expect(r.status).toBe(200);
      expect(r.json).toMatchObject({ associated: true, offerType: 'SPONSORED' });
    },
  },
  {
    name: 'bookingStage',
    title: 'records the funnel stage with the booking id (204)',
    run: async () => {
      const r = await h.call('bookingStage', '/api/members/bookingstage', {
        body: { stage: 'PACKAGE_SELECTED', bookingId: 'bkg_1', packageId: 'pkg_full_body' },
      });
      expect(r.status).toBe(204);
      expect(h.platform.snapshot().funnel).toMatchObject([
        { stage: 'PACKAGE_SELECTED', bookingId: 'bkg_1', packageId: 'pkg_full_body' },
      ]);
    },
  },
  {
    name: 'trackingMetaConversion',
    title: 'accepts a conversion event without a token (204)',
    run: async () => {
      const r = await h.call('trackingMetaConversion', '/api/tracking/meta', {
        token: null,
        body: {
          eventName: 'Purchase',
          eventId: 'evt_1',
          eventTime: 1_772_000_000,
          eventSourceUrl: 'https://app.example/x',
          actionSource: 'website',
          value: 10,
          currency: 'USD',
        },
      });
      expect(r.status).toBe(204);
    },
  },
  {
    name: 'planList',
    title: 'filters by country',
    run: async () => {
      const r = await h.call('planList', '/packages/plans?country=GB');
      expect(r.status).toBe(200);
      expect(list(r.json).map((p) => p['id'])).toEqual(['pkg_full_body_gb', 'pkg_mammo_gb']);
    },
  },
  {
    name: 'addOnList',
    title: 'lists the add-ons of the country plans',
    run: async () => {
      const r = await h.call('addOnList', '/packages/addons?country=GB');
      expect(r.status).toBe(200);
      expect(list(r.json).map((a) => a['id'])).toEqual(['addon_heart_ct']);
    },
  },
  {
    name: 'discountList',
    title: 'lists live public codes',
    run: async () => {
      const r = await h.call('discountList', '/packages/discounts');
      expect(r.status).toBe(200);
      expect(list(r.json).map((d) => d['code'])).toEqual(['SPRING10']);
    },
  },
  {
    name: 'discountLookup',
    title: 'answers a known code with its plans and expiry (the client says why it cannot be used)',
    run: async () => {
      const r = await h.call(
        'discountLookup',
        '/packages/discounts/SPRING10?packageId=pkg_full_body',
      );
      expect(r.status).toBe(200);
      expect(r.json).toMatchObject({ kind: 'PERCENT', percentOff: 10 });
      const otherPlan = await h.call(
        'discountLookup',
        '/packages/discounts/spring10?packageId=pkg_mammo',
      );
      expect(otherPlan.status).toBe(200);
      expect(otherPlan.json).toMatchObject({ code: 'SPRING10' });
      expect((otherPlan.json as { packageIds: string[] }).packageIds).not.toContain('pkg_mammo');
      const expired = await h.call('discountLookup', '/packages/discounts/EXPIRED5');
      expect(expired.status).toBe(200);
      expect(Date.parse((expired.json as { expires: string }).expires)).toBeLessThan(Date.now());
      expect((await h.call('discountLookup', '/packages/discounts/NO-SUCH-CODE')).status).toBe(404);
    },
  },
  {
    name: 'offerGet',
    title: 'answers the offer behind a code without a token',
    run: async () => {
      const r = await h.call('offerGet', '/packages/offers/ACME2026', { token: null });
      expect(r.status).toBe(200);
      expect(r.json).toMatchObject({
        type: 'SPONSORED',
        encounterName: 'Acme executive health scan',
      });
    },
  },
  {
    name: 'centerList',
    title: 'lists the centers of a country with provider and zone',
    run: async () => {
      const r = await h.call('centerList', '/packages/centers?country=GB');
      expect(r.status).toBe(200);
      expect(list(r.json).map((c) => [c['id'], c['timeZone'], c['bookingProvider']])).toEqual([
        ['ctr_ldn_harley', 'Europe/London', 0],
        ['ctr_mcr', 'Europe/London', 6],
      ]);
    },
  },
  {
    name: 'postalCodeLookup',
    title: 'answers where a ZIP code or postcode lies, in any spacing; 404 when unknown',
    run: async () => {
      const zip = await h.call('postalCodeLookup', '/packages/postal-codes/10001-1234?country=US');
      expect(zip.status).toBe(200);
      expect(zip.json).toEqual({
        postalCode: '10001',
        country: 'US',
        latitude: 40.7506,
        longitude: -73.9972,
      });
      const postcode = await h.call('postalCodeLookup', '/packages/postal-codes/m11ae?country=GB');
      expect(postcode.status).toBe(200);
      expect(postcode.json).toMatchObject({ postalCode: 'M1 1AE', country: 'GB' });
      const unknown = await h.call('postalCodeLookup', '/packages/postal-codes/99999?country=US');
      expect(unknown.status).toBe(404);
      expect(unknown.json).toMatchObject({ code: 'not_found' });
    },
  },
  {
    name: 'availabilityList',
    title: "opens at 08:00 local in each center's zone (US daylight time began on March 8)",
    run: async () => {
      const range = 'from=2026-03-09T00:00:00Z&to=2026-03-10T00:00:00Z';
      const ny = list(
        (await h.call('availabilityList', `/packages/centers/ctr_nyc_5th/availability?${range}`))
          .json,
      );
      const ldn = list(
        (await h.call('availabilityList', `/packages/centers/ctr_ldn_harley/availability?${range}`))
          .json,
      );
      const phx = list(
        (
          await h.call(
            'availabilityList',
            `/packages/centers/ctr_phx_camelback/availability?${range}`,
          )
        ).json,
      );
      expect(ny[0]).toEqual({
        centerId: 'ctr_nyc_5th',
        start: '2026-03-09T12:00:00Z',
        end: '2026-03-09T13:00:00Z',
      });
      expect(ldn[0]?.['start']).toBe('2026-03-09T08:00:00Z');
      expect(phx[0]?.['start']).toBe('2026-03-09T15:00:00Z');
      expect(ny).toHaveLength(19);
    },
  },
  {
    name: 'appointmentReserve',
    title: 'confirms a free slot with a booking code, then the slot is gone',
    run: async () => {
      const encounterId = await paidEncounter();
      const r = await h.call('appointmentReserve', '/packages/appointments', {
        body: { encounterId, centerId: 'ctr_nyc_5th', start: '2026-03-09T12:00:00Z' },
      });
      expect(r.status).toBe(201);
      expect(r.json).toMatchObject({ status: 'CONFIRMED', end: '2026-03-09T13:00:00Z' });
      expect(obj(r.json)['bookingCode']).toMatch(/^SW-\d+$/);
      const slots = list(
        (
          await h.call(
            'availabilityList',
            '/packages/centers/ctr_nyc_5th/availability?from=2026-03-09T00:00:00Z&to=2026-03-10T00:00:00Z',
          )
        ).json,
      );
      expect(
        slots.some(
          (s) => s['start'] === '2026-03-09T12:00:00Z' || s['start'] === '2026-03-09T12:30:00Z',
        ),
      ).toBe(false);
    },
  },
  {
    name: 'appointmentReschedule',
    title: 'moves the appointment and the encounter follows',
    run: async () => {
      const r = await h.call(
        'appointmentReschedule',
        '/packages/appointments/apt_demo_3/reschedule',
        {
          body: { start: '2026-03-10T14:00:00Z', bookingCode: 'SW-100003' },
        },
      );
      expect(r.status).toBe(200);
      expect(r.json).toMatchObject({
        status: 'RESCHEDULED',
        start: '2026-03-10T14:00:00Z',
        end: '2026-03-10T14:30:00Z',
      });
      expect(
        obj(
          obj((await h.call('encounterGet', '/packages/encounters/enc_demo_3')).json)[
            'appointment'
          ],
        )['start'],
      ).toBe('2026-03-10T14:00:00Z');
    },
  },
  {
    name: 'appointmentCancel',
    title: 'cancels; the encounter goes back to scheduling',
    run: async () => {
      const r = await h.call('appointmentCancel', '/packages/appointments/apt_demo_3/cancel', {
        body: { reason: 'Travelling' },
      });
      expect(r.status).toBe(200);
      expect(r.json).toMatchObject({ status: 'CANCELLED' });
      expect((await h.call('encounterGet', '/packages/encounters/enc_demo_3')).json).toMatchObject({
        status: 'AWAITING_SCHEDULING',
        appointment: null,
        nextStep: 'SCHEDULE',
      });
      expect(
        (
          await h.call('appointmentCancel', '/packages/appointments/apt_demo_3/cancel', {
            body: {},
          })
        ).status,
      ).toBe(409);
    },
  },
  {
    name: 'encounterList',
    title: 'lists the member encounters by created ascending',
    run: async () => {
      const r = await h.call('encounterList', '/packages/encounters');
      expect(r.status).toBe(200);
      expect(list(r.json).map((e) => e['id'])).toEqual(['enc_demo_1', 'enc_demo_2', 'enc_demo_3']);
    },
  },
  {
    name: 'encounterGet',
    title: 'answers an upcoming scan within 121 days',
    run: async () => {
      const r = await h.call('encounterGet', '/packages/encounters/enc_demo_3');
      expect(r.status).toBe(200);
      const start = Date.parse(obj(obj(r.json)['appointment'])['start'] as string);
      expect(start - Date.parse('2026-03-01T00:00:00Z')).toBeLessThan(121 * 86_400_000);
      expect(start).toBeGreaterThan(Date.parse('2026-03-01T12:00:00Z'));
    },
  },
  {
    name: 'taskList',
    title: 'has open questionnaire and mammography upload tasks',
    run: async () => {
      const r = await h.call('taskList', '/tasks');
      expect(r.status).toBe(200);
      const open = list(r.json)
        .filter((t) => t['done'] === false)
        .map((t) => t['type']);
      expect(open.sort()).toEqual(['MAMMO_UPLOAD', 'MEDICAL_QUESTIONNAIRE']);
    },
  },
  {
    name: 'reportList',
    title: 'lists two reports with findings (snippets with eScore, subFindings)',
    run: async () => {
      const r = await h.call('reportList', '/diagnostics/reports');
      expect(r.status).toBe(200);
      expect(list(r.json)).toHaveLength(2);
      const finding = obj(list(list(r.json)[1]?.['findings'])[1]);
      expect(finding['snippets']).toEqual(
        expect.arrayContaining([expect.objectContaining({ eScore: 4, potentialCancer: false })]),
      );
      expect(Array.isArray(finding['subFindings'])).toBe(true);
    },
  },
  {
    name: 'digitalReportGet',
    title: 'answers sections and the viewer link',
    run: async () => {
      const r = await h.call(
        'digitalReportGet',
        '/diagnostics/encounters/enc_demo_2/digital-report',
      );
      expect(r.status).toBe(200);
      expect(r.json).toMatchObject({ reportId: 'rep_demo_2', viewerAvailable: true });
      expect(list(obj(r.json)['sections'])).toHaveLength(2);
    },
  },
  {
    name: 'invoiceList',
    title: 'has paid and due invoices',
    run: async () => {
      const r = await h.call('invoiceList', '/payments/invoices');
      expect(r.status).toBe(200);
      expect(new Set(list(r.json).map((i) => i['status']))).toEqual(new Set(['PAID', 'DUE']));
    },
  },
  {
    name: 'messageList',
    title: 'lists messages newest first',
    run: async () => {
      const r = await h.call('messageList', '/members/messages');
      expect(r.status).toBe(200);
      expect(list(r.json).map((m) => m['id'])).toEqual(['msg_demo_3', 'msg_demo_2', 'msg_demo_1']);
    },
  },
  {
    name: 'messageMarkRead',
    title: 'marks a message read',
    run: async () => {
      const r = await h.call('messageMarkRead', '/members/messages/msg_demo_3/read');
      expect(r.status).toBe(200);
      expect(r.json).toMatchObject({ id: 'msg_demo_3', read: true });
    },
  },
  {
    name: 'messageSend',
    title: 'replies in a thread',
    run: async () => {
      const r = await h.call('messageSend', '/members/messages', {
        body: { threadId: 'thr_demo_2', subject: 'Re: Before', body: 'Done!' },
      });
      expect(r.status).toBe(201);
      expect(r.json).toMatchObject({ threadId: 'thr_demo_2', from: 'member', body: 'Done!' });
    },
  },
  {
    name: 'documentList',
    title: 'lists documents',
    run: async () => {
      const r = await h.call('documentList', '/members/documents');
      expect(r.status).toBe(200);
      expect(list(r.json)).toHaveLength(4);
    },
  },
  {
    name: 'forgotPasswordRequest',
    title: 'e-mails a code (outbox), 204 for unknown e-mails too',
    run: async () => {
      expect(
        (
          await h.call('forgotPasswordRequest', '/users/password/forgot', {
            token: null,
            body: { email: 'demo@example.com' },
          })
        ).status,
      ).toBe(204);
      expect(h.platform.outbox()[0]?.code).toMatch(/^\d{6}$/);
      expect(
        (
          await h.call('forgotPasswordRequest', '/users/password/forgot', {
            token: null,
            body: { email: 'nobody@example.com' },
          })
        ).status,
      ).toBe(204);
      expect(h.platform.outbox()).toHaveLength(1);
    },
  },
  {
    name: 'forgotPasswordChange',
    title: 'changes the password with the code, once',
    run: async () => {
      await h.call('forgotPasswordRequest', '/users/password/forgot', {
        token: null,
        body: { email: 'demo@example.com' },
      });
      const code = h.platform.outbox()[0]?.code ?? '';
      const body = { email: 'demo@example.com', code, newPassword: 'Brand-new-pass-3' };
      expect(
        (await h.call('forgotPasswordChange', '/users/password/reset', { token: null, body }))
          .status,
      ).toBe(204);
      expect(
        h.platform.accounts.verifyPassword('demo@example.com', 'Brand-new-pass-3'),
      ).toBeDefined();
      expect(
        h.platform.accounts.verifyPassword('demo@example.com', 'Demo-password-1'),
      ).toBeUndefined();
      expect(
        (await h.call('forgotPasswordChange', '/users/password/reset', { token: null, body }))
          .status,
      ).toBe(400);
    },
  },
  {
    name: 'mammoUploadRegister',
    title: 'registers a file and answers where to send it',
    run: async () => {
      const r = await h.call(
        'mammoUploadRegister',
        '/packages/encounters/enc_demo_3/mammo-uploads',
        {
          body: { fileName: 'prior.dcm', size: 1024, contentType: 'application/dicom' },
        },
      );
      expect(r.status).toBe(201);
      expect(obj(r.json)['uploadUrl']).toBe(`/packages/uploads/${obj(r.json)['id'] as string}`);
    },
  },
  {
    name: 'mammoUploadList',
    title: 'lists registered files',
    run: async () => {
      await h.call('mammoUploadRegister', '/packages/encounters/enc_demo_3/mammo-uploads', {
        body: { fileName: 'prior.dcm', size: 1024, contentType: 'application/dicom' },
      });
      const r = await h.call('mammoUploadList', '/packages/encounters/enc_demo_3/mammo-uploads');
      expect(r.status).toBe(200);
      expect(list(r.json).map((u) => u['fileName'])).toEqual(['prior.dcm']);
    },
  },
  {
    name: 'catResultsGet',
    title: 'scores the questionnaire',
    run: async () => {
      const r = await h.call('catResultsGet', '/members/cat/results');
      expect(r.status).toBe(200);
      expect(r.json).toMatchObject({
        riskLevel: 'MODERATE',
        eligible: true,
        recommendedPackageId: 'pkg_heart_ct',
      });
    },
  },
];

interface BadCase {
  name: CallName;
  path: string;
  body?: unknown;
  raw?: string;
  token?: string | null;
  status: number;
  /** The error's path, when the answer names a field. */
  at?: string[];
  code?: string;
}

/** One (or more) bad-input case per REST call; none may change the state. */
const bad: BadCase[] = [
  {
    name: 'createPendingCharge',
    path: '/packages/payments/pkg_full_body/create-pending',
    body: { packageId: 'pkg_full_body', addOnIds: 'x' },
    status: 400,
    at: ['addOnIds'],
  },
  {
    name: 'createPendingCharge',
    path: '/packages/payments/pkg_full_body/create-pending',
    body: { packageId: 'pkg_mammo', addOnIds: [] },
    status: 400,
    at: ['packageId'],
  },
  {
    name: 'createPendingCharge',
    path: '/packages/payments/pkg_full_body/create-pending',
    body: { packageId: 'pkg_full_body', addOnIds: [], promoCode: 'NOPE' },
    status: 400,
    at: ['promoCode'],
  },
  {
    name: 'createPendingCharge',
    path: '/packages/payments/pkg_full_body/create-pending',
    body: { packageId: 'pkg_full_body', addOnIds: ['addon_heart_ct', 'addon_nope'] },
    status: 400,
    at: ['addOnIds', '1'],
  },
  {
    name: 'createPendingCharge',
    path: '/packages/payments/pkg_full_body/create-pending',
    raw: '{"packageId":',
    status: 400,
    code: 'invalid_json',
  },
  {
    name: 'completePendingCharge',
    path: '/packages/payments/pkg_heart_ct/complete',
    status: 404,
    code: 'no_pending_charge',
  },
  {
    name: 'memberUtm',
    path: '/members/utm',
    body: { utm_source: 5 },
    status: 400,
    at: ['utm_source'],
  },
  {
    name: 'memberTos',
    path: '/members/tos',
    body: { accepted: false, version: '1' },
    status: 400,
    at: ['accepted'],
  },
  {
    name: 'memberCreate',
    path: '/members',
    body: { ...signUp, password: undefined },
    token: null,
    status: 400,
    at: ['password'],
  },
  {
    name: 'memberCreate',
    path: '/members',
    body: { ...signUp, email: 'demo@example.com' },
    token: null,
    status: 409,
    code: 'email_taken',
  },
  {
    name: 'memberRegisterMammogram',
    path: '/members/register/mammogram',
    body: { ...mammoRegistration, timeZone: 'nowhere' },
    token: null,
    status: 400,
    at: ['timeZone'],
  },
  {
    name: 'memberRegisterMammogram',
    path: '/members/register/mammogram',
    body: { ...mammoRegistration, centerId: 'ctr_nope' },
    token: null,
    status: 400,
    at: ['centerId'],
  },
  {
    name: 'memberRegisterMammogram',
    path: '/members/register/mammogram',
    body: { ...mammoRegistration, slotStart: '2026-03-08T09:30:00Z' },
    token: null,
    status: 409,
    code: 'slot_unavailable',
  },
  {
    name: 'catSave',
    path: '/members/cat',
    body: { payload: '{not json' },
    status: 400,
    at: ['payload'],
  },
  { name: 'catGet', path: '/members/cat', token: tokenOf('mbr_nophone'), status: 404 },
  { name: 'memberGet', path: '/members', token: tokenOf('acct_social'), status: 404 },
  {
    name: 'memberPatch',
    path: '/members',
    body: { address: { line1: 'x', city: 'y', state: 'NY', postalCode: 'ABC', country: 'US' } },
    status: 400,
    at: ['address', 'postalCode'],
  },
  {
    name: 'memberPatch',
    path: '/members',
    body: { firstName: '' },
    status: 400,
    at: ['firstName'],
  },
  {
    name: 'initialSetup',
    path: '/members/initial-setup',
    token: null,
    body: {
      legal: true,
      email: NO_TERMS_MEMBER.email,
      passwordResetToken: 'WRONG',
      timeZone: 'UTC',
      optInEmailNotifications: true,
      optInPhoneNotifications: true,
    },
    status: 400,
    at: ['passwordResetToken'],
  },
  {
    name: 'initialSetup',
    path: '/members/initial-setup',
    token: null,
    body: {
      legal: false,
      email: NO_TERMS_MEMBER.email,
      passwordResetToken: NO_TERMS_MEMBER.setupCode,
      timeZone: 'UTC',
      optInEmailNotifications: true,
      optInPhoneNotifications: true,
    },
    status: 400,
    at: ['legal'],
  },
  {
    name: 'viewerHappinessScore',
    path: '/api/members/viewerhappinessscore',
    body: { encounterId: 'enc_demo_1', score: 6 },
    status: 400,
    at: ['score'],
  },
  {
    name: 'partnerAssociate',
    path: '/api/members/associate',
    body: { partnerName: 'acme', offerType: 'FREE' },
    status: 400,
    at: ['offerType'],
  },
  {
    name: 'partnerAssociate',
    path: '/api/members/associate',
    body: { partnerName: 'nobody', offerType: 'SPONSORED' },
    status: 400,
    at: ['partnerName'],
  },
  {
    name: 'partnerCheckAssociation',
    path: '/api/members/checkassociation',
    token: 'not-a-token',
    status: 401,
  },
  {
    name: 'memberAssociatePartner',
    path: '/api/members/memberassociatepartner',
    status: 404,
    code: 'no_partner_offer',
  },
  {
    name: 'bookingStage',
    path: '/api/members/bookingstage',
    body: { stage: 'NOPE' },
    status: 400,
    at: ['stage'],
  },
  {
    name: 'bookingStage',
    path: '/api/members/bookingstage',
    body: { stage: 'CENTER_SELECTED', centerId: 'ctr_nope' },
    status: 400,
    at: ['centerId'],
  },
  {
    name: 'trackingMetaConversion',
    path: '/api/tracking/meta',
    token: null,
    body: {
      eventName: 'Nope',
      eventId: 'e',
      eventTime: 1,
      eventSourceUrl: 'https://x.example',
      actionSource: 'website',
    },
    status: 400,
    at: ['eventName'],
  },
  { name: 'planList', path: '/packages/plans?country=FR', status: 400, at: ['country'] },
  { name: 'addOnList', path: '/packages/addons?kind=XRAY', status: 400, at: ['kind'] },
  { name: 'discountList', path: '/packages/discounts', token: null, status: 401 },
  {
    name: 'discountLookup',
    path: '/packages/discounts/SPRING10?packageId=pkg_nope',
    status: 400,
    at: ['packageId'],
  },
  { name: 'offerGet', path: '/packages/offers/NOPE', token: null, status: 404 },
  { name: 'centerList', path: '/packages/centers', status: 400, at: ['country'] },
  { name: 'postalCodeLookup', path: '/packages/postal-codes/10001', status: 400, at: ['country'] },
  {
    name: 'postalCodeLookup',
    path: '/packages/postal-codes/10001?country=GB',
    status: 400,
    at: ['postalCode'],
  },
  {
    name: 'postalCodeLookup',
    path: '/packages/postal-codes/10001?country=US',
    token: null,
    status: 401,
  },
  {
    name: 'availabilityList',
    path: '/packages/centers/ctr_nyc_5th/availability?from=tomorrow&to=2026-03-10T00:00:00Z',
    status: 400,
    at: ['from'],
  },
  {
    name: 'availabilityList',
    path: '/packages/centers/ctr_nyc_5th/availability?from=2026-03-10T00:00:00Z&to=2026-03-09T00:00:00Z',
    status: 400,
    at: ['to'],
  },
  {
    name: 'availabilityList',
    path: '/packages/centers/ctr_nyc_5th/availability?from=2026-03-01T00:00:00Z&to=2026-06-01T00:00:00Z',
    status: 400,
    at: ['to'],
  },
  {
    name: 'availabilityList',
    path: '/packages/centers/ctr_nope/availability?from=2026-03-09T00:00:00Z&to=2026-03-10T00:00:00Z',
    status: 404,
  },
  {
    name: 'appointmentReserve',
    path: '/packages/appointments',
    body: { encounterId: 'enc_demo_3', centerId: 'ctr_nyc_5th', start: 'monday' },
    status: 400,
    at: ['start'],
  },
  {
    name: 'appointmentReserve',
    path: '/packages/appointments',
    body: { encounterId: 'enc_demo_3', centerId: 'ctr_nyc_5th', start: '2026-03-09T12:00:00Z' },
    status: 409,
    code: 'already_scheduled',
  },
  {
    name: 'appointmentReserve',
    path: '/packages/appointments',
    body: { encounterId: 'enc_rosa_1', centerId: 'ctr_nyc_5th', start: '2026-03-09T12:00:00Z' },
    status: 404,
  },
  {
    name: 'appointmentReschedule',
    path: '/packages/appointments/apt_demo_3/reschedule',
    body: { start: '2026-03-10T14:00:00Z', bookingCode: 'SW-WRONG' },
    status: 400,
    at: ['bookingCode'],
  },
  {
    name: 'appointmentReschedule',
    path: '/packages/appointments/apt_demo_3/reschedule',
    body: { start: '2026-03-10T03:00:00Z' },
    status: 409,
    code: 'slot_unavailable',
  },
  {
    name: 'appointmentReschedule',
    path: '/packages/appointments/apt_demo_3/reschedule',
    body: {},
    status: 400,
    at: ['start'],
  },
  {
    name: 'appointmentCancel',
    path: '/packages/appointments/apt_demo_3/cancel',
    body: { reason: 'x'.repeat(501) },
    status: 400,
    at: ['reason'],
  },
  {
    name: 'appointmentCancel',
    path: '/packages/appointments/apt_rosa_1/cancel',
    body: {},
    status: 404,
  },
  { name: 'encounterList', path: '/packages/encounters', token: null, status: 401 },
  { name: 'encounterGet', path: '/packages/encounters/enc_nope', status: 404 },
  {
    name: 'taskList',
    path: '/tasks',
    token: tokenOf('mbr_ghost'),
    status: 401,
    code: 'invalid_token',
  },
  { name: 'reportList', path: '/diagnostics/reports', token: 'garbage', status: 401 },
  {
    name: 'digitalReportGet',
    path: '/diagnostics/encounters/enc_demo_3/digital-report',
    status: 404,
  },
  { name: 'invoiceList', path: '/payments/invoices', token: null, status: 401 },
  { name: 'messageList', path: '/members/messages', token: null, status: 401 },
  { name: 'messageMarkRead', path: '/members/messages/msg_nope/read', status: 404 },
  {
    name: 'messageSend',
    path: '/members/messages',
    body: { subject: '', body: 'x' },
    status: 400,
    at: ['subject'],
  },
  {
    name: 'messageSend',
    path: '/members/messages',
    body: { threadId: 'thr_rosa_1', subject: 'Hi', body: 'x' },
    status: 404,
  },
  { name: 'documentList', path: '/members/documents', token: null, status: 401 },
  {
    name: 'forgotPasswordRequest',
    path: '/users/password/forgot',
    token: null,
    body: { email: 'nope' },
    status: 400,
    at: ['email'],
  },
  {
    name: 'forgotPasswordChange',
    path: '/users/password/reset',
    token: null,
    body: { email: 'demo@example.com', code: '000000', newPassword: 'Long-enough-1' },
    status: 400,
    at: ['code'],
  },
  {
    name: 'forgotPasswordChange',
    path: '/users/password/reset',
    token: null,
    body: { email: 'demo@example.com', code: '000000', newPassword: 'short' },
    status: 400,
    at: ['newPassword'],
  },
  {
    name: 'mammoUploadRegister',
    path: '/packages/encounters/enc_demo_3/mammo-uploads',
    body: { fileName: 'a.dcm', size: 0, contentType: 'application/dicom' },
    status: 400,
    at: ['size'],
  },
  {
    name: 'mammoUploadRegister',
    path: '/packages/encounters/enc_demo_1/mammo-uploads',
    body: { fileName: 'a.dcm', size: 10, contentType: 'application/dicom' },
    status: 409,
    code: 'not_mammography',
  },
  { name: 'mammoUploadList', path: '/packages/encounters/enc_rosa_1/mammo-uploads', status: 404 },
  {
    name: 'catResultsGet',
    path: '/members/cat/results',
    token: tokenOf('mbr_nophone'),
    status: 404,
  },
];

describe('REST calls: success', () => {
  it('covers every REST call of the core catalogue, in success and bad-input cases', () => {
    expect(new Set(successes.map((c) => c.name))).toEqual(new Set(REST_CALL_NAMES));
    expect(new Set(bad.map((c) => c.name))).toEqual(new Set(REST_CALL_NAMES));
    expect(REST_CALL_NAMES).not.toContain('identityLogout');
  });
  for (const testCase of successes) {
    it(
      `${testCase.name} (${CALLS[testCase.name].method} ${CALLS[testCase.name].path}): ${testCase.title}`,
      testCase.run,
    );
  }
});

describe('REST calls: bad input changes nothing', () => {
  for (const testCase of bad) {
    const label = `${testCase.name}: ${testCase.status}${testCase.at ? ` at ${testCase.at.join('.')}` : ''}${testCase.code ? ` ${testCase.code}` : ''}`;
    it(label, async () => {
      const before = h.platform.snapshot();
      const init = {
        ...(testCase.body !== undefined ? { body: testCase.body } : {}),
        ...(testCase.raw !== undefined ? { raw: testCase.raw } : {}),
        ...(testCase.token !== undefined ? { token: testCase.token } : {}),
      };
      const r = await h.call(testCase.name, testCase.path, init);
      expect(r.status).toBe(testCase.status);
      const error = obj(r.json);
      expect(typeof error['code']).toBe('string');
      expect(typeof error['message']).toBe('string');
      if (testCase.at) expect(error['path']).toEqual(testCase.at);
      if (testCase.code) expect(error['code']).toBe(testCase.code);
      expect(h.platform.snapshot()).toEqual(before);
    });
  }
});

describe('REST auth and isolation', () => {
  const bearerCalls = REST_CALL_NAMES.filter((name) => CALLS[name].auth !== 'none');
  const samplePath = (name: CallName): string =>
    CALLS[name].path.replace(/:([A-Za-z]+)/g, (_m, p: string) =>
      p === 'id' ? 'pkg_full_body' : `x_${p}`,
    );

  it('answers 401 without a token and with a bad token on every bearer call', async () => {
    for (const name of bearerCalls) {
      for (const token of [null, 'forged']) {
        const r = await h.call(name, samplePath(name), { token, body: {} });
        expect(r.status, `${name} ${String(token)}`).toBe(401);
        expect(r.headers.get('WWW-Authenticate')).toMatch(/^Bearer/);
      }
    }
  });

  it("answers 404 for another member's encounter, report, uploads, appointment and message", async () => {
    const rosa = { token: tokenOf('mbr_roles') };
    expect((await h.call('encounterGet', '/packages/encounters/enc_demo_3', rosa)).status).toBe(
      404,
    );
    expect(
      (await h.call('digitalReportGet', '/diagnostics/encounters/enc_demo_2/digital-report', rosa))
        .status,
    ).toBe(404);
    expect(
      (await h.call('mammoUploadList', '/packages/encounters/enc_demo_3/mammo-uploads', rosa))
        .status,
    ).toBe(404);
    expect(
      (
        await h.call('appointmentReschedule', '/packages/appointments/apt_demo_3/reschedule', {
          ...rosa,
          body: { start: '2026-03-10T14:00:00Z' },
        })
      ).status,
    ).toBe(404);
    expect(
      (await h.call('messageMarkRead', '/members/messages/msg_demo_3/read', rosa)).status,
    ).toBe(404);
    expect(
      (
        await h.call('viewerHappinessScore', '/api/members/viewerhappinessscore', {
          ...rosa,
          body: { encounterId: 'enc_demo_1', score: 3 },
        })
      ).status,
    ).toBe(404);
  });

  it("lists only the member's own data", async () => {
    const rosa = { token: tokenOf('mbr_roles') };
    expect(
      list((await h.call('encounterList', '/packages/encounters', rosa)).json).map((e) => e['id']),
    ).toEqual(['enc_rosa_1']);
    expect(
      list((await h.call('messageList', '/members/messages', rosa)).json).map((m) => m['id']),
    ).toEqual(['msg_rosa_1']);
    expect(list((await h.call('invoiceList', '/payments/invoices', rosa)).json)).toEqual([]);
    expect(list((await h.call('reportList', '/diagnostics/reports', rosa)).json)).toEqual([]);
  });

  it('answers CORS preflights for the web origin with credentials, and nothing for others', async () => {
    const ok = await h.call({ method: 'OPTIONS' }, '/members', {
      token: null,
      headers: {
        Origin: WEB_ORIGIN,
        'Access-Control-Request-Method': 'PATCH',
        'Access-Control-Request-Headers': 'authorization,content-type',
      },
    });
    expect(ok.status).toBe(204);
    expect(ok.headers.get('Access-Control-Allow-Origin')).toBe(WEB_ORIGIN);
    expect(ok.headers.get('Access-Control-Allow-Credentials')).toBe('true');
    const get = await h.call('memberGet', '/members', { headers: { Origin: WEB_ORIGIN } });
    expect(get.headers.get('Access-Control-Allow-Origin')).toBe(WEB_ORIGIN);
    const other = await h.call('memberGet', '/members', {
      headers: { Origin: 'http://evil.example' },
    });
    expect(other.headers.get('Access-Control-Allow-Origin')).toBeNull();
  });

  it('answers 404 with the error shape for unknown paths', async () => {
    const r = await h.call({ method: 'GET' }, '/nothing/here');
    expect(r.status).toBe(404);
    expect(r.json).toMatchObject({ code: 'not_found' });
  });
});

describe('uploads and events', () => {
  it('receiving the bytes completes the upload and the MAMMO_UPLOAD task, with events', async () => {
    const events: string[] = [];
    h.platform.subscribe((event) =>
      events.push(
        event.type === 'task-changed'
          ? `task:${event.change}:${event.task.type}`
          : event.type === 'encounter-changed'
            ? `encounter:${event.encounter.nextStep}`
            : `message:${event.message.id}`,
      ),
    );
    const registered = obj(
      (
        await h.call('mammoUploadRegister', '/packages/encounters/enc_demo_3/mammo-uploads', {
          body: { fileName: 'p.dcm', size: 4, contentType: 'application/dicom' },
        })
      ).json,
    );
    const wrongSize = await h.call({ method: 'PUT' }, registered['uploadUrl'] as string, {
      raw: 'abc',
    });
    expect(wrongSize.status).toBe(400);
    const r = await h.call({ method: 'PUT' }, registered['uploadUrl'] as string, { raw: 'abcd' });
    expect(r.status).toBe(200);
    expect(obj(r.json)['completed']).toBe('2026-03-01T12:00:00Z');
    expect(events).toEqual(['task:done:MAMMO_UPLOAD', 'encounter:COMPLETE_QUESTIONNAIRE']);
    const tasks = list((await h.call('taskList', '/tasks')).json);
    expect(tasks.find((t) => t['type'] === 'MAMMO_UPLOAD')?.['done']).toBe(true);
  });

  it('a refused operation announces nothing', async () => {
    const events: unknown[] = [];
    h.platform.subscribe((event) => events.push(event));
    await h.call('appointmentReschedule', '/packages/appointments/apt_demo_3/reschedule', {
      body: { start: '2026-03-10T03:00:00Z' },
    });
    expect(events).toEqual([]);
  });
});

describe('response contract', () => {
  it('answers 500 invalid_response instead of a body that breaks the call schema', async () => {
    const broken = h.platform as unknown as { getMember: () => unknown };
    broken.getMember = () => ({ id: 'mbr_demo', email: 'not an e-mail' });
    const r = await h.call('memberGet', '/members');
    expect(r.status).toBe(500);
    expect(r.json).toMatchObject({ code: 'invalid_response' });
  });
});
