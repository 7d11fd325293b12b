import type { Encounter } from '../schemas';
import {
  createEntityListStore,
  type EntityListState,
  type EntityListStore,
} from './entityListStore';

/** Spec section 3, "Encounter list store: loaded flag, and encounters each with id and created." */
export type EncounterListState = EntityListState<'encounters', Encounter>;
export type EncounterListStore = EntityListStore<'encounters', Encounter>;

/**
 * The member's encounters, "Sorted by created ascending. An update replaces the item with the
 * same id or appends it." Fed by the encounters hub (watch answer and UpdateEncounter pushes).
 */
export function createEncounterListStore(): EncounterListStore {
  return createEntityListStore<'encounters', Encounter>('encounters');
}
