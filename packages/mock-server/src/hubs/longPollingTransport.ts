import type { ServerResponse } from 'node:http';
import type { Transport } from './transport';

const emptyOk = (res: ServerResponse): void => {
  res.writeHead(200, { 'Content-Type': 'application/octet-stream', 'Content-Length': 0 });
  res.end();
};

const noContent = (res: ServerResponse): void => {
  res.writeHead(204);
  res.end();
};

/**
 * Long polling: the server's messages wait in a buffer for the client's next GET; the client's
 * messages come as POSTs. The first poll is answered at once (the client takes it as
 * connected); later polls wait for data or end empty after the poll timeout; a newer poll ends
 * the outstanding one with 204, and so does a poll of a closed connection.
 */
export class LongPollingTransport implements Transport {
  readonly kind = 'LongPolling';
  readonly lingersAfterClose = true;
  private pending: ServerResponse | null = null;
  private pendingTimer: NodeJS.Timeout | null = null;
  private buffer: string[] = [];
  private lastPollEndedAt: number;

  /** Answers the first poll, which brings the transport up. */
  constructor(
    readonly startedAt: number,
    firstPoll: ServerResponse,
    private readonly pollTimeoutMs: number,
  ) {
    this.lastPollEndedAt = startedAt;
    emptyOk(firstPoll);
  }

  /** A later poll; `closed` when the connection has ended (the poll then learns it). */
  poll(res: ServerResponse, closed: boolean): void {
    if (this.pending) {
      const previous = this.pending;
      this.endPoll();
      noContent(previous);
    }
    if (this.buffer.length > 0) {
      this.flush(res);
      return;
    }
    if (closed) {
      noContent(res);
      return;
    }
    this.pending = res;
    this.pendingTimer = setTimeout(() => {
      if (this.pending !== res) return;
      this.endPoll();
      emptyOk(res);
    }, this.pollTimeoutMs);
    res.on('close', () => {
      if (this.pending === res) this.endPoll();
    });
  }

  send(text: string): void {
    this.buffer.push(text);
    if (this.pending) {
      const res = this.pending;
      this.endPoll();
      this.flush(res);
    }
  }

  close(abrupt: boolean): void {
    const pending = this.pending;
    if (!pending) return;
    this.endPoll();
    if (abrupt) pending.destroy();
    else if (this.buffer.length > 0) this.flush(pending);
    else noContent(pending);
  }

  idleSince(): number | null {
    return this.pending ? null : this.lastPollEndedAt;
  }

  private endPoll(): void {
    if (this.pendingTimer) clearTimeout(this.pendingTimer);
    this.pending = null;
    this.pendingTimer = null;
    this.lastPollEndedAt = Date.now();
  }

  private flush(res: ServerResponse): void {
    const body = Buffer.from(this.buffer.join(''), 'utf8');
    this.buffer = [];
    res.writeHead(200, {
      'Content-Type': 'application/octet-stream',
      'Content-Length': body.length,
    });
    res.end(body);
  }
}
