import { BehaviorSubject, Subject, type Observable, type Subscription } from 'rxjs';
import type {
  HubConnection,
  HubConnectionFactory,
  HubConnectionOptions,
  HubConnectionState,
  Logger,
} from '../ports';
import { createDeferredLoader, type DeferredLoader } from './deferredLoader';

export interface DeferredHubConnectionFactoryOptions {
  /** Loads the real factory (e.g. the SignalR adapter's chunk). */
  readonly load: () => Promise<HubConnectionFactory>;
  readonly logger: Logger;
}

/** A hub connection factory that loads its implementation when a connection first starts. */
export interface DeferredHubConnectionFactory extends HubConnectionFactory {
  /** Starts loading now; resolves with the real factory. */
  preload(): Promise<HubConnectionFactory>;
}

/** SignalR's own words for these cases, as the real connection says them. */
const NOT_CONNECTED = "Cannot send data if the connection is not in the 'Connected' State.";
const STOPPED_DURING_START = 'The connection was stopped during negotiation.';

interface Listener {
  readonly event: string;
  readonly handler: (...args: unknown[]) => void;
  detach?: () => void;
}

/**
 * One connection of a deferred factory: `on` handlers are kept and attached to the real
 * connection when it exists; `start` loads the factory (state Connecting meanwhile), creates the
 * real connection and starts it; from then on state$ and reconnected$ follow the real one.
 */
class DeferredHubConnection implements HubConnection {
  private readonly state = new BehaviorSubject<HubConnectionState>('Disconnected');
  private readonly reconnected = new Subject<void>();
  private readonly listeners = new Set<Listener>();
  private real: HubConnection | undefined;
  private forwarding: Subscription | undefined;
  private stopRequested = false;

  readonly state$: Observable<HubConnectionState> = this.state.asObservable();
  readonly reconnected$: Observable<void> = this.reconnected.asObservable();

  constructor(
    private readonly options: HubConnectionOptions,
    private readonly loader: DeferredLoader<HubConnectionFactory>,
  ) {}

  async start(): Promise<void> {
    if (this.real) return this.real.start();
    this.stopRequested = false;
    this.setState('Connecting');
    let factory: HubConnectionFactory;
    try {
      factory = await this.loader.get();
    } catch (error) {
      this.setState('Disconnected');
      throw error;
    }
    // Another start may have created the connection meanwhile (TS keeps the narrowing above).
    const created = this.real as HubConnection | undefined;
    if (this.stopRequested) {
      if (!created) this.setState('Disconnected');
      throw new Error(STOPPED_DURING_START);
    }
    if (created) return created.start();
    const real = factory.create(this.options);
    this.real = real;
    for (const listener of this.listeners)
      listener.detach = real.on(listener.event, listener.handler);
    const started = real.start();
    // Subscribed after start began, so the real connection's replayed Disconnected is not echoed.
    this.forwarding = real.state$.subscribe((next) => this.setState(next));
    this.forwarding.add(real.reconnected$.subscribe(() => this.reconnected.next()));
    return started;
  }

  async stop(): Promise<void> {
    if (this.real) return this.real.stop();
    this.stopRequested = true;
  }

  invoke<T = unknown>(method: string, ...args: unknown[]): Promise<T> {
    if (this.real) return this.real.invoke<T>(method, ...args);
    return Promise.reject(new Error(NOT_CONNECTED));
  }

  on(event: string, handler: (...args: unknown[]) => void): () => void {
    const listener: Listener = { event, handler };
    if (this.real) listener.detach = this.real.on(event, handler);
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
      listener.detach?.();
    };
  }

  private setState(next: HubConnectionState): void {
    if (this.state.getValue() !== next) this.state.next(next);
  }
}

/**
 * The {@link HubConnectionFactory} behind an on-demand load: `create` answers at once with a
 * connection that loads the real factory on its first `start` (a failed load rejects that start,
 * is logged, and is retried on the next start). Handlers registered before are kept.
 */
export function deferredHubConnectionFactory(
  options: DeferredHubConnectionFactoryOptions,
): DeferredHubConnectionFactory {
  const loader = createDeferredLoader<HubConnectionFactory>({
    port: 'realtime',
    logger: options.logger,
    load: options.load,
  });
  return {
    preload: () => loader.get(),
    create: (connection: HubConnectionOptions) => new DeferredHubConnection(connection, loader),
  };
}
