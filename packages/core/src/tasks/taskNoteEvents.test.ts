import { describe, expect, it } from 'vitest';
import { ENTITY_EXAMPLES, type Task, type TaskNote } from '../schemas';
import { createTaskListStore } from './taskListStore';
import { createTaskNoteEventStream, taskNoteEventName, type TaskNoteEvent } from './taskNoteEvents';

const storedTask: Task = { ...ENTITY_EXAMPLES.Task, id: 'tsk_1', done: false, completed: null };
const note = (extra: Partial<TaskNote> = {}): TaskNote => ({
  ...ENTITY_EXAMPLES.TaskNote,
  id: 'note_1',
  taskId: 'tsk_1',
  type: 'MEMBERTASK',
  created: '2026-02-03T10:00:00Z',
  task: null,
  ...extra,
});

function setup() {
  const tasks = createTaskListStore();
  tasks.setAll([storedTask]);
  const stream = createTaskNoteEventStream(tasks);
  const events: TaskNoteEvent[] = [];
  stream.events$.subscribe((event) => events.push(event));
  return { tasks, stream, events };
}

describe('Task note events (spec sections 3 and 4)', () => {
  it('"Task note: has a type field, used in event names": `<type>:<change>`', () => {
    expect(taskNoteEventName('MEMBERTASK', 'updated')).toBe('MEMBERTASK:updated');
    expect(taskNoteEventName('CARETEAMTASK', 'done')).toBe('CARETEAMTASK:done');
    expect(taskNoteEventName('SYSTEMTASK', 'deleted')).toBe('SYSTEMTASK:deleted');
  });

  it('"an update" updates the stored task and emits a per-type event', () => {
    const { tasks, stream, events } = setup();
    const updated = { ...storedTask, title: 'Renamed' };
    const event = stream.apply('updated', note({ task: updated }));
    expect(tasks.find('tsk_1')?.title).toBe('Renamed');
    expect(events).toEqual([event]);
    expect(event).toMatchObject({ name: 'MEMBERTASK:updated', change: 'updated', task: updated });
  });

  it('an update carrying a new task appends it', () => {
    const { tasks, stream } = setup();
    const fresh = { ...storedTask, id: 'tsk_2', created: '2026-03-01T00:00:00Z' };
    stream.apply('updated', note({ taskId: 'tsk_2', task: fresh }));
    expect(tasks.getSnapshot().tasks.map((t) => t.id)).toEqual(['tsk_1', 'tsk_2']);
  });

  it('an update without its task leaves the store as it is but still emits', () => {
    const { tasks, stream, events } = setup();
    const before = tasks.getSnapshot();
    stream.apply('updated', note({ task: { ...storedTask, id: 'someone-else', title: 'x' } }));
    expect(tasks.getSnapshot()).toBe(before);
    expect(events[0]?.task).toBe(storedTask);
  });

  it('"a done-marking" marks the stored task done, stamping completed from the note', () => {
    const { tasks, stream, events } = setup();
    stream.apply('done', note());
    expect(tasks.find('tsk_1')).toMatchObject({ done: true, completed: '2026-02-03T10:00:00Z' });
    expect(events[0]).toMatchObject({ name: 'MEMBERTASK:done', task: { done: true } });
  });

  it('a done-marking keeps the completed time the server sent', () => {
    const { tasks, stream } = setup();
    const sent = { ...storedTask, done: true, completed: '2026-02-03T09:59:00Z' };
    stream.apply('done', note({ task: sent }));
    expect(tasks.find('tsk_1')?.completed).toBe('2026-02-03T09:59:00Z');
  });

  it('a done-marking for an unknown task without its copy changes nothing', () => {
    const { tasks, stream, events } = setup();
    const before = tasks.getSnapshot();
    stream.apply('done', note({ taskId: 'tsk_unknown' }));
    expect(tasks.getSnapshot()).toBe(before);
    expect(events[0]).toMatchObject({ name: 'MEMBERTASK:done', task: undefined });
  });

  it('"a deletion" removes the stored task and emits with the task removed', () => {
    const { tasks, stream, events } = setup();
    stream.apply('deleted', note({ type: 'CARETEAMTASK' }));
    expect(tasks.getSnapshot().tasks).toEqual([]);
    expect(events[0]).toMatchObject({ name: 'CARETEAMTASK:deleted', task: storedTask });
  });

  it('on(name) delivers only the events of that name', () => {
    const { stream } = setup();
    const done: string[] = [];
    stream.on(taskNoteEventName('MEMBERTASK', 'done')).subscribe((e) => done.push(e.note.id));
    stream.apply('updated', note({ id: 'n1' }));
    stream.apply('done', note({ id: 'n2' }));
    stream.apply('done', note({ id: 'n3', type: 'SYSTEMTASK' }));
    expect(done).toEqual(['n2']);
  });

  it('after dispose the store is still updated but nothing is emitted', () => {
    const { tasks, stream, events } = setup();
    let completed = false;
    stream.events$.subscribe({ complete: () => (completed = true) });
    stream.dispose();
    stream.apply('deleted', note());
    expect(completed).toBe(true);
    expect(events).toEqual([]);
    expect(tasks.getSnapshot().tasks).toEqual([]);
  });
});
