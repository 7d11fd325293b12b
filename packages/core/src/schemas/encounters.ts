import { array, boolean, pattern, string, type } from 'superstruct';
import type { Infer } from 'superstruct';
import { AppointmentSchema } from './centers';
import { PackageRefSchema } from './catalog';
import {
  BookingProviderSchema,
  EncounterKindSchema,
  EncounterNextStepSchema,
  EncounterStatusSchema,
  TaskTypeSchema,
} from './enums';
import { EntityIdSchema, IsoDateTimeSchema, optionalNullable } from './primitives';

/**
 * One screening episode: bought, scheduled, scanned, reported. Spec section 3 shows id and
 * created (the store sorts by created ascending); the rest is designed.
 */
export const EncounterSchema = type({
  id: EntityIdSchema,
  created: IsoDateTimeSchema,
  updated: optionalNullable(IsoDateTimeSchema),
  name: optionalNullable(string()),
  kind: EncounterKindSchema,
  status: EncounterStatusSchema,
  package: optionalNullable(PackageRefSchema),
  addOnIds: array(EntityIdSchema),
  appointment: optionalNullable(AppointmentSchema),
  bookingProvider: optionalNullable(BookingProviderSchema),
  nextStep: EncounterNextStepSchema,
  reportAvailable: boolean(),
  partnerId: optionalNullable(EntityIdSchema),
});
export type Encounter = Infer<typeof EncounterSchema>;

/** A to-do item for the member. Spec section 3 shows id and created; the rest is designed. */
export const TaskSchema = type({
  id: EntityIdSchema,
  created: IsoDateTimeSchema,
  type: TaskTypeSchema,
  title: string(),
  done: boolean(),
  encounterId: optionalNullable(EntityIdSchema),
  due: optionalNullable(IsoDateTimeSchema),
  completed: optionalNullable(IsoDateTimeSchema),
});
export type Task = Infer<typeof TaskSchema>;

/** Task note types seen on the hub; `myezraComplete` sends the literal type MEMBERTASK. */
export const KNOWN_TASK_NOTE_TYPES = ['MEMBERTASK', 'CARETEAMTASK', 'SYSTEMTASK'] as const;

/**
 * A note pushed by the task notes hub (UpdateNote, SetDone, SetDeleted). Spec section 3: "Task
 * note: has a type field, used in event names." The type is an upper-case token (safe inside an
 * event name) rather than a closed enum, so a new server type does not break the client.
 */
export const TaskNoteSchema = type({
  id: EntityIdSchema,
  taskId: EntityIdSchema,
  type: pattern(string(), /^[A-Z][A-Z0-9_]*$/),
  created: IsoDateTimeSchema,
  text: optionalNullable(string()),
  done: optionalNullable(boolean()),
  task: optionalNullable(TaskSchema),
});
export type TaskNote = Infer<typeof TaskNoteSchema>;
