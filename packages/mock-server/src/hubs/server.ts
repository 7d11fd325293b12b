/**
 * A SignalR hub server in plain Node (node:http + ws), speaking the protocol as ASP.NET Core does:
 * negotiate (versions 0 and 1, and the `{url, accessToken}` redirect that Azure SignalR Service
 * answers), the WebSockets, Server-Sent Events and Long Polling transports, and the JSON hub
 * protocol. See ./index.ts for the public API and the behaviour it promises.
 */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { TLSSocket } from 'node:tls';
import { WebSocketServer } from 'ws';
import type { RawData, WebSocket } from 'ws';
import {
  PING_FRAME,
  RECORD_SEPARATOR,
  RecordReader,
  closeFrame,
  completionErrorFrame,
  completionResultFrame,
  frame,
  invocationFrame,
  readClientMessage,
  readHandshake,
} from './protocol';

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

type TransportKind = 'WebSockets' | 'ServerSentEvents' | 'LongPolling';

interface LongPollState {
  pending: ServerResponse | null;
  pendingTimer: NodeJS.Timeout | null;
  buffer: string[];
  lastPollEndedAt: number;
}

interface Connection {
  readonly id: string;
  readonly token: string;
  readonly userId: string;
  readonly hub: HubDefinition;
  readonly createdAt: number;
  transport: TransportKind | null;
  transportStartedAt: number;
  handshaken: boolean;
  closed: boolean;
  reader: RecordReader;
  invocations: Promise<void>;
  lastReceivedAt: number;
  ws: WebSocket | null;
  sse: ServerResponse | null;
  lp: LongPollState | null;
}

interface HubDefinition {
  readonly path: string;
  /** Lower-cased method name -> method (ASP.NET matches hub method names case-insensitively). */
  readonly methods: Map<string, HubMethod>;
  readonly lifecycle: HubLifecycle;
  readonly users: Map<string, Set<Connection>>;
}

interface Route {
  hub: HubDefinition;
  negotiate: boolean;
  /** Reached through the redirect prefix: only redirect tokens are accepted here. */
  internal: boolean;
}

type CloseMode =
  | { kind: 'graceful'; error?: string; allowReconnect: boolean }
  | { kind: 'abrupt' }
  /** The client went away or asked to stop: nothing left to tell it. */
  | { kind: 'gone' };

const silentLogger: HubLogger = { info() {}, warn() {}, error() {} };

class HttpFailure extends Error {
  constructor(
    readonly status: number,
    message?: string,
  ) {
    super(message ?? STATUS_CODES[status] ?? String(status));
  }
}

export function createHubServer(options: HubServerOptions): HubServer {
  return new HubServerImpl(options);
}

class HubServerImpl implements HubServer {
  private readonly hubs = new Map<string, HubDefinition>();
  private readonly byToken = new Map<string, Connection>();
  private readonly byId = new Map<string, Connection>();
  private readonly redirectTokens = new Map<string, { userId: string; expiresAt: number }>();
  private readonly wss: WebSocketServer;
  private readonly log: HubLogger;
  private readonly keepAliveIntervalMs: number;
  private readonly longPollTimeoutMs: number;
  private readonly clientTimeoutMs: number;
  private readonly disconnectTimeoutMs: number;
  private readonly handshakeTimeoutMs: number;
  private readonly redirectPrefix: string;
  private readonly redirectTokenTtlMs: number;
  private readonly maxMessageBytes: number;
  private readonly pingTimer: NodeJS.Timeout;
  private readonly sweepTimer: NodeJS.Timeout;
  private redirect = false;
  private stopped = false;
  private closedForGood = false;

  constructor(private readonly options: HubServerOptions) {
    this.log = options.logger ?? silentLogger;
    this.keepAliveIntervalMs = options.keepAliveIntervalMs ?? 15_000;
    this.longPollTimeoutMs = options.longPollTimeoutMs ?? 90_000;
    this.clientTimeoutMs = options.clientTimeoutMs ?? 30_000;
    this.disconnectTimeoutMs = options.disconnectTimeoutMs ?? 15_000;
    this.handshakeTimeoutMs = options.handshakeTimeoutMs ?? 15_000;
    this.redirectPrefix = trimSlash(options.redirectPathPrefix ?? '/_hubservice');
    this.redirectTokenTtlMs = options.redirectTokenTtlMs ?? 3_600_000;
    this.maxMessageBytes = options.maxMessageBytes ?? 1024 * 1024;
    this.wss = new WebSocketServer({ noServer: true, maxPayload: this.maxMessageBytes });
    this.wss.on('error', (error) => this.log.error('hubs: websocket server error', error));
    this.pingTimer = setInterval(() => this.pingAll(), this.keepAliveIntervalMs);
    this.pingTimer.unref();
    this.sweepTimer = setInterval(() => this.sweep(), Math.min(1000, this.keepAliveIntervalMs));
    this.sweepTimer.unref();
  }

  // ---------------------------------------------------------------- public API

  defineHub(path: string, methods: Record<string, HubMethod>, lifecycle: HubLifecycle = {}): Hub {
    const normalized = trimSlash(path);
    if (!normalized.startsWith('/')) throw new Error(`Hub path must start with '/': ${path}`);
    if (this.hubs.has(normalized)) throw new Error(`Hub already defined at ${normalized}`);
    const table = new Map<string, HubMethod>();
    for (const [name, method] of Object.entries(methods)) {
      const key = name.toLowerCase();
      if (table.has(key)) throw new Error(`Hub method names differ only by case: ${name}`);
      table.set(key, method);
    }
    const hub: HubDefinition = { path: normalized, methods: table, lifecycle, users: new Map() };
    this.hubs.set(normalized, hub);
    return {
      path: normalized,
      pushToUser: (userId, target, args) => this.pushToHubUser(hub, userId, target, args),
      pushToConnection: (connectionId, target, args) => {
        const conn = this.byId.get(connectionId);
        if (!conn || conn.hub !== hub || !conn.handshaken || conn.closed) return false;
        this.write(conn, invocationFrame(target, args));
        return true;
      },
      connectionsOf: (userId) =>
        [...(hub.users.get(userId) ?? [])]
          .filter((c) => c.handshaken && !c.closed)
          .map((c) => c.id),
    };
  }

  handleRequest(req: IncomingMessage, res: ServerResponse): boolean {
    const url = parseUrl(req.url);
    const route = url ? this.route(url.pathname) : null;
    if (!url || !route) return false;
    this.http(req, res, url, route).catch((error: unknown) => {
      if (error instanceof HttpFailure) {
        if (!res.headersSent) {
          if (error.status === 401) res.setHeader('WWW-Authenticate', 'Bearer');
          res.writeHead(error.status, { 'Content-Type': 'text/plain; charset=utf-8' });
          res.end(error.message);
        } else res.destroy();
        return;
      }
      this.log.error('hubs: request failed', req.method, req.url, error);
      if (!res.headersSent) {
        res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
        res.end('Internal Server Error');
      } else res.destroy();
    });
    return true;
  }

  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): boolean {
    const url = parseUrl(req.url);
    const route = url ? this.route(url.pathname) : null;
    if (!url || !route || route.negotiate) return false;
    socket.on('error', (error) => this.log.warn('hubs: upgrade socket error', error.message));
    this.upgrade(req, socket, head, url, route).catch((error: unknown) => {
      const status = error instanceof HttpFailure ? error.status : 500;
      if (!(error instanceof HttpFailure)) this.log.error('hubs: upgrade failed', error);
      rejectUpgrade(socket, status);
    });
    return true;
  }

  pushToUser(hubPath: string, userId: string, target: string, args: unknown[]): number {
    const hub = this.hubs.get(trimSlash(hubPath));
    if (!hub) throw new Error(`No hub defined at ${hubPath}`);
    return this.pushToHubUser(hub, userId, target, args);
  }

  dropAllConnections(): void {
    for (const conn of [...this.byToken.values()]) this.closeConnection(conn, { kind: 'abrupt' });
  }

  setNegotiateRedirect(enabled: boolean): void {
    this.redirect = enabled;
  }

  stop(): void {
    this.stopped = true;
    for (const conn of [...this.byToken.values()]) {
      this.closeConnection(conn, {
        kind: 'graceful',
        error: 'Server is stopping.',
        allowReconnect: true,
      });
    }
  }

  start(): void {
    if (this.closedForGood) throw new Error('The hub server was closed.');
    this.stopped = false;
  }

  connectionCount(): number {
    let count = 0;
    for (const conn of this.byToken.values()) if (conn.handshaken && !conn.closed) count += 1;
    return count;
  }

  close(): Promise<void> {
    this.closedForGood = true;
    this.stopped = true;
    clearInterval(this.pingTimer);
    clearInterval(this.sweepTimer);
    this.dropAllConnections();
    return new Promise((resolve) => this.wss.close(() => resolve()));
  }

  // ---------------------------------------------------------------- routing

  private route(pathname: string): Route | null {
    let path = trimSlash(pathname);
    let internal = false;
    if (path.startsWith(this.redirectPrefix + '/')) {
      path = path.slice(this.redirectPrefix.length);
      internal = true;
    }
    let negotiate = false;
    if (path.endsWith('/negotiate')) {
      const base = path.slice(0, -'/negotiate'.length);
      if (this.hubs.has(base)) {
        path = base;
        negotiate = true;
      }
    }
    const hub = this.hubs.get(path);
    return hub ? { hub, negotiate, internal } : null;
  }

  private async http(
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
    route: Route,
  ): Promise<void> {
    // A client going away mid-request (closed event stream, aborted poll) is routine.
    const onError = (error: NodeJS.ErrnoException) => {
      if (error.message !== 'aborted' && error.code !== 'ECONNRESET') {
        this.log.warn('hubs: request error', req.method, req.url, error.message);
      }
    };
    res.on('error', onError);
    req.on('error', onError);
    const preflight = this.cors(req, res);
    if (preflight) return;
    const user = await this.authenticate(req, url, route);
    if (route.negotiate) {
      if (req.method !== 'POST') throw new HttpFailure(405);
      this.negotiate(req, res, url, route, user.userId);
      return;
    }
    const id = url.searchParams.get('id');
    if (!id) throw new HttpFailure(400, 'Connection ID required');
    const conn = this.byToken.get(id);
    if (!conn || conn.hub !== route.hub) throw new HttpFailure(404, 'No Connection with that ID');
    if (conn.userId !== user.userId) {
      throw new HttpFailure(403, 'The connection is not associated with the current user.');
    }
    switch (req.method) {
      case 'GET': {
        const accept = req.headers.accept ?? '';
        if (accept.includes('text/event-stream')) this.startSse(conn, req, res);
        else this.poll(conn, res);
        return;
      }
      case 'POST':
        await this.receivePost(conn, req, res);
        return;
      case 'DELETE':
        if (conn.transport !== 'LongPolling') {
          throw new HttpFailure(400, 'Cannot terminate this connection using the DELETE endpoint.');
        }
        if (conn.closed) this.forget(conn);
        else this.closeConnection(conn, { kind: 'gone' });
        res.writeHead(202, { 'Content-Type': 'text/plain; charset=utf-8' });
        res.end();
        return;
      default:
        throw new HttpFailure(405);
    }
  }

  /** Sets CORS headers; answers and returns true for a preflight. */
  private cors(req: IncomingMessage, res: ServerResponse): boolean {
    const origin = req.headers.origin;
    const allowed = origin !== undefined && this.options.allowedOrigins.includes(origin);
    if (allowed) {
      res.setHeader('Access-Control-Allow-Origin', origin);
      res.setHeader('Access-Control-Allow-Credentials', 'true');
    }
    res.setHeader('Vary', 'Origin');
    if (req.method !== 'OPTIONS') return false;
    if (allowed) {
      res.setHeader('Access-Control-Allow-Methods', 'GET, POST, DELETE, OPTIONS');
      const requested = req.headers['access-control-request-headers'];
      res.setHeader(
        'Access-Control-Allow-Headers',
        requested ?? 'authorization, content-type, x-requested-with, x-signalr-user-agent',
      );
      res.setHeader('Access-Control-Max-Age', '7200');
    }
    res.writeHead(204);
    res.end();
    return true;
  }

  private async authenticate(
    req: IncomingMessage,
    url: URL,
    route: Route,
  ): Promise<{ userId: string }> {
    const token = bearerToken(req, url);
    if (!token) throw new HttpFailure(401);
    if (route.internal) {
      const entry = this.redirectTokens.get(token);
      if (!entry || entry.expiresAt <= Date.now()) throw new HttpFailure(401);
      return { userId: entry.userId };
    }
    const user = await this.options.verifyToken(token);
    if (!user) throw new HttpFailure(401);
    return user;
  }

  private negotiate(
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
    route: Route,
    userId: string,
  ): void {
    if (this.stopped) throw new HttpFailure(503, 'The hub is not accepting connections.');
    if (this.redirect && !route.internal) {
      const accessToken = randomId(24);
      this.redirectTokens.set(accessToken, {
        userId,
        expiresAt: Date.now() + this.redirectTokenTtlMs,
      });
      sendJson(res, 200, {
        url: `${publicOrigin(req)}${this.redirectPrefix}${route.hub.path}`,
        accessToken,
      });
      return;
    }
    const requested = Number.parseInt(url.searchParams.get('negotiateVersion') ?? '0', 10);
    const version = Number.isFinite(requested) && requested >= 1 ? 1 : 0;
    const conn = this.createConnection(route.hub, userId, version);
    const body: Record<string, unknown> = {
      connectionId: conn.id,
      negotiateVersion: version,
      availableTransports: [
        { transport: 'WebSockets', transferFormats: ['Text', 'Binary'] },
        { transport: 'ServerSentEvents', transferFormats: ['Text'] },
        { transport: 'LongPolling', transferFormats: ['Text', 'Binary'] },
      ],
    };
    if (version >= 1) body['connectionToken'] = conn.token;
    sendJson(res, 200, body);
  }

  private createConnection(hub: HubDefinition, userId: string, version: number): Connection {
    const id = randomId(16);
    const now = Date.now();
    const conn: Connection = {
      id,
      token: version >= 1 ? randomId(16) : id,
      userId,
      hub,
      createdAt: now,
      transport: null,
      transportStartedAt: 0,
      handshaken: false,
      closed: false,
      reader: new RecordReader(),
      invocations: Promise.resolve(),
      lastReceivedAt: now,
      ws: null,
      sse: null,
      lp: null,
    };
    this.byToken.set(conn.token, conn);
    this.byId.set(conn.id, conn);
    let set = hub.users.get(userId);
    if (!set) hub.users.set(userId, (set = new Set()));
    set.add(conn);
    return conn;
  }

  // ---------------------------------------------------------------- transports

  private async upgrade(
    req: IncomingMessage,
    socket: Duplex,
    head: Buffer,
    url: URL,
    route: Route,
  ): Promise<void> {
    const origin = req.headers.origin;
    if (origin !== undefined && !this.options.allowedOrigins.includes(origin)) {
      throw new HttpFailure(403);
    }
    const user = await this.authenticate(req, url, route);
    const id = url.searchParams.get('id');
    let conn: Connection;
    if (id) {
      const found = this.byToken.get(id);
      if (!found || found.hub !== route.hub || found.closed) throw new HttpFailure(404);
      if (found.userId !== user.userId) throw new HttpFailure(403);
      if (found.transport !== null) throw new HttpFailure(409);
      conn = found;
    } else {
      // skipNegotiation: the WebSocket request itself creates the connection.
      if (this.stopped) throw new HttpFailure(503);
      conn = this.createConnection(route.hub, user.userId, 1);
    }
    if (socket.destroyed) {
      this.closeConnection(conn, { kind: 'gone' });
      return;
    }
    conn.transport = 'WebSockets';
    conn.transportStartedAt = Date.now();
    this.wss.handleUpgrade(req, socket, head, (ws) => {
      if (conn.closed) {
        ws.terminate();
        return;
      }
      conn.ws = ws;
      ws.on('message', (data: RawData) => this.receive(conn, rawToString(data)));
      ws.on('close', () => this.closeConnection(conn, { kind: 'gone' }));
      ws.on('error', (error) => {
        this.log.warn('hubs: websocket error', conn.id, error.message);
        this.closeConnection(conn, { kind: 'abrupt' });
      });
    });
  }

  private startSse(conn: Connection, req: IncomingMessage, res: ServerResponse): void {
    if (conn.transport !== null) {
      throw new HttpFailure(
        conn.transport === 'ServerSentEvents' ? 409 : 400,
        'Cannot change transports between requests.',
      );
    }
    conn.transport = 'ServerSentEvents';
    conn.transportStartedAt = Date.now();
    conn.sse = res;
    req.socket.setNoDelay(true);
    req.socket.setTimeout(0);
    res.writeHead(200, {
      'Content-Type': 'text/event-stream',
      'Cache-Control': 'no-cache',
      'X-Accel-Buffering': 'no',
    });
    // Like ASP.NET: some data at once so that every EventSource fires `open`.
    res.write(':\r\n');
    res.on('close', () => this.closeConnection(conn, { kind: 'gone' }));
  }

  private poll(conn: Connection, res: ServerResponse): void {
    if (conn.transport === null) {
      // The first poll tells the client that the transport is up: answer at once.
      conn.transport = 'LongPolling';
      conn.transportStartedAt = Date.now();
      conn.lp = { pending: null, pendingTimer: null, buffer: [], lastPollEndedAt: Date.now() };
      res.writeHead(200, { 'Content-Type': 'application/octet-stream', 'Content-Length': 0 });
      res.end();
      return;
    }
    const lp = conn.lp;
    if (conn.transport !== 'LongPolling' || !lp) {
      throw new HttpFailure(400, 'Cannot change transports between requests.');
    }
    if (lp.pending) {
      // A newer poll replaces the outstanding one, which ends with 204.
      const previous = lp.pending;
      this.endPoll(lp);
      previous.writeHead(204);
      previous.end();
    }
    if (lp.buffer.length > 0) {
      this.flushPoll(lp, res);
      return;
    }
    if (conn.closed) {
      // Closed by the server: 204 tells the client so (the sweep forgets the connection).
      res.writeHead(204);
      res.end();
      return;
    }
    lp.pending = res;
    lp.pendingTimer = setTimeout(() => {
      if (lp.pending !== res) return;
      this.endPoll(lp);
      res.writeHead(200, { 'Content-Type': 'application/octet-stream', 'Content-Length': 0 });
      res.end();
    }, this.longPollTimeoutMs);
    res.on('close', () => {
      if (lp.pending === res) this.endPoll(lp);
    });
  }

  private endPoll(lp: LongPollState): void {
    if (lp.pendingTimer) clearTimeout(lp.pendingTimer);
    lp.pending = null;
    lp.pendingTimer = null;
    lp.lastPollEndedAt = Date.now();
  }

  private flushPoll(lp: LongPollState, res: ServerResponse): void {
    const body = Buffer.from(lp.buffer.join(''), 'utf8');
    lp.buffer = [];
    res.writeHead(200, {
      'Content-Type': 'application/octet-stream',
      'Content-Length': body.length,
    });
    res.end(body);
  }

  private async receivePost(
    conn: Connection,
    req: IncomingMessage,
    res: ServerResponse,
  ): Promise<void> {
    if (conn.transport === 'WebSockets') {
      throw new HttpFailure(405, 'POST requests are not allowed for WebSocket connections.');
    }
    const body = await readBody(req, this.maxMessageBytes);
    if (!conn.closed) this.receive(conn, body);
    res.writeHead(200, { 'Content-Type': 'text/plain; charset=utf-8', 'Content-Length': 0 });
    res.end();
  }

  // ---------------------------------------------------------------- hub protocol

  private receive(conn: Connection, text: string): void {
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
        const handshake = readHandshake(record);
        if (!handshake.ok) {
          this.log.warn('hubs: handshake failed', conn.id, handshake.error);
          this.write(conn, frame({ error: handshake.error }));
          this.closeConnection(conn, { kind: 'graceful', allowReconnect: false });
          return;
        }
        conn.handshaken = true;
        this.write(conn, '{}' + RECORD_SEPARATOR);
        this.safely(() => conn.hub.lifecycle.onConnected?.(context(conn)));
        continue;
      }
      this.dispatch(conn, record);
    }
  }

  private dispatch(conn: Connection, record: string): void {
    const message = readClientMessage(record);
    switch (message.kind) {
      case 'invalid':
        this.log.warn('hubs: invalid message', conn.id, message.reason);
        if (message.invocationId !== undefined) {
          this.write(conn, completionErrorFrame(message.invocationId, message.reason));
        } else {
          this.protocolError(conn, message.reason);
        }
        return;
      case 'stream-invocation':
        if (message.invocationId !== undefined) {
          this.write(
            conn,
            completionErrorFrame(
              message.invocationId,
              'Streaming is not supported by this server.',
            ),
          );
        }
        return;
      case 'close':
        this.closeConnection(conn, { kind: 'gone' });
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
            this.write(conn, completionErrorFrame(invocationId, `Unknown hub method '${target}'`));
          }
          return;
        }
        // One invocation at a time per connection (ASP.NET: MaximumParallelInvocationsPerClient = 1).
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
      const result: unknown = await method(context(conn), ...args);
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
    if (reply !== undefined && !conn.closed) this.write(conn, reply);
  }

  private protocolError(conn: Connection, reason: string): void {
    this.closeConnection(conn, {
      kind: 'graceful',
      error: `Connection closed with an error. ${reason}`,
      allowReconnect: false,
    });
  }

  private pushToHubUser(
    hub: HubDefinition,
    userId: string,
    target: string,
    args: unknown[],
  ): number {
    const set = hub.users.get(userId);
    if (!set) return 0;
    const text = invocationFrame(target, args);
    let reached = 0;
    for (const conn of set) {
      if (!conn.handshaken || conn.closed) continue;
      this.write(conn, text);
      reached += 1;
    }
    return reached;
  }

  private write(conn: Connection, text: string): void {
    switch (conn.transport) {
      case 'WebSockets':
        if (conn.ws && conn.ws.readyState === conn.ws.OPEN) conn.ws.send(text);
        return;
      case 'ServerSentEvents':
        if (conn.sse && !conn.sse.writableEnded) conn.sse.write(`data: ${text}\r\n\r\n`);
        return;
      case 'LongPolling': {
        const lp = conn.lp;
        if (!lp) return;
        lp.buffer.push(text);
        if (lp.pending) {
          const res = lp.pending;
          this.endPoll(lp);
          this.flushPoll(lp, res);
        }
        return;
      }
      case null:
        return;
    }
  }

  // ---------------------------------------------------------------- lifetime

  private closeConnection(conn: Connection, mode: CloseMode): void {
    if (conn.closed) {
      if (mode.kind === 'abrupt') this.forget(conn);
      return;
    }
    if (mode.kind === 'graceful' && conn.handshaken) {
      this.write(conn, closeFrame(mode.error, mode.allowReconnect));
    }
    conn.closed = true;
    const abrupt = mode.kind === 'abrupt';
    if (conn.ws) {
      if (abrupt) conn.ws.terminate();
      else conn.ws.close(1000);
    }
    if (conn.sse) {
      if (abrupt) conn.sse.destroy();
      else conn.sse.end();
    }
    const lp = conn.lp;
    if (lp) {
      const pending = lp.pending;
      if (pending) {
        this.endPoll(lp);
        if (abrupt) pending.destroy();
        else if (lp.buffer.length > 0) this.flushPoll(lp, pending);
        else {
          pending.writeHead(204);
          pending.end();
        }
      }
    }
    // A long-polling connection stays reachable by its token for a while: its close message may
    // still wait for a poll, and the client's DELETE and close POST may still come.
    const keep = !abrupt && lp !== null;
    if (!keep) this.forget(conn);
    else {
      conn.hub.users.get(conn.userId)?.delete(conn);
      this.byId.delete(conn.id);
    }
    if (conn.handshaken) this.safely(() => conn.hub.lifecycle.onDisconnected?.(context(conn)));
  }

  private forget(conn: Connection): void {
    this.byToken.delete(conn.token);
    this.byId.delete(conn.id);
    const set = conn.hub.users.get(conn.userId);
    if (set) {
      set.delete(conn);
      if (set.size === 0) conn.hub.users.delete(conn.userId);
    }
  }

  private pingAll(): void {
    for (const conn of this.byToken.values()) {
      if (conn.handshaken && !conn.closed) this.write(conn, PING_FRAME);
    }
  }

  private sweep(): void {
    const now = Date.now();
    for (const conn of [...this.byToken.values()]) {
      if (conn.closed) {
        // Closed long-polling connections wait for their last poll, not forever.
        if (now - (conn.lp?.lastPollEndedAt ?? 0) > this.disconnectTimeoutMs) this.forget(conn);
        continue;
      }
      if (conn.transport === null) {
        if (now - conn.createdAt > this.disconnectTimeoutMs)
          this.closeConnection(conn, { kind: 'gone' });
        continue;
      }
      if (!conn.handshaken) {
        if (now - conn.transportStartedAt > this.handshakeTimeoutMs) {
          this.closeConnection(conn, { kind: 'abrupt' });
        }
        continue;
      }
      if (now - conn.lastReceivedAt > this.clientTimeoutMs) {
        this.log.info('hubs: client timeout', conn.id);
        this.closeConnection(conn, {
          kind: 'graceful',
          error: 'Connection closed with an error. Client timeout elapsed.',
          allowReconnect: false,
        });
        continue;
      }
      const lp = conn.lp;
      if (lp && !lp.pending && now - lp.lastPollEndedAt > this.disconnectTimeoutMs) {
        this.closeConnection(conn, { kind: 'abrupt' });
      }
    }
    for (const [token, entry] of this.redirectTokens) {
      if (entry.expiresAt <= now) this.redirectTokens.delete(token);
    }
  }

  private safely(fn: () => void): void {
    try {
      fn();
    } catch (error) {
      this.log.error('hubs: lifecycle handler failed', error);
    }
  }
}

// ---------------------------------------------------------------- helpers

function context(conn: Connection): HubCallContext {
  return { userId: conn.userId, connectionId: conn.id };
}

function parseUrl(raw: string | undefined): URL | null {
  try {
    return new URL(raw ?? '/', 'http://hub.invalid');
  } catch {
    return null;
  }
}

function trimSlash(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.replace(/\/+$/, '') : path;
}

function randomId(bytes: number): string {
  return randomBytes(bytes).toString('base64url');
}

function bearerToken(req: IncomingMessage, url: URL): string | null {
  const header = req.headers.authorization;
  if (header) {
    const match = /^Bearer\s+(.+)$/i.exec(header.trim());
    if (match?.[1]) return match[1];
  }
  return url.searchParams.get('access_token');
}

function publicOrigin(req: IncomingMessage): string {
  const forwardedProto = firstHeader(req.headers['x-forwarded-proto']);
  const proto = forwardedProto ?? ((req.socket as TLSSocket).encrypted ? 'https' : 'http');
  const host = firstHeader(req.headers['x-forwarded-host']) ?? req.headers.host ?? 'localhost';
  return `${proto}://${host}`;
}

function firstHeader(value: string | string[] | undefined): string | undefined {
  const first = Array.isArray(value) ? value[0] : value;
  return first?.split(',')[0]?.trim() || undefined;
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json',
    'Cache-Control': 'no-cache, no-store',
    'Content-Length': Buffer.byteLength(text),
  });
  res.end(text);
}

function rawToString(data: RawData): string {
  if (Buffer.isBuffer(data)) return data.toString('utf8');
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.from(data).toString('utf8');
}

function readBody(req: IncomingMessage, limit: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        reject(new HttpFailure(413));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function rejectUpgrade(socket: Duplex, status: number): void {
  if (socket.destroyed) return;
  const extra = status === 401 ? 'WWW-Authenticate: Bearer\r\n' : '';
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\nConnection: close\r\nContent-Length: 0\r\n${extra}\r\n`,
    () => socket.destroy(),
  );
}
