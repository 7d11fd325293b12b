/**
 * The hub server against the REAL @microsoft/signalr client (Node), on a real node:http server
 * on an ephemeral loopback port, for each of the three transports.
 */
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  HttpTransportType,
  HubConnectionBuilder,
  HubConnectionState,
  LogLevel,
} from '@microsoft/signalr';
import type { HubConnection } from '@microsoft/signalr';
import { ENCOUNTERS_HUB, TASK_NOTES_HUB } from '@scanwise/core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createHubServer, defineScanwiseHubs } from '../src/hubs';
import type { HubServer, HubServerOptions, ScanwiseHubs } from '../src/hubs';

const TOKENS: Record<string, string> = { 'token-alice': 'alice', 'token-bob': 'bob' };
const TEST_HUB = '/test/hubs/echo';

interface Running {
  hubs: HubServer;
  scanwise: ScanwiseHubs;
  http: Server;
  base: string;
  /** Paths of every request the HTTP server saw (upgrades included). */
  seen: string[];
  completed: unknown[];
}

async function startServer(overrides: Partial<HubServerOptions> = {}): Promise<Running> {
  const hubs = createHubServer({
    verifyToken: (token) => Promise.resolve(TOKENS[token] ? { userId: TOKENS[token] } : null),
    allowedOrigins: ['http://app.test'],
    keepAliveIntervalMs: 200,
    ...overrides,
  });
  hubs.defineHub(TEST_HUB, {
    whoami: (ctx) => ctx,
    echo: (_ctx, value) => value,
    add: (_ctx, ...args) => {
      const [a, b] = args;
      if (args.length !== 2 || typeof a !== 'number' || typeof b !== 'number') {
        throw new Error('add expects two numbers');
      }
      return a + b;
    },
    fail: () => Promise.reject(new Error('nope')),
  });
  const completed: unknown[] = [];
  const scanwise = defineScanwiseHubs(hubs, {
    tasksFor: (userId) => ({ userId, tasks: [{ id: 't1', done: false }] }),
    encountersFor: (userId) => ({ userId, encounters: [] }),
    completeTask: (_userId, task) => {
      completed.push(task);
      return { ok: true };
    },
  });
  const seen: string[] = [];
  const http = createServer((req, res) => {
    seen.push(`${req.method} ${req.url} ${req.headers.accept ?? ''}`);
    if (!hubs.handleRequest(req, res)) {
      res.writeHead(404);
      res.end();
    }
  });
  http.on('upgrade', (req, socket, head) => {
    seen.push(`UPGRADE ${req.url}`);
    if (!hubs.handleUpgrade(req, socket, head)) socket.destroy();
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  return { hubs, scanwise, http, base: `http://127.0.0.1:${port}`, seen, completed };
}

async function stopServer(running: Running): Promise<void> {
  await running.hubs.close();
  running.http.closeAllConnections();
  await new Promise<void>((resolve) => running.http.close(() => resolve()));
}

function connect(
  running: Running,
  transport: HttpTransportType,
  options: { path?: string; token?: string; reconnect?: boolean } = {},
): HubConnection {
  const builder = new HubConnectionBuilder()
    .withUrl(running.base + (options.path ?? TEST_HUB), {
      transport,
      skipNegotiation: false,
      accessTokenFactory: () => options.token ?? 'token-alice',
    })
    .configureLogging(LogLevel.None);
  if (options.reconnect) builder.withAutomaticReconnect([0, 2000, 10000, 30000]);
  return builder.build();
}

function waitFor<T>(register: (resolve: (value: T) => void) => void, ms = 5000): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
    register((value) => {
      clearTimeout(timer);
      resolve(value);
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const transports = [
  ['WebSockets', HttpTransportType.WebSockets],
  ['ServerSentEvents', HttpTransportType.ServerSentEvents],
  ['LongPolling', HttpTransportType.LongPolling],
] as const;

describe.each(transports)('hub server with the official client over %s', (name, transport) => {
  let running: Running;
  const open: HubConnection[] = [];
  const client = (options?: Parameters<typeof connect>[2]) => {
    const connection = connect(running, transport, options);
    open.push(connection);
    return connection;
  };

  beforeAll(async () => {
    running = await startServer();
  });
  afterEach(async () => {
    running.hubs.setNegotiateRedirect(false);
    running.hubs.start();
    await Promise.all(open.splice(0).map((c) => c.stop()));
  });
  afterAll(async () => {
    await stopServer(running);
  });

  it('negotiates, invokes and gets results and errors', async () => {
    const connection = client();
    await connection.start();
    expect(connection.state).toBe(HubConnectionState.Connected);
    const me = await connection.invoke<{ userId: string; connectionId: string }>('whoami');
    expect(me).toEqual({ userId: 'alice', connectionId: connection.connectionId });
    expect(await connection.invoke('add', 2, 3)).toBe(5);
    expect(await connection.invoke('ADD', 1, 1)).toBe(2); // case-insensitive, as in ASP.NET
    expect(await connection.invoke('echo', { deep: ['ü', 1, null] })).toEqual({
      deep: ['ü', 1, null],
    });
    await expect(connection.invoke('fail')).rejects.toThrow('nope');
    await expect(connection.invoke('add', 'x')).rejects.toThrow('add expects two numbers');
    await expect(connection.invoke('missing')).rejects.toThrow("Unknown hub method 'missing'");
    expect(running.hubs.connectionCount()).toBe(1);
    // The transport really was the one asked for.
    const id = encodeURIComponent(connection.connectionId ?? '');
    expect(running.seen.length).toBeGreaterThan(0);
    const used = running.seen.filter((line) => line.includes(TEST_HUB + '?'));
    if (name === 'WebSockets') expect(used.some((l) => l.startsWith('UPGRADE'))).toBe(true);
    else expect(used.some((l) => l.startsWith('UPGRADE'))).toBe(false);
    const sse = used.some((l) => l.startsWith('GET') && l.endsWith('text/event-stream'));
    expect(sse).toBe(name === 'ServerSentEvents');
    if (name === 'LongPolling')
      expect(used.filter((l) => l.startsWith('GET')).length).toBeGreaterThan(1);
    expect(id).not.toBe('');
    // Stop goes through cleanly and the server forgets the connection.
    await connection.stop();
    await sleep(50);
    expect(running.hubs.connectionCount()).toBe(0);
  });

  it('delivers pushed events to watchers of the Scanwise tasks hub', async () => {
    const connection = client({ path: TASK_NOTES_HUB.path });
    const watchReturn = waitFor<unknown>((resolve) =>
      connection.on(TASK_NOTES_HUB.push.watchReturn, resolve),
    );
    const note = waitFor<unknown>((resolve) =>
      connection.on(TASK_NOTES_HUB.push.updateNote, resolve),
    );
    await connection.start();
    // Not watching yet: nothing is pushed to it.
    expect(running.scanwise.tasks.updateNote('alice', { id: 'early' })).toBe(0);
    const state = await connection.invoke<unknown>(TASK_NOTES_HUB.invoke.watch);
    expect(state).toEqual({ userId: 'alice', tasks: [{ id: 't1', done: false }] });
    expect(await watchReturn).toEqual(state);
    expect(running.scanwise.tasks.updateNote('alice', { id: 'n1', text: 'hello' })).toBe(1);
    expect(await note).toEqual({ id: 'n1', text: 'hello' });
    // The generic push reaches every connection of the user on the hub.
    const done = waitFor<unknown>((resolve) => connection.on(TASK_NOTES_HUB.push.setDone, resolve));
    expect(running.hubs.pushToUser(TASK_NOTES_HUB.path, 'alice', 'SetDone', [{ id: 't1' }])).toBe(
      1,
    );
    expect(await done).toEqual({ id: 't1' });
    expect(running.hubs.pushToUser(TASK_NOTES_HUB.path, 'bob', 'SetDone', [{}])).toBe(0);
    const result = await connection.invoke<unknown>(
      TASK_NOTES_HUB.invoke.complete,
      { id: 't1' },
      TASK_NOTES_HUB.completeType,
    );
    expect(result).toEqual({ ok: true });
    expect(running.completed).toContainEqual({ id: 't1' });
    await expect(
      connection.invoke(TASK_NOTES_HUB.invoke.complete, { id: 't1' }, 'OTHER'),
    ).rejects.toThrow('MEMBERTASK');
    await connection.invoke(TASK_NOTES_HUB.invoke.unwatch);
    expect(running.scanwise.tasks.updateNote('alice', { id: 'n2' })).toBe(0);
  });

  it('answers watch and pushes UpdateEncounter on the Scanwise encounters hub', async () => {
    const connection = client({ path: ENCOUNTERS_HUB.path });
    const update = waitFor<unknown>((resolve) =>
      connection.on(ENCOUNTERS_HUB.push.updateEncounter, resolve),
    );
    await connection.start();
    expect(await connection.invoke<unknown>(ENCOUNTERS_HUB.invoke.watch)).toEqual({
      userId: 'alice',
      encounters: [],
    });
    expect(running.scanwise.encounters.watchers('alice')).toEqual([connection.connectionId]);
    expect(running.scanwise.encounters.updateEncounter('alice', { id: 'e1' })).toBe(1);
    expect(await update).toEqual({ id: 'e1' });
    await connection.stop();
    await sleep(50);
    expect(running.scanwise.encounters.watchers('alice')).toEqual([]);
  });

  it('reconnects as a brand-new connection after dropAllConnections()', async () => {
    const connection = client({ reconnect: true });
    await connection.start();
    const firstId = connection.connectionId;
    expect(await connection.invoke('echo', 1)).toBe(1);
    const reconnecting = waitFor<Error | undefined>((resolve) =>
      connection.onreconnecting(resolve),
    );
    const reconnected = waitFor<string | undefined>((resolve) => connection.onreconnected(resolve));
    running.hubs.dropAllConnections();
    await reconnecting;
    const newId = await reconnected;
    expect(newId).toBeTruthy();
    expect(newId).not.toBe(firstId);
    expect(connection.connectionId).toBe(newId);
    expect(connection.state).toBe(HubConnectionState.Connected);
    const me = await connection.invoke<{ connectionId: string }>('whoami');
    expect(me.connectionId).toBe(newId);
  });

  it('follows a negotiate redirect to the internal hub-service path', async () => {
    running.hubs.setNegotiateRedirect(true);
    running.seen.length = 0;
    const connection = client();
    await connection.start();
    const me = await connection.invoke<{ userId: string }>('whoami');
    expect(me.userId).toBe('alice');
    expect(running.seen.some((line) => line.startsWith(`POST ${TEST_HUB}/negotiate`))).toBe(true);
    const internal = running.seen.filter((line) => line.includes(`/_hubservice${TEST_HUB}`));
    expect(internal.some((line) => line.includes('/negotiate'))).toBe(true);
    expect(internal.some((line) => !line.includes('/negotiate'))).toBe(true);
    // Connections made through the hub service are the user's like any other.
    const pushed = waitFor<unknown>((resolve) => connection.on('Hello', resolve));
    expect(running.hubs.pushToUser(TEST_HUB, 'alice', 'Hello', ['via redirect'])).toBe(1);
    expect(await pushed).toBe('via redirect');
  });

  it('refuses a bad token with 401', async () => {
    const connection = client({ token: 'token-mallory' });
    await expect(connection.start()).rejects.toThrow(/401/);
    expect(connection.state).toBe(HubConnectionState.Disconnected);
  });

  it('keeps the client alive with server pings', async () => {
    const connection = connect(running, transport);
    open.push(connection);
    connection.serverTimeoutInMilliseconds = 700;
    connection.keepAliveIntervalInMilliseconds = 300;
    const closed = { error: undefined as Error | undefined, fired: false };
    connection.onclose((error) => {
      closed.fired = true;
      closed.error = error;
    });
    await connection.start();
    await sleep(1500); // > 2 server timeouts: only the 200 ms server pings keep it open
    expect(closed).toEqual({ error: undefined, fired: false });
    expect(connection.state).toBe(HubConnectionState.Connected);
  });

  it('closes the connections on stop() and refuses negotiate with 503 until start()', async () => {
    const connection = client();
    await connection.start();
    const closed = waitFor<Error | undefined>((resolve) => connection.onclose(resolve));
    running.hubs.stop();
    const error = await closed;
    expect(String(error)).toContain('Server is stopping.');
    await expect(client().start()).rejects.toThrow(/503/);
    running.hubs.start();
    const again = client();
    await again.start();
    expect(await again.invoke('echo', name)).toBe(name);
  });
});

describe('hub server keep-alive control', () => {
  it('without pings the official client gives up with its server timeout', async () => {
    const running = await startServer({ keepAliveIntervalMs: 60_000 });
    try {
      const connection = connect(running, HttpTransportType.WebSockets);
      connection.serverTimeoutInMilliseconds = 500;
      connection.keepAliveIntervalInMilliseconds = 250;
      const closed = waitFor<Error | undefined>((resolve) => connection.onclose(resolve));
      await connection.start();
      expect(String(await closed)).toContain(
        'Server timeout elapsed without receiving a message from the server.',
      );
    } finally {
      await stopServer(running);
    }
  });
});
