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
