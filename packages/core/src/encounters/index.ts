export { compareByCreated, sortByCreated, type CreatedEntity } from './sortByCreated';
export { removeById, upsertById } from './upsertById';
export {
  createEntityListStore,
  type EntityListState,
  type EntityListStore,
} from './entityListStore';
export {
  createEncounterListStore,
  type EncounterListState,
  type EncounterListStore,
} from './encounterListStore';
export {
  PAST_ENCOUNTER_STATUSES,
  isEncounterAppointmentNear,
  isEncounterPast,
  splitEncountersByTime,
  type EncounterTimeline,
} from './encounterTimeline';
export {
  BOOKING_NEXT_STEPS,
  LINKED_NEXT_STEPS,
  isBookingNextStep,
  isLinkedNextStep,
} from './linkedNextSteps';
