import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Transport } from './transport';

/**
 * Server-Sent Events: one open response carries the server's messages as `data:` events; the
 * client's messages come as POSTs.
 */
export class ServerSentEventsTransport implements Transport {
  readonly kind = 'ServerSentEvents';
  readonly lingersAfterClose = false;

  constructor(
    readonly startedAt: number,
    req: IncomingMessage,
    private readonly res: ServerResponse,
    onClosed: () => void,
  ) {
    req.socket.setNoDelay(true);
    req.socket.setTimeout(0);
    res.writeHead(200, {
      'Content-Type': 'text/event-stream',
      'Cache-Control': 'no-cache',
      'X-Accel-Buffering': 'no',
    });
    // Like ASP.NET: some data at once so that every EventSource fires `open`.
    res.write(':\r\n');
    res.on('close', onClosed);
  }

  send(text: string): void {
    if (!this.res.writableEnded) this.res.write(`data: ${text}\r\n\r\n`);
  }

  close(abrupt: boolean): void {
    if (abrupt) this.res.destroy();
    else this.res.end();
  }

  idleSince(): number | null {
    return null;
  }
}
