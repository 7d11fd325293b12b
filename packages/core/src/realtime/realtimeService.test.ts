import { BehaviorSubject } from 'rxjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONSTANTS } from '../config';
import { ScanwiseEventBus } from '../events';
import { ENTITY_EXAMPLES, type Encounter, type Task, type TaskNote } from '../schemas';
import type { TaskNoteEvent } from '../tasks';
import {
  FakeClock,
  FakeHubConnectionFactory,
  RecordingLogger,
  flushPromises,
  type FakeHubConnection,
} from '../testing';
import { ENCOUNTERS_HUB, TASK_NOTES_HUB } from './hubContract';
import { HUB_LOG_MESSAGES } from './hubLogMessages';
import { createRealtimeService, type RealtimeService } from './realtimeService';
import { SIGNED_OUT_REALTIME_SESSION, type RealtimeSession } from './realtimeSession';

const API = 'https://api.scanwise.test';
const task1: Task = { ...ENTITY_EXAMPLES.Task, id: 'tsk_1', created: '2026-02-01T00:00:00Z' };
const task2: Task = { ...ENTITY_EXAMPLES.Task, id: 'tsk_2', created: '2026-02-02T00:00:00Z' };
const enc1: Encounter = {
  ...ENTITY_EXAMPLES.Encounter,
  id: 'enc_1',
  created: '2026-01-01T00:00:00Z',
};
const enc2: Encounter = {
  ...ENTITY_EXAMPLES.Encounter,
  id: 'enc_2',
  created: '2026-01-02T00:00:00Z',
};
const noteOf = (taskId: string, extra: Partial<TaskNote> = {}): TaskNote => ({
  ...ENTITY_EXAMPLES.TaskNote,
  id: `note_${taskId}`,
  taskId,
  type: 'MEMBERTASK',
  task: null,
  ...extra,
});

const services: RealtimeService[] = [];
afterEach(async () => {
  await Promise.all(services.splice(0).map((s) => s.dispose()));
});

function setup() {
  const clock = new FakeClock();
  const logger = new RecordingLogger();
  const factory = new FakeHubConnectionFactory({ clock });
  const server = {
    tasks: { tasks: [task2, task1] } as unknown,
    encounters: { encounters: [enc2, enc1] } as unknown,
  };
  factory
    .handle(TASK_NOTES_HUB.invoke.watch, () => server.tasks)
    .handle(TASK_NOTES_HUB.invoke.unwatch, () => null)
    .handle(TASK_NOTES_HUB.invoke.complete, () => ({ completed: true }))
    .handle(ENCOUNTERS_HUB.invoke.watch, () => server.encounters)
    .handle(ENCOUNTERS_HUB.invoke.unwatch, () => null);
  const session$ = new BehaviorSubject<RealtimeSession>(SIGNED_OUT_REALTIME_SESSION);
  const auth = { token: 'access-1', tokenValid: true };
  const events = new ScanwiseEventBus();
  const loggedOut: unknown[] = [];
  events.on('loggedOut').subscribe((event) => loggedOut.push(event));
  const service = createRealtimeService({
    apiBaseUrl: API,
    hubFactory: factory,
    clock,
    logger,
    accessToken: () => auth.token,
    session$,
    events,
  });
  services.push(service);
  const tasksHub = factory.connectionTo(TASK_NOTES_HUB.path) as FakeHubConnection;
  const encountersHub = factory.connectionTo(ENCOUNTERS_HUB.path) as FakeHubConnection;
  const signIn = async (termsOfServiceAccepted = true): Promise<void> => {
    session$.next({ signedIn: true, termsOfServiceAccepted, tokenValid: () => auth.tokenValid });
    await flushPromises();
  };
  const signOut = async (): Promise<void> => {
    session$.next(SIGNED_OUT_REALTIME_SESSION);
    await flushPromises();
  };
  const invoked = (hub: FakeHubConnection): string[] => hub.invocations.map((i) => i.method);
  const problems = (): string[] => [...logger.messages('warn'), ...logger.messages('error')];
  return {
    clock,
    logger,
    loggedOut,
    factory,
    server,
    session$,
    auth,
    service,
    tasksHub,
    encountersHub,
    signIn,
    signOut,
    invoked,
    problems,
  };
}

describe('RealtimeService: hubs (spec section 7)', () => {
  it('creates the tasks hub and the encounters hub at absolute URLs on the API host', () => {
    const { tasksHub, encountersHub, factory } = setup();
    expect(factory.connections).toHaveLength(2);
    expect(tasksHub.options.url).toBe(`${API}${TASK_NOTES_HUB.path}`);
    expect(encountersHub.options.url).toBe(`${API}${ENCOUNTERS_HUB.path}`);
  });

  it('"The hubs use the access token, which is empty if the user is missing or expired"', async () => {
    const { tasksHub, encountersHub, signIn } = setup();
    await signIn();
    expect(tasksHub.tokensSent).toEqual(['access-1']);
    expect(encountersHub.tokensSent).toEqual(['access-1']);
  });
});

describe('RealtimeService: session (spec section 4)', () => {
  it('"While logged out, the realtime connections for tasks and encounters are stopped"', async () => {
    const { tasksHub, encountersHub, signIn, problems } = setup();
    await flushPromises();
    expect([tasksHub.state, encountersHub.state]).toEqual(['Disconnected', 'Disconnected']);
    await signIn(false); // signed in, terms of service not accepted yet
    expect(tasksHub.startCount + encountersHub.startCount).toBe(0);
    expect(problems()).toEqual([]);
  });

  it('"When the member\'s termsOfService value is set, they start and subscribe to the member\'s tasks and encounters"', async () => {
    const { service, tasksHub, encountersHub, signIn, invoked } = setup();
    await signIn(false);
    await signIn(true);
    expect([tasksHub.state, encountersHub.state]).toEqual(['Connected', 'Connected']);
    expect(invoked(tasksHub)).toEqual([TASK_NOTES_HUB.invoke.watch]);
    expect(invoked(encountersHub)).toEqual([ENCOUNTERS_HUB.invoke.watch]);
    expect(service.tasks.getSnapshot()).toEqual({ loaded: true, tasks: [task1, task2] });
    expect(service.encounters.getSnapshot()).toEqual({ loaded: true, encounters: [enc1, enc2] });
  });

  it('a session re-emitted unchanged does not start again nor warn', async () => {
    const { tasksHub, signIn, problems } = setup();
    await signIn();
    await signIn();
    expect(tasksHub.startCount).toBe(1);
    expect(problems()).toEqual([]);
  });

  it('on logout: "Invoke unwatch, then reset the store", then the connections stop', async () => {
    const { service, factory, tasksHub, encountersHub, signIn, signOut, invoked } = setup();
    const loadedAtUnwatch: boolean[] = [];
    tasksHub.handle(TASK_NOTES_HUB.invoke.unwatch, () => {
      loadedAtUnwatch.push(service.tasks.getSnapshot().loaded);
      return null;
    });
    encountersHub.handle(ENCOUNTERS_HUB.invoke.unwatch, () => {
      loadedAtUnwatch.push(service.encounters.getSnapshot().loaded);
      return null;
    });
    await signIn();
    await signOut();
    expect(invoked(tasksHub)).toEqual([TASK_NOTES_HUB.invoke.watch, TASK_NOTES_HUB.invoke.unwatch]);
    expect(invoked(encountersHub)).toEqual([
      ENCOUNTERS_HUB.invoke.watch,
      ENCOUNTERS_HUB.invoke.unwatch,
    ]);
    expect(loadedAtUnwatch).toEqual([true, true]);
    expect(service.tasks.getSnapshot()).toEqual({ loaded: false, tasks: [] });
    expect(service.encounters.getSnapshot()).toEqual({ loaded: false, encounters: [] });
    expect(factory.connections.map((c) => c.state)).toEqual(['Disconnected', 'Disconnected']);
  });

  it('signing in again after a logout starts and watches again', async () => {
    const { service, tasksHub, signIn, signOut, problems } = setup();
    await signIn();
    await signOut();
    await signIn();
    expect(tasksHub.startCount).toBe(2);
    expect(service.tasks.getSnapshot().loaded).toBe(true);
    expect(problems()).toEqual([]);
  });

  it('a watch answer arriving after logout is not stored', async () => {
    const { service, encountersHub, signIn, signOut } = setup();
    let answer: (value: unknown) => void = () => {};
    encountersHub.handle(
      ENCOUNTERS_HUB.invoke.watch,
      () => new Promise((resolve) => (answer = resolve)),
    );
    await signIn();
    await signOut();
    answer({ encounters: [enc1] });
    await flushPromises();
    expect(service.encounters.getSnapshot()).toEqual({ loaded: false, encounters: [] });
  });
});

describe('RealtimeService: watch and reconnect', () => {
  it('"invoke watch (the response is stored)" and a malformed answer is dropped with a warning', async () => {
    const { service, server, logger, signIn } = setup();
    server.encounters = { encounters: [{ id: 'enc_bad' }] };
    await signIn();
    expect(service.encounters.getSnapshot()).toEqual({ loaded: false, encounters: [] });
    expect(logger.has('warn', HUB_LOG_MESSAGES.malformedPayload)).toBe(true);
    expect(service.tasks.getSnapshot().loaded).toBe(true);
  });

  it('a failed watch is logged as a warning, the connection stays up', async () => {
    const { service, tasksHub, logger, signIn } = setup();
    tasksHub.handle(TASK_NOTES_HUB.invoke.watch, () => {
      throw new Error('HubException: boom');
    });
    await signIn();
    expect(tasksHub.state).toBe('Connected');
    expect(service.tasks.getSnapshot().loaded).toBe(false);
    expect(logger.entries).toContainEqual(
      expect.objectContaining({
        level: 'warn',
        message: HUB_LOG_MESSAGES.invokeFailed,
        context: expect.objectContaining({ hub: 'tasks', step: 'watch' }) as unknown,
      }),
    );
  });

  it('the watch is repeated after every reconnect (a reconnect is a new server connection)', async () => {
    const { service, clock, server, tasksHub, encountersHub, signIn, invoked } = setup();
    await signIn();
    server.encounters = { encounters: [enc1] };
    encountersHub.simulateDrop();
    tasksHub.simulateDrop({ failedAttempts: 2 });
    // Two failed attempts: the third runs after 0 + 2 + 10 s.
    const [first = 0, second = 0, third = 0] = CONSTANTS.hubReconnectDelays;
    await clock.advanceAsync(first + second + third - 1);
    expect(invoked(tasksHub)).toEqual([TASK_NOTES_HUB.invoke.watch]);
    await clock.advanceAsync(1);
    await flushPromises();
    expect(invoked(encountersHub)).toEqual([
      ENCOUNTERS_HUB.invoke.watch,
      ENCOUNTERS_HUB.invoke.watch,
    ]);
    expect(invoked(tasksHub)).toEqual([TASK_NOTES_HUB.invoke.watch, TASK_NOTES_HUB.invoke.watch]);
    expect(service.encounters.getSnapshot().encounters).toEqual([enc1]);
  });

  it('when every reconnect attempt fails the hub closes with a warning and may start again', async () => {
    const { service, clock, tasksHub, logger, signIn } = setup();
    await signIn();
    tasksHub.simulateDrop({ failedAttempts: CONSTANTS.hubReconnectDelays.length });
    await clock.advanceAsync(CONSTANTS.hubReconnectDelays.reduce((a, b) => a + b, 0));
    expect(tasksHub.state).toBe('Disconnected');
    expect(logger.has('warn', HUB_LOG_MESSAGES.closed)).toBe(true);
    await service.start();
    expect(tasksHub.state).toBe('Connected');
    expect(tasksHub.startCount).toBe(2);
  });
});

describe('RealtimeService: a reconnect refused as unauthorized', () => {
  it('ends the session as a call answered 401 does: loggedOut (unauthorized), once for both hubs', async () => {
    const { clock, tasksHub, encountersHub, loggedOut, signIn, signOut } = setup();
    await signIn();
    tasksHub.simulateDrop({ refusedAs: 401 });
    encountersHub.simulateDrop({ refusedAs: 401 });
    await clock.advanceAsync(CONSTANTS.hubReconnectDelays[0] ?? 0);
    expect(tasksHub.state).toBe('Disconnected');
    expect(loggedOut).toEqual([{ type: 'loggedOut', reason: 'unauthorized', status: 401 }]);
    // Signed out and in again: a later refusal ends that session too.
    await signOut();
    await signIn();
    tasksHub.simulateDrop({ refusedAs: 403 });
    await clock.advanceAsync(CONSTANTS.hubReconnectDelays[0] ?? 0);
    expect(loggedOut).toHaveLength(2);
    expect(loggedOut[1]).toMatchObject({ reason: 'unauthorized', status: 403 });
  });

  it('leaves an expired token to its renewal: no logout while the token is not valid here', async () => {
    const { clock, tasksHub, auth, loggedOut, signIn } = setup();
    await signIn();
    auth.tokenValid = false;
    tasksHub.simulateDrop({ refusedAs: 401 });
    await clock.advanceAsync(CONSTANTS.hubReconnectDelays[0] ?? 0);
    expect(loggedOut).toEqual([]);
  });

  it('a drop that reconnects, or fails for another reason, signs nobody out', async () => {
    const { clock, tasksHub, loggedOut, signIn } = setup();
    await signIn();
    tasksHub.simulateDrop({ failedAttempts: CONSTANTS.hubReconnectDelays.length });
    await clock.advanceAsync(CONSTANTS.hubReconnectDelays.reduce((a, b) => a + b, 0));
    expect(tasksHub.state).toBe('Disconnected');
    expect(loggedOut).toEqual([]);
  });
});

describe('RealtimeService: connected state', () => {
  it('"The connected state is announced to the app as true or false on start, reconnect and reconnecting"', async () => {
    const { service, clock, tasksHub, signIn } = setup();
    const all: boolean[] = [];
    const tasks: boolean[] = [];
    service.connected$.subscribe((c) => all.push(c));
    service.tasksConnected$.subscribe((c) => tasks.push(c));
    expect(service.isConnected()).toBe(false);
    await signIn(); // start
    expect(service.isConnected()).toBe(true);
    tasksHub.simulateDrop(); // reconnecting
    expect(service.isConnected()).toBe(false);
    await clock.advanceAsync(0); // reconnect (first delay is 0 s)
    expect(tasks).toEqual([false, true, false, true]);
    expect(all).toEqual([false, true, false, true]);
  });

  it('connected$ is true only while both hubs are connected', async () => {
    const { service, encountersHub, signIn } = setup();
    encountersHub.failNextStart();
    await signIn();
    expect(service.isConnected()).toBe(false);
  });
});

describe('RealtimeService: status for a live-connection indicator', () => {
  it('reads connecting while the first start is under way, then connected; a drop or a logout is disconnected', async () => {
    const { service, clock, tasksHub, signIn, signOut } = setup();
    const seen: string[] = [];
    service.status$.subscribe((status) => seen.push(status));
    await signIn();
    expect(seen).toEqual(['disconnected', 'connecting', 'connected']);
    tasksHub.simulateDrop(); // reconnecting: the member's live updates are paused
    expect(seen.at(-1)).toBe('disconnected');
    await clock.advanceAsync(0);
    expect(seen.at(-1)).toBe('connected');
    await signOut();
    expect(seen.at(-1)).toBe('disconnected');
  });

  it('is a store of both links as one: an unbound getSnapshot and subscribe follow the hubs', async () => {
    const { service, signIn, signOut } = setup();
    const { getSnapshot, subscribe } = service;
    const seen: string[] = [];
    const unsubscribe = subscribe((link) => seen.push(`${link.status}/${link.connected}`));
    await signIn();
    expect(getSnapshot()).toEqual({ status: 'connected', connected: true });
    await signOut();
    unsubscribe();
    expect(seen).toEqual([
      'disconnected/false',
      'connecting/false',
      'connected/true',
      'disconnected/false',
    ]);
  });

  it('a start that failed and waits to retry is disconnected, not connecting', async () => {
    const { service, encountersHub, signIn } = setup();
    encountersHub.failNextStart();
    const seen: string[] = [];
    service.status$.subscribe((status) => seen.push(status));
    await signIn();
    expect(seen).toEqual(['disconnected', 'connecting', 'disconnected']);
  });
});

describe('RealtimeService: pushes', () => {
  it('UpdateEncounter replaces the encounter with the same id or appends it', async () => {
    const { service, encountersHub, signIn } = setup();
    await signIn();
    const changed = { ...enc1, status: 'SCANNED' as const };
    const added = { ...enc1, id: 'enc_3', created: '2026-01-03T00:00:00Z' };
    encountersHub.serverPush(ENCOUNTERS_HUB.push.updateEncounter, changed);
    encountersHub.serverPush(ENCOUNTERS_HUB.push.updateEncounter, added);
    expect(service.encounters.getSnapshot().encounters).toEqual([changed, enc2, added]);
  });

  it('a malformed push is logged and dropped, the store unchanged', async () => {
    const { service, encountersHub, tasksHub, logger, signIn } = setup();
    await signIn();
    const encounters = service.encounters.getSnapshot();
    const tasks = service.tasks.getSnapshot();
    encountersHub.serverPush(ENCOUNTERS_HUB.push.updateEncounter, { ...enc1, status: 'LOST' });
    tasksHub.serverPush(TASK_NOTES_HUB.push.setDone, { taskId: 'tsk_1' });
    tasksHub.serverPush(TASK_NOTES_HUB.push.watchReturn, []);
    expect(service.encounters.getSnapshot()).toBe(encounters);
    expect(service.tasks.getSnapshot()).toBe(tasks);
    const warnings = logger.entries.filter((e) => e.message === HUB_LOG_MESSAGES.malformedPayload);
    expect(warnings.map((w) => w.context?.['event'])).toEqual([
      ENCOUNTERS_HUB.push.updateEncounter,
      TASK_NOTES_HUB.push.setDone,
      TASK_NOTES_HUB.push.watchReturn,
    ]);
    expect(warnings[0]?.context?.['path']).toEqual(['status']);
  });

  it('UpdateMessage on the task notes hub hands each valid message on; a malformed one is logged and dropped', async () => {
    const { service, tasksHub, logger, signIn } = setup();
    const pushed: unknown[] = [];
    service.messagePushes$.subscribe((message) => pushed.push(message));
    tasksHub.serverPush(TASK_NOTES_HUB.push.updateMessage, ENTITY_EXAMPLES.Message);
    expect(pushed).toEqual([]); // not started: nothing is watched yet
    await signIn();
    tasksHub.serverPush(TASK_NOTES_HUB.push.updateMessage, ENTITY_EXAMPLES.Message);
    tasksHub.serverPush(TASK_NOTES_HUB.push.updateMessage, {
      ...ENTITY_EXAMPLES.Message,
      read: 'no',
    });
    expect(pushed).toEqual([ENTITY_EXAMPLES.Message]);
    const warning = logger.entries.find((e) => e.message === HUB_LOG_MESSAGES.malformedPayload);
    expect(warning?.context).toMatchObject({
      event: TASK_NOTES_HUB.push.updateMessage,
      path: ['read'],
    });
  });

  it('"Task note events (an update, a done-marking, a deletion) each update the stored task and emit a per-type event"', async () => {
    const { service, tasksHub, signIn } = setup();
    await signIn();
    const events: TaskNoteEvent[] = [];
    service.taskEvents$.subscribe((e) => events.push(e));
    const doneOnly: string[] = [];
    service.onTaskEvent('MEMBERTASK:done').subscribe((e) => doneOnly.push(e.note.taskId));

    const renamed = { ...task1, title: 'Renamed' };
    tasksHub.serverPush(TASK_NOTES_HUB.push.updateNote, noteOf('tsk_1', { task: renamed }));
    expect(service.tasks.find('tsk_1')?.title).toBe('Renamed');
    tasksHub.serverPush(TASK_NOTES_HUB.push.setDone, noteOf('tsk_2'));
    expect(service.tasks.find('tsk_2')?.done).toBe(true);
    tasksHub.serverPush(TASK_NOTES_HUB.push.setDeleted, noteOf('tsk_1', { type: 'CARETEAMTASK' }));
    expect(service.tasks.getSnapshot().tasks.map((t) => t.id)).toEqual(['tsk_2']);

    expect(events.map((e) => e.name)).toEqual([
      'MEMBERTASK:updated',
      'MEMBERTASK:done',
      'CARETEAMTASK:deleted',
    ]);
    expect(doneOnly).toEqual(['tsk_2']);
  });

  it('WatchMy{product}Return replaces the stored tasks', async () => {
    const { service, tasksHub, signIn } = setup();
    await signIn();
    tasksHub.serverPush(TASK_NOTES_HUB.push.watchReturn, { tasks: [task2] });
    expect(service.tasks.getSnapshot()).toEqual({ loaded: true, tasks: [task2] });
  });

  it('pushes arriving while stopping (after unwatch began) are ignored', async () => {
    const { service, tasksHub, encountersHub, signIn, signOut } = setup();
    tasksHub.handle(TASK_NOTES_HUB.invoke.unwatch, () => {
      tasksHub.serverPush(TASK_NOTES_HUB.push.watchReturn, { tasks: [task1] });
      tasksHub.serverPush(TASK_NOTES_HUB.push.updateNote, noteOf('tsk_9', { task: task1 }));
      return null;
    });
    encountersHub.handle(ENCOUNTERS_HUB.invoke.unwatch, () => {
      encountersHub.serverPush(ENCOUNTERS_HUB.push.updateEncounter, enc1);
      return null;
    });
    await signIn();
    await signOut();
    expect(service.tasks.getSnapshot()).toEqual({ loaded: false, tasks: [] });
    expect(service.encounters.getSnapshot()).toEqual({ loaded: false, encounters: [] });
  });
});

describe('RealtimeService: completing a task', () => {
  it('invokes the complete method "with a task payload and the literal type MEMBERTASK"', async () => {
    const { service, tasksHub, signIn } = setup();
    await signIn();
    const answers = { q1: 'yes' };
    await expect(service.completeTask(task1, answers)).resolves.toEqual({ completed: true });
    expect(tasksHub.invocations.at(-1)).toEqual({
      method: TASK_NOTES_HUB.invoke.complete,
      args: [{ id: 'tsk_1', encounterId: task1.encounterId, data: answers }, 'MEMBERTASK'],
    });
    await service.completeTask({ id: 'tsk_2' });
    expect(tasksHub.invocations.at(-1)?.args).toEqual([
      { id: 'tsk_2', encounterId: null, data: null },
      'MEMBERTASK',
    ]);
  });

  it('rejects when the hub is not connected or the payload is invalid', async () => {
    const { service, signIn } = setup();
    await expect(service.completeTask(task1)).rejects.toThrow(/not in the 'Connected' State/);
    await signIn();
    await expect(service.completeTask({ id: '' })).rejects.toThrow(/id/);
  });
});

describe('RealtimeService: start retry (spec section 4)', () => {
  it('"If the first start fails and the user is still signed in with an unexpired token, the app retries every 5 s"', async () => {
    const { service, clock, tasksHub, signIn, problems } = setup();
    tasksHub.failNextStart();
    tasksHub.failNextStart();
    await signIn();
    expect(tasksHub.state).toBe('Disconnected');
    await clock.advanceAsync(CONSTANTS.hubStartRetry - 1);
    expect(tasksHub.state).toBe('Disconnected');
    await clock.advanceAsync(1); // second attempt fails too
    expect(tasksHub.state).toBe('Disconnected');
    await clock.advanceAsync(CONSTANTS.hubStartRetry);
    expect(tasksHub.state).toBe('Connected');
    expect(service.tasks.getSnapshot().loaded).toBe(true);
    expect(clock.pendingTimers).toBe(0);
    expect(problems()).toEqual([]);
  });

  // The client's own words for each kind (@microsoft/signalr's errors).
  it.each([
    ['an HTTP status', "Internal Server Error: Status code '500'"],
    ['a timeout', 'A timeout occurred.'],
    ['an abort', 'The connection was stopped during negotiation.'],
    [
      'a negotiation failure',
      'Failed to complete negotiation with the server: Error: Internal Server Error',
    ],
    [
      'a transport failure',
      'Unable to connect to the server with any of the available transports. WebSockets failed: Error: WebSocket failed to connect.',
    ],
  ])(
    '"Other hub client errors": a first start failing with %s is logged with its reason and retried in 5 s',
    async (_kind, message) => {
      const { clock, logger, tasksHub, signIn, problems } = setup();
      tasksHub.failNextStart(new Error(message));
      await signIn();
      expect(tasksHub.state).toBe('Disconnected');
      expect(JSON.stringify(logger.entries)).toContain(JSON.stringify(message).slice(1, -1));
      await clock.advanceAsync(CONSTANTS.hubStartRetry);
      expect(tasksHub.state).toBe('Connected');
      expect(problems()).toEqual([]);
    },
  );

  it('"If the user is signed out or expired, it gives up quietly"', async () => {
    const { clock, auth, tasksHub, encountersHub, signIn, problems } = setup();
    auth.token = ''; // the hubs get an empty token once expired: negotiation answers 401
    auth.tokenValid = false;
    await signIn();
    expect([tasksHub.state, encountersHub.state]).toEqual(['Disconnected', 'Disconnected']);
    expect(clock.pendingTimers).toBe(0);
    expect(problems()).toEqual([]);
  });

  it('expiring while retrying ends the retries quietly', async () => {
    const { clock, auth, tasksHub, signIn, problems } = setup();
    tasksHub.failNextStart();
    await signIn();
    auth.token = '';
    auth.tokenValid = false;
    await clock.advanceAsync(CONSTANTS.hubStartRetry);
    expect(tasksHub.state).toBe('Disconnected');
    expect(clock.pendingTimers).toBe(0);
    expect(problems()).toEqual([]);
  });

  it('signing out while a retry waits cancels it', async () => {
    const { clock, tasksHub, signIn, signOut } = setup();
    tasksHub.failNextStart();
    await signIn();
    await signOut();
    expect(clock.pendingTimers).toBe(0);
    await clock.advanceAsync(CONSTANTS.hubStartRetry * 2);
    expect(tasksHub.startCount).toBe(0);
  });
});

describe('RealtimeService: warnings of spec section 8, word for word', () => {
  it('"Hub start while signed out": \'Hub connection unavailable.\'', async () => {
    const { service, logger, tasksHub } = setup();
    await service.start();
    expect(logger.messages('warn')).toEqual([
      'Hub connection unavailable.',
      'Hub connection unavailable.',
    ]);
    expect(tasksHub.startCount).toBe(0);
  });

  it('"Repeat hub start": \'Hub connection already established.\'', async () => {
    const { service, logger, signIn, tasksHub } = setup();
    await signIn();
    await service.start();
    expect(logger.messages('warn')).toEqual([
      'Hub connection already established.',
      'Hub connection already established.',
    ]);
    expect(tasksHub.startCount).toBe(1);
  });

  it('a start while the first one is still retrying is a repeat start', async () => {
    const { service, logger, signIn, tasksHub } = setup();
    tasksHub.failNextStart();
    await signIn();
    await service.start();
    expect(logger.entries).toContainEqual({
      level: 'warn',
      message: 'Hub connection already established.',
      context: { hub: 'tasks' },
    });
  });

  it('"Stop while not connected": warning only', async () => {
    const { service, logger, tasksHub } = setup();
    const stop = vi.spyOn(tasksHub, 'stop');
    await service.stop();
    expect(logger.messages('warn')).toEqual([
      HUB_LOG_MESSAGES.notEstablished,
      HUB_LOG_MESSAGES.notEstablished,
    ]);
    expect(logger.messages('error')).toEqual([]);
    expect(stop).not.toHaveBeenCalled();
    expect(tasksHub.invocations).toEqual([]);
  });

  it('a sign-out while the hubs negotiate ends their start quietly (debug only) and stops them', async () => {
    const { service, logger, session$, signOut, tasksHub, encountersHub } = setup();
    session$.next({ signedIn: true, termsOfServiceAccepted: true, tokenValid: () => true });
    expect(tasksHub.state).toBe('Connecting');
    await signOut();
    expect([...logger.messages('warn'), ...logger.messages('error')]).toEqual([]);
    expect(logger.has('debug', HUB_LOG_MESSAGES.notEstablished)).toBe(true);
    expect([tasksHub.state, encountersHub.state]).toEqual(['Disconnected', 'Disconnected']);
    expect(service.tasks.getSnapshot().loaded).toBe(false);
  });

  it('a sign-out while a failed start waits for its retry cancels the retry quietly', async () => {
    const { logger, clock, signIn, signOut, tasksHub } = setup();
    tasksHub.failNextStart();
    await signIn();
    await signOut();
    expect([...logger.messages('warn'), ...logger.messages('error')]).toEqual([]);
    await clock.advanceAsync(60_000);
    expect(tasksHub.state).toBe('Disconnected');
    expect(tasksHub.startCount).toBe(0);
  });

  it('stopping while reconnecting warns, resets the store and cancels the reconnect', async () => {
    const { service, clock, tasksHub, signIn, logger } = setup();
    await signIn();
    tasksHub.simulateDrop({ failedAttempts: 1 });
    await service.stop();
    expect(logger.has('warn', HUB_LOG_MESSAGES.notEstablished)).toBe(true);
    expect(service.tasks.getSnapshot().loaded).toBe(false);
    await clock.advanceAsync(60_000);
    expect(tasksHub.state).toBe('Disconnected');
  });

  it('"Failed stop": logged \'Failed to disconnect with hub\'', async () => {
    const { tasksHub, logger, signIn, signOut, service } = setup();
    await signIn();
    vi.spyOn(tasksHub, 'stop').mockRejectedValue(new Error('socket stuck'));
    await signOut();
    expect(logger.entries).toContainEqual({
      level: 'error',
      message: 'Failed to disconnect with hub',
      context: { hub: 'tasks', error: 'socket stuck' },
    });
    expect(service.tasks.getSnapshot().loaded).toBe(false);
  });

  it('a failed unwatch is logged, and the store is still reset and the hub stopped', async () => {
    const { service, tasksHub, logger, signIn, signOut } = setup();
    tasksHub.handle(TASK_NOTES_HUB.invoke.unwatch, () => {
      throw new Error('HubException: nope');
    });
    await signIn();
    await signOut();
    expect(logger.has('warn', HUB_LOG_MESSAGES.invokeFailed)).toBe(true);
    expect(service.tasks.getSnapshot().loaded).toBe(false);
    expect(tasksHub.state).toBe('Disconnected');
  });
});

describe('RealtimeService: dispose', () => {
  it('closes both connections quietly and stops listening', async () => {
    const { service, factory, tasksHub, logger, signIn, session$ } = setup();
    await signIn();
    let completed = false;
    service.connected$.subscribe({ complete: () => (completed = true) });
    await service.dispose();
    await service.dispose();
    expect(factory.connections.map((c) => c.state)).toEqual(['Disconnected', 'Disconnected']);
    expect(tasksHub.listenerCount(TASK_NOTES_HUB.push.updateNote)).toBe(0);
    expect(completed).toBe(true);
    session$.next(SIGNED_OUT_REALTIME_SESSION);
    await service.start();
    await service.stop();
    expect(logger.messages('warn')).toEqual([]);
  });

  it('logs a stop that fails while disposing', async () => {
    const { service, encountersHub, logger, signIn } = setup();
    await signIn();
    vi.spyOn(encountersHub, 'stop').mockRejectedValue(new Error('stuck'));
    await service.dispose();
    expect(logger.has('error', HUB_LOG_MESSAGES.failedToDisconnect)).toBe(true);
  });
});
