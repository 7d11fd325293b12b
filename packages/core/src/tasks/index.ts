export { createTaskListStore, type TaskListState, type TaskListStore } from './taskListStore';
export {
  TASK_NOTE_CHANGES,
  createTaskNoteEventStream,
  taskNoteEventName,
  type TaskNoteChange,
  type TaskNoteEvent,
  type TaskNoteEventName,
  type TaskNoteEventStream,
} from './taskNoteEvents';
