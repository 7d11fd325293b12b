import { Connection, type HubDefinition } from './connection';
import { randomId } from './http';
import { closeFrame, PING_FRAME } from './protocol';
import type { HubLogger } from './types';

export type CloseMode =
  | { kind: 'graceful'; error?: string; allowReconnect: boolean }
  | { kind: 'abrupt' }
  /** The client went away or asked to stop: nothing left to tell it. */
  | { kind: 'gone' };

export interface ConnectionTimeouts {
  /** A connection that sends nothing for this long is closed. */
  clientTimeoutMs: number;
  /** No transport, or a long poll missing, for this long: dropped. */
  disconnectTimeoutMs: number;
  /** Time allowed for the handshake once the transport is up. */
  handshakeTimeoutMs: number;
}

/**
 * Every connection of the hub server, by token and by id, and their lifetime: creating,
 * closing (with the hub's onDisconnected), forgetting, pinging and sweeping out the silent ones.
 */
export class Connections {
  private readonly byToken = new Map<string, Connection>();
  private readonly byId = new Map<string, Connection>();

  constructor(
    private readonly timeouts: ConnectionTimeouts,
    private readonly log: HubLogger,
  ) {}

  /** A new connection; negotiate version 0 uses the connection id as its token. */
  create(hub: HubDefinition, userId: string, negotiateVersion: number): Connection {
    const id = randomId(16);
    const conn = new Connection(
      id,
      negotiateVersion >= 1 ? randomId(16) : id,
      userId,
      hub,
      Date.now(),
    );
    this.byToken.set(conn.token, conn);
    this.byId.set(conn.id, conn);
    let set = hub.users.get(userId);
    if (!set) hub.users.set(userId, (set = new Set()));
    set.add(conn);
    return conn;
  }

  withToken(token: string): Connection | undefined {
    return this.byToken.get(token);
  }

  withId(id: string): Connection | undefined {
    return this.byId.get(id);
  }

  /** Handshaken connections still open. */
  connectedCount(): number {
    let count = 0;
    for (const conn of this.byToken.values()) if (conn.connected) count += 1;
    return count;
  }

  close(conn: Connection, mode: CloseMode): void {
    if (conn.closed) {
      if (mode.kind === 'abrupt') this.forget(conn);
      return;
    }
    if (mode.kind === 'graceful' && conn.handshaken) {
      conn.send(closeFrame(mode.error, mode.allowReconnect));
    }
    conn.closed = true;
    const abrupt = mode.kind === 'abrupt';
    conn.transport?.close(abrupt);
    if (!abrupt && conn.transport?.lingersAfterClose) {
      conn.hub.users.get(conn.userId)?.delete(conn);
      this.byId.delete(conn.id);
    } else {
      this.forget(conn);
    }
    if (conn.handshaken) this.safely(() => conn.hub.lifecycle.onDisconnected?.(conn.context));
  }

  closeAll(mode: CloseMode): void {
    for (const conn of [...this.byToken.values()]) this.close(conn, mode);
  }

  forget(conn: Connection): void {
    this.byToken.delete(conn.token);
    this.byId.delete(conn.id);
    const set = conn.hub.users.get(conn.userId);
    if (set) {
      set.delete(conn);
      if (set.size === 0) conn.hub.users.delete(conn.userId);
    }
  }

  pingAll(): void {
    for (const conn of this.byToken.values()) if (conn.connected) conn.send(PING_FRAME);
  }

  /** Closes or forgets connections whose client stopped coming, by the timeouts. */
  sweep(now: number): void {
    const { clientTimeoutMs, disconnectTimeoutMs, handshakeTimeoutMs } = this.timeouts;
    for (const conn of [...this.byToken.values()]) {
      const transport = conn.transport;
      if (conn.closed) {
        // Lingering closed connections wait for their last poll, not forever.
        if (now - (transport?.idleSince() ?? 0) > disconnectTimeoutMs) this.forget(conn);
      } else if (transport === null) {
        if (now - conn.createdAt > disconnectTimeoutMs) this.close(conn, { kind: 'gone' });
      } else if (!conn.handshaken) {
        if (now - transport.startedAt > handshakeTimeoutMs) this.close(conn, { kind: 'abrupt' });
      } else if (now - conn.lastReceivedAt > clientTimeoutMs) {
        this.log.info('hubs: client timeout', conn.id);
        this.close(conn, {
          kind: 'graceful',
          error: 'Connection closed with an error. Client timeout elapsed.',
          allowReconnect: false,
        });
      } else {
        const idleSince = transport.idleSince();
        if (idleSince !== null && now - idleSince > disconnectTimeoutMs) {
          this.close(conn, { kind: 'abrupt' });
        }
      }
    }
  }

  /** Runs a hub's lifecycle handler; its failure is logged, never thrown into the server. */
  safely(fn: () => void): void {
    try {
      fn();
    } catch (error) {
      this.log.error('hubs: lifecycle handler failed', error);
    }
  }
}
