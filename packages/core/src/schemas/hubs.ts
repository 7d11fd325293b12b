import { array, type, unknown } from 'superstruct';
import type { Infer } from 'superstruct';
import { EncounterSchema, TaskNoteSchema, TaskSchema } from './encounters';
import { MessageSchema } from './messages';
import { EntityIdSchema, optionalNullable } from './primitives';

/*
 * Payloads of the two realtime hubs (spec section 7: "The payload shapes pushed by the hubs are
 * not shown"). The method names live in realtime/hubContract.ts; the shapes live here.
 */

/**
 * The answer to watchMy{product} and the WatchMy{product}Return push: "the response is the state
 * to store". An object (not a bare array) so the server can add fields later.
 */
export const TaskWatchStateSchema = type({
  tasks: array(TaskSchema),
});
export type TaskWatchState = Infer<typeof TaskWatchStateSchema>;

/** The answer to the encounters hub's watch: "the response is stored". */
export const EncounterWatchStateSchema = type({
  encounters: array(EncounterSchema),
});
export type EncounterWatchState = Infer<typeof EncounterWatchStateSchema>;

/**
 * The first argument of myezraComplete ("with a task payload and the literal type MEMBERTASK"):
 * the task to mark done and, for questionnaire tasks, the answers.
 */
export const TaskCompletePayloadSchema = type({
  id: EntityIdSchema,
  encounterId: optionalNullable(EntityIdSchema),
  data: unknown(),
});
export type TaskCompletePayload = Infer<typeof TaskCompletePayloadSchema>;

/** Every hub payload by role; the pushes UpdateNote, SetDone and SetDeleted all carry a note. */
export const HUB_PAYLOAD_SCHEMAS = {
  /** watchMy{product} result and WatchMy{product}Return push. */
  taskWatchState: TaskWatchStateSchema,
  /** UpdateNote, SetDone, SetDeleted pushes. */
  taskNote: TaskNoteSchema,
  /** First argument of myezraComplete. */
  taskCompletePayload: TaskCompletePayloadSchema,
  /** watch result of the encounters hub. */
  encounterWatchState: EncounterWatchStateSchema,
  /** UpdateEncounter push. */
  encounterUpdate: EncounterSchema,
  /** UpdateMessage push of the task notes hub: one message, new or changed. */
  messageUpdate: MessageSchema,
} as const;
