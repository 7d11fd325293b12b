import { array } from 'superstruct';
import type { Struct } from 'superstruct';
import type { HttpMethod } from '../ports';
import {
  bodyless,
  call,
  json,
  noQuery,
  type CallDefinition,
  PATH_PARAM,
  fillPathTemplate,
  pathParamNames,
} from './callDefinition';
import {
  PendingChargeCompletionSchema,
  PendingChargeCreateSchema,
  PendingChargeSchema,
  InvoiceSchema,
} from './billing';
import { CatRecordWireSchema, CatResultSchema } from './cat';
import { AddOnSchema, DiscountSchema, OfferSchema, PlanSchema } from './catalog';
import {
  AppointmentSchema,
  AvailabilitySlotSchema,
  CenterSchema,
  PostalCodeLocationSchema,
} from './centers';
import { EncounterSchema, TaskSchema } from './encounters';
import { MemberSchema, UtmParamsSchema } from './member';
import { MemberDocumentSchema, MessageSchema } from './messages';
import { DigitalReportSchema, ReportSchema } from './reports';
import {
  AppointmentCancelRequestSchema,
  AppointmentRescheduleRequestSchema,
  AppointmentReserveRequestSchema,
  AvailabilityQuerySchema,
  BookingStageRequestSchema,
  CatSaveRequestSchema,
  CenterListQuerySchema,
  DiscountLookupQuerySchema,
  ForgotPasswordChangeRequestSchema,
  ForgotPasswordRequestSchema,
  InitialSetupRequestSchema,
  MammogramRegistrationRequestSchema,
  MammogramRegistrationResponseSchema,
  MammoUploadRegisterRequestSchema,
  MammoUploadSchema,
  MemberCreateRequestSchema,
  MemberPatchRequestSchema,
  MessageSendRequestSchema,
  PartnerAssociateRequestSchema,
  PartnerAssociationQuerySchema,
  PartnerAssociationSchema,
  PlanListQuerySchema,
  PostalCodeLookupQuerySchema,
  TosAcceptRequestSchema,
  ViewerHappinessScoreRequestSchema,
  ViewerHappinessScoreResponseSchema,
} from './requests';
import {
  IDENTITY_LOGOUT_CALL,
  MEMBER_GET_CALL,
  TRACKING_META_CONVERSION_CALL,
} from './sessionCalls';

/**
 * Every call of the product, keyed by name. Spec section 7 calls first (same order), then the
 * calls the spec marks not shown that the screens need. See docs/adr/0003-one-call-catalogue.md.
 */
export const CALLS = {
  // ---- Spec section 7 ----
  createPendingCharge: call({
    method: 'POST',
    path: '/packages/payments/:id/create-pending',
    auth: 'bearer',
    ...json,
    ...noQuery,
    request: PendingChargeCreateSchema,
    response: PendingChargeSchema,
    successStatus: 201,
    description: 'POST packages payments/{id}/create-pending (id: the package id). Errors reject.',
  }),
  completePendingCharge: call({
    method: 'POST',
    path: '/packages/payments/:id/complete',
    auth: 'bearer',
    ...bodyless,
    ...noQuery,
    response: PendingChargeCompletionSchema,
    successStatus: 200,
    description: 'POST packages payments/{id}/complete, empty body. Errors reject.',
  }),
  memberUtm: call({
    method: 'PUT',
    path: '/members/utm',
    auth: 'bearer',
    ...json,
    ...noQuery,
    request: UtmParamsSchema,
    response: undefined,
    successStatus: 204,
    description: 'PUT members utm; result not shown (204).',
  }),
  memberTos: call({
    method: 'PUT',
    path: '/members/tos',
    auth: 'bearer',
    ...json,
    ...noQuery,
    request: TosAcceptRequestSchema,
    response: MemberSchema,
    successStatus: 200,
    description: 'PUT members tos; data (the updated member). Failure is only logged.',
  }),
  memberCreate: call({
    method: 'POST',
    path: '/members',
    auth: 'none',
    ...json,
    ...noQuery,
    request: MemberCreateRequestSchema,
    response: MemberSchema,
    successStatus: 201,
    description: 'POST members with member data (Join). Errors reject.',
  }),
  memberRegisterMammogram: call({
    method: 'POST',
    path: '/members/register/mammogram',
    auth: 'none',
    ...json,
    ...noQuery,
    request: MammogramRegistrationRequestSchema,
    response: MammogramRegistrationResponseSchema,
    successStatus: 201,
    description: 'POST members register/mammogram: two merged objects plus timeZone.',
  }),
  catSave: call({
    method: 'POST',
    path: '/members/cat',
    auth: 'bearer',
    ...json,
    ...noQuery,
    request: CatSaveRequestSchema,
    response: CatRecordWireSchema,
    successStatus: 200,
    description: 'POST members cat with payload (JSON string). Errors reject.',
  }),
  catGet: call({
    method: 'GET',
    path: '/members/cat',
    auth: 'bearer',
    ...bodyless,
    ...noQuery,
    response: CatRecordWireSchema,
    successStatus: 200,
    description: 'GET members cat; the client parses payload into data.',
  }),
  memberGet: MEMBER_GET_CALL,
  memberPatch: call({
    method: 'PATCH',
    path: '/members',
    auth: 'bearer',
    ...json,
    ...noQuery,
    request: MemberPatchRequestSchema,
    response: MemberSchema,
    successStatus: 200,
    description: 'PATCH members: the member update; data.',
  }),
  initialSetup: call({
    method: 'POST',
    path: '/members/initial-setup',
    auth: 'none',
    ...json,
    ...noQuery,
    request: InitialSetupRequestSchema,
    response: undefined,
    successStatus: 204,
    description: 'POST members initial-setup; the client resolves true. Errors reject.',
  }),
  viewerHappinessScore: call({
    method: 'POST',
    path: '/api/members/viewerhappinessscore',
    auth: 'bearer',
    ...json,
    ...noQuery,
    request: ViewerHappinessScoreRequestSchema,
    response: ViewerHappinessScoreResponseSchema,
    successStatus: 200,
    description: 'POST /api/members/viewerhappinessscore; data.result. Errors reject.',
  }),
  partnerAssociate: call({
    method: 'POST',
    path: '/api/members/associate',
    auth: 'explicit-bearer',
    ...json,
    ...noQuery,
    request: PartnerAssociateRequestSchema,
    response: PartnerAssociationSchema,
    successStatus: 200,
    description: 'POST /api/members/associate with an explicit bearer token; data.',
  }),
  partnerCheckAssociation: call({
    method: 'GET',
    path: '/api/members/checkassociation',
    auth: 'explicit-bearer',
    ...bodyless,
    query: PartnerAssociationQuerySchema,
    response: PartnerAssociationSchema,
    successStatus: 200,
    description: 'GET /api/members/checkassociation with an explicit bearer token; data.',
  }),
  memberAssociatePartner: call({
    method: 'POST',
    path: '/api/members/memberassociatepartner',
    auth: 'bearer',
    ...bodyless,
    ...noQuery,
    response: PartnerAssociationSchema,
    successStatus: 200,
    description: 'POST /api/members/memberassociatepartner, no body; data. Errors reject.',
  }),
  bookingStage: call({
    method: 'POST',
    path: '/api/members/bookingstage',
    auth: 'bearer',
    ...json,
    ...noQuery,
    request: BookingStageRequestSchema,
    response: undefined,
    successStatus: 204,
    description: 'POST /api/members/bookingstage with the funnel stage; the client resolves true.',
  }),
  trackingMetaConversion: TRACKING_META_CONVERSION_CALL,
  identityLogout: IDENTITY_LOGOUT_CALL,

  // ---- Not shown in the spec; needed by the screens ----
  planList: call({
    method: 'GET',
    path: '/packages/plans',
    auth: 'bearer',
    ...bodyless,
    query: PlanListQuerySchema,
    response: array(PlanSchema),
    successStatus: 200,
    description: 'SelectPlan: the plans on offer.',
  }),
  addOnList: call({
    method: 'GET',
    path: '/packages/addons',
    auth: 'bearer',
    ...bodyless,
    query: PlanListQuerySchema,
    response: array(AddOnSchema),
    successStatus: 200,
    description: 'SelectPlan: the add-ons (booking state selectedAddons).',
  }),
  discountList: call({
    method: 'GET',
    path: '/packages/discounts',
    auth: 'bearer',
    ...bodyless,
    ...noQuery,
    response: array(DiscountSchema),
    successStatus: 200,
    description: 'Booking state availableDiscounts / memberDiscount.',
  }),
  discountLookup: call({
    method: 'GET',
    path: '/packages/discounts/:code',
    auth: 'bearer',
    ...bodyless,
    query: DiscountLookupQuerySchema,
    response: DiscountSchema,
    successStatus: 200,
    description:
      'Checks a promo code (booking state promoCode): a known code with its plans and expiry; 404 when unknown.',
    notFoundIsAnswer: true,
  }),
  offerGet: call({
    method: 'GET',
    path: '/packages/offers/:code',
    auth: 'none',
    ...bodyless,
    ...noQuery,
    response: OfferSchema,
    successStatus: 200,
    description: 'Signup/ClaimOffer, ClaimOfferSponsored, Referral: the offer behind a code.',
    notFoundIsAnswer: true,
  }),
  centerList: call({
    method: 'GET',
    path: '/packages/centers',
    auth: 'bearer',
    ...bodyless,
    query: CenterListQuerySchema,
    response: array(CenterSchema),
    successStatus: 200,
    description: 'ScheduleScan: centers by country (availableCenters).',
  }),
  postalCodeLookup: call({
    method: 'GET',
    path: '/packages/postal-codes/:postalCode',
    auth: 'bearer',
    ...bodyless,
    query: PostalCodeLookupQuerySchema,
    response: PostalCodeLocationSchema,
    successStatus: 200,
    description:
      'ScheduleScan: where a ZIP code or postcode lies, to order centers by distance; 404 when unknown.',
    notFoundIsAnswer: true,
  }),
  availabilityList: call({
    method: 'GET',
    path: '/packages/centers/:centerId/availability',
    auth: 'bearer',
    ...bodyless,
    query: AvailabilityQuerySchema,
    response: array(AvailabilitySlotSchema),
    successStatus: 200,
    description: 'ScheduleScan: free slots of a center between from and to.',
  }),
  appointmentReserve: call({
    method: 'POST',
    path: '/packages/appointments',
    auth: 'bearer',
    ...json,
    ...noQuery,
    request: AppointmentReserveRequestSchema,
    response: AppointmentSchema,
    successStatus: 201,
    description: 'ReserveAppointment: holds a slot for an encounter.',
  }),
  appointmentReschedule: call({
    method: 'POST',
    path: '/packages/appointments/:appointmentId/reschedule',
    auth: 'bearer',
    ...json,
    ...noQuery,
    request: AppointmentRescheduleRequestSchema,
    response: AppointmentSchema,
    successStatus: 200,
    description: 'ScheduleAction: moves an appointment.',
  }),
  appointmentCancel: call({
    method: 'POST',
    path: '/packages/appointments/:appointmentId/cancel',
    auth: 'bearer',
    ...json,
    ...noQuery,
    request: AppointmentCancelRequestSchema,
    response: AppointmentSchema,
    successStatus: 200,
    description: 'ScheduleAction: cancels an appointment (the record stays, status CANCELLED).',
  }),
  encounterList: call({
    method: 'GET',
    path: '/packages/encounters',
    auth: 'bearer',
    ...bodyless,
    ...noQuery,
    response: array(EncounterSchema),
    successStatus: 200,
    description: 'Home/Dashboard Scans: the member encounters (also pushed by the hub).',
  }),
  encounterGet: call({
    method: 'GET',
    path: '/packages/encounters/:encounterId',
    auth: 'bearer',
    ...bodyless,
    ...noQuery,
    response: EncounterSchema,
    successStatus: 200,
    description: 'PaymentAuthorize, MammoFileUpload, ScheduleAction: one encounter.',
  }),
  taskList: call({
    method: 'GET',
    path: '/tasks',
    auth: 'bearer',
    ...bodyless,
    ...noQuery,
    response: array(TaskSchema),
    successStatus: 200,
    description: 'Home: the member tasks (also pushed by the task notes hub).',
  }),
  reportList: call({
    method: 'GET',
    path: '/diagnostics/reports',
    auth: 'bearer',
    ...bodyless,
    ...noQuery,
    response: array(ReportSchema),
    successStatus: 200,
    description: 'Dashboard/Reports: released reports.',
  }),
  digitalReportGet: call({
    method: 'GET',
    path: '/diagnostics/encounters/:encounterId/digital-report',
    auth: 'bearer',
    ...bodyless,
    ...noQuery,
    response: DigitalReportSchema,
    successStatus: 200,
    description: 'Dashboard/Reports/DigitalReport: reports/digital-report/:encounterId.',
  }),
  invoiceList: call({
    method: 'GET',
    path: '/payments/invoices',
    auth: 'bearer',
    ...bodyless,
    ...noQuery,
    response: array(InvoiceSchema),
    successStatus: 200,
    description: 'Dashboard/Invoices.',
  }),
  messageList: call({
    method: 'GET',
    path: '/members/messages',
    auth: 'bearer',
    ...bodyless,
    ...noQuery,
    response: array(MessageSchema),
    successStatus: 200,
    description: 'Dashboard/Messages.',
  }),
  messageMarkRead: call({
    method: 'POST',
    path: '/members/messages/:messageId/read',
    auth: 'bearer',
    ...bodyless,
    ...noQuery,
    response: MessageSchema,
    successStatus: 200,
    description: 'Dashboard/Messages: marks a message read.',
  }),
  messageSend: call({
    method: 'POST',
    path: '/members/messages',
    auth: 'bearer',
    ...json,
    ...noQuery,
    request: MessageSendRequestSchema,
    response: MessageSchema,
    successStatus: 201,
    description: 'Dashboard/Messages: sends a message to the care team.',
  }),
  documentList: call({
    method: 'GET',
    path: '/members/documents',
    auth: 'bearer',
    ...bodyless,
    ...noQuery,
    response: array(MemberDocumentSchema),
    successStatus: 200,
    description: 'Dashboard/Documents (the route redirects to reports; the list stays).',
  }),
  forgotPasswordRequest: call({
    method: 'POST',
    path: '/users/password/forgot',
    auth: 'none',
    ...json,
    ...noQuery,
    request: ForgotPasswordRequestSchema,
    response: undefined,
    successStatus: 204,
    description: 'ForgotPassword: e-mails a code (204 whether or not the e-mail is known).',
  }),
  forgotPasswordChange: call({
    method: 'POST',
    path: '/users/password/reset',
    auth: 'none',
    ...json,
    ...noQuery,
    request: ForgotPasswordChangeRequestSchema,
    response: undefined,
    successStatus: 204,
    description: 'ForgotPassword/Change: email + code + newPassword.',
  }),
  mammoUploadRegister: call({
    method: 'POST',
    path: '/packages/encounters/:encounterId/mammo-uploads',
    auth: 'bearer',
    ...json,
    ...noQuery,
    request: MammoUploadRegisterRequestSchema,
    response: MammoUploadSchema,
    successStatus: 201,
    description: 'MammoFileUpload: registers a file and returns where to send its bytes.',
  }),
  mammoUploadList: call({
    method: 'GET',
    path: '/packages/encounters/:encounterId/mammo-uploads',
    auth: 'bearer',
    ...bodyless,
    ...noQuery,
    response: array(MammoUploadSchema),
    successStatus: 200,
    description: 'MammoFileUpload: files already registered for the encounter.',
  }),
  catResultsGet: call({
    method: 'GET',
    path: '/members/cat/results',
    auth: 'bearer',
    ...bodyless,
    ...noQuery,
    response: CatResultSchema,
    successStatus: 200,
    description: 'CAT Results: the scored questionnaire.',
  }),
} as const satisfies Record<string, CallDefinition>;

export type CallName = keyof typeof CALLS;

/** Every call name, in catalogue order. */
export const CALL_NAMES = /* @__PURE__ */ Object.keys(CALLS) as CallName[];

type SchemaValue<S> = S extends Struct<infer T, infer _S> ? T : undefined;

/** The body type of a call (undefined when it sends none). */
export type CallRequest<N extends CallName> = SchemaValue<(typeof CALLS)[N]['request']>;
/** The query type of a call (undefined when it has none). */
export type CallQuery<N extends CallName> = SchemaValue<(typeof CALLS)[N]['query']>;
/** The success body type of a call (undefined for 204 No Content). */
export type CallResponse<N extends CallName> = SchemaValue<(typeof CALLS)[N]['response']>;

/** The `:name` parameters of a path template, as a union of names. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The path parameters a call needs, e.g. `{ id: string }` for createPendingCharge. */
export type CallParams<N extends CallName> = {
  readonly [K in PathParamNames<(typeof CALLS)[N]['path']>]: string;
};

/** The path of a call with its parameters filled, e.g. /packages/payments/p%201/complete. */
export function buildCallPath<N extends CallName>(name: N, params: CallParams<N>): string {
  return fillPathTemplate(CALLS[name].path, params);
}

export interface CallMatch {
  readonly name: CallName;
  readonly params: Readonly<Record<string, string>>;
}

interface CompiledCall {
  readonly name: CallName;
  readonly method: HttpMethod;
  readonly regex: RegExp;
  readonly names: readonly string[];
}

const escapeRegex = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const COMPILED: readonly CompiledCall[] = /* @__PURE__ */ CALL_NAMES.map((name) => {
  const { path, method } = CALLS[name];
  const source = path
    .split(PATH_PARAM)
    .map((part, index) => (index % 2 === 1 ? '([^/]+)' : escapeRegex(part)))
    .join('');
  return { name, method, regex: new RegExp(`^${source}/?$`), names: pathParamNames(path) };
});

/**
 * Finds the call a request is for: its name and decoded path parameters, or undefined. The
 * pathname is below the API base, without query string. Used by the mock platform's router.
 */
export function matchCallPath(method: string, pathname: string): CallMatch | undefined {
  const upper = method.toUpperCase();
  for (const compiled of COMPILED) {
    if (compiled.method !== upper) continue;
    const found = compiled.regex.exec(pathname);
    if (!found) continue;
    const params: Record<string, string> = {};
    try {
      compiled.names.forEach((paramName, index) => {
        params[paramName] = decodeURIComponent(found[index + 1] ?? '');
      });
    } catch {
      return undefined;
    }
    return { name: compiled.name, params };
  }
  return undefined;
}
