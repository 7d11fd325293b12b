import { boolean, integer, literal, max, min, partial, size, string, type } from 'superstruct';
import type { Infer } from 'superstruct';
import { EncounterSchema } from './encounters';
import {
  AppLocaleSchema,
  CountrySchema,
  EncounterKindSchema,
  MemberSexSchema,
  OfferTypeSchema,
} from './enums';
import { PartnerSchema } from './catalog';
import { AddressSchema, MemberSchema, UtmParamsSchema } from './member';
import {
  MEMBER_NAME_MAX_LENGTH,
  NEW_PASSWORD_MAX_LENGTH,
  NEW_PASSWORD_MIN_LENGTH,
} from './memberLimits';
import {
  EmailAddressSchema,
  EntityIdSchema,
  IsoDateSchema,
  IsoDateTimeSchema,
  JsonTextSchema,
  RegionCodeSchema,
  TimeZoneSchema,
  optionalNullable,
} from './primitives';

/*
 * Bodies and query strings of the calls in spec section 7 and of the calls the screens need
 * (marked not shown in the spec). Every call's entry in CALLS (calls.ts) points at these.
 */

// ---- Members ----------------------------------------------------------------------------

/** A new password: {@link NEW_PASSWORD_MIN_LENGTH} to {@link NEW_PASSWORD_MAX_LENGTH} characters. */
export const NewPasswordSchema = size(string(), NEW_PASSWORD_MIN_LENGTH, NEW_PASSWORD_MAX_LENGTH);

/** POST /members: the Join screen's sign-up ("member data"). */
export const MemberCreateRequestSchema = type({
  email: EmailAddressSchema,
  password: NewPasswordSchema,
  firstName: size(string(), 1, MEMBER_NAME_MAX_LENGTH),
  lastName: size(string(), 1, MEMBER_NAME_MAX_LENGTH),
  phoneNumber: string(),
  dob: IsoDateSchema,
  sex: MemberSexSchema,
  country: CountrySchema,
  timeZone: TimeZoneSchema,
  locale: optionalNullable(AppLocaleSchema),
  optInEmailNotifications: boolean(),
  optInPhoneNotifications: boolean(),
  utm: optionalNullable(UtmParamsSchema),
  offerCode: optionalNullable(string()),
  offerType: optionalNullable(OfferTypeSchema),
});
export type MemberCreateRequest = Infer<typeof MemberCreateRequestSchema>;

/** PATCH /members: any subset of the editable member fields. */
export const MemberPatchRequestSchema = partial(
  type({
    phoneNumber: string(),
    firstName: size(string(), 1, MEMBER_NAME_MAX_LENGTH),
    lastName: size(string(), 1, MEMBER_NAME_MAX_LENGTH),
    dob: IsoDateSchema,
    sex: MemberSexSchema,
    address: AddressSchema,
    timeZone: TimeZoneSchema,
    locale: AppLocaleSchema,
    optInEmailNotifications: boolean(),
    optInPhoneNotifications: boolean(),
  }),
);
export type MemberPatchRequest = Infer<typeof MemberPatchRequestSchema>;

/** PUT /members/tos: accept the terms of service of a version. The result is the member. */
export const TosAcceptRequestSchema = type({
  accepted: literal(true),
  version: string(),
});
export type TosAcceptRequest = Infer<typeof TosAcceptRequestSchema>;

/**
 * POST /members/register/mammogram. Spec section 7: "two merged objects plus timeZone": the
 * member's details and the mammography booking details, merged flat, plus the browser's zone.
 */
export const MammogramRegistrationRequestSchema = type({
  // the member object
  email: EmailAddressSchema,
  firstName: size(string(), 1, MEMBER_NAME_MAX_LENGTH),
  lastName: size(string(), 1, MEMBER_NAME_MAX_LENGTH),
  phoneNumber: string(),
  dob: IsoDateSchema,
  sex: MemberSexSchema,
  address: optionalNullable(AddressSchema),
  // the booking object
  centerId: EntityIdSchema,
  packageId: optionalNullable(EntityIdSchema),
  slotStart: optionalNullable(IsoDateTimeSchema),
  priorMammogram: boolean(),
  priorMammogramDate: optionalNullable(IsoDateSchema),
  referringPhysician: optionalNullable(string()),
  // added by the caller
  timeZone: TimeZoneSchema,
});
export type MammogramRegistrationRequest = Infer<typeof MammogramRegistrationRequestSchema>;

export const MammogramRegistrationResponseSchema = type({
  member: MemberSchema,
  encounter: EncounterSchema,
});
export type MammogramRegistrationResponse = Infer<typeof MammogramRegistrationResponseSchema>;

/** POST /members/cat: spec "payload (JSON string)". */
export const CatSaveRequestSchema = type({
  payload: JsonTextSchema,
});
export type CatSaveRequest = Infer<typeof CatSaveRequestSchema>;

/**
 * POST /members/initial-setup. Spec section 3 "Initial setup payload: legal, email, newPassword,
 * passwordResetToken, timeZone, optInEmailNotifications, optInPhoneNotifications". legal is the
 * member's acceptance of the terms and privacy notice; newPassword is absent when the member
 * already has one (hasPassword 'true'); passwordResetToken is the code from the e-mail link.
 */
export const InitialSetupRequestSchema = type({
  legal: boolean(),
  email: EmailAddressSchema,
  newPassword: optionalNullable(NewPasswordSchema),
  passwordResetToken: size(string(), 1, 2000),
  timeZone: TimeZoneSchema,
  optInEmailNotifications: boolean(),
  optInPhoneNotifications: boolean(),
});
export type InitialSetupRequest = Infer<typeof InitialSetupRequestSchema>;

/** The viewer happiness score's scale (1 very poor to 5 very good). */
export const VIEWER_SCORES = [1, 2, 3, 4, 5] as const;

/** The longest comment the platform takes with a score. */
export const VIEWER_COMMENT_MAX_LENGTH = 2000;

/** One score of the scale. */
export const ViewerScoreSchema = max(min(integer(), VIEWER_SCORES[0]), VIEWER_SCORES[4]);

/** POST /api/members/viewerhappinessscore: the image viewer's 1-5 satisfaction rating. */
export const ViewerHappinessScoreRequestSchema = type({
  encounterId: EntityIdSchema,
  score: ViewerScoreSchema,
  comment: optionalNullable(size(string(), 0, VIEWER_COMMENT_MAX_LENGTH)),
});
export type ViewerHappinessScoreRequest = Infer<typeof ViewerHappinessScoreRequestSchema>;

/** Spec section 7: "data.result": the stored rating comes back under result. */
export const ViewerHappinessScoreResponseSchema = type({
  result: type({
    id: EntityIdSchema,
    encounterId: EntityIdSchema,
    score: ViewerScoreSchema,
    created: IsoDateTimeSchema,
  }),
});
export type ViewerHappinessScoreResponse = Infer<typeof ViewerHappinessScoreResponseSchema>;

// ---- Partner association ------------------------------------------------------------------

/** POST /api/members/associate (explicit bearer): link the member to the partner of an offer. */
export const PartnerAssociateRequestSchema = type({
  partnerName: string(),
  offerType: OfferTypeSchema,
  offerCode: optionalNullable(string()),
});
export type PartnerAssociateRequest = Infer<typeof PartnerAssociateRequestSchema>;

/** GET /api/members/checkassociation query (explicit bearer). */
export const PartnerAssociationQuerySchema = type({
  partnerName: optionalNullable(string()),
});
export type PartnerAssociationQuery = Infer<typeof PartnerAssociationQuerySchema>;

/** The member's association with a partner: the result of associate, check and memberassociatepartner. */
export const PartnerAssociationSchema = type({
  associated: boolean(),
  partner: optionalNullable(PartnerSchema),
  offerType: optionalNullable(OfferTypeSchema),
  memberId: optionalNullable(EntityIdSchema),
});
export type PartnerAssociation = Infer<typeof PartnerAssociationSchema>;

// ---- Forgot password ----------------------------------------------------------------------

/** POST /users/password/forgot: e-mail a reset code. Always 204, whether or not the e-mail exists. */
export const ForgotPasswordRequestSchema = type({
  email: EmailAddressSchema,
});
export type ForgotPasswordRequest = Infer<typeof ForgotPasswordRequestSchema>;

/** POST /users/password/reset: spec route "/forgot-password/change | Query email and code". */
export const ForgotPasswordChangeRequestSchema = type({
  email: EmailAddressSchema,
  code: size(string(), 1, 2000),
  newPassword: NewPasswordSchema,
});
export type ForgotPasswordChangeRequest = Infer<typeof ForgotPasswordChangeRequestSchema>;

// ---- Catalogue, centers, appointments -----------------------------------------------------

/** GET /packages/plans and /packages/addons query. */
export const PlanListQuerySchema = type({
  country: optionalNullable(CountrySchema),
  kind: optionalNullable(EncounterKindSchema),
});
export type PlanListQuery = Infer<typeof PlanListQuerySchema>;

/** GET /packages/discounts/:code query: which plan the code is checked against. */
export const DiscountLookupQuerySchema = type({
  packageId: optionalNullable(EntityIdSchema),
});
export type DiscountLookupQuery = Infer<typeof DiscountLookupQuerySchema>;

/** GET /packages/centers query: centers by country, optionally one state or UK region. */
export const CenterListQuerySchema = type({
  country: CountrySchema,
  state: optionalNullable(RegionCodeSchema),
  packageId: optionalNullable(EntityIdSchema),
});
export type CenterListQuery = Infer<typeof CenterListQuerySchema>;

/** GET /packages/postal-codes/:postalCode query: the country whose codes are searched. */
export const PostalCodeLookupQuerySchema = type({
  country: CountrySchema,
});
export type PostalCodeLookupQuery = Infer<typeof PostalCodeLookupQuerySchema>;

/** GET /packages/centers/:centerId/availability query: slots starting in [from, to). */
export const AvailabilityQuerySchema = type({
  from: IsoDateTimeSchema,
  to: IsoDateTimeSchema,
  packageId: optionalNullable(EntityIdSchema),
});
export type AvailabilityQuery = Infer<typeof AvailabilityQuerySchema>;

/** POST /packages/appointments: reserve a slot for an encounter. */
export const AppointmentReserveRequestSchema = type({
  encounterId: EntityIdSchema,
  centerId: EntityIdSchema,
  start: IsoDateTimeSchema,
});
export type AppointmentReserveRequest = Infer<typeof AppointmentReserveRequestSchema>;

/** POST /packages/appointments/:appointmentId/reschedule (schedule-actions screen). */
export const AppointmentRescheduleRequestSchema = type({
  centerId: optionalNullable(EntityIdSchema),
  start: IsoDateTimeSchema,
  bookingCode: optionalNullable(string()),
});
export type AppointmentRescheduleRequest = Infer<typeof AppointmentRescheduleRequestSchema>;

/** The longest reason the platform takes with a cancellation. */
export const CANCEL_REASON_MAX_LENGTH = 500;

/** POST /packages/appointments/:appointmentId/cancel. */
export const AppointmentCancelRequestSchema = type({
  reason: optionalNullable(size(string(), 0, CANCEL_REASON_MAX_LENGTH)),
  bookingCode: optionalNullable(string()),
});
export type AppointmentCancelRequest = Infer<typeof AppointmentCancelRequestSchema>;

// ---- Messages -----------------------------------------------------------------------------

/** The longest subject the platform takes with a message. */
export const MESSAGE_SUBJECT_MAX_LENGTH = 200;
/** The longest message body the platform takes. */
export const MESSAGE_BODY_MAX_LENGTH = 10_000;

/** POST /members/messages: a new message, or a reply when threadId is given. */
export const MessageSendRequestSchema = type({
  threadId: optionalNullable(EntityIdSchema),
  subject: size(string(), 1, MESSAGE_SUBJECT_MAX_LENGTH),
  body: size(string(), 1, MESSAGE_BODY_MAX_LENGTH),
});
export type MessageSendRequest = Infer<typeof MessageSendRequestSchema>;

// ---- Mammography upload -------------------------------------------------------------------

/**
 * POST /packages/encounters/:encounterId/mammo-uploads: register a prior mammography file
 * before sending its bytes to the resumable upload endpoint it returns.
 */
export const MammoUploadRegisterRequestSchema = type({
  fileName: size(string(), 1, 255),
  size: min(integer(), 1),
  contentType: string(),
  studyDate: optionalNullable(IsoDateSchema),
  modality: optionalNullable(string()),
});
export type MammoUploadRegisterRequest = Infer<typeof MammoUploadRegisterRequestSchema>;

export const MammoUploadSchema = type({
  id: EntityIdSchema,
  encounterId: EntityIdSchema,
  fileName: string(),
  size: min(integer(), 1),
  /** Where the client sends the bytes (a resumable tus endpoint). */
  uploadUrl: string(),
  created: IsoDateTimeSchema,
  completed: optionalNullable(IsoDateTimeSchema),
});
export type MammoUpload = Infer<typeof MammoUploadSchema>;
