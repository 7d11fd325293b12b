import type { CallName, CallQuery, CallRequest } from '@scanwise/core';
import { fileAt, type MemberFile } from '../files/memberFiles';
import type { Platform } from '../platform/platform';

export interface CallContext {
  /** The token's subject; null for calls without auth. */
  userId: string | null;
  params: Record<string, string>;
  query: unknown;
  body: unknown;
  platform: Platform;
  /** The link a member's answer carries for a stored one (a signed link to a platform file). */
  link(stored: string): Promise<string>;
  /** A request header's value, or undefined when the request has none (names are case-blind). */
  header(name: string): string | undefined;
}

type Handler = (context: CallContext) => unknown;

const user = (c: CallContext): string => {
  if (c.userId === null) throw new Error('handler needs an authenticated call');
  return c.userId;
};
const param = (c: CallContext, name: string): string => c.params[name] ?? '';
const body = <N extends CallName>(c: CallContext): CallRequest<N> => c.body as CallRequest<N>;
const optionalLink = async (
  c: CallContext,
  stored: string | null | undefined,
): Promise<string | null | undefined> => (stored ? c.link(stored) : stored);
const fileSize = (file: MemberFile | null): number | undefined =>
  file === null
    ? undefined
    : typeof file.body === 'string'
      ? new TextEncoder().encode(file.body).byteLength
      : file.body.byteLength;
/**
 * Whether the browser sent Global Privacy Control (`Sec-GPC: 1`): the member's opt-out of the
 * sale and sharing of their data, which the platform honours too (docs/adr/0104).
 */
const globalPrivacyControl = (c: CallContext): boolean => c.header('Sec-GPC')?.trim() === '1';
const query = <N extends CallName>(c: CallContext): CallQuery<N> => (c.query ?? {}) as CallQuery<N>;

/**
 * One handler per platform call of the core catalogue. Bodies and queries arrive checked
 * against their schemas; results are checked against the response schema by the app.
 */
export const callHandlers: Partial<Record<CallName, Handler>> = {
  createPendingCharge: (c) =>
    c.platform.createPendingCharge(user(c), param(c, 'id'), body<'createPendingCharge'>(c)),
  completePendingCharge: (c) => c.platform.completePendingCharge(user(c), param(c, 'id')),
  memberUtm: (c) => c.platform.setUtm(user(c), body<'memberUtm'>(c)),
  memberTos: (c) => c.platform.acceptTerms(user(c), body<'memberTos'>(c)),
  memberCreate: (c) => c.platform.createMember(body<'memberCreate'>(c)),
  memberRegisterMammogram: (c) => c.platform.registerMammogram(body<'memberRegisterMammogram'>(c)),
  catSave: (c) => c.platform.saveCat(user(c), body<'catSave'>(c)),
  catGet: (c) => c.platform.getCat(user(c)),
  memberGet: (c) => c.platform.getMember(user(c)),
  memberPatch: (c) => c.platform.patchMember(user(c), body<'memberPatch'>(c)),
  initialSetup: (c) => c.platform.initialSetup(body<'initialSetup'>(c)),
  viewerHappinessScore: (c) =>
    c.platform.recordHappinessScore(user(c), body<'viewerHappinessScore'>(c)),
  partnerAssociate: (c) => c.platform.associatePartner(user(c), body<'partnerAssociate'>(c)),
  partnerCheckAssociation: (c) =>
    c.platform.checkAssociation(user(c), query<'partnerCheckAssociation'>(c)),
  memberAssociatePartner: (c) => c.platform.associateFromOffer(user(c)),
  bookingStage: (c) => c.platform.recordBookingStage(user(c), body<'bookingStage'>(c)),
  trackingMetaConversion: (c) =>
    c.platform.recordConversion(body<'trackingMetaConversion'>(c), {
      globalPrivacyControl: globalPrivacyControl(c),
    }),
  planList: (c) => c.platform.listPlans(query<'planList'>(c)),
  addOnList: (c) => c.platform.listAddOns(query<'addOnList'>(c)),
  discountList: (c) => c.platform.listDiscounts(),
  discountLookup: (c) => c.platform.lookupDiscount(param(c, 'code'), query<'discountLookup'>(c)),
  offerGet: (c) => c.platform.getOffer(param(c, 'code')),
  centerList: (c) => c.platform.listCenters(query<'centerList'>(c)),
  postalCodeLookup: (c) =>
    c.platform.lookupPostalCode(param(c, 'postalCode'), query<'postalCodeLookup'>(c)),
  availabilityList: (c) =>
    c.platform.availability(param(c, 'centerId'), query<'availabilityList'>(c)),
  appointmentReserve: (c) => c.platform.reserveAppointment(user(c), body<'appointmentReserve'>(c)),
  appointmentReschedule: (c) =>
    c.platform.rescheduleAppointment(
      user(c),
      param(c, 'appointmentId'),
      body<'appointmentReschedule'>(c),
    ),
  appointmentCancel: (c) =>
    c.platform.cancelAppointment(user(c), param(c, 'appointmentId'), body<'appointmentCancel'>(c)),
  encounterList: (c) => c.platform.listEncounters(user(c)),
  encounterGet: (c) => c.platform.getEncounter(user(c), param(c, 'encounterId')),
  taskList: (c) => c.platform.listTasks(user(c)),
  reportList: (c) => c.platform.listReports(user(c)),
  digitalReportGet: async (c) => {
    const report = c.platform.getDigitalReport(user(c), param(c, 'encounterId'));
    return { ...report, viewerUrl: await optionalLink(c, report.viewerUrl) };
  },
  invoiceList: (c) =>
    Promise.all(
      c.platform
        .listInvoices(user(c))
        .map(async (invoice) => ({ ...invoice, pdfUrl: await optionalLink(c, invoice.pdfUrl) })),
    ),
  messageList: (c) => c.platform.listMessages(user(c)),
  messageMarkRead: (c) => c.platform.markMessageRead(user(c), param(c, 'messageId')),
  messageSend: (c) => c.platform.sendMessage(user(c), body<'messageSend'>(c)),
  documentList: (c) =>
    Promise.all(
      c.platform.listDocuments(user(c)).map(async (document) => ({
        ...document,
        url: await c.link(document.url),
        size: fileSize(fileAt(c.platform, user(c), document.url)) ?? document.size,
      })),
    ),
  forgotPasswordRequest: (c) => c.platform.requestPasswordReset(body<'forgotPasswordRequest'>(c)),
  forgotPasswordChange: (c) => c.platform.resetPassword(body<'forgotPasswordChange'>(c)),
  mammoUploadRegister: (c) =>
    c.platform.registerUpload(user(c), param(c, 'encounterId'), body<'mammoUploadRegister'>(c)),
  mammoUploadList: (c) => c.platform.listUploads(user(c), param(c, 'encounterId')),
  catResultsGet: (c) => c.platform.getCatResult(user(c)),
};
