/**
 * The hub server on the wire, with raw clients: `ws` for WebSockets and fetch / node:http for
 * negotiate, Server-Sent Events and long polling. Covers what the official client never sends:
 * malformed frames, bad handshakes, refused upgrades, CORS, and the long-polling status codes.
 */
import { createServer, request } from 'node:http';
import type { IncomingMessage, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { TASK_NOTES_HUB } from '@scanwise/core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createHubServer, defineScanwiseHubs } from '../src/hubs';
import type { HubServer } from '../src/hubs';

const RS = '\u001e';
const HUB = '/test/hubs/raw';
const ALICE = { Authorization: 'Bearer token-alice' };

let hubs: HubServer;
let http: Server;
let base: string;
let crashes = 0;
const countCrash = () => {
  crashes += 1;
};

beforeAll(async () => {
  hubs = createHubServer({
    verifyToken: (token) => {
      if (token === 'token-throws') return Promise.reject(new Error('authority down'));
      const users: Record<string, string> = { 'token-alice': 'alice', 'token-bob': 'bob' };
      const userId = users[token];
      return Promise.resolve(userId ? { userId } : null);
    },
    allowedOrigins: ['http://app.test'],
    keepAliveIntervalMs: 150,
    longPollTimeoutMs: 300,
  });
  hubs.defineHub(HUB, {
    echo: (_ctx, ...args) => args[0],
    add: (_ctx, ...args) => {
      const [a, b] = args;
      if (typeof a !== 'number' || typeof b !== 'number') throw new Error('add expects numbers');
      return a + b;
    },
    whoami: (ctx) => ctx.userId,
  });
  defineScanwiseHubs(hubs, {
    tasksFor: () => ({ tasks: [] }),
    encountersFor: () => ({ encounters: [] }),
    completeTask: () => null,
  });
  process.on('uncaughtException', countCrash);
  http = createServer((req, res) => {
    if (!hubs.handleRequest(req, res)) {
      res.writeHead(404);
      res.end('not a hub');
    }
  });
  http.on('upgrade', (req, socket, head) => {
    if (!hubs.handleUpgrade(req, socket, head)) socket.destroy();
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await hubs.close();
  http.closeAllConnections();
  await new Promise<void>((resolve) => http.close(() => resolve()));
  process.off('uncaughtException', countCrash);
  expect(crashes).toBe(0);
});

interface Negotiated {
  connectionId: string;
  connectionToken: string;
  negotiateVersion: number;
  availableTransports: { transport: string; transferFormats: string[] }[];
}

async function negotiate(path = HUB, headers: Record<string, string> = ALICE): Promise<Negotiated> {
  const res = await fetch(`${base}${path}/negotiate?negotiateVersion=1`, {
    method: 'POST',
    headers,
  });
  expect(res.status).toBe(200);
  return (await res.json()) as Negotiated;
}

/** A raw WebSocket client that collects parsed hub messages. */
class RawSocket {
  readonly messages: unknown[] = [];
  private buffer = '';
  private waiters: (() => void)[] = [];
  closeCode: number | undefined;

  constructor(readonly ws: WebSocket) {
    ws.on('message', (data: Buffer) => {
      this.buffer += data.toString('utf8');
      let at: number;
      while ((at = this.buffer.indexOf(RS)) >= 0) {
        this.messages.push(JSON.parse(this.buffer.slice(0, at)));
        this.buffer = this.buffer.slice(at + 1);
      }
      this.waiters.splice(0).forEach((wake) => wake());
    });
    ws.on('close', (code) => {
      this.closeCode = code;
      this.waiters.splice(0).forEach((wake) => wake());
    });
  }

  static async open(path = HUB, handshake = true): Promise<RawSocket> {
    const { connectionToken } = await negotiate(path);
    const ws = new WebSocket(`${base.replace('http', 'ws')}${path}?id=${connectionToken}`, {
      headers: ALICE,
    });
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    const socket = new RawSocket(ws);
    if (handshake) {
      ws.send(`{"protocol":"json","version":1}${RS}`);
      expect(await socket.next()).toEqual({});
    }
    return socket;
  }

  send(text: string): void {
    this.ws.send(text);
  }

  /** The next message that is not a ping. */
  async next(ms = 2000): Promise<unknown> {
    const deadline = Date.now() + ms;
    for (;;) {
      const index = this.messages.findIndex((m) => (m as { type?: number }).type !== 6);
      if (index >= 0) return this.messages.splice(index, 1)[0];
      if (this.closeCode !== undefined) throw new Error(`closed with ${this.closeCode}`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error('no message');
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  async closed(ms = 2000): Promise<number> {
    const deadline = Date.now() + ms;
    while (this.closeCode === undefined && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    if (this.closeCode === undefined) throw new Error('still open');
    return this.closeCode;
  }
}

function upgradeStatus(url: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { headers });
    ws.on('unexpected-response', (_req, res: IncomingMessage) => {
      resolve(res.statusCode ?? 0);
      res.resume();
      ws.terminate();
    });
    ws.on('open', () => {
      ws.close();
      resolve(101);
    });
    ws.on('error', (error) => {
      if (!String(error.message).includes('Unexpected server response')) reject(error);
    });
  });
}

describe('negotiate', () => {
  it('answers version 1 with a connection token and the three transports', async () => {
    const body = await negotiate();
    expect(body.negotiateVersion).toBe(1);
    expect(body.connectionId).toMatch(/\S{10,}/);
    expect(body.connectionToken).toMatch(/\S{10,}/);
    expect(body.connectionToken).not.toBe(body.connectionId);
    expect(body.availableTransports.map((t) => t.transport)).toEqual([
      'WebSockets',
      'ServerSentEvents',
      'LongPolling',
    ]);
    expect(body.availableTransports[1]?.transferFormats).toEqual(['Text']);
    expect(body).not.toHaveProperty('useStatefulReconnect');
  });

  it('answers version 0 without a connection token when the client asks for none', async () => {
    const res = await fetch(`${base}${HUB}/negotiate`, { method: 'POST', headers: ALICE });
    const body = (await res.json()) as Record<string, unknown>;
    expect(body['negotiateVersion']).toBe(0);
    expect(body).not.toHaveProperty('connectionToken');
  });

  it('refuses a missing or unknown token with 401, and a failing verifier with 500', async () => {
    const missing = await fetch(`${base}${HUB}/negotiate?negotiateVersion=1`, { method: 'POST' });
    expect(missing.status).toBe(401);
    expect(missing.headers.get('www-authenticate')).toBe('Bearer');
    const bad = await fetch(`${base}${HUB}/negotiate?negotiateVersion=1`, {
      method: 'POST',
      headers: { Authorization: 'Bearer nope' },
    });
    expect(bad.status).toBe(401);
    const query = await fetch(`${base}${HUB}/negotiate?negotiateVersion=1&access_token=token-bob`, {
      method: 'POST',
    });
    expect(query.status).toBe(200);
    const throws = await fetch(`${base}${HUB}/negotiate?negotiateVersion=1`, {
      method: 'POST',
      headers: { Authorization: 'Bearer token-throws' },
    });
    expect(throws.status).toBe(500);
  });

  it('answers the redirect that Azure SignalR Service gives, with a token only the internal path takes', async () => {
    hubs.setNegotiateRedirect(true);
    try {
      const res = await fetch(`${base}${HUB}/negotiate?negotiateVersion=1`, {
        method: 'POST',
        headers: ALICE,
      });
      const redirect = (await res.json()) as { url: string; accessToken: string };
      expect(redirect.url).toBe(`${base}/_hubservice${HUB}`);
      expect(redirect.accessToken).toMatch(/\S{20,}/);
      const internal = await fetch(`${redirect.url}/negotiate?negotiateVersion=1`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${redirect.accessToken}` },
      });
      expect(internal.status).toBe(200);
      expect(((await internal.json()) as Negotiated).negotiateVersion).toBe(1);
      const userToken = await fetch(`${redirect.url}/negotiate?negotiateVersion=1`, {
        method: 'POST',
        headers: ALICE,
      });
      expect(userToken.status).toBe(401);
    } finally {
      hubs.setNegotiateRedirect(false);
    }
  });

  it('leaves other URLs to the caller', async () => {
    const res = await fetch(`${base}/api/members`);
    expect(res.status).toBe(404);
    expect(await res.text()).toBe('not a hub');
  });
});

describe('CORS', () => {
  it('answers preflights for allowed origins, echoing the origin with credentials', async () => {
    const res = await fetch(`${base}${HUB}/negotiate?negotiateVersion=1`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://app.test',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization,x-requested-with,x-signalr-user-agent',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://app.test');
    expect(res.headers.get('access-control-allow-credentials')).toBe('true');
    expect(res.headers.get('access-control-allow-headers')).toBe(
      'authorization,x-requested-with,x-signalr-user-agent',
    );
    expect(res.headers.get('access-control-allow-methods')).toContain('POST');
    expect(Number(res.headers.get('access-control-max-age'))).toBeGreaterThan(0);
  });

  it('echoes the origin on real requests and gives nothing to other origins', async () => {
    const ok = await fetch(`${base}${HUB}/negotiate?negotiateVersion=1`, {
      method: 'POST',
      headers: { ...ALICE, Origin: 'http://app.test' },
    });
    expect(ok.headers.get('access-control-allow-origin')).toBe('http://app.test');
    const evil = await fetch(`${base}${HUB}/negotiate?negotiateVersion=1`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://evil.test', 'Access-Control-Request-Method': 'POST' },
    });
    expect(evil.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('WebSockets on the wire', () => {
  it('refuses upgrades with a bad token (401), a foreign origin (403) or an unknown id (404)', async () => {
    const { connectionToken } = await negotiate();
    const url = `${base.replace('http', 'ws')}${HUB}?id=${connectionToken}`;
    expect(await upgradeStatus(url, { Authorization: 'Bearer nope' })).toBe(401);
    expect(await upgradeStatus(url, { ...ALICE, Origin: 'http://evil.test' })).toBe(403);
    expect(await upgradeStatus(url.replace(connectionToken, 'unknown'), ALICE)).toBe(404);
    expect(await upgradeStatus(url, { Authorization: 'Bearer token-bob' })).toBe(403);
    // The browser way: the token in the query string.
    const browser = new WebSocket(`${url}&access_token=token-alice`);
    await new Promise((resolve, reject) => {
      browser.once('open', resolve);
      browser.once('error', reject);
    });
    // A second WebSocket for the same connection is a conflict.
    expect(await upgradeStatus(url, ALICE)).toBe(409);
    browser.close();
  });

  it('accepts a connection without negotiate (skipNegotiation)', async () => {
    const ws = new WebSocket(`${base.replace('http', 'ws')}${HUB}`, { headers: ALICE });
    const socket = new RawSocket(ws);
    await new Promise((resolve) => ws.once('open', resolve));
    socket.send(`{"protocol":"json","version":1}${RS}`);
    expect(await socket.next()).toEqual({});
    socket.send(`{"type":1,"invocationId":"0","target":"whoami","arguments":[]}${RS}`);
    expect(await socket.next()).toEqual({ type: 3, invocationId: '0', result: 'alice' });
    ws.close();
  });

  it('handles several messages in one frame and one message across frames', async () => {
    const socket = await RawSocket.open(HUB, false);
    socket.send(
      `{"protocol":"json","version":1}${RS}` +
        `{"type":1,"invocationId":"0","target":"add","arguments":[1,2]}${RS}` +
        `{"type":1,"invocationId":"1","target":"echo","arguments":["two"]}${RS}`,
    );
    expect(await socket.next()).toEqual({});
    expect(await socket.next()).toEqual({ type: 3, invocationId: '0', result: 3 });
    expect(await socket.next()).toEqual({ type: 3, invocationId: '1', result: 'two' });
    socket.send('{"type":1,"invocationId":"2","tar');
    socket.send(`get":"echo","arguments":[5]}${RS}`);
    expect(await socket.next()).toEqual({ type: 3, invocationId: '2', result: 5 });
    socket.ws.close();
  });

  it('sends pings at the keep-alive interval', async () => {
    const socket = await RawSocket.open();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(
      socket.messages.filter((m) => (m as { type: number }).type === 6).length,
    ).toBeGreaterThan(0);
    socket.ws.close();
  });

  it('answers bad invocations with completion errors and keeps the connection', async () => {
    const socket = await RawSocket.open();
    const cases: [string, string][] = [
      [`{"type":1,"invocationId":"a","target":"nope","arguments":[]}`, "Unknown hub method 'nope'"],
      [`{"type":1,"invocationId":"b","target":"add","arguments":[1]}`, 'add expects numbers'],
      [`{"type":1,"invocationId":"c","target":"echo","arguments":"x"}`, 'arguments'],
      [`{"type":1,"invocationId":"d","arguments":[]}`, 'target'],
      [`{"type":42,"invocationId":"e"}`, "Unknown message type '42'"],
      [`{"type":4,"invocationId":"f","target":"echo","arguments":[]}`, 'Streaming'],
    ];
    for (const [text, error] of cases) {
      socket.send(text + RS);
      const reply = (await socket.next()) as { type: number; error: string };
      expect(reply.type).toBe(3);
      expect(reply.error).toContain(error);
    }
    // A `send` of an unknown method is only logged, as in ASP.NET.
    socket.send(`{"type":1,"target":"nope","arguments":[]}${RS}`);
    socket.send(`{"type":1,"invocationId":"g","target":"echo","arguments":[1]}${RS}`);
    expect(await socket.next()).toEqual({ type: 3, invocationId: 'g', result: 1 });
    socket.ws.close();
  });

  it('checks argument counts on the Scanwise hubs as ASP.NET words it', async () => {
    const socket = await RawSocket.open(TASK_NOTES_HUB.path);
    socket.send(
      `{"type":1,"invocationId":"0","target":"watchMyScanwise","arguments":["extra"]}${RS}`,
    );
    expect(await socket.next()).toEqual({
      type: 3,
      invocationId: '0',
      error: 'Invocation provides 1 argument(s) but target expects 0.',
    });
    socket.send(
      `{"type":1,"invocationId":"1","target":"myscanwiseComplete","arguments":["task","MEMBERTASK"]}${RS}`,
    );
    expect(((await socket.next()) as { error: string }).error).toContain('object');
    socket.ws.close();
  });

  it.each([
    ['not JSON', 'not json', 'not valid JSON'],
    ['not an object', '[1,2]', 'JSON object'],
    ['no type', '{"target":"echo"}', "'type'"],
    ['an unknown type', '{"type":"1"}', "'type'"],
    ['an unknown type without invocationId', '{"type":77}', "Unknown message type '77'"],
    [
      'a bad invocationId',
      '{"type":1,"invocationId":5,"target":"echo","arguments":[]}',
      'invocationId',
    ],
  ])(
    'closes with a reason on a frame that is %s, and the server keeps serving',
    async (_name, text, reason) => {
      const socket = await RawSocket.open();
      socket.send(text + RS);
      const close = (await socket.next()) as {
        type: number;
        error: string;
        allowReconnect: boolean;
      };
      expect(close.type).toBe(7);
      expect(close.error).toContain(reason);
      expect(close.allowReconnect).toBe(false);
      expect(await socket.closed()).toBe(1000);
      const again = await RawSocket.open();
      again.send(`{"type":1,"invocationId":"0","target":"echo","arguments":["alive"]}${RS}`);
      expect(await again.next()).toEqual({ type: 3, invocationId: '0', result: 'alive' });
      again.ws.close();
    },
  );

  it('answers a bad handshake with an error and closes', async () => {
    for (const handshake of [
      '{"protocol":"messagepack","version":1}',
      '{"protocol":"json","version":99}',
      'garbage',
    ]) {
      const socket = await RawSocket.open(HUB, false);
      socket.send(handshake + RS);
      const reply = (await socket.next()) as { error: string };
      expect(reply.error).toBeTruthy();
      expect(await socket.closed()).toBe(1000);
    }
  });

  it('survives binary frames, huge frames and abrupt client resets', async () => {
    const socket = await RawSocket.open();
    socket.ws.send(
      Buffer.from(`{"type":1,"invocationId":"0","target":"echo","arguments":[7]}${RS}`),
    );
    expect(await socket.next()).toEqual({ type: 3, invocationId: '0', result: 7 });
    socket.ws.terminate();
    const big = await RawSocket.open();
    big.send('x'.repeat(2 * 1024 * 1024));
    expect(await big.closed()).toBe(1009);
    const after = await RawSocket.open();
    after.send(`{"type":1,"invocationId":"0","target":"echo","arguments":["ok"]}${RS}`);
    expect(await after.next()).toEqual({ type: 3, invocationId: '0', result: 'ok' });
    after.ws.close();
  });
});

describe('fuzzing', () => {
  it('never crashes on random frames over WebSockets and POSTs, and keeps serving', async () => {
    let seed = 20261122;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
    const pieces = [
      '{',
      '}',
      '[',
      ']',
      '"',
      ':',
      ',',
      RS,
      'null',
      'true',
      '1',
      '-0.5e9',
      '"type"',
      '"target"',
      '"arguments"',
      '"invocationId"',
      '"streamIds"',
      '"echo"',
      '"add"',
      '"__proto__"',
      '"constructor"',
      '"error"',
      '\u0000',
      '\uffff',
      '\\',
      'x'.repeat(300),
    ] as const;
    const garbage = () =>
      Array.from({ length: 1 + Math.floor(random() * 12) }, () => pick(pieces)).join('');
    const structured = () =>
      JSON.stringify({
        type: pick([1, 2, 3, 4, 5, 6, 7, 8, 9, 0, -1, 1.5, '1', null]),
        invocationId: pick(['0', 1, null, undefined, {}]),
        target: pick(['echo', 'add', 'ECHO', '', 'toString', '__proto__', 7, undefined]),
        arguments: pick([[], [1, 2], ['a'], {}, 'x', null, undefined, [[{ a: 1 }]]]),
      }) + RS;
    for (let round = 0; round < 20; round += 1) {
      const socket = await RawSocket.open(HUB, random() < 0.8);
      for (let i = 0; i < 15 && socket.closeCode === undefined; i += 1) {
        socket.send(random() < 0.5 ? garbage() : structured());
      }
      if (random() < 0.3) socket.ws.send(Buffer.from([0xff, 0xfe, 0x00, 0x1e]));
      socket.ws.terminate();
    }
    for (let round = 0; round < 10; round += 1) {
      const { connectionToken } = await negotiate();
      const url = `${base}${HUB}?id=${encodeURIComponent(connectionToken)}`;
      await fetch(url, { headers: ALICE });
      for (let i = 0; i < 5; i += 1) {
        const res = await fetch(url, {
          method: 'POST',
          headers: ALICE,
          body: (i === 0 ? `{"protocol":"json","version":1}${RS}` : '') + garbage() + structured(),
        });
        expect([200, 404]).toContain(res.status);
      }
      await fetch(url, { method: 'DELETE', headers: ALICE });
    }
    const after = await RawSocket.open();
    after.send(`{"type":1,"invocationId":"0","target":"add","arguments":[20,22]}${RS}`);
    expect(await after.next()).toEqual({ type: 3, invocationId: '0', result: 42 });
    after.ws.close();
  });
});

describe('timeouts', () => {
  it('closes a silent client after the client timeout and an unshaken one after the handshake timeout', async () => {
    const strict = createHubServer({
      verifyToken: () => Promise.resolve({ userId: 'alice' }),
      allowedOrigins: [],
      keepAliveIntervalMs: 100,
      clientTimeoutMs: 300,
      handshakeTimeoutMs: 300,
      disconnectTimeoutMs: 300,
    });
    strict.defineHub(HUB, {});
    const server = createServer((req, res) => void strict.handleRequest(req, res));
    server.on('upgrade', (req, socket, head) => void strict.handleUpgrade(req, socket, head));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const ws = `ws://127.0.0.1:${(server.address() as AddressInfo).port}${HUB}`;
    const open = async () => {
      const socket = new RawSocket(new WebSocket(ws, { headers: ALICE }));
      await new Promise((resolve) => socket.ws.once('open', resolve));
      return socket;
    };
    try {
      const silent = await open();
      silent.send(`{"protocol":"json","version":1}${RS}`);
      expect(await silent.next()).toEqual({});
      expect(strict.connectionCount()).toBe(1);
      const close = (await silent.next(2000)) as { type: number; error: string };
      expect(close).toMatchObject({ type: 7 });
      expect(close.error).toContain('Client timeout');
      expect(await silent.closed()).toBe(1000);
      const mute = await open();
      expect(await mute.closed(2000)).toBe(1006);
      expect(strict.connectionCount()).toBe(0);
    } finally {
      await strict.close();
      server.closeAllConnections();
      server.close();
    }
  });
});

describe('long polling on the wire', () => {
  // A server without pings in the way, so that every poll body is exactly what the test expects.
  let quiet: HubServer;
  let quietHttp: Server;
  let at: string;
  beforeAll(async () => {
    quiet = createHubServer({
      verifyToken: (token) =>
        Promise.resolve(
          token === 'token-alice'
            ? { userId: 'alice' }
            : token === 'token-bob'
              ? { userId: 'bob' }
              : null,
        ),
      allowedOrigins: [],
      keepAliveIntervalMs: 60_000,
      longPollTimeoutMs: 200,
    });
    quiet.defineHub(HUB, { echo: (_ctx, ...args) => args[0] });
    quietHttp = createServer((req, res) => void quiet.handleRequest(req, res));
    await new Promise<void>((resolve) => quietHttp.listen(0, '127.0.0.1', resolve));
    at = `http://127.0.0.1:${(quietHttp.address() as AddressInfo).port}${HUB}`;
  });
  afterAll(async () => {
    await quiet.close();
    quietHttp.closeAllConnections();
    await new Promise<void>((resolve) => quietHttp.close(() => resolve()));
  });

  const tokens: string[] = [];
  afterEach(async () => {
    for (const token of tokens.splice(0)) {
      await fetch(`${at}?id=${encodeURIComponent(token)}`, { method: 'DELETE', headers: ALICE });
    }
  });

  const open = async (): Promise<string> => {
    const res = await fetch(`${at}/negotiate?negotiateVersion=1`, {
      method: 'POST',
      headers: ALICE,
    });
    const { connectionToken } = (await res.json()) as Negotiated;
    tokens.push(connectionToken);
    return connectionToken;
  };
  const poll = (token: string) =>
    fetch(`${at}?id=${encodeURIComponent(token)}&_=${Date.now()}`, { headers: ALICE });
  const send = (token: string, body: string) =>
    fetch(`${at}?id=${encodeURIComponent(token)}`, {
      method: 'POST',
      headers: { ...ALICE, 'Content-Type': 'text/plain;charset=UTF-8' },
      body,
    });
  const connected = async (): Promise<string> => {
    const token = await open();
    const first = await poll(token);
    expect(first.status).toBe(200);
    expect(await first.text()).toBe('');
    expect((await send(token, `{"protocol":"json","version":1}${RS}`)).status).toBe(200);
    expect(await (await poll(token)).text()).toBe(`{}${RS}`);
    return token;
  };

  it('answers the first poll at once, then the data, several messages in one body', async () => {
    const started = Date.now();
    const token = await connected();
    expect(Date.now() - started).toBeLessThan(150); // no poll waited for its timeout
    await send(
      token,
      `{"type":1,"invocationId":"0","target":"echo","arguments":[1]}${RS}{"type":1,"invocationId":"1","target":"echo","arguments":[2]}${RS}`,
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    const replies = (await (await poll(token)).text()).split(RS).filter(Boolean);
    expect(replies.map((r) => JSON.parse(r) as unknown)).toEqual([
      { type: 3, invocationId: '0', result: 1 },
      { type: 3, invocationId: '1', result: 2 },
    ]);
  });

  it('times out an idle poll with an empty 200', async () => {
    const token = await connected();
    const started = Date.now();
    const idle = await poll(token);
    const waited = Date.now() - started;
    expect(idle.status).toBe(200);
    expect(await idle.text()).toBe('');
    expect(waited).toBeGreaterThanOrEqual(180);
    expect(waited).toBeLessThan(1000);
  });

  it('wakes a waiting poll with a push', async () => {
    const token = await connected();
    const waiting = poll(token);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(quiet.pushToUser(HUB, 'alice', 'Hello', ['lp'])).toBe(1);
    expect(await (await waiting).text()).toBe(
      `{"type":1,"target":"Hello","arguments":["lp"]}${RS}`,
    );
  });

  it('ends an outstanding poll with 204 on DELETE, and on a newer poll', async () => {
    const token = await connected();
    const replaced = poll(token);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const pending = poll(token);
    expect((await replaced).status).toBe(204);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const deleted = await fetch(`${at}?id=${encodeURIComponent(token)}`, {
      method: 'DELETE',
      headers: ALICE,
    });
    expect(deleted.status).toBe(202);
    expect((await pending).status).toBe(204);
    expect((await send(token, `{"type":7}${RS}`)).status).toBe(200); // the close POST may race the DELETE
    expect(quiet.connectionCount()).toBe(0);
  });

  it('delivers the close message of a bad frame, then 204', async () => {
    const token = await connected();
    await send(token, `{{{${RS}`);
    const close = JSON.parse((await (await poll(token)).text()).split(RS)[0] ?? '') as {
      type: number;
      allowReconnect: boolean;
    };
    expect(close).toMatchObject({ type: 7, allowReconnect: false });
    expect((await poll(token)).status).toBe(204);
  });

  it('answers 400 without id, 404 for unknown ids, 403 for another user', async () => {
    expect((await fetch(at, { headers: ALICE })).status).toBe(400);
    expect((await poll('unknown')).status).toBe(404);
    const token = await open();
    const other = await fetch(`${at}?id=${encodeURIComponent(token)}`, {
      headers: { Authorization: 'Bearer token-bob' },
    });
    expect(other.status).toBe(403);
  });
});

describe('Server-Sent Events on the wire', () => {
  it('streams data lines after an opening comment', async () => {
    const { connectionToken: token } = await negotiate();
    const url = new URL(`${base}${HUB}?id=${encodeURIComponent(token)}&access_token=token-alice`);
    const chunks: string[] = [];
    const response = await new Promise<IncomingMessage>((resolve, reject) => {
      const req = request(url, { headers: { Accept: 'text/event-stream' } }, resolve);
      req.on('error', reject);
      req.end();
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/event-stream');
    response.setEncoding('utf8');
    response.on('data', (chunk: string) => chunks.push(chunk));
    await fetch(`${base}${HUB}?id=${encodeURIComponent(token)}`, {
      method: 'POST',
      headers: ALICE,
      body: `{"protocol":"json","version":1}${RS}{"type":1,"invocationId":"0","target":"echo","arguments":["sse"]}${RS}`,
    });
    const deadline = Date.now() + 2000;
    while (!chunks.join('').includes('"sse"') && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const text = chunks.join('');
    expect(text.startsWith(':\r\n')).toBe(true);
    expect(text).toContain(`data: {}${RS}\r\n\r\n`);
    expect(text).toContain(`data: {"type":3,"invocationId":"0","result":"sse"}${RS}\r\n\r\n`);
    // A second event stream or a poll for the same connection is refused.
    const again = await fetch(url, { headers: { Accept: 'text/event-stream' } });
    expect(again.status).toBe(409);
    response.destroy();
  });
});
