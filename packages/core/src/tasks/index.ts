export {
  actionableTasks,
  scanNextStep,
  scanNextSteps,
  type ActionableTask,
} from './actionableTasks';
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
export { TASK_NEXT_STEPS, openTasks, taskDeadline, taskDueAt } from './taskSteps';
