import {
  ENCOUNTERS_HUB,
  TASK_NOTES_HUB,
  TaskCompletePayloadSchema,
  validatePayload,
} from '@scanwise/core';
import type { Platform } from '../platform/platform';
import type { PlatformEvent } from '../platform/types';
import type { ScanwiseHubHandlers } from './scanwiseHubs';

/**
 * What the two hubs answer and push, from the platform's state: one definition for the Node hub
 * server and for the in-process platform of Storybook and component tests. Transport-free (no
 * Node module), so a browser build can take it.
 */
export function platformHubHandlers(platform: Platform): ScanwiseHubHandlers {
  return {
    tasksFor: (userId) => ({ tasks: platform.listTasks(userId) }),
    encountersFor: (userId) => ({ encounters: platform.listEncounters(userId) }),
    completeTask: (userId, task) => {
      const checked = validatePayload(TaskCompletePayloadSchema, task);
      if (!checked.ok) throw new Error(`Invalid task payload: ${checked.error.message}`);
      return platform.completeTask(userId, checked.value.id);
    },
  };
}

/** A push to the member's connections that watch one hub. */
export interface HubPush {
  readonly hub: 'tasks' | 'encounters';
  /** The hub's path (TASK_NOTES_HUB.path or ENCOUNTERS_HUB.path). */
  readonly path: string;
  /** The client method the push calls. */
  readonly target: string;
  readonly payload: unknown;
}

/**
 * The push a platform change makes: UpdateEncounter; UpdateMessage (the task notes hub, see
 * docs/adr/0101); or the task note's SetDone, SetDeleted or UpdateNote.
 */
export function hubPushOf(event: PlatformEvent): HubPush {
  if (event.type === 'message-changed') {
    return {
      hub: 'tasks',
      path: TASK_NOTES_HUB.path,
      target: TASK_NOTES_HUB.push.updateMessage,
      payload: event.message,
    };
  }
  if (event.type === 'encounter-changed') {
    return {
      hub: 'encounters',
      path: ENCOUNTERS_HUB.path,
      target: ENCOUNTERS_HUB.push.updateEncounter,
      payload: event.encounter,
    };
  }
  const target =
    event.change === 'done'
      ? TASK_NOTES_HUB.push.setDone
      : event.change === 'deleted'
        ? TASK_NOTES_HUB.push.setDeleted
        : TASK_NOTES_HUB.push.updateNote;
  return { hub: 'tasks', path: TASK_NOTES_HUB.path, target, payload: event.note };
}
