import { Subscription, distinctUntilChanged, map, type Observable } from 'rxjs';
import { CONSTANTS } from '../config';
import type { Clock, HubConnection, HubConnectionState, Logger, TimerHandle } from '../ports';
import { RunGuard, StateCell, type ReadableStore, type RunToken } from '../store';
import { HUB_LOG_MESSAGES } from './hubLogMessages';

/** The two hubs of spec section 7, as named in log lines and in the service. */
export type RealtimeHubName = 'tasks' | 'encounters';

export interface ManagedHubConnectionOptions {
  readonly name: RealtimeHubName;
  readonly connection: HubConnection;
  readonly clock: Clock;
  readonly logger: Logger;
  /** Whether a member is signed in now; a start while signed out is refused with a warning. */
  readonly isSignedIn: () => boolean;
  /** Whether a failed start may be tried again: still signed in with an unexpired token. */
  readonly mayRetryStart: () => boolean;
  /**
   * Subscribes to the member's data, after each start and after each reconnect (a reconnect is a
   * new server connection, which has forgotten the subscription). `isCurrent` turns false once
   * the hub was stopped, so a late answer is not stored.
   */
  readonly watch: (isCurrent: () => boolean) => Promise<void>;
  /** Unsubscribes before a stop, while still connected. */
  readonly unwatch: () => Promise<void>;
  /** Empties the hub's store; runs on every stop, so no member data outlives the session. */
  readonly reset: () => void;
  /**
   * The platform refused the connection as unauthorized (the status, 401 or 403) while the app
   * wanted it: the session has ended, as when a call is answered 401.
   */
  readonly onRefusedUnauthorized?: (status: number) => void;
}

/** Where the app-level lifecycle is; the connection's own state is tracked separately. */
type HubPhase = 'idle' | 'starting' | 'waitingToRetry' | 'running';

/** A hub link as the app shows it (see {@link ManagedHubConnection.status$}). */
export type HubLinkStatus = 'connecting' | 'connected' | 'disconnected';

/** A hub's link: how a member would call it, and whether the connection is up. */
export interface HubLinkState {
  readonly status: HubLinkStatus;
  /** "The connected state is announced to the app as true or false" (spec section 4). */
  readonly connected: boolean;
}

const DISCONNECTED_LINK: HubLinkState = Object.freeze({
  status: 'disconnected',
  connected: false,
});

/** Whether two link states say the same (a store of them emits only on change). */
export const sameHubLink = (a: HubLinkState, b: HubLinkState): boolean =>
  a.status === b.status && a.connected === b.connected;

function hubLinkStatus(phase: HubPhase, state: HubConnectionState): HubLinkStatus {
  if (state === 'Connected') return 'connected';
  if (phase === 'starting' || state === 'Connecting') return 'connecting';
  return 'disconnected';
}

function describeError(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * One hub under the app's rules (spec sections 4 and 8): refused start while signed out, one
 * start at a time, a failed first start retried every 5 s while the member is signed in with an
 * unexpired token, watch after start and after every reconnect, unwatch then reset before stop,
 * and the connected state announced as true or false.
 */
export class ManagedHubConnection implements ReadableStore<HubLinkState> {
  private readonly link = new StateCell<HubLinkState>(DISCONNECTED_LINK, { equals: sameHubLink });
  readonly state$ = this.link.state$;
  readonly getSnapshot = this.link.getSnapshot;
  readonly subscribe = this.link.subscribe;
  private readonly subscriptions = new Subscription();
  private phase: HubPhase = 'idle';
  /** Every start and stop abandons the runs before it: their late answers change nothing. */
  private readonly runs = new RunGuard();
  private retryTimer: TimerHandle | undefined;
  private connectionState: HubConnectionState = 'Disconnected';
  private disposed = false;

  /**
   * "The connected state is announced to the app as true or false on start, reconnect and
   * reconnecting" (spec section 4). Replays the current value; emits only on change.
   */
  readonly connected$: Observable<boolean> = this.state$.pipe(
    map((link) => link.connected),
    distinctUntilChanged(),
  );

  /**
   * What a member would call it: 'connected', 'connecting' while a start is under way (the
   * library loading, negotiating, watching), else 'disconnected' (signed out, stopped, dropped
   * or waiting to retry). Replayed, emitted on change.
   */
  readonly status$: Observable<HubLinkStatus> = this.state$.pipe(
    map((link) => link.status),
    distinctUntilChanged(),
  );

  constructor(private readonly options: ManagedHubConnectionOptions) {
    this.subscriptions.add(
      options.connection.state$.subscribe((state) => this.onConnectionState(state)),
    );
    this.subscriptions.add(options.connection.reconnected$.subscribe(() => this.onReconnected()));
    if (options.connection.refusedUnauthorized$) {
      this.subscriptions.add(
        options.connection.refusedUnauthorized$.subscribe((status) => this.onRefused(status)),
      );
    }
  }

  get name(): RealtimeHubName {
    return this.options.name;
  }

  /** The connected state now. */
  isConnected(): boolean {
    return this.getSnapshot().connected;
  }

  /** Started, watching, and not stopped since: pushes are applied only then. */
  isRunning(): boolean {
    return this.phase === 'running';
  }

  /** Starts and watches; warns instead when signed out or already started. Never rejects. */
  async start(): Promise<void> {
    if (this.disposed) return;
    if (!this.options.isSignedIn()) {
      this.options.logger.warn(HUB_LOG_MESSAGES.unavailable, this.context());
      return;
    }
    if (this.phase !== 'idle' || this.connectionState !== 'Disconnected') {
      this.options.logger.warn(HUB_LOG_MESSAGES.alreadyEstablished, this.context());
      return;
    }
    await this.attemptStart(this.runs.start());
  }

  /**
   * Unwatches, resets the store and stops. When not connected this is "Warning only" (spec
   * section 8) for the connection, but the store is still reset and a pending retry or reconnect
   * is cancelled; a stop that ends a start under way is logged as debug. Never rejects: a failed stop is logged 'Failed to disconnect with hub'.
   */
  async stop(): Promise<void> {
    if (this.disposed) return;
    const wasConnected = this.connectionState === 'Connected' && this.phase === 'running';
    // A start under way (negotiating, or waiting for its retry) that this stop ends, as on a
    // sign-out right after sign-in: the stop does what it says, so it is logged as debug only.
    const endsAStart = this.phase === 'starting' || this.phase === 'waitingToRetry';
    this.runs.abandon();
    this.setPhase('idle');
    this.cancelRetry();
    if (!wasConnected) {
      this.options.logger[endsAStart ? 'debug' : 'warn'](HUB_LOG_MESSAGES.notEstablished, {
        ...this.context(),
        state: this.connectionState,
      });
      this.options.reset();
      if (this.connectionState !== 'Disconnected') await this.stopConnection();
      return;
    }
    try {
      await this.options.unwatch();
    } catch (error) {
      this.options.logger.warn(HUB_LOG_MESSAGES.invokeFailed, {
        ...this.context(),
        step: 'unwatch',
        error: describeError(error),
      });
    }
    this.options.reset();
    await this.stopConnection();
  }

  /** Stops for good without warnings (the app is closing); later calls do nothing. */
  async dispose(): Promise<void> {
    if (this.disposed) return;
    this.disposed = true;
    this.runs.abandon();
    this.setPhase('idle');
    this.cancelRetry();
    this.subscriptions.unsubscribe();
    this.link.set(DISCONNECTED_LINK);
    this.link.dispose();
    if (this.connectionState !== 'Disconnected') await this.stopConnection();
  }

  private async attemptStart(run: RunToken): Promise<void> {
    this.retryTimer = undefined;
    this.setPhase('starting');
    try {
      await this.options.connection.start();
    } catch (error) {
      if (run.stale) return; // stopped meanwhile: nothing to retry
      this.onStartFailed(run, error);
      return;
    }
    if (run.stale) return;
    this.setPhase('running');
    await this.runWatch(run);
  }

  /**
   * "If the first start fails and the user is still signed in with an unexpired token, the app
   * retries every 5 s. If the user is signed out or expired, it gives up quietly."
   */
  private onStartFailed(run: RunToken, error: unknown): void {
    if (this.options.mayRetryStart()) {
      this.setPhase('waitingToRetry');
      this.options.logger.info(HUB_LOG_MESSAGES.startRetry, {
        ...this.context(),
        error: describeError(error),
        retryInMs: CONSTANTS.hubStartRetry,
      });
      this.retryTimer = this.options.clock.schedule(() => {
        void this.attemptStart(run);
      }, CONSTANTS.hubStartRetry);
      return;
    }
    this.setPhase('idle');
    // Quietly: debug only, the member is signed out or expired and nothing is wrong.
    this.options.logger.debug(HUB_LOG_MESSAGES.startAbandoned, {
      ...this.context(),
      error: describeError(error),
    });
  }

  private async runWatch(run: RunToken): Promise<void> {
    const isCurrent = (): boolean => !run.stale && this.phase === 'running';
    try {
      await this.options.watch(isCurrent);
    } catch (error) {
      if (!isCurrent()) return;
      this.options.logger.warn(HUB_LOG_MESSAGES.invokeFailed, {
        ...this.context(),
        step: 'watch',
        error: describeError(error),
      });
    }
  }

  private setPhase(phase: HubPhase): void {
    this.phase = phase;
    this.emitStatus();
  }

  private emitStatus(): void {
    this.link.set({
      status: hubLinkStatus(this.phase, this.connectionState),
      connected: this.connectionState === 'Connected',
    });
  }

  private onConnectionState(state: HubConnectionState): void {
    this.connectionState = state;
    this.emitStatus();
    if (state === 'Disconnected' && this.phase === 'running') {
      // Every reconnect attempt failed ("then stops"); a new start is allowed from here.
      this.setPhase('idle');
      this.runs.abandon();
      this.options.logger.warn(HUB_LOG_MESSAGES.closed, this.context());
    }
  }

  /**
   * A refusal while the app wants the hub (started, retrying or reconnecting) of a token that is
   * still valid here ends the session; with an expired one the renewal is awaited quietly.
   */
  private onRefused(status: number): void {
    if (this.phase === 'idle' && this.connectionState !== 'Reconnecting') return;
    if (!this.options.mayRetryStart()) return;
    this.options.logger.info(HUB_LOG_MESSAGES.refusedUnauthorized, { ...this.context(), status });
    this.options.onRefusedUnauthorized?.(status);
  }

  private onReconnected(): void {
    if (this.phase !== 'running') return;
    void this.runWatch(this.runs.current());
  }

  private async stopConnection(): Promise<void> {
    try {
      await this.options.connection.stop();
    } catch (error) {
      this.options.logger.error(HUB_LOG_MESSAGES.failedToDisconnect, {
        ...this.context(),
        error: describeError(error),
      });
    }
  }

  private cancelRetry(): void {
    if (this.retryTimer !== undefined) this.options.clock.cancel(this.retryTimer);
    this.retryTimer = undefined;
  }

  private context(): Record<string, unknown> {
    return { hub: this.options.name };
  }
}
