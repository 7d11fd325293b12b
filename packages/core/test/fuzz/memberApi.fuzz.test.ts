// Boundary fuzz: REST bodies. Every call of the catalogue, through MemberApi over
// FakeHttp, fed hostile request values (bodies, path parameters, queries, tokens) and hostile
// answers (any status, wrong types, huge arrays, prototype-pollution keys, network failures).
// No throw escapes and every failure is reported: each call resolves, or rejects with a
// MemberApiError, and every failure is logged as `Member call <name> failed`.
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { MemberApi, isMemberApiError } from '../../src/api';
import { ScanwiseEventBus } from '../../src/events';
import { HttpClient } from '../../src/http';
import { CALL_EXAMPLES, CALLS, type CallName } from '../../src/schemas';
import { FakeClock, FakeHttp, RecordingLogger } from '../../src/testing';
import {
  fuzzAsync,
  hostileString,
  hostileValue,
  mutated,
  prototypePolluted,
  writeFuzzFigures,
} from './fuzzFigures';

interface HostileRequest {
  readonly body: unknown;
  readonly second: unknown;
  readonly param: string;
  readonly query: unknown;
  readonly token: string;
}

type Invoke = (api: MemberApi, input: HostileRequest) => Promise<unknown>;
const as = <T>(value: unknown): T => value as T;

/** How each call of the catalogue is reached through MemberApi. Typed by CallName: a new call fails to compile until it is added here. */
const INVOKE: { readonly [N in CallName]: Invoke } = {
  createPendingCharge: (api, i) => api.createPendingCharge(as(i.body)),
  completePendingCharge: (api, i) => api.completePendingCharge(i.param),
  memberUtm: (api, i) => api.saveUtm(as(i.body)),
  memberTos: (api, i) => api.acceptTermsOfService(as(i.body)),
  memberCreate: (api, i) => api.createMember(as(i.body)),
  memberRegisterMammogram: (api, i) => api.registerMammogram(as(i.body), as(i.second)),
  catSave: (api, i) => api.saveCatRecord(i.body),
  catGet: (api) => api.loadCatRecord(),
  memberGet: (api) => api.loadMember(),
  memberPatch: (api, i) => api.updateMember(as(i.body)),
  initialSetup: (api, i) => api.completeInitialSetup(as(i.body)),
  viewerHappinessScore: (api, i) => api.sendViewerHappinessScore(as(i.body)),
  partnerAssociate: (api, i) => api.associatePartner(i.token, as(i.body)),
  partnerCheckAssociation: (api, i) => api.checkPartnerAssociation(i.token, as(i.query)),
  memberAssociatePartner: (api) => api.associateMemberWithPartner(),
  bookingStage: (api, i) => api.reportBookingStage(as(i.body)),
  trackingMetaConversion: (api, i) => api.sendMetaConversion(as(i.body)),
  identityLogout: (api, i) => api.logoutAtIdentityProvider(i.param, i.token),
  planList: (api, i) => api.listPlans(as(i.query)),
  addOnList: (api, i) => api.listAddOns(as(i.query)),
  discountList: (api) => api.listDiscounts(),
  discountLookup: (api, i) => api.lookupDiscount(i.param, as(i.query)),
  offerGet: (api, i) => api.getOffer(i.param),
  centerList: (api, i) => api.listCenters(as(i.query)),
  postalCodeLookup: (api, i) => api.lookupPostalCode(i.param, as(i.query)),
  availabilityList: (api, i) => api.listAvailability(i.param, as(i.query)),
  appointmentReserve: (api, i) => api.reserveAppointment(as(i.body)),
  appointmentReschedule: (api, i) => api.rescheduleAppointment(i.param, as(i.body)),
  appointmentCancel: (api, i) => api.cancelAppointment(i.param, as(i.body)),
  encounterList: (api) => api.listEncounters(),
  encounterGet: (api, i) => api.getEncounter(i.param),
  taskList: (api) => api.listTasks(),
  reportList: (api) => api.listReports(),
  digitalReportGet: (api, i) => api.getDigitalReport(i.param),
  invoiceList: (api) => api.listInvoices(),
  messageList: (api) => api.listMessages(),
  messageMarkRead: (api, i) => api.markMessageRead(i.param),
  messageSend: (api, i) => api.sendMessage(as(i.body)),
  documentList: (api) => api.listDocuments(),
  forgotPasswordRequest: (api, i) => api.requestPasswordReset(as(i.body)),
  forgotPasswordChange: (api, i) => api.changeForgottenPassword(as(i.body)),
  mammoUploadRegister: (api, i) => api.registerMammoUpload(i.param, as(i.body)),
  mammoUploadList: (api, i) => api.listMammoUploads(i.param),
  catResultsGet: (api) => api.getCatResults(),
};

const CALL_NAMES = Object.keys(CALLS) as CallName[];

interface Example {
  readonly request?: unknown;
  readonly response?: unknown;
  readonly query?: unknown;
}
const exampleOf = (name: CallName): Example =>
  (CALL_EXAMPLES as Record<string, Example>)[name] ?? {};

function requestArbitrary(name: CallName): fc.Arbitrary<HostileRequest> {
  const example = exampleOf(name);
  const body = fc.oneof(fc.constant(example.request), mutated(example.request), hostileValue);
  return fc.record({
    body,
    second: fc.oneof(fc.constant({}), hostileValue),
    param: fc.oneof(fc.constant('id_1001'), hostileString),
    query: fc.oneof(fc.constant(example.query), mutated(example.query ?? {}), hostileValue),
    token: fc.oneof(fc.constant('explicit-token'), hostileString),
  });
}

interface HostileAnswer {
  readonly offline: boolean;
  readonly status: number;
  readonly body: unknown;
}

function answerArbitrary(name: CallName): fc.Arbitrary<HostileAnswer> {
  const example = exampleOf(name).response;
  return fc.record({
    offline: fc.boolean().map((b) => b && Math.random() < 0.2),
    status: fc.oneof(
      { weight: 3, arbitrary: fc.constant(CALLS[name].successStatus as number) },
      {
        weight: 2,
        arbitrary: fc.constantFrom(200, 201, 204, 400, 401, 403, 404, 409, 410, 429, 500, 503),
      },
      { weight: 1, arbitrary: fc.integer({ min: 100, max: 599 }) },
    ),
    body: fc.oneof(
      { weight: 2, arbitrary: fc.constant(example) },
      { weight: 3, arbitrary: mutated(example) },
      { weight: 3, arbitrary: hostileValue },
    ),
  });
}

const isSuccess = (status: number): boolean => status >= 200 && status <= 299;

describe('fuzz: REST bodies through MemberApi, every call of the catalogue', () => {
  afterAll(() => writeFuzzFigures('rest'));

  it('covers every call of CALLS', () => {
    expect(Object.keys(INVOKE).sort()).toEqual([...CALL_NAMES].sort());
  });

  it.each(CALL_NAMES)(
    '%s: resolves or rejects with a logged MemberApiError, never another throw',
    async (name) => {
      await fuzzAsync(
        `rest:${name}`,
        [requestArbitrary(name), answerArbitrary(name)],
        async (request, answer) => {
          const clock = new FakeClock();
          const http = new FakeHttp();
          const logger = new RecordingLogger();
          const client = new HttpClient({
            http,
            baseUrl: 'https://api.scanwise.test',
            clock,
            events: new ScanwiseEventBus(),
            getAccessToken: () => ({
              accessToken: 'stored-token',
              expiresAt: clock.now() / 1000 + 3600,
            }),
          });
          const api = new MemberApi({
            calls: CALLS,
            client,
            logger,
            production: true,
            currentTimeZone: () => 'UTC',
          });
          http.on('*', '/**', { status: answer.status, body: answer.body });
          if (answer.offline) http.setOffline(true);

          let outcome: { readonly rejected: boolean; readonly reason?: unknown };
          try {
            await INVOKE[name](api, request);
            outcome = { rejected: false };
          } catch (reason) {
            outcome = { rejected: true, reason };
          }
          const logged = logger.entries.some(
            (entry) => entry.message === `Member call ${name} failed`,
          );
          const sent = http.requests.length > 0;

          if (outcome.rejected) {
            expect(isMemberApiError(outcome.reason, name), String(outcome.reason)).toBe(true);
            expect(logged).toBe(true);
          }
          // Every failure is reported: refused before sending, no answer, or a non-2xx answer.
          if (!sent || answer.offline || !isSuccess(answer.status)) expect(logged).toBe(true);
          expect(prototypePolluted()).toBe(false);
        },
      );
    },
  );
});
