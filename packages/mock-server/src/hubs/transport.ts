/** How a connection's messages travel; the three transports of SignalR. */
export type TransportKind = 'WebSockets' | 'ServerSentEvents' | 'LongPolling';

/**
 * One connection's transport, whatever its kind: the hub server writes framed messages to it,
 * closes it, and asks whether its client still comes (long polling only).
 */
export interface Transport {
  readonly kind: TransportKind;
  /** When the transport came up (the handshake must follow within its timeout). */
  readonly startedAt: number;
  /**
   * A closed connection stays reachable by its token for a while after a graceful close: its
   * close message may still wait for a poll, and the client's DELETE and close POST may still
   * come (long polling).
   */
  readonly lingersAfterClose: boolean;
  /** Sends framed text (one or more records). */
  send(text: string): void;
  /** Ends the transport: gracefully (what is queued is delivered) or abruptly (no goodbye). */
  close(abrupt: boolean): void;
  /** Since when the client has had no request outstanding (long polling); null when it has. */
  idleSince(): number | null;
}
