export { CHANGEABLE_APPOINTMENT_STATUSES, isAppointmentChangeable } from './appointmentChangeable';
export {
  bookingEntryInputOf,
  entryStartsJourney,
  type BookingEntryRequest,
  type JourneyAtEntry,
} from './bookingEntryRequest';
export {
  BOOKING_FLOW_PREFIXES,
  BOOKING_FLOW_STEPS,
  BOOKING_STEPS_NEEDING_VALID_ENTRY,
  BookingFlowStepSchema,
  bookingFlowPath,
  bookingStepNeedsValidEntry,
  type BookingFlowStep,
} from './bookingFlows';
export {
  BOOKING_ID_STORAGE_KEY,
  createBookingIdStore,
  type BookingIdState,
  type BookingIdStore,
  type BookingIdStoreOptions,
} from './bookingIdStore';
export {
  BOOKING_STATE_FIELDS,
  BookingStateSchema,
  DEFAULT_BOOKING_STATE,
  OFFLINE_BOOKING_NOTE_MAX_LENGTH,
  type BookingState,
} from './bookingState';
export {
  BOOKING_STATE_STORAGE_KEY,
  BOOKING_STATE_VERSION,
  createBookingStateStore,
  type BookingStateStore,
  type BookingStateStoreOptions,
} from './bookingStateStore';
export {
  CAC_REJECTING_ANSWERS,
  CacAnswersSchema,
  EMPTY_CAC_ANSWERS,
  answerCacQuestions,
  isCacRejected,
  type CacAnswers,
} from './cacAnswers';
export { splitCentersByBookingMode, type CentersByBookingMode } from './centerSplit';
export {
  EARTH_RADIUS_MILES,
  centerPoint,
  greatCircleMiles,
  isGeoPoint,
  orderCentersByDistance,
  shownDistance,
  type CenterAtDistance,
  type GeoPoint,
  type ShownDistance,
} from './centerDistance';
export {
  CENTER_ORIGIN_IDLE,
  CenterOrigin,
  type CenterOriginOptions,
  type CenterOriginPoint,
  type CenterOriginSource,
  type CenterOriginState,
  type PostalCodeSearchOutcome,
  type PostalCodeSearchProblem,
  type PostalCodeSearchRefusal,
} from './centerOrigin';
export { checkPostalCode, type PostalCodeCheck } from './postalCodeSearch';
export {
  BOOKING_ENTRY_FLAGS,
  bookingEntryFlagsOf,
  type BookingEntryFlag,
  type BookingEntryFlags,
} from './entryFlags';
export {
  FunnelStageTracker,
  type FunnelStageDetails,
  type FunnelStageReport,
  type FunnelStageReporter,
  type FunnelStageTrackerOptions,
} from './funnelStageTracker';
export { BOOKING_AVAILABILITY_DAYS } from './bookingAvailabilityDays';
export {
  BookingJourney,
  type BookingJourneyActivity,
  type BookingJourneyCalls,
  type BookingJourneyOptions,
  type BookingJourneyState,
  type BookingMemberPrefill,
  type PromoCodeOutcome,
  type PromoCodeRefusal,
} from './bookingJourney';
export {
  OFFER_TYPE_OF_FLOW,
  BookingJourneyEntrySchema,
  checkBookingJourneyEntry,
  type BookingEntryCheck,
  type BookingJourneyEntry,
  type BookingJourneyEntryInput,
} from './bookingJourneyEntry';
export {
  BOOKING_JOURNEY_ERROR_CODES,
  BOOKING_JOURNEY_OK,
  BOOKING_JOURNEY_WAYS_BACK,
  BookingJourneyErrorSchema,
  bookingJourneyError,
  bookingJourneyErrorLogLevel,
  cardPaymentProblemOfBookingError,
  type BookingJourneyError,
  type BookingJourneyErrorCode,
  type BookingJourneyOutcome,
  type BookingJourneyWayBack,
} from './bookingJourneyError';
export {
  BOOKING_JOURNEY_IDLE,
  BOOKING_JOURNEY_STORAGE_KEY,
  BookingAvailabilitySchema,
  BookingJourneyProgressSchema,
  type BookingAvailability,
  type BookingJourneyProgress,
} from './bookingJourneyProgress';
export {
  bookingDiscountAppliesTo,
  bookingDiscountCents,
  summarizeBookingPrice,
  type BookingPriceInput,
  type BookingPriceSummary,
  type BookingPromoStanding,
} from './bookingPriceSummary';
export {
  availabilityRangeForLocalDays,
  groupSlotsByLocalDay,
  localizeSlot,
  type AvailabilityRange,
  type LocalSlotDay,
  type LocalizedSlot,
} from './bookingSlots';
export {
  BOOKING_MINIMUM_AGE_YEARS,
  ageInYearsAt,
  cacQuestionsApply,
  cacRejectionMessageKey,
  isCacAddOn,
  planEligibilityFor,
  planNeedsSex,
  unansweredCacQuestions,
  type BookingDetailField,
  type BookingMemberDetails,
  type PlanEligibility,
  type PlanIneligibilityReason,
} from './bookingEligibility';
export {
  bookingNextSteps,
  buildBookingConfirmation,
  type BookingCalendarLinks,
  type BookingConfirmation,
  type BookingConfirmationInput,
  type BookingNextStep,
} from './bookingConfirmation';
export {
  ScheduleAction,
  ScheduleActions,
  scheduleActionDraftKey,
  type ScheduleActionDraft,
  type ScheduleActionLoad,
  type ScheduleActionOptions,
  type ScheduleActionProblem,
  type ScheduleActionState,
  type ScheduleActionTimes,
  type ScheduleActionView,
  type ScheduleActionVisit,
  type ScheduleActionsOptions,
} from './scheduleAction';
export {
  NO_BOOKING_CODE,
  readScheduleActionParams,
  scheduleActionPath,
  type ScheduleActionParams,
} from './scheduleActionPath';
export {
  cancelBookedAppointment,
  listMoreAppointmentTimes,
  loadScheduleActionContext,
  rescheduleBookedAppointment,
  type ScheduleActionCalls,
  type ScheduleActionContext,
  type ScheduleActionFailure,
  type ScheduleActionResult,
} from './scheduleActions';
export {
  BookedScanSchema,
  SCAN_REPEAT_INTERVAL_MONTHS,
  bookedScansOf,
  repeatScanWarningFor,
  type BookedScan,
  type RepeatScanInput,
  type RepeatScanWarning,
} from './repeatScan';
