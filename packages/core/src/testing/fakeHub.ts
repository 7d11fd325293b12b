import { BehaviorSubject, Subject, type Observable } from 'rxjs';
import { CONSTANTS } from '../config';
import type {
  Clock,
  HubConnection,
  HubConnectionFactory,
  HubConnectionOptions,
  HubConnectionState,
} from '../ports';

export type FakeHubMethodHandler = (...args: unknown[]) => unknown;

export interface FakeHubConfig {
  /** Drives reconnect delays; without one, reconnect attempts run at once. */
  readonly clock?: Clock;
  /** Waits between reconnect attempts (spec: 0, 2, 10, 30 s). */
  readonly reconnectDelays?: readonly number[];
  /** Negotiation fails with 401 when the token factory gives an empty token (default true). */
  readonly requireToken?: boolean;
}

export interface FakeInvocation {
  readonly method: string;
  readonly args: readonly unknown[];
}

/** SignalR's own messages, so code and tests see what the real client says. */
export const FAKE_HUB_ERRORS = {
  notDisconnected: "Cannot start a HubConnection that is not in the 'Disconnected' state.",
  notConnected: "Cannot send data if the connection is not in the 'Connected' State.",
  unauthorized:
    "Failed to complete negotiation with the server: Error: Unauthorized: Status code '401'",
  stoppedDuringNegotiation: 'The connection was stopped during negotiation.',
} as const;

/**
 * A hub connection in memory, implementing {@link HubConnection}: state$ moves
 * Disconnected → Connecting → Connected; `invoke` is answered by registered handlers;
 * `serverPush` delivers server events to `on` handlers (names case-insensitive, as in SignalR);
 * `simulateDrop` runs the automatic reconnect (Reconnecting, then Connected and reconnected$, or
 * Disconnected once every attempt failed); start failures on demand.
 */
export class FakeHubConnection implements HubConnection {
  private readonly stateSubject = new BehaviorSubject<HubConnectionState>('Disconnected');
  private readonly reconnectedSubject = new Subject<void>();
  private readonly methods = new Map<string, FakeHubMethodHandler>();
  private readonly listeners = new Map<string, Set<(...args: unknown[]) => void>>();
  private readonly startFailures: Error[] = [];
  private reconnectTimer: ReturnType<Clock['schedule']> | undefined;
  /** Every invocation, oldest first. */
  readonly invocations: FakeInvocation[] = [];
  /** The token sent with each (re)connection. */
  readonly tokensSent: string[] = [];
  /** How many times the connection started (not counting reconnects). */
  startCount = 0;

  readonly state$: Observable<HubConnectionState> = this.stateSubject.asObservable();
  readonly reconnected$: Observable<void> = this.reconnectedSubject.asObservable();
  private readonly refusedSubject = new Subject<number>();
  readonly refusedUnauthorized$: Observable<number> = this.refusedSubject.asObservable();

  constructor(
    readonly options: HubConnectionOptions,
    private readonly config: FakeHubConfig = {},
  ) {}

  get state(): HubConnectionState {
    return this.stateSubject.getValue();
  }

  /** Registers the server side of a hub method. */
  handle(method: string, handler: FakeHubMethodHandler): this {
    this.methods.set(method.toLowerCase(), handler);
    return this;
  }

  /** The next start fails with `error` (repeatable: each call queues one failure). */
  failNextStart(
    error: Error = new Error(
      'Failed to complete negotiation with the server: Error: Internal Server Error',
    ),
  ): void {
    this.startFailures.push(error);
  }

  async start(): Promise<void> {
    if (this.state !== 'Disconnected') throw new Error(FAKE_HUB_ERRORS.notDisconnected);
    this.setState('Connecting');
    const token = await this.options.accessTokenFactory();
    await Promise.resolve();
    if (this.stateSubject.getValue() !== 'Connecting') {
      throw new Error(FAKE_HUB_ERRORS.stoppedDuringNegotiation);
    }
    const failure = this.startFailures.shift();
    if (failure || (!token && this.config.requireToken !== false)) {
      this.setState('Disconnected');
      throw failure ?? new Error(FAKE_HUB_ERRORS.unauthorized);
    }
    this.tokensSent.push(token);
    this.startCount += 1;
    this.setState('Connected');
  }

  async stop(): Promise<void> {
    if (this.state === 'Disconnected') return;
    this.cancelReconnect();
    this.setState('Disconnecting');
    await Promise.resolve();
    this.setState('Disconnected');
  }

  invoke<T = unknown>(method: string, ...args: unknown[]): Promise<T> {
    if (this.state !== 'Connected') return Promise.reject(new Error(FAKE_HUB_ERRORS.notConnected));
    this.invocations.push({ method, args });
    const handler = this.methods.get(method.toLowerCase());
    if (!handler) {
      return Promise.reject(
        new Error(
          `Failed to invoke '${method}' due to an error on the server. HubException: Method does not exist.`,
        ),
      );
    }
    try {
      return Promise.resolve(handler(...args) as T);
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
  }

  on(event: string, handler: (...args: unknown[]) => void): () => void {
    const name = event.toLowerCase();
    const set = this.listeners.get(name) ?? new Set();
    set.add(handler);
    this.listeners.set(name, set);
    return () => {
      set.delete(handler);
    };
  }

  /** The server sends `event`: delivered only while connected. Returns the handlers called. */
  serverPush(event: string, ...args: unknown[]): number {
    if (this.state !== 'Connected') return 0;
    const handlers = [...(this.listeners.get(event.toLowerCase()) ?? [])];
    for (const handler of handlers) handler(...args);
    return handlers.length;
  }

  /** How many handlers listen to `event`. */
  listenerCount(event: string): number {
    return this.listeners.get(event.toLowerCase())?.size ?? 0;
  }

  /**
   * The transport drops: Reconnecting, then one attempt after each reconnect delay. The first
   * `failedAttempts` attempts fail; if none is left, the connection closes (Disconnected). With
   * `refusedAs` (401 or 403) the platform refuses the first attempt as unauthorized: no more
   * attempts, `refusedUnauthorized$` emits the status and the connection closes.
   */
  simulateDrop(
    options: { readonly failedAttempts?: number; readonly refusedAs?: number } = {},
  ): void {
    if (this.state !== 'Connected') throw new Error('simulateDrop needs a connected hub');
    const delays = this.config.reconnectDelays ?? CONSTANTS.hubReconnectDelays;
    let failuresLeft = options.failedAttempts ?? 0;
    this.setState('Reconnecting');
    const attempt = (index: number): void => {
      const delay = delays[index];
      if (delay === undefined) {
        this.setState('Disconnected');
        return;
      }
      const run = (): void => {
        this.reconnectTimer = undefined;
        if (this.state !== 'Reconnecting') return;
        if (options.refusedAs !== undefined) {
          this.refusedSubject.next(options.refusedAs);
          this.setState('Disconnected');
          return;
        }
        if (failuresLeft > 0) {
          failuresLeft -= 1;
          attempt(index + 1);
          return;
        }
        this.setState('Connected');
        this.reconnectedSubject.next();
      };
      if (this.config.clock) this.reconnectTimer = this.config.clock.schedule(run, delay);
      else run();
    };
    attempt(0);
  }

  /** The server closes the connection for good (e.g. server timeout): Disconnected. */
  simulateClose(): void {
    this.cancelReconnect();
    this.setState('Disconnected');
  }

  private cancelReconnect(): void {
    if (this.reconnectTimer !== undefined) this.config.clock?.cancel(this.reconnectTimer);
    this.reconnectTimer = undefined;
  }

  private setState(state: HubConnectionState): void {
    if (this.state !== state) this.stateSubject.next(state);
  }
}

/** Makes {@link FakeHubConnection}s and keeps them, so tests reach the hub the code created. */
export class FakeHubConnectionFactory implements HubConnectionFactory {
  private readonly methods = new Map<string, FakeHubMethodHandler>();
  /** Every connection created, oldest first. */
  readonly connections: FakeHubConnection[] = [];

  constructor(private readonly config: FakeHubConfig = {}) {}

  /** A hub method every connection created from now on answers. */
  handle(method: string, handler: FakeHubMethodHandler): this {
    this.methods.set(method, handler);
    return this;
  }

  create(options: HubConnectionOptions): FakeHubConnection {
    const connection = new FakeHubConnection(options, this.config);
    for (const [method, handler] of this.methods) connection.handle(method, handler);
    this.connections.push(connection);
    return connection;
  }

  /** The latest connection whose URL contains `urlPart`. */
  connectionTo(urlPart: string): FakeHubConnection | undefined {
    return [...this.connections].reverse().find((c) => c.options.url.includes(urlPart));
  }
}
