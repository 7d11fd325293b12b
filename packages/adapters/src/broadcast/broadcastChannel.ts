import type { Clock, CrossTabChannel, KeyValueStorage, Logger, TimerHandle } from '@scanwise/core';
import { CONSTANTS } from '@scanwise/core';
import { Subject, type Observable } from 'rxjs';
import { type Envelope, isEnvelope, isExpired, randomId } from './envelope';

export interface CrossTabChannelOptions {
  /** The channel name, shared by every tab of the app. */
  readonly name: string;
  readonly clock: Clock;
  readonly logger?: Logger;
  /** Storage for the polling fallback (localStorage); required only where BroadcastChannel is missing. */
  readonly fallbackStorage?: KeyValueStorage;
  /** Force the fallback even where BroadcastChannel exists (tests). */
  readonly forceFallback?: boolean;
  /**
   * Where the fallback hears `storage` events (the window): another tab's write is read at once
   * instead of at the next poll. Default: the global scope when it is an event target.
   */
  readonly storageEvents?: EventTarget;
}

/**
 * A {@link CrossTabChannel} on BroadcastChannel. Every message is stamped with its sender and
 * time; a receiver drops messages older than 45 s (CONSTANTS.crossTabMessageLifetime), e.g.
 * delivered late to a frozen tab. Where BroadcastChannel is missing it falls back to local
 * storage: the `storage` event another tab's write raises delivers at once, and a poll every
 * 150 ms catches what an event missed.
 */
export function createCrossTabChannel(options: CrossTabChannelOptions): CrossTabChannel {
  const hasBroadcastChannel = typeof globalThis.BroadcastChannel === 'function';
  if (hasBroadcastChannel && options.forceFallback !== true) {
    return new BroadcastCrossTabChannel(options);
  }
  if (options.fallbackStorage === undefined) {
    throw new Error('BroadcastChannel is missing and no fallback storage was given');
  }
  return new PollingCrossTabChannel(options, options.fallbackStorage);
}

class BroadcastCrossTabChannel implements CrossTabChannel {
  private readonly subject = new Subject<unknown>();
  private readonly channel: BroadcastChannel;
  private readonly sender = randomId();
  private closed = false;
  readonly messages$: Observable<unknown> = this.subject.asObservable();

  constructor(private readonly options: CrossTabChannelOptions) {
    this.channel = new BroadcastChannel(options.name);
    this.channel.onmessage = (event: MessageEvent<unknown>) => this.receive(event.data);
    this.channel.onmessageerror = () => options.logger?.warn('Cross-tab message could not be read');
  }

  post(message: unknown): void {
    if (this.closed) return;
    const envelope: Envelope = {
      scanwise: 1,
      id: randomId(),
      sender: this.sender,
      sentAt: this.options.clock.now(),
      message,
    };
    try {
      this.channel.postMessage(envelope);
    } catch (error) {
      this.options.logger?.warn('Cross-tab message could not be sent', { error: String(error) });
    }
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.channel.close();
    this.subject.complete();
  }

  private receive(data: unknown): void {
    if (this.closed || !isEnvelope(data) || data.sender === this.sender) return;
    if (isExpired(data, this.options.clock.now())) return;
    this.subject.next(data.message);
  }
}

/** The localStorage fallback (storage events, and a 150 ms poll); one key per channel. */
class PollingCrossTabChannel implements CrossTabChannel {
  private readonly subject = new Subject<unknown>();
  private readonly sender = randomId();
  private readonly seen = new Set<string>();
  private readonly key: string;
  private readonly storageEvents: EventTarget | undefined;
  private timer: TimerHandle | undefined;
  private closed = false;
  readonly messages$: Observable<unknown> = this.subject.asObservable();

  constructor(
    private readonly options: CrossTabChannelOptions,
    private readonly storage: KeyValueStorage,
  ) {
    this.key = `scanwise.crossTab:${options.name}`;
    // Whatever is already there was sent before this tab listened.
    for (const envelope of this.read()) this.seen.add(envelope.id);
    this.storageEvents = options.storageEvents ?? globalEventTarget();
    this.storageEvents?.addEventListener('storage', this.onStorage);
    this.scheduleNext();
  }

  /** Another tab wrote the channel's key: read it now rather than at the next poll. */
  private readonly onStorage = (event: Event): void => {
    if (this.closed || (event as Partial<StorageEvent>).key !== this.key) return;
    this.poll();
  };

  post(message: unknown): void {
    if (this.closed) return;
    const now = this.options.clock.now();
    const envelope: Envelope = {
      scanwise: 1,
      id: randomId(),
      sender: this.sender,
      sentAt: now,
      message,
    };
    this.seen.add(envelope.id);
    const kept = this.read().filter((entry) => !isExpired(entry, now));
    try {
      this.storage.setItem(this.key, JSON.stringify([...kept, envelope]));
    } catch (error) {
      this.options.logger?.warn('Cross-tab message could not be sent', { error: String(error) });
    }
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    if (this.timer !== undefined) this.options.clock.cancel(this.timer);
    this.storageEvents?.removeEventListener('storage', this.onStorage);
    this.subject.complete();
  }

  private scheduleNext(): void {
    this.timer = this.options.clock.schedule(() => {
      if (this.closed) return;
      this.poll();
      this.scheduleNext();
    }, CONSTANTS.crossTabFallbackPoll);
  }

  private poll(): void {
    const now = this.options.clock.now();
    const entries = this.read();
    const ids = new Set(entries.map((entry) => entry.id));
    for (const id of this.seen) if (!ids.has(id)) this.seen.delete(id);
    for (const entry of entries) {
      if (this.seen.has(entry.id)) continue;
      this.seen.add(entry.id);
      if (entry.sender === this.sender || isExpired(entry, now)) continue;
      this.subject.next(entry.message);
    }
  }

  private read(): Envelope[] {
    const raw = this.storage.getItem(this.key);
    if (raw === null) return [];
    try {
      const parsed: unknown = JSON.parse(raw);
      return Array.isArray(parsed) ? parsed.filter(isEnvelope) : [];
    } catch {
      return [];
    }
  }
}

/** The global scope when it hears events (a window or worker), else nothing (Node). */
function globalEventTarget(): EventTarget | undefined {
  const scope: Partial<EventTarget> = globalThis;
  return typeof scope.addEventListener === 'function' ? (scope as EventTarget) : undefined;
}
