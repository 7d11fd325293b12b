import type {
  HubConnection,
  HubConnectionFactory,
  HubConnectionOptions,
  HubConnectionState,
  Logger,
} from '@scanwise/core';
import { CONSTANTS } from '@scanwise/core';
import {
  HttpError,
  HttpTransportType,
  HubConnectionBuilder,
  HubConnectionState as SignalRState,
  LogLevel,
  type HttpClient as SignalRHttpClient,
  type HubConnection as SignalRConnection,
  type ILogger,
  type IRetryPolicy,
  type RetryContext,
} from '@microsoft/signalr';
import { BehaviorSubject, Subject, type Observable } from 'rxjs';

/** The transports in order of preference: WebSockets, then Server-Sent Events, then long polling. */
export const PREFERRED_TRANSPORTS =
  HttpTransportType.WebSockets | HttpTransportType.ServerSentEvents | HttpTransportType.LongPolling;

export interface SignalRHubFactoryOptions {
  readonly logger?: Logger;
  /** Restricts the transports (tests pin one); defaults to all three, in preference order. */
  readonly transport?: HttpTransportType;
  /** The client's own log level (default Warning). */
  readonly logLevel?: LogLevel;
  /** The client's HTTP client for negotiation and long polling (default its own; tests). */
  readonly httpClient?: SignalRHttpClient;
}

const STATE_NAMES: Record<SignalRState, HubConnectionState> = {
  [SignalRState.Disconnected]: 'Disconnected',
  [SignalRState.Connecting]: 'Connecting',
  [SignalRState.Connected]: 'Connected',
  [SignalRState.Disconnecting]: 'Disconnecting',
  [SignalRState.Reconnecting]: 'Reconnecting',
};

/**
 * Routes the SignalR client's own log lines to the core logger. Two kinds of the client's errors
 * are expected ends the app handles itself, logged as debug:
 * - while `abandoningStart()` holds (the app stopped the connection before a start completed: its
 *   own start, e.g. on sign-out during negotiation, or the automatic reconnect's, e.g. on an idle
 *   logout after a dropped connection), the errors about that start ('Failed to start the
 *   connection: AbortError: The connection was stopped during negotiation.');
 * - the platform's refusal as unauthorized ("Status code '401'"): the connection says so on
 *   `refusedUnauthorized$`, and the core logs it and ends the session (revoked tokens).
 */
function signalRLogger(
  logger: Logger | undefined,
  minimum: LogLevel,
  abandoningStart: () => boolean,
): ILogger {
  return {
    log(level: LogLevel, message: string): void {
      const expectedEnd = abandoningStart() || unauthorizedStatusOf(message) !== undefined;
      if (level > LogLevel.Information && level !== LogLevel.None && expectedEnd) {
        level = LogLevel.Debug;
      }
      if (!logger || level < minimum || level === LogLevel.None) return;
      if (level >= LogLevel.Error) logger.error(message, { source: 'signalr' });
      else if (level === LogLevel.Warning) logger.warn(message, { source: 'signalr' });
      else if (level === LogLevel.Information) logger.info(message, { source: 'signalr' });
      else logger.debug(message, { source: 'signalr' });
    },
  };
}

/**
 * The platform's 401 or 403 in a SignalR error, if it is one: an HttpError, or a failed
 * negotiation, whose message the client writes with "Status code '401'".
 */
export function unauthorizedStatusOf(error: unknown): number | undefined {
  if (error instanceof HttpError) {
    return error.statusCode === 401 || error.statusCode === 403 ? error.statusCode : undefined;
  }
  const message = error instanceof Error ? error.message : String(error);
  const match = /Status code '(401|403)'/.exec(message);
  return match ? Number(match[1]) : undefined;
}

/**
 * The automatic reconnect's schedule (spec section 9), which stops at once when the platform
 * refuses an attempt as unauthorized: trying again with the same token cannot succeed.
 */
function reconnectPolicy(onRefused: (status: number) => void): IRetryPolicy {
  const delays = CONSTANTS.hubReconnectDelays;
  return {
    nextRetryDelayInMilliseconds(context: RetryContext): number | null {
      // The first call gives the reason the connection dropped; the later ones each attempt's.
      const status =
        context.previousRetryCount > 0 ? unauthorizedStatusOf(context.retryReason) : undefined;
      if (status !== undefined) {
        onRefused(status);
        return null;
      }
      return delays[context.previousRetryCount] ?? null;
    },
  };
}

/**
 * The connections the app stopped while a start (its own or a reconnect's) was in progress: that
 * start's failure is expected.
 */
const abandoningStart = new WeakSet<SignalRHubConnection>();

/** One hub connection on `@microsoft/signalr`, its state as an observable. */
export class SignalRHubConnection implements HubConnection {
  private readonly stateSubject = new BehaviorSubject<HubConnectionState>('Disconnected');
  private readonly reconnectedSubject = new Subject<void>();
  private readonly refusedSubject = new Subject<number>();
  readonly state$: Observable<HubConnectionState> = this.stateSubject.asObservable();
  readonly reconnected$: Observable<void> = this.reconnectedSubject.asObservable();
  /** The platform's 401 or 403 when it refuses a start or an automatic reconnect. */
  readonly refusedUnauthorized$: Observable<number> = this.refusedSubject.asObservable();
  /** The client's start in progress, if any. */
  private pendingStart: Promise<void> | undefined;
  /** The status the platform refused the automatic reconnect with, told once it has closed. */
  private reconnectRefusedWith: number | undefined;

  constructor(readonly connection: SignalRConnection) {
    connection.onreconnecting(() => this.setState('Reconnecting'));
    connection.onreconnected(() => {
      this.setState('Connected');
      this.reconnectedSubject.next();
    });
    connection.onclose(() => {
      const refused = this.reconnectRefusedWith;
      this.reconnectRefusedWith = undefined;
      // Told while still Reconnecting: the app still wanted this connection.
      if (refused !== undefined) this.refusedSubject.next(refused);
      this.setState('Disconnected');
    });
  }

  /** The reconnect policy's word: the platform refused an attempt (the client then closes). */
  noteReconnectRefused(status: number): void {
    this.reconnectRefusedWith = status;
  }

  private setState(state: HubConnectionState): void {
    if (this.stateSubject.value !== state) this.stateSubject.next(state);
  }

  /** The current state (the client's own). */
  get state(): HubConnectionState {
    return STATE_NAMES[this.connection.state];
  }

  async start(): Promise<void> {
    this.setState('Connecting');
    const started = this.connection.start();
    this.pendingStart = started;
    abandoningStart.delete(this);
    try {
      await started;
    } catch (error) {
      const status = unauthorizedStatusOf(error);
      if (status !== undefined && !abandoningStart.has(this)) this.refusedSubject.next(status);
      throw error;
    } finally {
      if (this.pendingStart === started) {
        this.pendingStart = undefined;
        abandoningStart.delete(this);
      }
      this.setState(this.state);
    }
  }

  async stop(): Promise<void> {
    const reconnecting = this.connection.state === SignalRState.Reconnecting;
    if (this.pendingStart !== undefined || reconnecting) abandoningStart.add(this);
    if (this.connection.state !== SignalRState.Disconnected) {
      this.setState('Disconnecting');
    }
    try {
      await this.connection.stop();
    } finally {
      // The client's stop waits for the reconnect's start to end; the app's own start clears the
      // mark itself when it settles.
      if (this.pendingStart === undefined) abandoningStart.delete(this);
      this.setState(this.state);
    }
  }

  invoke<T = unknown>(method: string, ...args: unknown[]): Promise<T> {
    return this.connection.invoke<T>(method, ...args);
  }

  on(event: string, handler: (...args: unknown[]) => void): () => void {
    this.connection.on(event, handler);
    return () => this.connection.off(event, handler);
  }
}

/** The factory, typed with the concrete connection (its client and current state). */
export interface SignalRHubFactory extends HubConnectionFactory {
  create(options: HubConnectionOptions): SignalRHubConnection;
}

/**
 * A {@link HubConnectionFactory} on `@microsoft/signalr`: automatic reconnect after 0, 2, 10 and
 * 30 s (then it stops; at once when the platform refuses an attempt with 401 or 403, told on
 * `refusedUnauthorized$`, as is a start it refuses so), server timeout 30 s, keep-alive 15 s, request timeout 100 s (spec section
 * 9, from `CONSTANTS`), WebSockets first, then Server-Sent Events, then long polling; the access
 * token from the options' factory before every (re)connection. The section's long-poll timeout
 * (100 s) and negotiate redirect limit (100) are the client's own, which it does not let a caller
 * set (signalrHub.test.ts proves them). A reconnect negotiates a new connection: subscribe again
 * on `reconnected$`.
 */
export function createSignalRHubFactory(options: SignalRHubFactoryOptions = {}): SignalRHubFactory {
  return {
    create(hub: HubConnectionOptions): SignalRHubConnection {
      // The client's logger asks the wrapper, built after the client.
      const wrapper: { current?: SignalRHubConnection } = {};
      const connection = new HubConnectionBuilder()
        .withUrl(hub.url, {
          transport: options.transport ?? PREFERRED_TRANSPORTS,
          accessTokenFactory: () => hub.accessTokenFactory(),
          timeout: CONSTANTS.requestTimeout,
          ...(options.httpClient ? { httpClient: options.httpClient } : {}),
        })
        .withAutomaticReconnect(
          reconnectPolicy((status) => wrapper.current?.noteReconnectRefused(status)),
        )
        .withServerTimeout(CONSTANTS.hubServerTimeout)
        .withKeepAliveInterval(CONSTANTS.hubKeepAlivePing)
        .configureLogging(
          signalRLogger(
            options.logger,
            options.logLevel ?? LogLevel.Warning,
            () => wrapper.current !== undefined && abandoningStart.has(wrapper.current),
          ),
        )
        .build();
      wrapper.current = new SignalRHubConnection(connection);
      return wrapper.current;
    },
  };
}
