import { array, boolean, nullable, string, type } from 'superstruct';
import type { Infer } from 'superstruct';
import type { KeyValueStorage, Logger } from '../ports';
import {
  AddOnSchema,
  AvailabilitySlotSchema,
  CountrySchema,
  EntityIdSchema,
  FunnelStageSchema,
  IsoDateTimeSchema,
  OfferSchema,
} from '../schemas';
import { BookingFlowStepSchema } from './bookingFlows';
import { BookingJourneyEntrySchema } from './bookingJourneyEntry';
import { BookingJourneyErrorSchema } from './bookingJourneyError';
import { BookedScanSchema } from './repeatScan';
import { createPersistedStateStoreFor, type PersistedStateStore } from '../persistence';

/** Session-storage key of the journey's own progress (beside the booking state). */
export const BOOKING_JOURNEY_STORAGE_KEY = 'scanwise.bookingJourney';

/** The availability last loaded: which center, which UTC range, which slots. */
export const BookingAvailabilitySchema = type({
  centerId: EntityIdSchema,
  from: IsoDateTimeSchema,
  to: IsoDateTimeSchema,
  slots: array(AvailabilitySlotSchema),
});
export type BookingAvailability = Infer<typeof BookingAvailabilitySchema>;

/**
 * What the journey keeps beside the spec's booking state, so a reload resumes exactly where the
 * member was: the step, the entry, the offer, the add-ons on offer, the times shown and picked,
 * whether the encounter still needs paying, the member's scans that hold a time (for the repeat
 * warning) and whether a repeat was confirmed, the last error and the last funnel stage reported.
 * Session storage, like the booking state.
 */
export const BookingJourneyProgressSchema = type({
  step: nullable(BookingFlowStepSchema),
  entry: nullable(BookingJourneyEntrySchema),
  country: CountrySchema,
  offer: nullable(OfferSchema),
  addOns: array(AddOnSchema),
  availability: nullable(BookingAvailabilitySchema),
  selectedSlot: nullable(AvailabilitySlotSchema),
  /** The member asked an offline-booking center to call back instead of picking a time. */
  offlineRequest: boolean(),
  /** False when the entry's encounter is already paid: the slot is reserved without a card. */
  paymentRequired: boolean(),
  /** A promo code the member typed that was refused, and why (a message key). */
  promoRefusal: nullable(string()),
  /** The member's scans that hold a time, loaded on the way to schedule-scan. */
  bookedScans: array(BookedScanSchema),
  /** The encounter of the other scan the member chose to book a repeat of, despite the warning. */
  repeatScanConfirmed: nullable(EntityIdSchema),
  error: nullable(BookingJourneyErrorSchema),
  funnelStage: nullable(FunnelStageSchema),
});
export type BookingJourneyProgress = Infer<typeof BookingJourneyProgressSchema>;

export const BOOKING_JOURNEY_IDLE: BookingJourneyProgress = Object.freeze({
  step: null,
  entry: null,
  country: 'US',
  offer: null,
  addOns: [],
  availability: null,
  selectedSlot: null,
  offlineRequest: false,
  paymentRequired: true,
  promoRefusal: null,
  bookedScans: [],
  repeatScanConfirmed: null,
  error: null,
  funnelStage: null,
});

export type BookingJourneyProgressStore = PersistedStateStore<BookingJourneyProgress>;

/** The progress over session storage, validated on read (corrupt: defaults and a warning). */
export function createBookingJourneyProgressStore(options: {
  readonly storage: KeyValueStorage;
  readonly logger?: Logger | undefined;
  readonly storageKey?: string | undefined;
}): BookingJourneyProgressStore {
  return createPersistedStateStoreFor<BookingJourneyProgress>(options, {
    key: BOOKING_JOURNEY_STORAGE_KEY,
    version: 1,
    schema: BookingJourneyProgressSchema,
    defaults: BOOKING_JOURNEY_IDLE,
    label: 'Booking journey',
  });
}
