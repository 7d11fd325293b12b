import type { Clock, CrossTabChannel, KeyValueStorage, Logger } from '@scanwise/core';
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
  const storage = options.fallbackStorage;
  if (storage === undefined) {
    throw new Error('BroadcastChannel is missing and no fallback storage was given');
  }
  return new DeferredCrossTabChannel(
    () =>
      import('./storageCrossTabChannel').then((module) =>
        module.createStorageCrossTabChannel(options, storage),
      ),
    options.logger,
  );
}

/**
 * A channel whose implementation loads on first use: what is posted meanwhile is sent once it
 * has loaded; a load that fails is logged (this tab then neither tells nor hears the others).
 */
class DeferredCrossTabChannel implements CrossTabChannel {
  private readonly subject = new Subject<unknown>();
  private channel: CrossTabChannel | undefined;
  private pending: unknown[] = [];
  private closed = false;
  readonly messages$: Observable<unknown> = this.subject.asObservable();

  constructor(load: () => Promise<CrossTabChannel>, logger: Logger | undefined) {
    load().then(
      (channel) => {
        if (this.closed) {
          channel.close();
          return;
        }
        this.channel = channel;
        channel.messages$.subscribe((message) => this.subject.next(message));
        for (const message of this.pending) channel.post(message);
        this.pending = [];
      },
      (error: unknown) => {
        logger?.warn('Cross-tab channel could not load', { error: String(error) });
      },
    );
  }

  post(message: unknown): void {
    if (this.closed) return;
    if (this.channel) this.channel.post(message);
    else this.pending.push(message);
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.channel?.close();
    this.pending = [];
    this.subject.complete();
  }
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
