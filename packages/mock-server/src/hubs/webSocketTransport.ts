import type { RawData, WebSocket } from 'ws';
import { rawToString } from './http';
import type { Transport } from './transport';

export interface WebSocketEvents {
  message(text: string): void;
  /** The socket closed (the client went away or answered our close). */
  closed(): void;
  failed(error: Error): void;
}

/**
 * WebSockets: one socket both ways. The transport is claimed when the upgrade starts (a second
 * upgrade is refused) and the socket attached when the upgrade completes; until then nothing
 * is sent.
 */
export class WebSocketTransport implements Transport {
  readonly kind = 'WebSockets';
  readonly lingersAfterClose = false;
  private socket: WebSocket | null = null;

  constructor(readonly startedAt: number) {}

  attach(socket: WebSocket, events: WebSocketEvents): void {
    this.socket = socket;
    socket.on('message', (data: RawData) => events.message(rawToString(data)));
    socket.on('close', () => events.closed());
    socket.on('error', (error) => events.failed(error));
  }

  send(text: string): void {
    if (this.socket && this.socket.readyState === this.socket.OPEN) this.socket.send(text);
  }

  close(abrupt: boolean): void {
    if (!this.socket) return;
    if (abrupt) this.socket.terminate();
    else this.socket.close(1000);
  }

  idleSince(): number | null {
    return null;
  }
}
