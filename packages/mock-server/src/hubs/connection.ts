import { RecordReader } from './protocol';
import type { Transport } from './transport';
import type { HubCallContext, HubLifecycle, HubMethod } from './types';

/** A hub as the server keeps it: its methods, lifecycle and each user's connections. */
export interface HubDefinition {
  readonly path: string;
  /** Lower-cased method name -> method (ASP.NET matches hub method names case-insensitively). */
  readonly methods: Map<string, HubMethod>;
  readonly lifecycle: HubLifecycle;
  readonly users: Map<string, Set<Connection>>;
}

/** One negotiated connection of a user to a hub, over the transport it picks. */
export class Connection {
  /** Null until the client picks a transport. */
  transport: Transport | null = null;
  handshaken = false;
  closed = false;
  readonly reader = new RecordReader();
  /** The chain of this connection's invocations: they run one at a time, in order. */
  invocations: Promise<void> = Promise.resolve();
  lastReceivedAt: number;

  constructor(
    readonly id: string,
    readonly token: string,
    readonly userId: string,
    readonly hub: HubDefinition,
    readonly createdAt: number,
  ) {
    this.lastReceivedAt = createdAt;
  }

  /** Handshaken and not closed: pushes reach it. */
  get connected(): boolean {
    return this.handshaken && !this.closed;
  }

  get context(): HubCallContext {
    return { userId: this.userId, connectionId: this.id };
  }

  /** Sends framed text over the transport (dropped before there is one). */
  send(text: string): void {
    this.transport?.send(text);
  }
}
