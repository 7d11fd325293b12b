import {
  Subject,
  Subscription,
  combineLatest,
  distinctUntilChanged,
  map,
  type Observable,
} from 'rxjs';
import type { Struct } from 'superstruct';
import { createEncounterListStore, type EncounterListStore } from '../encounters';
import type { ScanwiseEventBus } from '../events';
import type { Clock, HubConnection, HubConnectionFactory, Logger } from '../ports';
import {
  HUB_PAYLOAD_SCHEMAS,
  validatePayload,
  type Message,
  type PayloadValidationError,
  type Task,
} from '../schemas';
import {
  createTaskListStore,
  createTaskNoteEventStream,
  type TaskListStore,
  type TaskNoteChange,
  type TaskNoteEvent,
  type TaskNoteEventName,
  type TaskNoteEventStream,
} from '../tasks';
import { StateCell, type ReadableStore } from '../store';
import { ENCOUNTERS_HUB, TASK_NOTES_HUB } from './hubContract';
import { HUB_LOG_MESSAGES } from './hubLogMessages';
import { buildHubUrl } from './hubUrl';
import {
  ManagedHubConnection,
  sameHubLink,
  type HubLinkState,
  type HubLinkStatus,
  type RealtimeHubName,
} from './managedHubConnection';
import {
  SIGNED_OUT_REALTIME_SESSION,
  shouldRealtimeRun,
  type RealtimeSession,
} from './realtimeSession';

export interface RealtimeServiceOptions {
  /** Absolute base of the platform API; the hub paths of hubContract.ts are appended. */
  readonly apiBaseUrl: string;
  readonly hubFactory: HubConnectionFactory;
  readonly clock: Clock;
  readonly logger: Logger;
  /** "The hubs use the access token, which is empty if the user is missing or expired." */
  readonly accessToken: () => string | Promise<string>;
  /** The session as it changes; starts and stops the hubs (local interface, see realtimeSession). */
  readonly session$: Observable<RealtimeSession>;
  /**
   * The app-wide bus: a hub the platform refuses as unauthorized fires `loggedOut` there, as the
   * HTTP client does for a call answered 401 or 403.
   */
  readonly events?: ScanwiseEventBus | undefined;
  /** Stores to fill; new ones by default (pass them to share with other services). */
  readonly encounters?: EncounterListStore;
  readonly tasks?: TaskListStore;
}

/** The task a completion names: its id and, when it belongs to one, its encounter. */
export type CompletableTask = Pick<Task, 'id'> & {
  readonly encounterId?: string | null | undefined;
};

/**
 * The live updates of spec sections 4 and 7: the task notes hub and the encounters hub, each
 * started when the member is signed in with accepted terms of service, watched after each start
 * and reconnect, unwatched and reset before stopping. Pushes are validated against
 * HUB_PAYLOAD_SCHEMAS; a malformed one is logged and dropped, the stores unchanged.
 */
export class RealtimeService implements ReadableStore<HubLinkState> {
  /** The encounter list store the encounters hub fills. */
  readonly encounters: EncounterListStore;
  /** The task list store the task notes hub fills. */
  readonly tasks: TaskListStore;
  /** The connected state of each hub (true or false). */
  readonly tasksConnected$: Observable<boolean>;
  readonly encountersConnected$: Observable<boolean>;
  /** True while both hubs are connected, false otherwise; replayed, emitted on change. */
  readonly connected$: Observable<boolean>;
  /** The `status` of the state as its own observable; replayed, emitted on change. */
  readonly status$: Observable<HubLinkStatus>;
  /** Every task note event (`MEMBERTASK:done`, ...), after the stored task was updated. */
  readonly taskEvents$: Observable<TaskNoteEvent>;
  /** Each message the task notes hub pushes (UpdateMessage), validated; no replay. */
  readonly messagePushes$: Observable<Message>;

  private readonly taskNotes: TaskNoteEventStream;
  private readonly messagePushes = new Subject<Message>();
  private readonly tasksConnection: HubConnection;
  private readonly tasksHub: ManagedHubConnection;
  private readonly encountersHub: ManagedHubConnection;
  private readonly subscriptions = new Subscription();
  private readonly pushUnsubscribes: (() => void)[] = [];
  private session: RealtimeSession = SIGNED_OUT_REALTIME_SESSION;
  private wanted = false;
  /** A refusal has ended this run of the hubs: the second hub's says nothing more. */
  private refused = false;
  private disposed = false;
  private readonly ownsStores: boolean;
  private readonly link = new StateCell<HubLinkState>(
    { status: 'disconnected', connected: false },
    { equals: sameHubLink },
  );
  readonly state$ = this.link.state$;
  readonly getSnapshot = this.link.getSnapshot;
  readonly subscribe = this.link.subscribe;

  /**
   * The state is both hubs' link as one, for a live-connection indicator: `status` is
   * 'connected' while both hubs are, 'connecting' while either is starting (so a first paint
   * does not say "paused" before the first start has settled), else 'disconnected'; `connected`
   * is true while both hubs are connected.
   */
  constructor(private readonly options: RealtimeServiceOptions) {
    this.ownsStores = options.encounters === undefined && options.tasks === undefined;
    this.encounters = options.encounters ?? createEncounterListStore();
    this.tasks = options.tasks ?? createTaskListStore();
    this.taskNotes = createTaskNoteEventStream(this.tasks);
    this.taskEvents$ = this.taskNotes.events$;
    this.messagePushes$ = this.messagePushes.asObservable();

    const connect = (path: string): HubConnection =>
      options.hubFactory.create({
        url: buildHubUrl(options.apiBaseUrl, path),
        accessTokenFactory: options.accessToken,
      });
    this.tasksConnection = connect(TASK_NOTES_HUB.path);
    const encountersConnection = connect(ENCOUNTERS_HUB.path);

    const common = {
      clock: options.clock,
      logger: options.logger,
      isSignedIn: () => this.session.signedIn,
      mayRetryStart: () => this.session.signedIn && this.session.tokenValid(),
      onRefusedUnauthorized: (status: number) => this.onRefusedUnauthorized(status),
    };
    this.tasksHub = new ManagedHubConnection({
      ...common,
      name: 'tasks',
      connection: this.tasksConnection,
      watch: (isCurrent) => this.watchTasks(isCurrent),
      unwatch: () => this.tasksConnection.invoke(TASK_NOTES_HUB.invoke.unwatch).then(() => {}),
      reset: () => this.tasks.reset(),
    });
    this.encountersHub = new ManagedHubConnection({
      ...common,
      name: 'encounters',
      connection: encountersConnection,
      watch: async (isCurrent) => {
        const answer = await encountersConnection.invoke(ENCOUNTERS_HUB.invoke.watch);
        if (!isCurrent()) return;
        const state = this.checked(
          'encounters',
          ENCOUNTERS_HUB.invoke.watch,
          answer,
          HUB_PAYLOAD_SCHEMAS.encounterWatchState,
        );
        if (state) this.encounters.setAll(state.encounters);
      },
      unwatch: () => encountersConnection.invoke(ENCOUNTERS_HUB.invoke.unwatch).then(() => {}),
      reset: () => this.encounters.reset(),
    });
    this.tasksConnected$ = this.tasksHub.connected$;
    this.encountersConnected$ = this.encountersHub.connected$;
    this.connected$ = this.state$.pipe(
      map((link) => link.connected),
      distinctUntilChanged(),
    );
    this.status$ = this.state$.pipe(
      map((link) => link.status),
      distinctUntilChanged(),
    );

    this.listenToTaskPushes();
    this.pushUnsubscribes.push(
      encountersConnection.on(ENCOUNTERS_HUB.push.updateEncounter, (payload: unknown) => {
        if (!this.encountersHub.isRunning()) return;
        const encounter = this.checked(
          'encounters',
          ENCOUNTERS_HUB.push.updateEncounter,
          payload,
          HUB_PAYLOAD_SCHEMAS.encounterUpdate,
        );
        if (encounter) this.encounters.upsert(encounter);
      }),
    );

    this.subscriptions.add(
      combineLatest([this.tasksHub.state$, this.encountersHub.state$]).subscribe((links) =>
        this.link.set({
          status: bothLinksStatus(links.map((link) => link.status)),
          connected: links.every((link) => link.connected),
        }),
      ),
    );
    this.subscriptions.add(options.session$.subscribe((session) => this.onSession(session)));
  }

  /** The status now (the snapshot of `status$`: `getSnapshot().status`). */
  readonly getStatus = (): HubLinkStatus => this.getSnapshot().status;

  /** Whether both hubs are connected now (the snapshot of `connected$`). */
  isConnected(): boolean {
    return this.getSnapshot().connected;
  }

  /** The task note events of one name, e.g. `taskNoteEventName('MEMBERTASK', 'done')`. */
  onTaskEvent(name: TaskNoteEventName): Observable<TaskNoteEvent> {
    return this.taskNotes.on(name);
  }

  /**
   * Starts both hubs and watches. Normally driven by the session; a call while signed out warns
   * 'Hub connection unavailable.', a repeated one 'Hub connection already established.'.
   */
  async start(): Promise<void> {
    await Promise.all([this.tasksHub.start(), this.encountersHub.start()]);
  }

  /** Unwatches, resets both stores and stops both hubs (warning only when not connected). */
  async stop(): Promise<void> {
    await Promise.all([this.tasksHub.stop(), this.encountersHub.stop()]);
  }

  /**
   * Marks a task done on the server: myezraComplete (here TASK_NOTES_HUB.invoke.complete) "with a
   * task payload and the literal type MEMBERTASK". The store changes when the server pushes
   * SetDone. Rejects when the hub is not connected or the server refuses.
   */
  async completeTask(task: CompletableTask, data: unknown = null): Promise<unknown> {
    const payload = { id: task.id, encounterId: task.encounterId ?? null, data };
    const checked = validatePayload(HUB_PAYLOAD_SCHEMAS.taskCompletePayload, payload);
    if (!checked.ok) throw new Error(checked.error.message);
    return this.tasksConnection.invoke(
      TASK_NOTES_HUB.invoke.complete,
      checked.value,
      TASK_NOTES_HUB.completeType,
    );
  }

  /** Stops listening and closes both connections without warnings; the service is done. */
  async dispose(): Promise<void> {
    if (this.disposed) return;
    this.disposed = true;
    this.subscriptions.unsubscribe();
    for (const unsubscribe of this.pushUnsubscribes) unsubscribe();
    this.link.set({ status: 'disconnected', connected: false });
    this.link.dispose();
    await Promise.all([this.tasksHub.dispose(), this.encountersHub.dispose()]);
    this.taskNotes.dispose();
    this.messagePushes.complete();
    if (this.ownsStores) {
      this.encounters.dispose();
      this.tasks.dispose();
    }
  }

  /**
   * "While logged out, the realtime connections for tasks and encounters are stopped. When the
   * member's termsOfService value is set, they start and subscribe to the member's tasks and
   * encounters." Acts on changes only, so a session re-emitted unchanged warns nothing.
   */
  private onSession(session: RealtimeSession): void {
    this.session = session;
    const wanted = shouldRealtimeRun(session);
    if (wanted === this.wanted) return;
    this.wanted = wanted;
    if (wanted) this.refused = false;
    void (wanted ? this.start() : this.stop());
  }

  /**
   * The platform refused a hub as unauthorized: the session has ended there, so the app ends it
   * the way a call answered 401 does (`loggedOut`, reason unauthorized), once for both hubs.
   */
  private onRefusedUnauthorized(status: number): void {
    if (this.refused || !this.wanted) return;
    this.refused = true;
    this.options.events?.emit('loggedOut', { reason: 'unauthorized', status });
  }

  private async watchTasks(isCurrent: () => boolean): Promise<void> {
    const answer = await this.tasksConnection.invoke(TASK_NOTES_HUB.invoke.watch);
    if (!isCurrent()) return;
    // "the response is the state to store"
    const state = this.checked(
      'tasks',
      TASK_NOTES_HUB.invoke.watch,
      answer,
      HUB_PAYLOAD_SCHEMAS.taskWatchState,
    );
    if (state) this.tasks.setAll(state.tasks);
  }

  private listenToTaskPushes(): void {
    const notes: readonly (readonly [string, TaskNoteChange])[] = [
      [TASK_NOTES_HUB.push.updateNote, 'updated'],
      [TASK_NOTES_HUB.push.setDone, 'done'],
      [TASK_NOTES_HUB.push.setDeleted, 'deleted'],
    ];
    for (const [event, change] of notes) {
      this.pushUnsubscribes.push(
        this.tasksConnection.on(event, (payload: unknown) => {
          if (!this.tasksHub.isRunning()) return;
          const note = this.checked('tasks', event, payload, HUB_PAYLOAD_SCHEMAS.taskNote);
          if (note) this.taskNotes.apply(change, note);
        }),
      );
    }
    this.pushUnsubscribes.push(
      this.tasksConnection.on(TASK_NOTES_HUB.push.updateMessage, (payload: unknown) => {
        if (!this.tasksHub.isRunning()) return;
        const message = this.checked(
          'tasks',
          TASK_NOTES_HUB.push.updateMessage,
          payload,
          HUB_PAYLOAD_SCHEMAS.messageUpdate,
        );
        if (message) this.messagePushes.next(message);
      }),
    );
    this.pushUnsubscribes.push(
      this.tasksConnection.on(TASK_NOTES_HUB.push.watchReturn, (payload: unknown) => {
        if (!this.tasksHub.isRunning()) return;
        const state = this.checked(
          'tasks',
          TASK_NOTES_HUB.push.watchReturn,
          payload,
          HUB_PAYLOAD_SCHEMAS.taskWatchState,
        );
        if (state) this.tasks.setAll(state.tasks);
      }),
    );
  }

  /** Validates a hub payload; a malformed one is logged and dropped (undefined). */
  private checked<T, S>(
    hub: RealtimeHubName,
    event: string,
    payload: unknown,
    schema: Struct<T, S>,
  ): T | undefined {
    const result = validatePayload(schema, payload);
    if (result.ok) return result.value;
    this.logMalformed(hub, event, result.error);
    return undefined;
  }

  private logMalformed(hub: RealtimeHubName, event: string, error: PayloadValidationError): void {
    this.options.logger.warn(HUB_LOG_MESSAGES.malformedPayload, {
      hub,
      event,
      path: error.path,
      reason: error.message,
    });
  }
}

/** Makes the realtime service (the factory form, for composition roots). */
export function createRealtimeService(options: RealtimeServiceOptions): RealtimeService {
  return new RealtimeService(options);
}

/** Both hubs' links as one: connected only when both are, connecting while either starts. */
function bothLinksStatus(links: readonly HubLinkStatus[]): HubLinkStatus {
  if (links.every((link) => link === 'connected')) return 'connected';
  if (links.some((link) => link === 'connecting')) return 'connecting';
  return 'disconnected';
}
