import { enums } from 'superstruct';

/**
 * Shared enumerations of the platform contract. Each is a readonly list (or a const object for
 * numeric enums) plus a schema, so screens, the booking context and the mock platform share one
 * source of truth. Names are prefixed so they never clash inside the core index.
 */

/** Spec section 1: "Audience: signed-in members (patients) in the US and the UK." */
export const COUNTRIES = ['US', 'GB'] as const;
export type Country = (typeof COUNTRIES)[number];
export const CountrySchema = enums(COUNTRIES);

/** Spec section 1: "Country is US and currency is USD with the dollar symbol." */
export const CURRENCIES = ['USD'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const CurrencySchema = enums(CURRENCIES);

/** Spec section 1: "Supported app locales are en-us and en-gb." */
export const APP_LOCALES = ['en-us', 'en-gb'] as const;
export type AppLocale = (typeof APP_LOCALES)[number];
export const AppLocaleSchema = enums(APP_LOCALES);

/**
 * Spec section 1: "The booking provider or source is a numeric enumeration: {product} 0,
 * RadNetEast 1, ZwangerPesiri 2, RadNetWest 3, RadNetArizona 4, AMRIC 5, InternalBooking 6."
 * {product} is Scanwise.
 */
export const BookingProvider = {
  Scanwise: 0,
  RadNetEast: 1,
  ZwangerPesiri: 2,
  RadNetWest: 3,
  RadNetArizona: 4,
  AMRIC: 5,
  InternalBooking: 6,
} as const;
export type BookingProvider = (typeof BookingProvider)[keyof typeof BookingProvider];
export type BookingProviderName = keyof typeof BookingProvider;
export const BOOKING_PROVIDER_VALUES = [
  0, 1, 2, 3, 4, 5, 6,
] as const satisfies readonly BookingProvider[];
export const BookingProviderSchema = enums(BOOKING_PROVIDER_VALUES);

/** Spec section 1: "Offers come in three types: REFERRAL, INVITED and SPONSORED." */
export const OFFER_TYPES = ['REFERRAL', 'INVITED', 'SPONSORED'] as const;
export type OfferType = (typeof OFFER_TYPES)[number];
export const OfferTypeSchema = enums(OFFER_TYPES);

/**
 * Spec section 4: "Booking funnel stages: ACCOUNT_CREATED, SCAN_SELECTION_PAGE, PACKAGE_SELECTED,
 * PACKAGE_REJECTED, LOCATION_PAGE, CENTER_SELECTED, PAYMENT_PAGE, MY_MONITOR_BOOK_NOW."
 * The order and the allowed transitions are not shown: this list is a set, not a sequence.
 */
export const FUNNEL_STAGES = [
  'ACCOUNT_CREATED',
  'SCAN_SELECTION_PAGE',
  'PACKAGE_SELECTED',
  'PACKAGE_REJECTED',
  'LOCATION_PAGE',
  'CENTER_SELECTED',
  'PAYMENT_PAGE',
  'MY_MONITOR_BOOK_NOW',
] as const;
export type FunnelStage = (typeof FUNNEL_STAGES)[number];
export const FunnelStageSchema = enums(FUNNEL_STAGES);

/**
 * Spec section 3: "UK regions: LDN London, NE North East, NW North West, YH Yorkshire, EM East
 * Midlands, WM West Midlands, SE South East, EE East of England, SW South West, SCT Scotland,
 * IE Ireland, NI Northern Ireland, WAL Wales." Only the codes live here; names are locale data.
 */
export const UK_REGION_CODES = [
  'LDN',
  'NE',
  'NW',
  'YH',
  'EM',
  'WM',
  'SE',
  'EE',
  'SW',
  'SCT',
  'IE',
  'NI',
  'WAL',
] as const;
export type UkRegionCode = (typeof UK_REGION_CODES)[number];
export const UkRegionCodeSchema = enums(UK_REGION_CODES);

/**
 * Sex recorded for screening eligibility (e.g. mammography). Design choice: the clinical sex
 * used to pick protocols, not gender identity (which the platform may add as a separate field).
 */
export const MEMBER_SEXES = ['FEMALE', 'MALE', 'INTERSEX'] as const;
export type MemberSex = (typeof MEMBER_SEXES)[number];
export const MemberSexSchema = enums(MEMBER_SEXES);

/** What a package, an encounter or a plan screens for. */
export const ENCOUNTER_KINDS = ['BODY_SCAN', 'MAMMOGRAPHY', 'HEART_CT', 'LUNG_CT'] as const;
export type EncounterKind = (typeof ENCOUNTER_KINDS)[number];
export const EncounterKindSchema = enums(ENCOUNTER_KINDS);

/**
 * Lifecycle of an encounter (one screening episode), in order. CANCELLED and NO_SHOW are
 * terminal side exits. See docs/adr/0004-member-encounter-and-task-semantics.md
 * for each state's meaning.
 */
export const ENCOUNTER_STATUSES = [
  'CREATED',
  'AWAITING_PAYMENT',
  'AWAITING_SCHEDULING',
  'SCHEDULED',
  'SCANNED',
  'REPORT_READY',
  'COMPLETED',
  'CANCELLED',
  'NO_SHOW',
] as const;
export type EncounterStatus = (typeof ENCOUNTER_STATUSES)[number];
export const EncounterStatusSchema = enums(ENCOUNTER_STATUSES);

/** What the member should do next on an encounter card. NONE when nothing is due. */
export const ENCOUNTER_NEXT_STEPS = [
  'SELECT_PLAN',
  'PAY',
  'AUTHORIZE_PAYMENT',
  'SCHEDULE',
  'COMPLETE_QUESTIONNAIRE',
  'UPLOAD_MAMMOGRAM',
  'ATTEND_APPOINTMENT',
  'AWAIT_REPORT',
  'VIEW_REPORT',
  'NONE',
] as const;
export type EncounterNextStep = (typeof ENCOUNTER_NEXT_STEPS)[number];
export const EncounterNextStepSchema = enums(ENCOUNTER_NEXT_STEPS);

export const TASK_TYPES = [
  'MEDICAL_QUESTIONNAIRE',
  'MAMMO_UPLOAD',
  'PAYMENT',
  'SCHEDULE_APPOINTMENT',
  'CONSENT_FORM',
  'REVIEW_REPORT',
] as const;
export type TaskType = (typeof TASK_TYPES)[number];
export const TaskTypeSchema = enums(TASK_TYPES);

export const APPOINTMENT_STATUSES = [
  'REQUESTED',
  'CONFIRMED',
  'RESCHEDULED',
  'CANCELLED',
  'COMPLETED',
  'NO_SHOW',
] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];
export const AppointmentStatusSchema = enums(APPOINTMENT_STATUSES);

export const INVOICE_STATUSES = ['PAID', 'DUE', 'VOID'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export const InvoiceStatusSchema = enums(INVOICE_STATUSES);

export const MESSAGE_SENDERS = ['member', 'care-team'] as const;
export type MessageSender = (typeof MESSAGE_SENDERS)[number];
export const MessageSenderSchema = enums(MESSAGE_SENDERS);

export const DOCUMENT_KINDS = [
  'REPORT',
  'INVOICE',
  'CONSENT',
  'IMAGING',
  'REFERRAL',
  'OTHER',
] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];
export const DocumentKindSchema = enums(DOCUMENT_KINDS);

export const DISCOUNT_KINDS = ['PERCENT', 'AMOUNT'] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];
export const DiscountKindSchema = enums(DISCOUNT_KINDS);

export const PENDING_CHARGE_STATUSES = ['PENDING', 'SUCCEEDED', 'FAILED', 'CANCELLED'] as const;
export type PendingChargeStatus = (typeof PENDING_CHARGE_STATUSES)[number];
export const PendingChargeStatusSchema = enums(PENDING_CHARGE_STATUSES);

/** Risk band of the CAT (coronary artery) questionnaire results. */
export const CAT_RISK_LEVELS = ['LOW', 'MODERATE', 'HIGH'] as const;
export type CatRiskLevel = (typeof CAT_RISK_LEVELS)[number];
export const CatRiskLevelSchema = enums(CAT_RISK_LEVELS);

/** Server-side conversion events sent to the tracking call (Meta Conversions API names). */
export const META_CONVERSION_EVENTS = [
  'PageView',
  'Lead',
  'CompleteRegistration',
  'InitiateCheckout',
  'AddPaymentInfo',
  'Purchase',
  'Schedule',
] as const;
export type MetaConversionEventName = (typeof META_CONVERSION_EVENTS)[number];
export const MetaConversionEventNameSchema = enums(META_CONVERSION_EVENTS);
