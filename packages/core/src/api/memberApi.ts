import type { CallApiArgs, HttpClient, HttpClientError } from '../http';
import type { AbortSignalLike, Logger } from '../ports';
import {
  decodeCatRecordWire,
  encodeCatPayload,
  type CallCatalogPart,
  type CallName,
  type CallQuery,
  type CallRequest,
  type CallResponse,
  type CatRecord,
  type MammogramRegistrationRequest,
} from '../schemas';
import type { MemberApiError, MemberCallResult } from './memberApiError';
import { MemberCallRunner, type FailureLevel } from './memberCallRunner';
import { SessionApi } from './sessionApi';

export interface MemberApiOptions {
  readonly client: HttpClient;
  /** Where failures go; every failed call is logged once here. */
  readonly logger?: Logger;
  /** "Sent in production only": the conversion call stays silent elsewhere. Default false. */
  readonly production?: boolean;
  /** The member's IANA time zone, added to the mammogram registration. */
  readonly currentTimeZone?: () => string;
  /**
   * The calls it makes: parts of the catalogue (schemas/*Calls.ts), or all of it (CALLS). A
   * call of another part is refused before sending (a logged MemberApiError); the session's
   * three calls are always known (SessionApi).
   */
  readonly calls: CallCatalogPart;
}

/** Per-request options of the designed calls (screens abort their loads on leaving). */
export interface MemberRequestOptions {
  readonly signal?: AbortSignalLike;
}

/** The member's part of the mammogram registration ("two merged objects plus timeZone"). */
export type MammogramMemberDetails = Pick<
  MammogramRegistrationRequest,
  'email' | 'firstName' | 'lastName' | 'phoneNumber' | 'dob' | 'sex' | 'address'
>;
/** The booking's part of the mammogram registration. */
export type MammogramBookingDetails = Omit<
  MammogramRegistrationRequest,
  keyof MammogramMemberDetails | 'timeZone'
>;

const systemTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * One typed method per call of the catalogue, with the error semantics of spec section 7's
 * Result column: "Errors reject" methods reject with a {@link MemberApiError}; "data" methods
 * resolve a {@link MemberCallResult} ("a failed request does not throw but is marked success
 * false"); "only logged" and fire-and-forget methods never reject. Every answer is checked by
 * the call's schema inside `HttpClient.callApi`, and every failure is logged once. It calls with
 * the parts of the catalogue it is given (`calls`, more with `withCalls`), so a journey carries the
 * definitions and schemas of its own calls only.
 */
export class MemberApi {
  private readonly calls: MemberCallRunner;
  private readonly session: SessionApi;
  private readonly currentTimeZone: () => string;

  constructor(private readonly options: MemberApiOptions) {
    const definitions = options.calls;
    this.calls = new MemberCallRunner({
      client: options.client,
      logger: options.logger,
      definitionOf: (name) => definitions[name],
    });
    this.session = new SessionApi(options);
    this.currentTimeZone = options.currentTimeZone ?? systemTimeZone;
  }

  /**
   * The same member calls over the same client, knowing the parts of the catalogue given too: a
   * journey adds the parts it makes (a booking the booking's, payment's and catalog's calls).
   */
  withCalls(...parts: readonly CallCatalogPart[]): MemberApi {
    return new MemberApi({
      ...this.options,
      calls: Object.assign({}, this.options.calls, ...parts) as CallCatalogPart,
    });
  }

  // ---- Spec section 7 --------------------------------------------------------------------

  /** POST packages payments/{id}/create-pending: "data. Errors reject." */
  createPendingCharge(
    order: CallRequest<'createPendingCharge'>,
  ): Promise<CallResponse<'createPendingCharge'>> {
    // A missing order is refused as invalid input (a logged MemberApiError), never a TypeError.
    const packageId = (order as Partial<typeof order> | null | undefined)?.packageId ?? '';
    return this.orReject('createPendingCharge', { params: { id: packageId }, body: order });
  }

  /** POST packages payments/{id}/complete, empty body: "Errors reject." */
  completePendingCharge(packageId: string): Promise<CallResponse<'completePendingCharge'>> {
    return this.orReject('completePendingCharge', { params: { id: packageId } });
  }

  /**
   * PUT members utm. Result "not shown": designed as a background save that resolves true when
   * stored and false (logged) otherwise, so arrival tracking never blocks a screen.
   */
  async saveUtm(utm: CallRequest<'memberUtm'>): Promise<boolean> {
    const result = await this.attempt('warn', 'memberUtm', { body: utm });
    return result.success;
  }

  /** PUT members tos: "data. Failure is only logged." (resolves undefined on failure). */
  async acceptTermsOfService(
    body: CallRequest<'memberTos'>,
  ): Promise<CallResponse<'memberTos'> | undefined> {
    const result = await this.attempt('warn', 'memberTos', { body });
    return result.success ? result.data : undefined;
  }

  /** POST members with member data: "data. Errors reject. Failure is logged." */
  createMember(body: CallRequest<'memberCreate'>): Promise<CallResponse<'memberCreate'>> {
    return this.orReject('memberCreate', { body });
  }

  /** POST members register/mammogram: "two merged objects plus timeZone" -> data. */
  registerMammogram(
    member: MammogramMemberDetails,
    booking: MammogramBookingDetails,
  ): Promise<MemberCallResult<CallResponse<'memberRegisterMammogram'>>> {
    const body: CallRequest<'memberRegisterMammogram'> = {
      ...member,
      ...booking,
      timeZone: this.currentTimeZone(),
    };
    return this.attempt('error', 'memberRegisterMammogram', { body });
  }

  /**
   * POST members cat with "payload (JSON string)": "Errors reject." Resolves the stored record
   * with its payload parsed into data, as a load would.
   */
  async saveCatRecord(data: unknown): Promise<CatRecord> {
    let body: CallRequest<'catSave'>;
    try {
      body = encodeCatPayload(data);
    } catch (cause) {
      // A bigint or a circular structure cannot become JSON: refused before sending.
      throw this.fail('error', 'catSave', catPayloadError('request', cause), null);
    }
    const wire = await this.orReject('catSave', { body });
    const decoded = this.decodeCat('catSave', wire);
    if (!decoded.success) throw decoded.error;
    return decoded.data;
  }

  /**
   * GET members cat: "data, with payload parsed into data". A payload that is not JSON is a
   * clear failure (success false, invalid answer), never a throw.
   */
  async loadCatRecord(): Promise<MemberCallResult<CatRecord>> {
    const result = await this.attempt('error', 'catGet');
    return result.success ? this.decodeCat('catGet', result.data) : result;
  }

  /** GET members: "data on success, otherwise nothing" (undefined; the failure is logged). */
  loadMember(): Promise<CallResponse<'memberGet'> | undefined> {
    return this.session.loadMember();
  }

  /** PATCH members: "data". */
  updateMember(
    patch: CallRequest<'memberPatch'>,
  ): Promise<MemberCallResult<CallResponse<'memberPatch'>>> {
    return this.attempt('error', 'memberPatch', { body: patch });
  }

  /** POST members initial-setup: "true. Errors reject." */
  async completeInitialSetup(body: CallRequest<'initialSetup'>): Promise<true> {
    await this.orReject('initialSetup', { body });
    return true;
  }

  /** POST /api/members/viewerhappinessscore: "data.result. Errors reject." */
  async sendViewerHappinessScore(
    body: CallRequest<'viewerHappinessScore'>,
  ): Promise<CallResponse<'viewerHappinessScore'>['result']> {
    const data = await this.orReject('viewerHappinessScore', { body });
    return data.result;
  }

  /** POST /api/members/associate with an "explicit bearer token" (never the stored one): data. */
  associatePartner(
    token: string,
    body: CallRequest<'partnerAssociate'>,
  ): Promise<MemberCallResult<CallResponse<'partnerAssociate'>>> {
    return this.attempt('error', 'partnerAssociate', { token, body });
  }

  /** GET /api/members/checkassociation with an "explicit bearer token": data. */
  checkPartnerAssociation(
    token: string,
    query?: CallQuery<'partnerCheckAssociation'>,
  ): Promise<MemberCallResult<CallResponse<'partnerCheckAssociation'>>> {
    return this.attempt('error', 'partnerCheckAssociation', {
      token,
      ...(query === undefined ? {} : { query }),
    });
  }

  /** POST /api/members/memberassociatepartner, no body: "data. Errors reject." */
  associateMemberWithPartner(): Promise<CallResponse<'memberAssociatePartner'>> {
    return this.orReject('memberAssociatePartner');
  }

  /**
   * POST /api/members/bookingstage: "true". A failure resolves false (logged): the funnel report
   * is a side effect that must not stop the booking.
   */
  async reportBookingStage(body: CallRequest<'bookingStage'>): Promise<boolean> {
    const result = await this.attempt('warn', 'bookingStage', { body });
    return result.success;
  }

  /** POST /api/tracking/meta: in production only; never rejects (see SessionApi). */
  sendMetaConversion(event: CallRequest<'trackingMetaConversion'>): Promise<boolean> {
    return this.session.sendMetaConversion(event);
  }

  /** POST /members/connect/logout: never rejects; resolves whether it ended (see SessionApi). */
  logoutAtIdentityProvider(idToken: string, accessToken: string): Promise<boolean> {
    return this.session.logoutAtIdentityProvider(idToken, accessToken);
  }

  // ---- Designed calls (not shown in the spec): all reject with a MemberApiError ------------

  listPlans(
    query?: CallQuery<'planList'>,
    options?: MemberRequestOptions,
  ): Promise<CallResponse<'planList'>> {
    return this.orReject('planList', { ...withQuery(query), ...options });
  }

  listAddOns(
    query?: CallQuery<'addOnList'>,
    options?: MemberRequestOptions,
  ): Promise<CallResponse<'addOnList'>> {
    return this.orReject('addOnList', { ...withQuery(query), ...options });
  }

  listDiscounts(options?: MemberRequestOptions): Promise<CallResponse<'discountList'>> {
    return this.orReject('discountList', { ...options });
  }

  /** A promo code check; an unknown code rejects with messageKey notFound. */
  lookupDiscount(
    code: string,
    query?: CallQuery<'discountLookup'>,
    options?: MemberRequestOptions,
  ): Promise<CallResponse<'discountLookup'>> {
    return this.orReject('discountLookup', { params: { code }, ...withQuery(query), ...options });
  }

  getOffer(code: string, options?: MemberRequestOptions): Promise<CallResponse<'offerGet'>> {
    return this.orReject('offerGet', { params: { code }, ...options });
  }

  listCenters(
    query: CallQuery<'centerList'>,
    options?: MemberRequestOptions,
  ): Promise<CallResponse<'centerList'>> {
    return this.orReject('centerList', { query, ...options });
  }

  /**
   * Where a ZIP code or postcode lies. Rejects like the other designed calls; a 404 is the
   * answer "no such code" (logged as info), which the caller says to the member.
   */
  lookupPostalCode(
    postalCode: string,
    query: CallQuery<'postalCodeLookup'>,
    options?: MemberRequestOptions,
  ): Promise<CallResponse<'postalCodeLookup'>> {
    return this.orReject('postalCodeLookup', { params: { postalCode }, query, ...options });
  }

  listAvailability(
    centerId: string,
    query: CallQuery<'availabilityList'>,
    options?: MemberRequestOptions,
  ): Promise<CallResponse<'availabilityList'>> {
    return this.orReject('availabilityList', { params: { centerId }, query, ...options });
  }

  reserveAppointment(
    body: CallRequest<'appointmentReserve'>,
  ): Promise<CallResponse<'appointmentReserve'>> {
    return this.orReject('appointmentReserve', { body });
  }

  rescheduleAppointment(
    appointmentId: string,
    body: CallRequest<'appointmentReschedule'>,
  ): Promise<CallResponse<'appointmentReschedule'>> {
    return this.orReject('appointmentReschedule', { params: { appointmentId }, body });
  }

  cancelAppointment(
    appointmentId: string,
    body: CallRequest<'appointmentCancel'>,
  ): Promise<CallResponse<'appointmentCancel'>> {
    return this.orReject('appointmentCancel', { params: { appointmentId }, body });
  }

  listEncounters(options?: MemberRequestOptions): Promise<CallResponse<'encounterList'>> {
    return this.orReject('encounterList', { ...options });
  }

  getEncounter(
    encounterId: string,
    options?: MemberRequestOptions,
  ): Promise<CallResponse<'encounterGet'>> {
    return this.orReject('encounterGet', { params: { encounterId }, ...options });
  }

  listTasks(options?: MemberRequestOptions): Promise<CallResponse<'taskList'>> {
    return this.orReject('taskList', { ...options });
  }

  listReports(options?: MemberRequestOptions): Promise<CallResponse<'reportList'>> {
    return this.orReject('reportList', { ...options });
  }

  getDigitalReport(
    encounterId: string,
    options?: MemberRequestOptions,
  ): Promise<CallResponse<'digitalReportGet'>> {
    return this.orReject('digitalReportGet', { params: { encounterId }, ...options });
  }

  listInvoices(options?: MemberRequestOptions): Promise<CallResponse<'invoiceList'>> {
    return this.orReject('invoiceList', { ...options });
  }

  listMessages(options?: MemberRequestOptions): Promise<CallResponse<'messageList'>> {
    return this.orReject('messageList', { ...options });
  }

  markMessageRead(messageId: string): Promise<CallResponse<'messageMarkRead'>> {
    return this.orReject('messageMarkRead', { params: { messageId } });
  }

  sendMessage(body: CallRequest<'messageSend'>): Promise<CallResponse<'messageSend'>> {
    return this.orReject('messageSend', { body });
  }

  listDocuments(options?: MemberRequestOptions): Promise<CallResponse<'documentList'>> {
    return this.orReject('documentList', { ...options });
  }

  /** Resolves for known and unknown e-mails alike (the server answers 204 either way). */
  async requestPasswordReset(body: CallRequest<'forgotPasswordRequest'>): Promise<void> {
    await this.orReject('forgotPasswordRequest', { body });
  }

  async changeForgottenPassword(body: CallRequest<'forgotPasswordChange'>): Promise<void> {
    await this.orReject('forgotPasswordChange', { body });
  }

  registerMammoUpload(
    encounterId: string,
    body: CallRequest<'mammoUploadRegister'>,
  ): Promise<CallResponse<'mammoUploadRegister'>> {
    return this.orReject('mammoUploadRegister', { params: { encounterId }, body });
  }

  listMammoUploads(
    encounterId: string,
    options?: MemberRequestOptions,
  ): Promise<CallResponse<'mammoUploadList'>> {
    return this.orReject('mammoUploadList', { params: { encounterId }, ...options });
  }

  getCatResults(options?: MemberRequestOptions): Promise<CallResponse<'catResultsGet'>> {
    return this.orReject('catResultsGet', { ...options });
  }

  // ---- Plumbing ----------------------------------------------------------------------------

  /** Calls and resolves a result marked success false on failure (logged at `level`). */
  private attempt<N extends CallName>(
    level: FailureLevel,
    name: N,
    ...args: CallApiArgs<N>
  ): Promise<MemberCallResult<CallResponse<N>>> {
    return this.calls.attempt(level, name, ...args);
  }

  /** Calls and rejects with a logged {@link MemberApiError} on failure. */
  private orReject<N extends CallName>(name: N, ...args: CallApiArgs<N>): Promise<CallResponse<N>> {
    return this.calls.orReject(name, ...args);
  }

  private decodeCat(
    name: 'catGet' | 'catSave',
    wire: CallResponse<'catGet'>,
  ): MemberCallResult<CatRecord> {
    const decoded = decodeCatRecordWire(wire);
    if (decoded.ok) return { success: true, data: decoded.value };
    const error = catPayloadError('response', decoded.error.message);
    return { success: false, error: this.fail('error', name, error, null) };
  }

  private fail(
    level: FailureLevel,
    name: CallName,
    httpError: HttpClientError,
    status: number | null,
  ): MemberApiError {
    return this.calls.fail(level, name, httpError, status);
  }
}

function withQuery<Q>(query: Q | undefined): { readonly query?: Q } {
  return query === undefined ? {} : { query };
}

function catPayloadError(direction: 'request' | 'response', cause: unknown): HttpClientError {
  const reason = cause instanceof Error ? cause.message : String(cause);
  return {
    code: 'invalid_payload',
    direction,
    path: ['payload'],
    message: `Invalid ${direction} payload for the CAT record at payload: ${reason}`,
  };
}
