import { createEntityListStore, type EntityListState, type EntityListStore } from '../encounters';
import type { Task } from '../schemas';

/** Spec section 3, "Task list store: loaded flag, and tasks each with id and created." */
export type TaskListState = EntityListState<'tasks', Task>;
export type TaskListStore = EntityListStore<'tasks', Task>;

/**
 * The member's tasks: "Same sorting and update behaviour" as the encounter list (created
 * ascending; an update replaces the item with the same id or appends it). Fed by the task notes
 * hub: the watch answer, WatchMy{product}Return and the task note events.
 */
export function createTaskListStore(): TaskListStore {
  return createEntityListStore<'tasks', Task>('tasks');
}
