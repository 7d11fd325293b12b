import type { CrossTabChannel, KeyValueStorage, TimerHandle } from '@scanwise/core';
import { CONSTANTS } from '@scanwise/core';
import { Subject, type Observable } from 'rxjs';
import type { CrossTabChannelOptions } from './broadcastChannel';
import { type Envelope, isEnvelope, isExpired, randomId } from './envelope';

/**
 * The channel where BroadcastChannel is missing, on local storage: another tab's write raises a
 * `storage` event that delivers at once, and a poll every 150 ms catches what an event missed.
 * Its own module, so browsers with BroadcastChannel never load it.
 */
export function createStorageCrossTabChannel(
  options: CrossTabChannelOptions,
  storage: KeyValueStorage,
): CrossTabChannel {
  return new PollingCrossTabChannel(options, storage);
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
