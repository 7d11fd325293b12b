import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ScanwiseEventBus, type ScanwiseEvent } from '../events';
import { HttpClient, type HttpClientError } from '../http';
import { CALL_EXAMPLES, CALLS, type CallName } from '../schemas';
import {
  FakeClock,
  FakeHttp,
  RecordingLogger,
  type FakeHttpHandler,
  type FakeHttpReply,
} from '../testing';
import { MemberApi } from './memberApi';
import { MemberApiError, memberApiMessageKeyFor } from './memberApiError';
import { isMemberApiError } from './memberCallFailure';

const BASE = 'https://api.scanwise.test';
const STORED_TOKEN = 'stored-access-token';

function setup(options: { production?: boolean } = {}) {
  const clock = new FakeClock();
  const http = new FakeHttp();
  const logger = new RecordingLogger();
  const events = new ScanwiseEventBus();
  const loggedOut: ScanwiseEvent[] = [];
  events.on('loggedOut').subscribe((event) => loggedOut.push(event));
  const client = new HttpClient({
    http,
    baseUrl: BASE,
    clock,
    events,
    getAccessToken: () => ({
      accessToken: STORED_TOKEN,
      expiresAt: clock.now() / 1000 + 3600,
    }),
  });
  const api = new MemberApi({
    calls: CALLS,
    client,
    logger,
    currentTimeZone: () => 'America/Chicago',
    ...(options.production === undefined ? {} : { production: options.production }),
  });
  /** Answers the catalogue call `name` with `reply`. */
  const answer = (name: CallName, reply: FakeHttpReply | FakeHttpHandler): void => {
    http.on(CALLS[name].method, CALLS[name].path, reply);
  };
  const sentTo = (name: CallName) => http.requestsTo(CALLS[name].method, CALLS[name].path);
  /** The JSON body of the first request of call `name`. */
  const sentJson = (name: CallName): unknown => {
    const body = sentTo(name)[0]?.body;
    if (typeof body !== 'string') throw new Error(`no JSON body sent for ${name}`);
    return JSON.parse(body) as unknown;
  };
  return { clock, http, logger, api, answer, sentTo, sentJson, loggedOut };
}

const serverError: FakeHttpReply = {
  status: 500,
  body: { code: 'server_error', message: 'Something broke' },
};

async function rejection(promise: Promise<unknown>): Promise<MemberApiError> {
  const error: unknown = await promise.then(
    () => new Error('expected a rejection'),
    (reason: unknown) => reason,
  );
  if (!(error instanceof MemberApiError)) throw error;
  return error;
}

const authorization = (headers: Readonly<Record<string, string>>): string | undefined =>
  headers['Authorization'] ?? headers['authorization'];

describe('MemberApi: the calls of spec section 7', () => {
  describe('POST packages payments/{id}/create-pending: "data. Errors reject."', () => {
    it('resolves the pending charge (data) and posts the order to the package id', async () => {
      const { api, answer, sentTo, sentJson } = setup();
      const example = CALL_EXAMPLES.createPendingCharge;
      answer('createPendingCharge', { status: 201, body: example.response });
      await expect(api.createPendingCharge(example.request)).resolves.toEqual(example.response);
      expect(sentTo('createPendingCharge')[0]?.url).toBe(
        `${BASE}/packages/payments/pkg_full_body/create-pending`,
      );
      expect(sentJson('createPendingCharge')).toEqual(example.request);
    });

    it('rejects with a typed error carrying a message key and the platform code, logged', async () => {
      const { logger, api, answer } = setup();
      answer('createPendingCharge', {
        status: 409,
        body: { code: 'already_paid', message: 'Encounter already paid' },
      });
      const error = await rejection(
        api.createPendingCharge(CALL_EXAMPLES.createPendingCharge.request),
      );
      expect(error).toMatchObject({
        call: 'createPendingCharge',
        status: 409,
        apiCode: 'already_paid',
        messageKey: 'api.errors.conflict',
      });
      // A refusal the platform explains is the member's to act on: a warning, not an error.
      expect(logger.has('warn', 'Member call createPendingCharge failed')).toBe(true);
      expect(logger.messages('error')).toEqual([]);
    });
  });

  describe('POST packages payments/{id}/complete: "Errors reject."', () => {
    it('sends an empty body and resolves the completion', async () => {
      const { api, answer, sentTo } = setup();
      answer('completePendingCharge', { body: CALL_EXAMPLES.completePendingCharge.response });
      await expect(api.completePendingCharge('pkg_full_body')).resolves.toEqual(
        CALL_EXAMPLES.completePendingCharge.response,
      );
      expect(sentTo('completePendingCharge')[0]?.body).toBeUndefined();
    });

    it('rejects when no pending charge exists', async () => {
      const { api, answer } = setup();
      answer('completePendingCharge', {
        status: 404,
        body: { code: 'no_pending_charge', message: 'No pending charge' },
      });
      const error = await rejection(api.completePendingCharge('pkg_full_body'));
      expect(error.messageKey).toBe('api.errors.notFound');
    });
  });

  describe('PUT members utm (result not shown: designed as a background save)', () => {
    it('resolves true once stored', async () => {
      const { api, answer, sentJson } = setup();
      answer('memberUtm', { status: 204 });
      await expect(api.saveUtm(CALL_EXAMPLES.memberUtm.request)).resolves.toBe(true);
      expect(sentJson('memberUtm')).toEqual(CALL_EXAMPLES.memberUtm.request);
    });

    it('resolves false and logs a warning on failure, never rejects', async () => {
      const { logger, api, answer } = setup();
      answer('memberUtm', serverError);
      await expect(api.saveUtm(CALL_EXAMPLES.memberUtm.request)).resolves.toBe(false);
      expect(logger.has('warn', 'Member call memberUtm failed')).toBe(true);
    });
  });

  describe('PUT members tos: "data. Failure is only logged."', () => {
    it('resolves the updated member (data)', async () => {
      const { api, answer } = setup();
      answer('memberTos', { body: CALL_EXAMPLES.memberTos.response });
      await expect(api.acceptTermsOfService(CALL_EXAMPLES.memberTos.request)).resolves.toEqual(
        CALL_EXAMPLES.memberTos.response,
      );
    });

    it('resolves undefined on failure: the failure is only logged', async () => {
      const { logger, api, answer } = setup();
      answer('memberTos', serverError);
      await expect(
        api.acceptTermsOfService(CALL_EXAMPLES.memberTos.request),
      ).resolves.toBeUndefined();
      expect(logger.entries).toHaveLength(1);
      expect(logger.entries[0]).toMatchObject({
        level: 'warn',
        message: 'Member call memberTos failed',
        context: { status: 500, messageKey: 'api.errors.server' },
      });
    });
  });

  describe('POST members: "data. Errors reject. Failure is logged."', () => {
    it('resolves the created member (data)', async () => {
      const { api, answer } = setup();
      answer('memberCreate', { status: 201, body: CALL_EXAMPLES.memberCreate.response });
      await expect(api.createMember(CALL_EXAMPLES.memberCreate.request)).resolves.toEqual(
        CALL_EXAMPLES.memberCreate.response,
      );
    });

    it('rejects and logs the failure', async () => {
      const { logger, api, answer } = setup();
      answer('memberCreate', {
        status: 400,
        body: { code: 'email_taken', message: 'E-mail already registered' },
      });
      const error = await rejection(api.createMember(CALL_EXAMPLES.memberCreate.request));
      expect(error.messageKey).toBe('api.errors.invalidInput');
      expect(error.apiCode).toBe('email_taken');
      expect(logger.has('warn', 'Member call memberCreate failed')).toBe(true);
      expect(logger.messages('error')).toEqual([]);
    });

    it('refuses member data that breaks the schema before sending (invalid input)', async () => {
      const { http, api } = setup();
      const bad = { ...CALL_EXAMPLES.memberCreate.request, email: 'not an e-mail' };
      const error = await rejection(api.createMember(bad));
      expect(error.messageKey).toBe('api.errors.invalidInput');
      expect(http.requests).toHaveLength(0);
    });
  });

  describe('POST members register/mammogram: "two merged objects plus timeZone" -> data', () => {
    const example = CALL_EXAMPLES.memberRegisterMammogram.request;
    const memberPart = {
      email: example.email,
      firstName: example.firstName,
      lastName: example.lastName,
      phoneNumber: example.phoneNumber,
      dob: example.dob,
      sex: example.sex,
    };
    const bookingPart = {
      centerId: example.centerId,
      priorMammogram: example.priorMammogram,
    };

    it('sends both objects merged flat plus the time zone, and resolves data', async () => {
      const { api, answer, sentJson } = setup();
      answer('memberRegisterMammogram', {
        status: 201,
        body: CALL_EXAMPLES.memberRegisterMammogram.response,
      });
      const result = await api.registerMammogram(memberPart, bookingPart);
      expect(result).toEqual({
        success: true,
        data: CALL_EXAMPLES.memberRegisterMammogram.response,
      });
      expect(sentJson('memberRegisterMammogram')).toEqual({
        ...memberPart,
        ...bookingPart,
        timeZone: 'America/Chicago',
      });
    });

    it('marks a failure success false instead of throwing', async () => {
      const { api, answer } = setup();
      answer('memberRegisterMammogram', serverError);
      const result = await api.registerMammogram(memberPart, bookingPart);
      expect(result.success).toBe(false);
      if (!result.success) expect(result.error.call).toBe('memberRegisterMammogram');
    });

    it('uses the system time zone when none is configured', async () => {
      const { http, answer, sentJson } = setup();
      const client = new HttpClient({ http, baseUrl: BASE, clock: new FakeClock() });
      answer('memberRegisterMammogram', {
        status: 201,
        body: CALL_EXAMPLES.memberRegisterMammogram.response,
      });
      await new MemberApi({ calls: CALLS, client }).registerMammogram(memberPart, bookingPart);
      const sent = sentJson('memberRegisterMammogram') as {
        timeZone: string;
      };
      expect(sent.timeZone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    });
  });

  describe('POST members cat: "payload (JSON string)". "Errors reject."', () => {
    it('sends the answers as a JSON string in payload and resolves the record with data', async () => {
      const { api, answer, sentJson } = setup();
      const answers = { cacSymptoms: 'no', cacStent: false };
      answer('catSave', ({ json }) => {
        const body = json<{ payload: string }>();
        return { body: { id: 'cat_1', payload: body.payload } };
      });
      const record = await api.saveCatRecord(answers);
      expect(record.data).toEqual(answers);
      const sent = sentJson('catSave') as { payload: unknown };
      expect(typeof sent.payload).toBe('string');
      expect(JSON.parse(sent.payload as string)).toEqual(answers);
    });

    it('rejects on failure', async () => {
      const { api, answer } = setup();
      answer('catSave', serverError);
      const error = await rejection(api.saveCatRecord({ a: 1 }));
      expect(error.call).toBe('catSave');
    });

    it('rejects answers that cannot become JSON without sending anything', async () => {
      const { http, logger, api } = setup();
      const error = await rejection(api.saveCatRecord({ big: 1n }));
      expect(error.messageKey).toBe('api.errors.invalidInput');
      expect(http.requests).toHaveLength(0);
      expect(logger.has('error', 'Member call catSave failed')).toBe(true);
    });
  });

  describe('GET members cat: "data, with payload parsed into data"', () => {
    it('parses the payload into data', async () => {
      const { api, answer } = setup();
      answer('catGet', { body: { id: 'cat_1', payload: '{"cacStent":true}' } });
      const result = await api.loadCatRecord();
      expect(result).toEqual({
        success: true,
        data: { id: 'cat_1', payload: '{"cacStent":true}', data: { cacStent: true } },
      });
    });

    it('turns a corrupt payload into a clear failure, not a throw', async () => {
      const { logger, api, answer } = setup();
      answer('catGet', { body: { id: 'cat_1', payload: '{not json' } });
      const result = await api.loadCatRecord();
      expect(result.success).toBe(false);
      if (!result.success) expect(result.error.messageKey).toBe('api.errors.unexpectedAnswer');
      expect(logger.has('error', 'Member call catGet failed')).toBe(true);
    });

    it('marks a failed load success false', async () => {
      const { api, answer } = setup();
      answer('catGet', serverError);
      expect((await api.loadCatRecord()).success).toBe(false);
    });
  });

  describe('GET members: "data on success, otherwise nothing"', () => {
    it('resolves the member', async () => {
      const { api, answer } = setup();
      answer('memberGet', { body: CALL_EXAMPLES.memberGet.response });
      await expect(api.loadMember()).resolves.toEqual(CALL_EXAMPLES.memberGet.response);
    });

    it('resolves nothing on an error status, a network error or an invalid answer', async () => {
      const { http, api, answer } = setup();
      answer('memberGet', serverError);
      await expect(api.loadMember()).resolves.toBeUndefined();
      http.failNextWithNetworkError();
      await expect(api.loadMember()).resolves.toBeUndefined();
      answer('memberGet', { body: { id: 'mbr_1' } });
      await expect(api.loadMember()).resolves.toBeUndefined();
    });

    it('a 401 answer fires the logout event (spec 7 client behaviour) and resolves nothing', async () => {
      const { api, answer, loggedOut } = setup();
      answer('memberGet', { status: 401 });
      await expect(api.loadMember()).resolves.toBeUndefined();
      expect(loggedOut).toEqual([{ type: 'loggedOut', reason: 'unauthorized', status: 401 }]);
    });
  });

  describe('PATCH members: "data"', () => {
    it('resolves the updated member as data', async () => {
      const { api, answer } = setup();
      answer('memberPatch', { body: CALL_EXAMPLES.memberPatch.response });
      await expect(api.updateMember(CALL_EXAMPLES.memberPatch.request)).resolves.toEqual({
        success: true,
        data: CALL_EXAMPLES.memberPatch.response,
      });
    });

    it('marks a failure success false with the typed error', async () => {
      const { api, answer } = setup();
      answer('memberPatch', serverError);
      const result = await api.updateMember({ firstName: 'Ann' });
      expect(result.success).toBe(false);
      if (!result.success) expect(result.error).toBeInstanceOf(MemberApiError);
    });
  });

  describe('POST members initial-setup: "true. Errors reject."', () => {
    it('resolves true', async () => {
      const { api, answer } = setup();
      answer('initialSetup', { status: 204 });
      await expect(api.completeInitialSetup(CALL_EXAMPLES.initialSetup.request)).resolves.toBe(
        true,
      );
    });

    it('rejects on failure', async () => {
      const { api, answer } = setup();
      answer('initialSetup', { status: 400, body: { code: 'invalid_token', message: 'Bad code' } });
      const error = await rejection(api.completeInitialSetup(CALL_EXAMPLES.initialSetup.request));
      expect(error.apiCode).toBe('invalid_token');
    });
  });

  describe('POST /api/members/viewerhappinessscore: "data.result. Errors reject."', () => {
    it('resolves data.result', async () => {
      const { api, answer } = setup();
      const response = CALL_EXAMPLES.viewerHappinessScore.response;
      answer('viewerHappinessScore', { body: response });
      await expect(
        api.sendViewerHappinessScore(CALL_EXAMPLES.viewerHappinessScore.request),
      ).resolves.toEqual(response.result);
    });

    it('rejects on failure', async () => {
      const { api, answer } = setup();
      answer('viewerHappinessScore', serverError);
      await rejection(api.sendViewerHappinessScore(CALL_EXAMPLES.viewerHappinessScore.request));
    });
  });

  describe('POST /api/members/associate and GET /api/members/checkassociation: "explicit bearer token"', () => {
    it('associate sends the token passed in, never the stored one, and resolves data', async () => {
      const { api, answer, sentTo } = setup();
      answer('partnerAssociate', { body: CALL_EXAMPLES.partnerAssociate.response });
      const result = await api.associatePartner(
        'partner-token',
        CALL_EXAMPLES.partnerAssociate.request,
      );
      expect(result).toEqual({ success: true, data: CALL_EXAMPLES.partnerAssociate.response });
      expect(authorization(sentTo('partnerAssociate')[0]!.headers)).toBe('Bearer partner-token');
    });

    it('checkassociation sends the token passed in with the partner name', async () => {
      const { api, answer, sentTo } = setup();
      answer('partnerCheckAssociation', { body: CALL_EXAMPLES.partnerCheckAssociation.response });
      await api.checkPartnerAssociation('partner-token', { partnerName: 'acme' });
      const [request] = sentTo('partnerCheckAssociation');
      expect(authorization(request!.headers)).toBe('Bearer partner-token');
      expect(request!.url).toBe(`${BASE}/api/members/checkassociation?partnerName=acme`);
      await api.checkPartnerAssociation('partner-token');
      expect(sentTo('partnerCheckAssociation')[1]!.url).toBe(
        `${BASE}/api/members/checkassociation`,
      );
    });

    it('marks a refused token success false', async () => {
      const { api, answer } = setup();
      answer('partnerCheckAssociation', { status: 403 });
      const result = await api.checkPartnerAssociation('expired');
      expect(result.success).toBe(false);
      if (!result.success) expect(result.error.messageKey).toBe('api.errors.signedOut');
    });
  });

  describe('POST /api/members/memberassociatepartner: "data. Errors reject."', () => {
    it('posts no body and resolves data', async () => {
      const { api, answer, sentTo } = setup();
      answer('memberAssociatePartner', { body: CALL_EXAMPLES.memberAssociatePartner.response });
      await expect(api.associateMemberWithPartner()).resolves.toEqual(
        CALL_EXAMPLES.memberAssociatePartner.response,
      );
      expect(sentTo('memberAssociatePartner')[0]?.body).toBeUndefined();
    });

    it('rejects on failure', async () => {
      const { api, answer } = setup();
      answer('memberAssociatePartner', serverError);
      await rejection(api.associateMemberWithPartner());
    });
  });

  describe('POST /api/members/bookingstage: "true"', () => {
    it('resolves true', async () => {
      const { api, answer, sentJson } = setup();
      answer('bookingStage', { status: 204 });
      await expect(api.reportBookingStage({ stage: 'PAYMENT_PAGE' })).resolves.toBe(true);
      expect(sentJson('bookingStage')).toEqual({
        stage: 'PAYMENT_PAGE',
      });
    });

    it('resolves false (logged) instead of breaking the booking on failure', async () => {
      const { logger, api, answer } = setup();
      answer('bookingStage', serverError);
      await expect(api.reportBookingStage({ stage: 'PAYMENT_PAGE' })).resolves.toBe(false);
      expect(logger.has('warn', 'Member call bookingStage failed')).toBe(true);
    });
  });

  describe('POST /api/tracking/meta: "a conversion event. Sent in production only."', () => {
    const event = CALL_EXAMPLES.trackingMetaConversion.request;

    it('sends nothing outside production', async () => {
      const { http, api } = setup({ production: false });
      await expect(api.sendMetaConversion(event)).resolves.toBe(false);
      expect(http.requests).toHaveLength(0);
    });

    it('sends the event in production', async () => {
      const { api, answer, sentJson } = setup({ production: true });
      answer('trackingMetaConversion', { status: 204 });
      await expect(api.sendMetaConversion(event)).resolves.toBe(true);
      expect(sentJson('trackingMetaConversion')).toEqual(event);
    });

    it('never rejects in production', async () => {
      const { http, api } = setup({ production: true });
      http.setOffline(true);
      await expect(api.sendMetaConversion(event)).resolves.toBe(false);
    });
  });

  describe('POST /members/connect/logout: "form-encoded id_token_hint (the id token) with bearer access token". "Fire-and-forget."', () => {
    it('sends the id token form-encoded with the access token as bearer', async () => {
      const { http, api, sentTo } = setup();
      http.on('POST', '/members/connect/logout', { status: 200 });
      await expect(api.logoutAtIdentityProvider('id.token.value', 'access-1')).resolves.toBe(true);
      const [request] = sentTo('identityLogout');
      expect(request?.body).toBe('id_token_hint=id.token.value');
      expect(request?.headers['Content-Type']).toBe('application/x-www-form-urlencoded');
      expect(authorization(request!.headers)).toBe('Bearer access-1');
    });

    it('never rejects: server errors, network errors and a missing id token answer false, logged', async () => {
      const { http, logger, api, loggedOut } = setup();
      http.on('POST', '/members/connect/logout', { status: 401 });
      await expect(api.logoutAtIdentityProvider('id', 'access')).resolves.toBe(false);
      http.failNextWithNetworkError();
      await expect(api.logoutAtIdentityProvider('id', 'access')).resolves.toBe(false);
      await expect(api.logoutAtIdentityProvider('', 'access')).resolves.toBe(false);
      expect(logger.messages('warn')).toEqual([
        'Member call identityLogout failed',
        'Member call identityLogout failed',
        'Member call identityLogout failed',
      ]);
      // The member is already leaving: a 401 here must not fire a second logout.
      expect(loggedOut).toEqual([]);
    });

    it('never rejects even when the client itself throws', async () => {
      const { logger } = setup();
      const throwing = {
        callApi: () => Promise.reject(new Error('boom')),
      } as unknown as HttpClient;
      const api = new MemberApi({ calls: CALLS, client: throwing, logger });
      await expect(api.logoutAtIdentityProvider('id', 'access')).resolves.toBe(false);
      expect(logger.has('warn', 'Member call identityLogout failed')).toBe(true);
    });
  });

  it('every answer is validated by the call schema: an invalid one is a typed error', async () => {
    const { api, answer } = setup();
    answer('createPendingCharge', { status: 201, body: { id: 'chg_1' } });
    const error = await rejection(
      api.createPendingCharge(CALL_EXAMPLES.createPendingCharge.request),
    );
    expect(error.httpError).toMatchObject({ code: 'invalid_payload', direction: 'response' });
    expect(error.messageKey).toBe('api.errors.unexpectedAnswer');
    expect(error.status).toBe(201);
  });
});

type DesignedCall = (api: MemberApi) => Promise<unknown>;

/** Every designed call (not shown in the spec), invoked with its catalogue example. */
const DESIGNED_CALLS: { readonly [N in CallName]?: DesignedCall } = {
  planList: (api) => api.listPlans(CALL_EXAMPLES.planList.query),
  addOnList: (api) => api.listAddOns(CALL_EXAMPLES.addOnList.query),
  discountList: (api) => api.listDiscounts(),
  discountLookup: (api) =>
    api.lookupDiscount(
      CALL_EXAMPLES.discountLookup.params.code,
      CALL_EXAMPLES.discountLookup.query,
    ),
  offerGet: (api) => api.getOffer(CALL_EXAMPLES.offerGet.params.code),
  centerList: (api) => api.listCenters(CALL_EXAMPLES.centerList.query),
  postalCodeLookup: (api) =>
    api.lookupPostalCode(
      CALL_EXAMPLES.postalCodeLookup.params.postalCode,
      CALL_EXAMPLES.postalCodeLookup.query,
    ),
  availabilityList: (api) =>
    api.listAvailability(
      CALL_EXAMPLES.availabilityList.params.centerId,
      CALL_EXAMPLES.availabilityList.query,
    ),
  appointmentReserve: (api) => api.reserveAppointment(CALL_EXAMPLES.appointmentReserve.request),
  appointmentReschedule: (api) =>
    api.rescheduleAppointment(
      CALL_EXAMPLES.appointmentReschedule.params.appointmentId,
      CALL_EXAMPLES.appointmentReschedule.request,
    ),
  appointmentCancel: (api) =>
    api.cancelAppointment(
      CALL_EXAMPLES.appointmentCancel.params.appointmentId,
      CALL_EXAMPLES.appointmentCancel.request,
    ),
  encounterList: (api) => api.listEncounters(),
  encounterGet: (api) => api.getEncounter(CALL_EXAMPLES.encounterGet.params.encounterId),
  taskList: (api) => api.listTasks(),
  reportList: (api) => api.listReports(),
  digitalReportGet: (api) =>
    api.getDigitalReport(CALL_EXAMPLES.digitalReportGet.params.encounterId),
  invoiceList: (api) => api.listInvoices(),
  messageList: (api) => api.listMessages(),
  messageMarkRead: (api) => api.markMessageRead(CALL_EXAMPLES.messageMarkRead.params.messageId),
  messageSend: (api) => api.sendMessage(CALL_EXAMPLES.messageSend.request),
  documentList: (api) => api.listDocuments(),
  forgotPasswordRequest: (api) =>
    api.requestPasswordReset(CALL_EXAMPLES.forgotPasswordRequest.request),
  forgotPasswordChange: (api) =>
    api.changeForgottenPassword(CALL_EXAMPLES.forgotPasswordChange.request),
  mammoUploadRegister: (api) =>
    api.registerMammoUpload(
      CALL_EXAMPLES.mammoUploadRegister.params.encounterId,
      CALL_EXAMPLES.mammoUploadRegister.request,
    ),
  mammoUploadList: (api) => api.listMammoUploads(CALL_EXAMPLES.mammoUploadList.params.encounterId),
  catResultsGet: (api) => api.getCatResults(),
};

const designedEntries = Object.entries(DESIGNED_CALLS) as [CallName, DesignedCall][];

/** The calls of spec section 7's table; the catalogue's others are designed. */
const SECTION_7_CALLS: readonly string[] = [
  'createPendingCharge',
  'completePendingCharge',
  'memberUtm',
  'memberTos',
  'memberCreate',
  'memberRegisterMammogram',
  'catSave',
  'catGet',
  'memberGet',
  'memberPatch',
  'initialSetup',
  'viewerHappinessScore',
  'partnerAssociate',
  'partnerCheckAssociation',
  'memberAssociatePartner',
  'bookingStage',
  'trackingMetaConversion',
  'identityLogout',
] satisfies CallName[];

describe('MemberApi: designed calls (not shown in the spec) reject with a typed error', () => {
  it('covers every designed call of the catalogue', () => {
    const designed = Object.keys(CALLS).filter((name) => !SECTION_7_CALLS.includes(name));
    expect(designedEntries.map(([name]) => name).sort()).toEqual(designed.sort());
  });

  it.each(designedEntries)('%s resolves the validated answer', async (name, invoke) => {
    const { api, answer, sentTo } = setup();
    const response = CALL_EXAMPLES[name].response;
    answer(name, response === undefined ? { status: 204 } : { body: response });
    await expect(invoke(api)).resolves.toEqual(response);
    expect(sentTo(name)).toHaveLength(1);
  });

  it.each(designedEntries)(
    '%s rejects with a MemberApiError the screen can show',
    async (name, invoke) => {
      const { logger, api, answer } = setup();
      answer(name, serverError);
      const error = await rejection(invoke(api));
      expect(isMemberApiError(error, name)).toBe(true);
      expect(error.messageKey).toBe('api.errors.server');
      expect(logger.has('error', `Member call ${name} failed`)).toBe(true);
    },
  );

  it('an aborted load rejects as canceled, noted at debug and not as an error', async () => {
    const { api, answer, logger } = setup();
    answer('encounterList', { body: [] });
    const signal = { aborted: true, addEventListener: () => {}, removeEventListener: () => {} };
    const error = await rejection(api.listEncounters({ signal }));
    expect(error.messageKey).toBe('api.errors.canceled');
    expect(logger.has('debug', 'Member call encounterList failed')).toBe(true);
    expect(logger.has('error', 'Member call encounterList failed')).toBe(false);
  });

  it('a promo code the platform does not know rejects as notFound, logged as information', async () => {
    const { api, answer, logger } = setup();
    answer('discountLookup', { status: 404, body: { code: 'not_found', message: 'Unknown code' } });
    const error = await rejection(api.lookupDiscount('NO-SUCH-CODE'));
    expect(error.messageKey).toBe('api.errors.notFound');
    expect(logger.has('info', 'Member call discountLookup failed')).toBe(true);
    expect(logger.messages('error')).toEqual([]);
    expect(logger.messages('warn')).toEqual([]);
  });

  it('an offer link whose code is unknown: the 404 is information, a 500 still an error', async () => {
    const { api, answer, logger } = setup();
    answer('offerGet', { status: 404, body: { code: 'not_found', message: 'Unknown code' } });
    await rejection(api.getOffer('NOT-A-CODE'));
    expect(logger.has('info', 'Member call offerGet failed')).toBe(true);
    const failing = setup();
    failing.answer('offerGet', serverError);
    await rejection(failing.api.getOffer('NOT-A-CODE'));
    expect(failing.logger.has('error', 'Member call offerGet failed')).toBe(true);
  });
});

describe('memberApiMessageKeyFor', () => {
  it.each<[HttpClientError, string]>([
    [{ code: 'network_error', message: 'Network Error' }, 'api.errors.offline'],
    [{ code: 'timeout', message: 't', timeoutMs: 5 }, 'api.errors.timeout'],
    [{ code: 'aborted', message: 'a' }, 'api.errors.canceled'],
    [{ code: 'canceled', message: 'c' }, 'api.errors.canceled'],
    [
      { code: 'invalid_payload', message: 'p', direction: 'request', path: [] },
      'api.errors.invalidInput',
    ],
    [
      { code: 'invalid_payload', message: 'p', direction: 'response', path: [] },
      'api.errors.unexpectedAnswer',
    ],
    [{ code: 'http_status', message: 's', status: 401 }, 'api.errors.signedOut'],
    [{ code: 'http_status', message: 's', status: 403 }, 'api.errors.signedOut'],
    [{ code: 'http_status', message: 's', status: 404 }, 'api.errors.notFound'],
    [{ code: 'http_status', message: 's', status: 409 }, 'api.errors.conflict'],
    [{ code: 'http_status', message: 's', status: 422 }, 'api.errors.invalidInput'],
    [{ code: 'http_status', message: 's', status: 429 }, 'api.errors.tooManyRequests'],
    [{ code: 'http_status', message: 's', status: 503 }, 'api.errors.server'],
  ])('%o -> %s', (error, key) => {
    expect(memberApiMessageKeyFor(error)).toBe(key);
  });

  it('gives a message key for any status, never throwing', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999 }), (status) => {
        const key = memberApiMessageKeyFor({ code: 'http_status', message: 'x', status });
        expect(key.startsWith('api.errors.')).toBe(true);
      }),
    );
  });
});
