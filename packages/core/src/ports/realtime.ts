import type { Observable } from 'rxjs';

/** Realtime connection states of spec section 4. */
export type HubConnectionState =
  'Disconnected' | 'Connecting' | 'Connected' | 'Reconnecting' | 'Disconnecting';

/** One hub connection (the tasks hub or the encounters hub). */
export interface HubConnection {
  /** Starts the connection; rejects when negotiation or every transport fails. */
  start(): Promise<void>;
  /** Stops the connection. */
  stop(): Promise<void>;
  /** Invokes a hub method and resolves with its completion result. */
  invoke<T = unknown>(method: string, ...args: unknown[]): Promise<T>;
  /** Subscribes to a server push; returns the unsubscribe function. */
  on(event: string, handler: (...args: unknown[]) => void): () => void;
  /** The current state, replayed to new subscribers. */
  readonly state$: Observable<HubConnectionState>;
  /** Emits after an automatic reconnect: a new connection, so subscriptions must be renewed. */
  readonly reconnected$: Observable<void>;
  /**
   * Emits the HTTP status (401 or 403) when the platform refuses a start or an automatic
   * reconnect as unauthorized: the member's session has ended there. Optional: a connection
   * that cannot tell leaves it out.
   */
  readonly refusedUnauthorized$?: Observable<number>;
}

export interface HubConnectionOptions {
  /** Absolute URL of the hub. */
  readonly url: string;
  /** Called before each (re)connection; empty when the user is missing or expired. */
  readonly accessTokenFactory: () => string | Promise<string>;
}

export interface HubConnectionFactory {
  create(options: HubConnectionOptions): HubConnection;
}
