import type { Subscription } from 'rxjs';
import { CONSTANTS } from '../config';
import type { Clock, CrossTabChannel, StoragePorts, TimerHandle } from '../ports';
import { StateStore } from '../store';

/** The presence messages tabs exchange on the channel. */
export type TabPresenceMessage =
  | {
      readonly protocol: 'scanwise.tabs';
      readonly type: 'hello';
      readonly tabId: string;
      readonly sentAt: number;
    }
  | {
      readonly protocol: 'scanwise.tabs';
      readonly type: 'here';
      readonly tabId: string;
      readonly sentAt: number;
    }
  | {
      readonly protocol: 'scanwise.tabs';
      readonly type: 'bye';
      readonly tabId: string;
      readonly sentAt: number;
    };

/** Which local-storage entries move to session storage when the last tab closes. */
export interface HandoffKeys {
  /** Key of the persisted root state. */
  readonly rootStateKey: string;
  /** Key of the offer state. */
  readonly offerStateKey: string;
  /** True for a stored user entry (the identity port's `isStoredSessionEntry`). */
  readonly isUserEntry: (key: string) => boolean;
  /** Other entries of the signed-in session that move with it (the last Home overview). */
  readonly sessionKeys?: readonly string[];
}

/** What a tab knows of the others. */
export interface TabPresence {
  /** Ids of the other tabs open now, sorted. */
  readonly otherTabs: readonly string[];
}

export interface MultiTabHandoffOptions {
  readonly channel: CrossTabChannel;
  readonly clock: Clock;
  readonly storage: StoragePorts;
  readonly keys: HandoffKeys;
  /** This tab's id; unique among the browser's tabs. */
  readonly tabId: string;
  /** How long an announcement counts (spec: cross-tab message lifetime, 45 s). */
  readonly messageLifetimeMs?: number;
}

export interface HandoffResult {
  /** True when this was the last open tab and the entries moved. */
  readonly handedOver: boolean;
  /** The keys that moved into session storage. */
  readonly keys: readonly string[];
}

function isPresenceMessage(value: unknown): value is TabPresenceMessage {
  if (typeof value !== 'object' || value === null) return false;
  const m = value as Record<string, unknown>;
  return (
    m['protocol'] === 'scanwise.tabs' &&
    (m['type'] === 'hello' || m['type'] === 'here' || m['type'] === 'bye') &&
    typeof m['tabId'] === 'string' &&
    typeof m['sentAt'] === 'number'
  );
}

/**
 * Multi-tab presence and the hand-over of spec section 4: "Tabs announce themselves on a
 * broadcast channel. On unload, if no other tab is open, the root state, the offer state and the
 * stored user entries move from local storage into session storage and are removed from local
 * storage. On startup they are restored."
 *
 * Protocol: `hello` on start (others answer `here`), `here` again every third of the message
 * lifetime as a heartbeat, `bye` on unload. A tab not heard from within the lifetime (45 s)
 * counts as closed, so a crashed tab that never said `bye` does not block the hand-over forever.
 */
export class MultiTabHandoff extends StateStore<TabPresence> {
  private readonly lifetimeMs: number;
  private readonly lastSeen = new Map<string, number>();
  private subscription: Subscription | undefined;
  private heartbeat: TimerHandle | undefined;
  private expiry: TimerHandle | undefined;
  private running = false;

  constructor(private readonly options: MultiTabHandoffOptions) {
    super(
      { otherTabs: [] },
      {
        equals: (a, b) =>
          a.otherTabs.length === b.otherTabs.length &&
          a.otherTabs.every((id, i) => id === b.otherTabs[i]),
      },
    );
    this.lifetimeMs = options.messageLifetimeMs ?? CONSTANTS.crossTabMessageLifetime;
  }

  get tabId(): string {
    return this.options.tabId;
  }

  /** Ids of the other tabs open now. */
  otherTabs(): readonly string[] {
    this.prune();
    return this.getSnapshot().otherTabs;
  }

  /** Restores handed-over entries, then announces this tab. Returns the restored keys. */
  start(): readonly string[] {
    if (this.running) return [];
    this.running = true;
    const restored = this.restore();
    this.subscription = this.options.channel.messages$.subscribe((message) =>
      this.receive(message),
    );
    this.send('hello');
    this.scheduleHeartbeat();
    return restored;
  }

  /**
   * The page is unloading: says goodbye and, when no other tab is open, moves the entries from
   * local into session storage. Stops the protocol and closes the channel.
   */
  unload(): HandoffResult {
    if (!this.running) return { handedOver: false, keys: [] };
    const last = this.otherTabs().length === 0;
    const moved = last
      ? this.moveEntries(this.options.storage.local, this.options.storage.session)
      : [];
    this.send('bye');
    this.stop();
    this.options.channel.close();
    return { handedOver: last, keys: moved };
  }

  /** Stops the protocol without a goodbye, and completes `state$`. */
  override dispose(): void {
    this.stop();
    super.dispose();
  }

  /** Stops listening and the heartbeat without a goodbye (tests, hot reload). */
  stop(): void {
    this.running = false;
    this.subscription?.unsubscribe();
    this.subscription = undefined;
    this.cancel(this.heartbeat);
    this.cancel(this.expiry);
    this.heartbeat = this.expiry = undefined;
    this.lastSeen.clear();
    this.publish();
  }

  private restore(): string[] {
    const { local, session } = this.options.storage;
    const restored: string[] = [];
    for (const key of session.keys().filter((k) => this.isHandoffKey(k))) {
      const value = session.getItem(key);
      session.removeItem(key);
      // A tab that kept running meanwhile has the fresher value in local storage.
      if (value === null || local.getItem(key) !== null) continue;
      local.setItem(key, value);
      restored.push(key);
    }
    return restored.sort();
  }

  private moveEntries(from: StoragePorts['local'], to: StoragePorts['session']): string[] {
    const moved: string[] = [];
    for (const key of from.keys().filter((k) => this.isHandoffKey(k))) {
      const value = from.getItem(key);
      if (value === null) continue;
      to.setItem(key, value);
      from.removeItem(key);
      moved.push(key);
    }
    return moved.sort();
  }

  private isHandoffKey(key: string): boolean {
    const { rootStateKey, offerStateKey, isUserEntry, sessionKeys = [] } = this.options.keys;
    return (
      key === rootStateKey || key === offerStateKey || sessionKeys.includes(key) || isUserEntry(key)
    );
  }

  private receive(message: unknown): void {
    if (!isPresenceMessage(message) || message.tabId === this.options.tabId) return;
    const now = this.options.clock.now();
    if (now - message.sentAt > this.lifetimeMs) return;
    if (message.type === 'bye') {
      this.lastSeen.delete(message.tabId);
    } else {
      this.lastSeen.set(message.tabId, Math.min(now, message.sentAt));
      if (message.type === 'hello') this.send('here');
    }
    this.prune();
    this.scheduleExpiry();
  }

  private send(type: TabPresenceMessage['type']): void {
    const message: TabPresenceMessage = {
      protocol: 'scanwise.tabs',
      type,
      tabId: this.options.tabId,
      sentAt: this.options.clock.now(),
    };
    this.options.channel.post(message);
  }

  private scheduleHeartbeat(): void {
    this.heartbeat = this.options.clock.schedule(
      () => {
        this.send('here');
        this.scheduleHeartbeat();
      },
      Math.max(1, Math.floor(this.lifetimeMs / 3)),
    );
  }

  /** Re-checks presence when the oldest announcement runs out, so otherTabs$ stays true. */
  private scheduleExpiry(): void {
    this.cancel(this.expiry);
    this.expiry = undefined;
    if (this.lastSeen.size === 0) return;
    const oldest = Math.min(...this.lastSeen.values());
    const due = Math.max(0, oldest + this.lifetimeMs - this.options.clock.now()) + 1;
    this.expiry = this.options.clock.schedule(() => {
      this.expiry = undefined;
      this.prune();
      this.scheduleExpiry();
    }, due);
  }

  private prune(): void {
    const now = this.options.clock.now();
    for (const [tabId, seenAt] of this.lastSeen) {
      if (now - seenAt > this.lifetimeMs) this.lastSeen.delete(tabId);
    }
    this.publish();
  }

  private publish(): void {
    this.set({ otherTabs: [...this.lastSeen.keys()].sort() });
  }

  private cancel(handle: TimerHandle | undefined): void {
    if (handle !== undefined) this.options.clock.cancel(handle);
  }
}
