import { Subject, filter, type Observable } from 'rxjs';
import type { SignInKind } from '../ports';

/** Why the member was logged out; `unauthorized` is the spec's "A 401 or 403 answer". */
export const LOGGED_OUT_REASONS = [
  'logout',
  'unauthorized',
  'expired',
  'inactivity',
  'no-result',
] as const;
export type LoggedOutReason = (typeof LOGGED_OUT_REASONS)[number];

/**
 * Every app-wide event and its payload, in the spirit of Medplum's `MedplumClientEventMap`.
 * Adding an event means adding a key here; `emit` and `on` stay typed by it.
 */
export interface ScanwiseEventMap {
  /** The application-wide loggedOut event of spec sections 2 and 4. */
  readonly loggedOut: {
    readonly reason: LoggedOutReason;
    /** The HTTP status that caused it (401 or 403), for `unauthorized`. */
    readonly status?: number;
    /** True when this tab follows a logout that happened in another tab of the browser. */
    readonly elsewhere?: boolean;
  };
  /** A member signed in (password R, social G, on-behalf-of O). */
  readonly signedIn: { readonly kind: SignInKind };
  /** The stored user or its access token expired. */
  readonly sessionExpired: { readonly kind?: SignInKind };
}

export type ScanwiseEventType = keyof ScanwiseEventMap;

/** One event as it travels on the bus: its type plus its payload's fields. */
export type ScanwiseEvent<K extends ScanwiseEventType = ScanwiseEventType> = {
  readonly [T in K]: { readonly type: T } & ScanwiseEventMap[T];
}[K];

/** What a component needs to fire events (the HTTP client only emits). */
export interface ScanwiseEventEmitter {
  emit<K extends ScanwiseEventType>(type: K, payload: ScanwiseEventMap[K]): void;
}

/**
 * The app-wide typed event bus. Events are not replayed: a subscriber sees only what is emitted
 * after it subscribed. Emission is synchronous, in subscription order.
 */
export class ScanwiseEventBus implements ScanwiseEventEmitter {
  private readonly subject = new Subject<ScanwiseEvent>();
  private disposed = false;

  /** Every event, in emission order. */
  readonly events$: Observable<ScanwiseEvent> = this.subject.asObservable();

  /** The events of one type. */
  on<K extends ScanwiseEventType>(type: K): Observable<ScanwiseEvent<K>> {
    return this.events$.pipe(filter((event) => event.type === type)) as Observable<
      ScanwiseEvent<K>
    >;
  }

  /** Fires an event; does nothing once the bus is disposed. */
  emit<K extends ScanwiseEventType>(type: K, payload: ScanwiseEventMap[K]): void {
    if (this.disposed) return;
    this.subject.next({ ...payload, type } as ScanwiseEvent);
  }

  /** Completes every subscription; later emits are ignored. */
  dispose(): void {
    this.disposed = true;
    this.subject.complete();
  }
}
