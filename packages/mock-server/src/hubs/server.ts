/**
 * A SignalR hub server in plain Node (node:http + ws), speaking the protocol as ASP.NET Core does:
 * negotiate (versions 0 and 1, and the `{url, accessToken}` redirect that Azure SignalR Service
 * answers), the WebSockets, Server-Sent Events and Long Polling transports, and the JSON hub
 * protocol. See ./index.ts for the public API and the behaviour it promises.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import type { Connection, HubDefinition } from './connection';
import { Connections } from './connections';
import { HubMessages } from './hubMessages';
import {
  HttpFailure,
  applyCors,
  bearerToken,
  parseUrl,
  publicOrigin,
  readBody,
  rejectUpgrade,
  sendFailure,
  sendJson,
  trimSlash,
} from './http';
import { HubRoutes, type Route } from './hubRoutes';
import { LongPollingTransport } from './longPollingTransport';
import { invocationFrame } from './protocol';
import { RedirectTokens } from './redirectTokens';
import { ServerSentEventsTransport } from './serverSentEventsTransport';
import type { Hub, HubLifecycle, HubLogger, HubMethod, HubServer, HubServerOptions } from './types';
import { WebSocketTransport } from './webSocketTransport';

const silentLogger: HubLogger = { info() {}, warn() {}, error() {} };

const AVAILABLE_TRANSPORTS = [
  { transport: 'WebSockets', transferFormats: ['Text', 'Binary'] },
  { transport: 'ServerSentEvents', transferFormats: ['Text'] },
  { transport: 'LongPolling', transferFormats: ['Text', 'Binary'] },
];

export function createHubServer(options: HubServerOptions): HubServer {
  return new HubServerImpl(options);
}

class HubServerImpl implements HubServer {
  private readonly routes: HubRoutes;
  private readonly connections: Connections;
  private readonly messages: HubMessages;
  private readonly redirectTokens: RedirectTokens;
  private readonly wss: WebSocketServer;
  private readonly log: HubLogger;
  private readonly longPollTimeoutMs: number;
  private readonly redirectPrefix: string;
  private readonly maxMessageBytes: number;
  private readonly pingTimer: NodeJS.Timeout;
  private readonly sweepTimer: NodeJS.Timeout;
  private redirect = false;
  private stopped = false;
  private closedForGood = false;

  constructor(private readonly options: HubServerOptions) {
    this.log = options.logger ?? silentLogger;
    const keepAliveIntervalMs = options.keepAliveIntervalMs ?? 15_000;
    this.longPollTimeoutMs = options.longPollTimeoutMs ?? 90_000;
    this.redirectPrefix = trimSlash(options.redirectPathPrefix ?? '/_hubservice');
    this.routes = new HubRoutes(this.redirectPrefix);
    this.redirectTokens = new RedirectTokens(options.redirectTokenTtlMs ?? 3_600_000);
    this.maxMessageBytes = options.maxMessageBytes ?? 1024 * 1024;
    this.connections = new Connections(
      {
        clientTimeoutMs: options.clientTimeoutMs ?? 30_000,
        disconnectTimeoutMs: options.disconnectTimeoutMs ?? 15_000,
        handshakeTimeoutMs: options.handshakeTimeoutMs ?? 15_000,
      },
      this.log,
    );
    this.messages = new HubMessages(this.connections, this.log, this.maxMessageBytes);
    this.wss = new WebSocketServer({ noServer: true, maxPayload: this.maxMessageBytes });
    this.wss.on('error', (error) => this.log.error('hubs: websocket server error', error));
    this.pingTimer = setInterval(() => this.connections.pingAll(), keepAliveIntervalMs);
    this.pingTimer.unref();
    this.sweepTimer = setInterval(() => this.sweep(), Math.min(1000, keepAliveIntervalMs));
    this.sweepTimer.unref();
  }

  // ---------------------------------------------------------------- public API

  defineHub(path: string, methods: Record<string, HubMethod>, lifecycle: HubLifecycle = {}): Hub {
    const hub = this.routes.define(path, methods, lifecycle);
    return {
      path: hub.path,
      pushToUser: (userId, target, args) => this.pushToHubUser(hub, userId, target, args),
      pushToConnection: (connectionId, target, args) => {
        const conn = this.connections.withId(connectionId);
        if (!conn || conn.hub !== hub || !conn.connected) return false;
        conn.send(invocationFrame(target, args));
        return true;
      },
      connectionsOf: (userId) =>
        [...(hub.users.get(userId) ?? [])].filter((c) => c.connected).map((c) => c.id),
    };
  }

  handleRequest(req: IncomingMessage, res: ServerResponse): boolean {
    const url = parseUrl(req.url);
    const route = url ? this.routes.route(url.pathname) : null;
    if (!url || !route) return false;
    this.http(req, res, url, route).catch((error: unknown) => {
      if (!(error instanceof HttpFailure)) {
        this.log.error('hubs: request failed', req.method, req.url, error);
      }
      const failure = error instanceof HttpFailure ? error : new HttpFailure(500);
      if (!res.headersSent) sendFailure(res, failure);
      else res.destroy();
    });
    return true;
  }

  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): boolean {
    const url = parseUrl(req.url);
    const route = url ? this.routes.route(url.pathname) : null;
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
    return this.pushToHubUser(this.routes.at(hubPath), userId, target, args);
  }

  dropAllConnections(): void {
    this.connections.closeAll({ kind: 'abrupt' });
  }

  setNegotiateRedirect(enabled: boolean): void {
    this.redirect = enabled;
  }

  stop(): void {
    this.stopped = true;
    this.connections.closeAll({
      kind: 'graceful',
      error: 'Server is stopping.',
      allowReconnect: true,
    });
  }

  start(): void {
    if (this.closedForGood) throw new Error('The hub server was closed.');
    this.stopped = false;
  }

  connectionCount(): number {
    return this.connections.connectedCount();
  }

  close(): Promise<void> {
    this.closedForGood = true;
    this.stopped = true;
    clearInterval(this.pingTimer);
    clearInterval(this.sweepTimer);
    this.dropAllConnections();
    return new Promise((resolve) => this.wss.close(() => resolve()));
  }

  // ---------------------------------------------------------------- requests

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
    if (applyCors(req, res, this.options.allowedOrigins)) return;
    const user = await this.authenticate(req, url, route);
    if (route.negotiate) {
      if (req.method !== 'POST') throw new HttpFailure(405);
      this.negotiate(req, res, url, route, user.userId);
      return;
    }
    const id = url.searchParams.get('id');
    if (!id) throw new HttpFailure(400, 'Connection ID required');
    const conn = this.connections.withToken(id);
    if (!conn || conn.hub !== route.hub) throw new HttpFailure(404, 'No Connection with that ID');
    if (conn.userId !== user.userId) {
      throw new HttpFailure(403, 'The connection is not associated with the current user.');
    }
    switch (req.method) {
      case 'GET':
        if ((req.headers.accept ?? '').includes('text/event-stream')) this.startSse(conn, req, res);
        else this.poll(conn, res);
        return;
      case 'POST':
        await this.receivePost(conn, req, res);
        return;
      case 'DELETE':
        if (conn.transport?.kind !== 'LongPolling') {
          throw new HttpFailure(400, 'Cannot terminate this connection using the DELETE endpoint.');
        }
        if (conn.closed) this.connections.forget(conn);
        else this.connections.close(conn, { kind: 'gone' });
        res.writeHead(202, { 'Content-Type': 'text/plain; charset=utf-8' });
        res.end();
        return;
      default:
        throw new HttpFailure(405);
    }
  }

  private async authenticate(
    req: IncomingMessage,
    url: URL,
    route: Route,
  ): Promise<{ userId: string }> {
    const token = bearerToken(req, url);
    if (!token) throw new HttpFailure(401);
    if (route.internal) {
      const userId = this.redirectTokens.userOf(token);
      if (userId === null) throw new HttpFailure(401);
      return { userId };
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
      sendJson(res, 200, {
        url: `${publicOrigin(req)}${this.redirectPrefix}${route.hub.path}`,
        accessToken: this.redirectTokens.issue(userId),
      });
      return;
    }
    const requested = Number.parseInt(url.searchParams.get('negotiateVersion') ?? '0', 10);
    const version = Number.isFinite(requested) && requested >= 1 ? 1 : 0;
    const conn = this.connections.create(route.hub, userId, version);
    const body: Record<string, unknown> = {
      connectionId: conn.id,
      negotiateVersion: version,
      availableTransports: AVAILABLE_TRANSPORTS,
    };
    if (version >= 1) body['connectionToken'] = conn.token;
    sendJson(res, 200, body);
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
      const found = this.connections.withToken(id);
      if (!found || found.hub !== route.hub || found.closed) throw new HttpFailure(404);
      if (found.userId !== user.userId) throw new HttpFailure(403);
      if (found.transport !== null) throw new HttpFailure(409);
      conn = found;
    } else {
      // skipNegotiation: the WebSocket request itself creates the connection.
      if (this.stopped) throw new HttpFailure(503);
      conn = this.connections.create(route.hub, user.userId, 1);
    }
    if (socket.destroyed) {
      this.connections.close(conn, { kind: 'gone' });
      return;
    }
    const transport = new WebSocketTransport(Date.now());
    conn.transport = transport;
    this.wss.handleUpgrade(req, socket, head, (ws) => {
      if (conn.closed) {
        ws.terminate();
        return;
      }
      transport.attach(ws, {
        message: (text) => this.messages.receive(conn, text),
        closed: () => this.connections.close(conn, { kind: 'gone' }),
        failed: (error) => {
          this.log.warn('hubs: websocket error', conn.id, error.message);
          this.connections.close(conn, { kind: 'abrupt' });
        },
      });
    });
  }

  private startSse(conn: Connection, req: IncomingMessage, res: ServerResponse): void {
    if (conn.transport !== null) {
      throw new HttpFailure(
        conn.transport.kind === 'ServerSentEvents' ? 409 : 400,
        'Cannot change transports between requests.',
      );
    }
    conn.transport = new ServerSentEventsTransport(Date.now(), req, res, () =>
      this.connections.close(conn, { kind: 'gone' }),
    );
  }

  private poll(conn: Connection, res: ServerResponse): void {
    const transport = conn.transport;
    if (transport === null) {
      conn.transport = new LongPollingTransport(Date.now(), res, this.longPollTimeoutMs);
      return;
    }
    if (!(transport instanceof LongPollingTransport)) {
      throw new HttpFailure(400, 'Cannot change transports between requests.');
    }
    transport.poll(res, conn.closed);
  }

  private async receivePost(
    conn: Connection,
    req: IncomingMessage,
    res: ServerResponse,
  ): Promise<void> {
    if (conn.transport?.kind === 'WebSockets') {
      throw new HttpFailure(405, 'POST requests are not allowed for WebSocket connections.');
    }
    const body = await readBody(req, this.maxMessageBytes);
    if (!conn.closed) this.messages.receive(conn, body);
    res.writeHead(200, { 'Content-Type': 'text/plain; charset=utf-8', 'Content-Length': 0 });
    res.end();
  }

  // ---------------------------------------------------------------- pushes and lifetime

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
      if (!conn.connected) continue;
      conn.send(text);
      reached += 1;
    }
    return reached;
  }

  private sweep(): void {
    const now = Date.now();
    this.connections.sweep(now);
    this.redirectTokens.dropExpired(now);
  }
}
