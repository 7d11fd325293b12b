import type { Connection } from './connection';
import type { Connections } from './connections';
import {
  RECORD_SEPARATOR,
  completionErrorFrame,
  completionResultFrame,
  frame,
  readClientMessage,
  readHandshake,
} from './protocol';
import type { HubLogger, HubMethod } from './types';

/**
 * What the server does with a client's messages, whatever transport brought them: the
 * handshake, then invocations of the hub's methods (one at a time per connection, as ASP.NET's
 * MaximumParallelInvocationsPerClient = 1), pings and close messages. Bad input closes the
 * connection with the reason, or answers a completion error when the client awaits one.
 */
export class HubMessages {
  constructor(
    private readonly connections: Connections,
    private readonly log: HubLogger,
    private readonly maxMessageBytes: number,
  ) {}

  receive(conn: Connection, text: string): void {
    if (conn.closed) return;
    conn.lastReceivedAt = Date.now();
    const records = conn.reader.push(text);
    if (conn.reader.pendingLength > this.maxMessageBytes) {
      this.protocolError(conn, 'Message is too large.');
      return;
    }
    for (const record of records) {
      if (conn.closed) return;
      if (!conn.handshaken) {
        if (!this.handshake(conn, record)) return;
        continue;
      }
      this.dispatch(conn, record);
    }
  }

  private handshake(conn: Connection, record: string): boolean {
    const handshake = readHandshake(record);
    if (!handshake.ok) {
      this.log.warn('hubs: handshake failed', conn.id, handshake.error);
      conn.send(frame({ error: handshake.error }));
      this.connections.close(conn, { kind: 'graceful', allowReconnect: false });
      return false;
    }
    conn.handshaken = true;
    conn.send('{}' + RECORD_SEPARATOR);
    this.connections.safely(() => conn.hub.lifecycle.onConnected?.(conn.context));
    return true;
  }

  private dispatch(conn: Connection, record: string): void {
    const message = readClientMessage(record);
    switch (message.kind) {
      case 'invalid':
        this.log.warn('hubs: invalid message', conn.id, message.reason);
        if (message.invocationId !== undefined) {
          conn.send(completionErrorFrame(message.invocationId, message.reason));
        } else {
          this.protocolError(conn, message.reason);
        }
        return;
      case 'stream-invocation':
        if (message.invocationId !== undefined) {
          conn.send(
            completionErrorFrame(
              message.invocationId,
              'Streaming is not supported by this server.',
            ),
          );
        }
        return;
      case 'close':
        this.connections.close(conn, { kind: 'gone' });
        return;
      case 'ping':
      case 'ignored':
        return;
      case 'invocation': {
        const method = conn.hub.methods.get(message.target.toLowerCase());
        const { invocationId, target, args } = message;
        if (!method) {
          // As ASP.NET: a completion error when the client waits for one, else only a log line.
          this.log.warn('hubs: unknown hub method', conn.hub.path, target);
          if (invocationId !== undefined) {
            conn.send(completionErrorFrame(invocationId, `Unknown hub method '${target}'`));
          }
          return;
        }
        conn.invocations = conn.invocations
          .then(() => this.invoke(conn, method, target, invocationId, args))
          .catch((error: unknown) => this.log.error('hubs: invocation failed', error));
        return;
      }
    }
  }

  private async invoke(
    conn: Connection,
    method: HubMethod,
    target: string,
    invocationId: string | undefined,
    args: unknown[],
  ): Promise<void> {
    let reply: string | undefined;
    try {
      const result: unknown = await method(conn.context, ...args);
      if (invocationId !== undefined) reply = completionResultFrame(invocationId, result);
    } catch (error) {
      const text = error instanceof Error ? error.message : String(error);
      this.log.warn(`hubs: ${conn.hub.path} ${target} failed`, text);
      if (invocationId !== undefined) {
        reply = completionErrorFrame(
          invocationId,
          text || `An unexpected error occurred invoking '${target}' on the server.`,
        );
      }
    }
    if (reply !== undefined && !conn.closed) conn.send(reply);
  }

  private protocolError(conn: Connection, reason: string): void {
    this.connections.close(conn, {
      kind: 'graceful',
      error: `Connection closed with an error. ${reason}`,
      allowReconnect: false,
    });
  }
}
