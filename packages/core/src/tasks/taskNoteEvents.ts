import { Subject, filter, type Observable } from 'rxjs';
import type { Task, TaskNote } from '../schemas';
import type { TaskListStore } from './taskListStore';

/**
 * The three task note events of spec section 4, "(an update, a done-marking, a deletion)", named
 * after the pushes UpdateNote, SetDone and SetDeleted.
 */
export const TASK_NOTE_CHANGES = ['updated', 'done', 'deleted'] as const;
export type TaskNoteChange = (typeof TASK_NOTE_CHANGES)[number];

/** An event name: the note's type, a colon, the change, e.g. `MEMBERTASK:done`. */
export type TaskNoteEventName = `${string}:${TaskNoteChange}`;

/** "Task note: has a type field, used in event names" (spec section 3). */
export function taskNoteEventName(type: string, change: TaskNoteChange): TaskNoteEventName {
  return `${type}:${change}`;
}

/** One per-type event, emitted after the stored task was updated. */
export interface TaskNoteEvent {
  readonly name: TaskNoteEventName;
  readonly type: string;
  readonly change: TaskNoteChange;
  readonly note: TaskNote;
  /** The task as stored after the change; for a deletion, the task removed. */
  readonly task: Task | undefined;
}

/** Applies task notes to the task list store and announces each one. */
export interface TaskNoteEventStream {
  /** Every task note event, in arrival order; not replayed. */
  readonly events$: Observable<TaskNoteEvent>;
  /** The events of one name (e.g. `taskNoteEventName('MEMBERTASK', 'done')`). */
  on(name: TaskNoteEventName): Observable<TaskNoteEvent>;
  /** Updates the stored task for `note`, then emits its event; returns the event. */
  apply(change: TaskNoteChange, note: TaskNote): TaskNoteEvent;
  /** Completes the stream; later notes still update the store but emit nothing. */
  dispose(): void;
}

/**
 * "Task note events (an update, a done-marking, a deletion) each update the stored task and emit
 * a per-type event" (spec section 4). The note's embedded task is trusted only when it is the
 * note's own task (same id), since the note's taskId is what names the task.
 */
export function createTaskNoteEventStream(tasks: TaskListStore): TaskNoteEventStream {
  const subject = new Subject<TaskNoteEvent>();
  let disposed = false;

  const update = (change: TaskNoteChange, note: TaskNote): Task | undefined => {
    const sent = note.task != null && note.task.id === note.taskId ? note.task : undefined;
    const stored = tasks.find(note.taskId);
    switch (change) {
      case 'updated': {
        if (sent) tasks.upsert(sent);
        return sent ?? stored;
      }
      case 'done': {
        const base = sent ?? stored;
        if (!base) return undefined;
        // A done-marking means done, whatever an older copy of the task says.
        const done: Task = { ...base, done: true, completed: base.completed ?? note.created };
        tasks.upsert(done);
        return done;
      }
      case 'deleted': {
        tasks.remove(note.taskId);
        return stored ?? sent;
      }
    }
  };

  return {
    events$: subject.asObservable(),
    on: (name) => subject.pipe(filter((event) => event.name === name)),
    apply(change, note) {
      const task = update(change, note);
      const event: TaskNoteEvent = {
        name: taskNoteEventName(note.type, change),
        type: note.type,
        change,
        note,
        task,
      };
      if (!disposed) subject.next(event);
      return event;
    },
    dispose() {
      disposed = true;
      subject.complete();
    },
  };
}
