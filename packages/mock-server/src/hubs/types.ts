import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';

/** The public face of the hub server: options, hubs and their methods. */

export interface HubCallContext {
  readonly userId: string;
  readonly connectionId: string;
}

export type HubMethod = (ctx: HubCallContext, ...args: unknown[]) => unknown;

export interface HubLifecycle {
  /** After the handshake: the connection can now receive pushes. */
  onConnected?: (ctx: HubCallContext) => void;
  /** Once, whatever ended the connection (client stop, drop, timeout, server stop). */
  onDisconnected?: (ctx: HubCallContext) => void;
}

export interface HubLogger {
  info(message: string, ...details: unknown[]): void;
  warn(message: string, ...details: unknown[]): void;
  error(message: string, ...details: unknown[]): void;
}

export interface HubServerOptions {
  /** Checks a bearer token (from `Authorization: Bearer` or the `access_token` query). */
  verifyToken: (token: string) => Promise<{ userId: string } | null>;
  /** Exact origins echoed back with `Access-Control-Allow-Credentials: true`. */
  allowedOrigins: string[];
  /** Server ping interval (ASP.NET: KeepAliveInterval). Default 15 000 ms. */
  keepAliveIntervalMs?: number;
  /** How long a long poll waits for data before an empty 200. Default 90 000 ms (client: 100 s). */
  longPollTimeoutMs?: number;
  /** A connection that sends nothing for this long is closed (ASP.NET: ClientTimeoutInterval). Default 30 000 ms. */
  clientTimeoutMs?: number;
  /** A negotiated connection with no transport, or a long-polling one with no poll, is dropped after this. Default 15 000 ms. */
  disconnectTimeoutMs?: number;
  /** Time allowed for the handshake once the transport is up. Default 15 000 ms. */
  handshakeTimeoutMs?: number;
  /** Path prefix of the internal "hub service" endpoints used by the negotiate redirect. Default '/_hubservice'. */
  redirectPathPrefix?: string;
  /** Lifetime of the access tokens handed out by the negotiate redirect. Default 3 600 000 ms. */
  redirectTokenTtlMs?: number;
  /** Largest message, POST body or WebSocket frame accepted. Default 1 MiB. */
  maxMessageBytes?: number;
  logger?: HubLogger;
}

export interface Hub {
  readonly path: string;
  /** Pushes `target(...args)` to every connected connection of the user on this hub. */
  pushToUser(userId: string, target: string, args: unknown[]): number;
  /** Pushes to one connection; false when it is not connected (any more). */
  pushToConnection(connectionId: string, target: string, args: unknown[]): boolean;
  /** Connection ids of the user's connected connections on this hub. */
  connectionsOf(userId: string): string[];
}

export interface HubServer {
  defineHub(path: string, methods: Record<string, HubMethod>, lifecycle?: HubLifecycle): Hub;
  handleRequest(req: IncomingMessage, res: ServerResponse): boolean;
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): boolean;
  pushToUser(hubPath: string, userId: string, target: string, args: unknown[]): number;
  dropAllConnections(): void;
  setNegotiateRedirect(enabled: boolean): void;
  stop(): void;
  start(): void;
  connectionCount(): number;
  close(): Promise<void>;
}
