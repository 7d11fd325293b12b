/**
 * The two Scanwise hubs (product spec, section 7 "Realtime hubs"), on a HubServer:
 * - tasks at TASK_NOTES_HUB.path: watchMyScanwise() -> the member's task state,
 *   unwatchMyScanwise(), myscanwiseComplete(task, 'MEMBERTASK'); pushes UpdateNote, SetDone,
 *   SetDeleted and WatchMyScanwiseReturn;
 * - encounters at ENCOUNTERS_HUB.path: watch() -> the member's encounters, unwatch();
 *   pushes UpdateEncounter.
 * Pushes go to the connections that are watching (a reconnect is a new connection, so the app
 * has to watch again). The data comes from `handlers`, wired to the platform state elsewhere.
 */
import { ENCOUNTERS_HUB, TASK_NOTES_HUB } from '@scanwise/core';
import type { HubPush } from './platformHubs';
import type { Hub, HubCallContext, HubServer } from './types';

export interface ScanwiseHubHandlers {
  /** The state answered to watchMyScanwise (and pushed as WatchMyScanwiseReturn). */
  tasksFor(userId: string): unknown;
  /** The state answered to the encounters hub's watch. */
  encountersFor(userId: string): unknown;
  /** myscanwiseComplete(task, 'MEMBERTASK'); its value is the completion result. Throw to refuse. */
  completeTask(userId: string, task: Record<string, unknown>): unknown;
}

export interface ScanwiseHubOptions {
  /** Also push WatchMyScanwiseReturn with the state right after answering watchMyScanwise. Default true. */
  pushWatchReturn?: boolean;
}

export interface TaskNotesHub extends Hub {
  updateNote(userId: string, note: unknown): number;
  setDone(userId: string, payload: unknown): number;
  setDeleted(userId: string, payload: unknown): number;
  watchReturn(userId: string, state: unknown): number;
  /** Connection ids of the user's connections that currently watch. */
  watchers(userId: string): string[];
}

export interface EncountersHub extends Hub {
  updateEncounter(userId: string, encounter: unknown): number;
  watchers(userId: string): string[];
}

export interface ScanwiseHubs {
  tasks: TaskNotesHub;
  encounters: EncountersHub;
  /** A platform change's push (see platformHubs.ts) to the member's watching connections. */
  push(userId: string, push: HubPush): number;
}

export function defineScanwiseHubs(
  server: HubServer,
  handlers: ScanwiseHubHandlers,
  options: ScanwiseHubOptions = {},
): ScanwiseHubs {
  const pushWatchReturn = options.pushWatchReturn ?? true;
  const taskWatchers = new Watchers();
  const encounterWatchers = new Watchers();

  const tasksHub: Hub = server.defineHub(
    TASK_NOTES_HUB.path,
    {
      [TASK_NOTES_HUB.invoke.watch]: async (ctx: HubCallContext, ...args: unknown[]) => {
        expectCount(args, 0);
        const state = await handlers.tasksFor(ctx.userId);
        taskWatchers.add(ctx);
        if (pushWatchReturn) {
          // After the completion has gone out: invocations answer before this runs.
          setImmediate(() => {
            tasksHub.pushToConnection(ctx.connectionId, TASK_NOTES_HUB.push.watchReturn, [state]);
          });
        }
        return state;
      },
      [TASK_NOTES_HUB.invoke.unwatch]: (ctx: HubCallContext, ...args: unknown[]) => {
        expectCount(args, 0);
        taskWatchers.remove(ctx);
        return null;
      },
      [TASK_NOTES_HUB.invoke.complete]: (ctx: HubCallContext, ...args: unknown[]) => {
        expectCount(args, 2);
        const [task, type] = args;
        if (typeof task !== 'object' || task === null || Array.isArray(task)) {
          throw new Error('Error binding arguments: the task must be an object.');
        }
        if (type !== TASK_NOTES_HUB.completeType) {
          throw new Error(
            `Error binding arguments: the type must be '${TASK_NOTES_HUB.completeType}'.`,
          );
        }
        return handlers.completeTask(ctx.userId, task as Record<string, unknown>);
      },
    },
    { onDisconnected: (ctx) => taskWatchers.remove(ctx) },
  );

  const encountersHub: Hub = server.defineHub(
    ENCOUNTERS_HUB.path,
    {
      [ENCOUNTERS_HUB.invoke.watch]: async (ctx: HubCallContext, ...args: unknown[]) => {
        expectCount(args, 0);
        const state = await handlers.encountersFor(ctx.userId);
        encounterWatchers.add(ctx);
        return state;
      },
      [ENCOUNTERS_HUB.invoke.unwatch]: (ctx: HubCallContext, ...args: unknown[]) => {
        expectCount(args, 0);
        encounterWatchers.remove(ctx);
        return null;
      },
    },
    { onDisconnected: (ctx) => encounterWatchers.remove(ctx) },
  );

  const toWatchers = (
    hub: Hub,
    watchers: Watchers,
    userId: string,
    target: string,
    args: unknown[],
  ) => {
    let reached = 0;
    for (const connectionId of watchers.of(userId)) {
      if (hub.pushToConnection(connectionId, target, args)) reached += 1;
    }
    return reached;
  };

  return {
    tasks: {
      ...tasksHub,
      updateNote: (userId, note) =>
        toWatchers(tasksHub, taskWatchers, userId, TASK_NOTES_HUB.push.updateNote, [note]),
      setDone: (userId, payload) =>
        toWatchers(tasksHub, taskWatchers, userId, TASK_NOTES_HUB.push.setDone, [payload]),
      setDeleted: (userId, payload) =>
        toWatchers(tasksHub, taskWatchers, userId, TASK_NOTES_HUB.push.setDeleted, [payload]),
      watchReturn: (userId, state) =>
        toWatchers(tasksHub, taskWatchers, userId, TASK_NOTES_HUB.push.watchReturn, [state]),
      watchers: (userId) => [...taskWatchers.of(userId)],
    },
    encounters: {
      ...encountersHub,
      updateEncounter: (userId, encounter) =>
        toWatchers(encountersHub, encounterWatchers, userId, ENCOUNTERS_HUB.push.updateEncounter, [
          encounter,
        ]),
      watchers: (userId) => [...encounterWatchers.of(userId)],
    },
    push: (userId, { hub, target, payload }) =>
      hub === 'tasks'
        ? toWatchers(tasksHub, taskWatchers, userId, target, [payload])
        : toWatchers(encountersHub, encounterWatchers, userId, target, [payload]),
  };
}

/** ASP.NET's wording when the argument count does not match the hub method. */
function expectCount(args: unknown[], expected: number): void {
  if (args.length !== expected) {
    throw new Error(
      `Invocation provides ${args.length} argument(s) but target expects ${expected}.`,
    );
  }
}

class Watchers {
  private readonly byUser = new Map<string, Set<string>>();

  add(ctx: HubCallContext): void {
    let set = this.byUser.get(ctx.userId);
    if (!set) this.byUser.set(ctx.userId, (set = new Set()));
    set.add(ctx.connectionId);
  }

  remove(ctx: HubCallContext): void {
    const set = this.byUser.get(ctx.userId);
    if (!set) return;
    set.delete(ctx.connectionId);
    if (set.size === 0) this.byUser.delete(ctx.userId);
  }

  of(userId: string): ReadonlySet<string> {
    return this.byUser.get(userId) ?? new Set();
  }
}
