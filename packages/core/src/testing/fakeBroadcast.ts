import { Subject, type Observable } from 'rxjs';
import type { Clock, CrossTabChannel, KeyValueStorage, StoragePorts } from '../ports';
import { MemoryStorage } from '../storage';

export interface FakeBroadcastHubOptions {
  /**
   * With a clock, messages arrive on a zero-delay timer, as BroadcastChannel delivers them in
   * a later task: tests see them after `clock.advance(0)`. Without one, delivery is immediate.
   */
  readonly clock?: Clock;
}

/** One tab's end of a {@link FakeBroadcastHub} channel. */
export class FakeCrossTabChannel implements CrossTabChannel {
  private readonly incoming = new Subject<unknown>();
  private closed = false;
  /** Every message this end posted, in order. */
  readonly posted: unknown[] = [];
  readonly messages$: Observable<unknown> = this.incoming.asObservable();

  constructor(
    readonly name: string,
    private readonly deliver: (from: FakeCrossTabChannel, message: unknown) => void,
    private readonly detach: (channel: FakeCrossTabChannel) => void,
  ) {}

  get isClosed(): boolean {
    return this.closed;
  }

  post(message: unknown): void {
    if (this.closed) throw new Error('InvalidStateError: the channel is closed');
    // Messages cross tabs as copies (structured clone); JSON is the portable approximation.
    const copy: unknown = message === undefined ? undefined : JSON.parse(JSON.stringify(message));
    this.posted.push(copy);
    this.deliver(this, copy);
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.detach(this);
    this.incoming.complete();
  }

  /** @internal Called by the hub. */
  receive(message: unknown): void {
    if (!this.closed) this.incoming.next(message);
  }
}

/**
 * An in-process broadcast medium linking fake tabs: every open channel of the same name
 * receives a copy of each message, except the channel that posted it.
 */
export class FakeBroadcastHub {
  private readonly open = new Set<FakeCrossTabChannel>();

  constructor(private readonly options: FakeBroadcastHubOptions = {}) {}

  /** Opens a channel, like `new BroadcastChannel(name)` in one more tab. */
  channel(name = 'scanwise'): FakeCrossTabChannel {
    const channel = new FakeCrossTabChannel(
      name,
      (from, message) => this.broadcast(from, message),
      (closing) => this.open.delete(closing),
    );
    this.open.add(channel);
    return channel;
  }

  /** Channels open now. */
  get openChannels(): number {
    return this.open.size;
  }

  private broadcast(from: FakeCrossTabChannel, message: unknown): void {
    const targets = [...this.open].filter((c) => c !== from && c.name === from.name);
    const clock = this.options.clock;
    for (const target of targets) {
      if (clock) clock.schedule(() => target.receive(message), 0);
      else target.receive(message);
    }
  }
}

/** A fake browser tab: its own channel end and session storage, the browser's local storage. */
export interface FakeTab {
  readonly id: string;
  readonly channel: FakeCrossTabChannel;
  readonly storage: StoragePorts;
}

export interface FakeTabs {
  readonly hub: FakeBroadcastHub;
  /** The browser's local storage, shared by every tab. */
  readonly local: KeyValueStorage;
  readonly tabs: FakeTab[];
  /** Opens one more tab (a new channel end and a fresh session storage). */
  open(): FakeTab;
  /** Reopens a tab as a reload does: same session storage, a new channel end. */
  reload(tab: FakeTab): FakeTab;
}

/** Several fake tabs of one browser, linked by a {@link FakeBroadcastHub}. */
export function createFakeTabs(count: number, options: FakeBroadcastHubOptions = {}): FakeTabs {
  const hub = new FakeBroadcastHub(options);
  const local = new MemoryStorage();
  const tabs: FakeTab[] = [];
  let next = 1;
  const make = (session: KeyValueStorage): FakeTab => {
    const tab: FakeTab = {
      id: `tab-${next++}`,
      channel: hub.channel(),
      storage: { local, session },
    };
    tabs.push(tab);
    return tab;
  };
  for (let i = 0; i < count; i++) make(new MemoryStorage());
  return {
    hub,
    local,
    tabs,
    open: () => make(new MemoryStorage()),
    reload: (tab) => {
      tab.channel.close();
      return make(tab.storage.session);
    },
  };
}
