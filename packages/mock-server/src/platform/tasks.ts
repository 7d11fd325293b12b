import type { Task, TaskNote } from '@scanwise/core';
import { touchEncounter } from './encounters';
import { notFound } from './errors';
import { byCreated, publicOf, type Owned } from './records';
import type { PlatformStore } from './store';

/** Announces a task change with the note the hubs carry. */
function taskChanged(
  store: PlatformStore,
  task: Owned<Task>,
  change: 'updated' | 'done' | 'deleted',
): void {
  const copy = structuredClone(publicOf(task));
  const note: TaskNote = {
    id: store.nextId('note'),
    taskId: task.id,
    type: 'MEMBERTASK',
    created: store.nowIso(),
    text: task.title,
    done: task.done,
    task: copy,
  };
  store.announce({ type: 'task-changed', userId: task.memberId, change, task: copy, note });
}

/** Gives a member a new open task (announced). */
export function addTask(
  store: PlatformStore,
  memberId: string,
  type: Task['type'],
  title: string,
  encounterId: string | null,
  due: string | null,
): Owned<Task> {
  const task: Owned<Task> = {
    id: store.nextId('tsk'),
    memberId,
    created: store.nowIso(),
    type,
    title,
    done: false,
    encounterId,
    due,
    completed: null,
  };
  store.state.tasks.push(task);
  taskChanged(store, task, 'updated');
  return task;
}

/** Marks a task done (idempotent); its encounter's next step moves on. */
export function finishTask(store: PlatformStore, task: Owned<Task>): void {
  if (task.done) return;
  task.done = true;
  task.completed = store.nowIso();
  taskChanged(store, task, 'done');
  const encounter = store.state.encounters.find((e) => e.id === task.encounterId);
  if (encounter) touchEncounter(store, encounter);
}

/** Gives the encounter its medical questionnaire task unless it already has one. */
export function ensureQuestionnaireTask(
  store: PlatformStore,
  memberId: string,
  encounterId: string,
): void {
  const exists = store.state.tasks.some(
    (t) => t.encounterId === encounterId && t.type === 'MEDICAL_QUESTIONNAIRE',
  );
  if (!exists) {
    addTask(
      store,
      memberId,
      'MEDICAL_QUESTIONNAIRE',
      'Complete your medical questionnaire',
      encounterId,
      null,
    );
  }
}

/** The member's tasks (questionnaires, uploads, reports to review). */
export function taskOperations(store: PlatformStore) {
  return {
    listTasks: (userId: string): Task[] =>
      store.state.tasks
        .filter((t) => t.memberId === userId)
        .sort(byCreated)
        .map((t) => structuredClone(publicOf(t))),

    /** myscanwiseComplete: marks the member's task done (idempotent); questionnaire answers are kept. */
    completeTask(userId: string, taskId: string): Task {
      return store.mutate(() => {
        const task = store.state.tasks.find((t) => t.id === taskId && t.memberId === userId);
        if (!task) throw notFound('Task');
        finishTask(store, task);
        return structuredClone(publicOf(task));
      });
    },
  };
}
