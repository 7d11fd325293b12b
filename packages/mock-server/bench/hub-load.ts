/**
 * Hub load benchmark (not a test): 1,000 concurrent WebSocket hub connections on loopback,
 * 10,000 server pushes, p50/p99 push latency and the hub server's memory.
 *
 *   node_modules/.bin/tsx --conditions=@scanwise/source packages/mock-server/bench/hub-load.ts
 *
 * The hub server runs in a child process (this file with `--server`) so that its memory figures
 * are its own; the clients are raw `ws` sockets speaking the SignalR JSON protocol (negotiate,
 * handshake, then read invocations). Latency = client receive time - server send time, both read
 * from `performance.timeOrigin + performance.now()`, the child's clock offset measured first over
 * IPC (best of 50 round trips) and subtracted. Bounded: the whole run
 * aborts after 120 s, and the child is killed on exit.
 * Two phases of PUSHES each: a burst (batches of 100 per event-loop turn, as fast as the server
 * goes: latency is mostly queueing) and a paced run (10 pushes every 2 ms, 5,000 pushes/s).
 * Environment overrides: HUB_BENCH_CONNECTIONS, HUB_BENCH_PUSHES.
 */
import { fork } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';
import { createHubServer } from '../src/hubs';

const RS = '\u001e';
const HUB = '/bench/hubs/load';
const CONNECTIONS = Number(process.env['HUB_BENCH_CONNECTIONS'] ?? 1000);
const PUSHES = Number(process.env['HUB_BENCH_PUSHES'] ?? 10_000);
const DEADLINE_MS = 120_000;

const now = (): number => performance.timeOrigin + performance.now();

type ToServer =
  | { kind: 'push'; count: number; users: number; batch: number; intervalMs: number }
  | { kind: 'memory' }
  | { kind: 'clock' };
type FromServer =
  | { kind: 'ready'; port: number; memory: NodeJS.MemoryUsage }
  | { kind: 'pushed'; reached: number; elapsedMs: number }
  | { kind: 'memory'; memory: NodeJS.MemoryUsage; connections: number }
  | { kind: 'clock'; now: number };

// ------------------------------------------------------------------ server process

function runServer(): void {
  const hubs = createHubServer({
    verifyToken: (token) => Promise.resolve(token.startsWith('user-') ? { userId: token } : null),
    allowedOrigins: [],
  });
  hubs.defineHub(HUB, { echo: (_ctx, value) => value });
  const http = createServer((req, res) => {
    if (!hubs.handleRequest(req, res)) {
      res.writeHead(404);
      res.end();
    }
  });
  http.on('upgrade', (req, socket, head) => {
    if (!hubs.handleUpgrade(req, socket, head)) socket.destroy();
  });
  http.listen({ port: 0, host: '127.0.0.1', backlog: 4096 }, () => {
    const { port } = http.address() as AddressInfo;
    send({ kind: 'ready', port, memory: process.memoryUsage() });
  });
  process.on('message', (message: ToServer) => {
    if (message.kind === 'clock') {
      send({ kind: 'clock', now: now() });
      return;
    }
    if (message.kind === 'memory') {
      send({ kind: 'memory', memory: process.memoryUsage(), connections: hubs.connectionCount() });
      return;
    }
    const started = now();
    let sent = 0;
    let reached = 0;
    const batch = () => {
      const end = Math.min(message.count, sent + message.batch);
      for (; sent < end; sent += 1) {
        const user = `user-${sent % message.users}`;
        reached += hubs.pushToUser(HUB, user, 'tick', [sent, now()]);
      }
      if (sent >= message.count) {
        send({ kind: 'pushed', reached, elapsedMs: now() - started });
      } else if (message.intervalMs > 0) setTimeout(batch, message.intervalMs);
      else setImmediate(batch);
    };
    batch();
  });
  process.on('disconnect', () => {
    void hubs.close().then(() => process.exit(0));
  });
}

function send(message: FromServer): void {
  process.send?.(message);
}

// ------------------------------------------------------------------ client process

interface Client {
  ws: WebSocket;
  buffer: string;
}

async function openClient(base: string, user: string, onTick: (sentAt: number) => void) {
  const negotiated = await fetch(`${base}${HUB}/negotiate?negotiateVersion=1`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${user}` },
  });
  if (negotiated.status !== 200) throw new Error(`negotiate answered ${negotiated.status}`);
  const { connectionToken } = (await negotiated.json()) as { connectionToken: string };
  const ws = new WebSocket(
    `${base.replace('http', 'ws')}${HUB}?id=${encodeURIComponent(connectionToken)}`,
    { headers: { Authorization: `Bearer ${user}` } },
  );
  const client: Client = { ws, buffer: '' };
  await new Promise<void>((resolve, reject) => {
    let handshaken = false;
    ws.on('message', (data: Buffer) => {
      client.buffer += data.toString('utf8');
      let at: number;
      while ((at = client.buffer.indexOf(RS)) >= 0) {
        const record = client.buffer.slice(0, at);
        client.buffer = client.buffer.slice(at + 1);
        if (!handshaken) {
          handshaken = true;
          if (record === '{}') resolve();
          else reject(new Error(`handshake refused: ${record}`));
          continue;
        }
        const message = JSON.parse(record) as {
          type: number;
          target?: string;
          arguments?: unknown[];
        };
        if (message.type === 1 && message.target === 'tick') {
          onTick(message.arguments?.[1] as number);
        }
      }
    });
    ws.once('open', () => ws.send(`{"protocol":"json","version":1}${RS}`));
    ws.once('error', reject);
  });
  return client;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

const mb = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function runBench(): Promise<void> {
  const child: ChildProcess = fork(fileURLToPath(import.meta.url), ['--server'], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const deadline = setTimeout(() => {
    console.error(`hub-load: aborted after ${DEADLINE_MS / 1000} s`);
    child.kill('SIGKILL');
    process.exit(1);
  }, DEADLINE_MS);
  process.on('exit', () => child.kill('SIGKILL'));

  const inbox: FromServer[] = [];
  const waiters: (() => void)[] = [];
  child.on('message', (message: FromServer) => {
    inbox.push(message);
    waiters.splice(0).forEach((wake) => wake());
  });
  const receive = async <K extends FromServer['kind']>(
    kind: K,
  ): Promise<Extract<FromServer, { kind: K }>> => {
    for (;;) {
      const index = inbox.findIndex((m) => m.kind === kind);
      if (index >= 0) return inbox.splice(index, 1)[0] as Extract<FromServer, { kind: K }>;
      await new Promise<void>((resolve) => waiters.push(resolve));
    }
  };
  const ask = (message: ToServer) => child.send(message);

  const ready = await receive('ready');
  const base = `http://127.0.0.1:${ready.port}`;

  // The two processes' clocks: offset = child - parent, from the quickest of 50 IPC round trips.
  let offset = 0;
  let bestRoundTrip = Infinity;
  for (let i = 0; i < 50; i += 1) {
    const before = now();
    ask({ kind: 'clock' });
    const { now: childNow } = await receive('clock');
    const after = now();
    if (after - before < bestRoundTrip) {
      bestRoundTrip = after - before;
      offset = childNow - (before + after) / 2;
    }
  }

  let latencies: number[] = [];
  const onTick = (sentAt: number) => latencies.push(now() - (sentAt - offset));
  const clients: Client[] = [];
  const connectStarted = now();
  for (let i = 0; i < CONNECTIONS; i += 100) {
    const group = [];
    for (let j = i; j < Math.min(CONNECTIONS, i + 100); j += 1) {
      group.push(openClient(base, `user-${j}`, onTick));
    }
    clients.push(...(await Promise.all(group)));
  }
  const connectMs = now() - connectStarted;
  ask({ kind: 'memory' });
  const connected = await receive('memory');

  const phase = async (label: string, batch: number, intervalMs: number): Promise<string> => {
    latencies = [];
    const started = now();
    ask({ kind: 'push', count: PUSHES, users: CONNECTIONS, batch, intervalMs });
    const pushed = await receive('pushed');
    while (latencies.length < pushed.reached && now() - started < 30_000) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const deliveredMs = now() - started;
    const sorted = [...latencies].sort((a, b) => a - b);
    return [
      `${label}: ${PUSHES} pushes, ${pushed.reached} reached, ${sorted.length} received in ${deliveredMs.toFixed(0)} ms`,
      `  latency p50 ${percentile(sorted, 50).toFixed(2)} ms, p99 ${percentile(sorted, 99).toFixed(2)} ms, max ${(sorted.at(-1) ?? Number.NaN).toFixed(2)} ms`,
    ].join('\n');
  };
  const burst = await phase('burst (100 per turn)', 100, 0);
  const paced = await phase('paced (5,000/s)', 10, 2);
  ask({ kind: 'memory' });
  const after = await receive('memory');

  const lines = [
    `connections: ${connected.connections} / ${CONNECTIONS} (opened in ${connectMs.toFixed(0)} ms)`,
    burst,
    paced,
    `server memory, idle:   rss ${mb(ready.memory.rss)}, heapUsed ${mb(ready.memory.heapUsed)}`,
    `server memory, open:   rss ${mb(connected.memory.rss)}, heapUsed ${mb(connected.memory.heapUsed)}`,
    `server memory, pushed: rss ${mb(after.memory.rss)}, heapUsed ${mb(after.memory.heapUsed)}`,
    `clock offset: ${offset.toFixed(3)} ms (IPC round trip ${bestRoundTrip.toFixed(3)} ms)`,
    `node ${process.version}, ${process.platform}/${process.arch}`,
  ];
  console.log(lines.join('\n'));
  for (const client of clients) client.ws.terminate();
  clearTimeout(deadline);
  child.disconnect();
  await new Promise((resolve) => child.once('exit', resolve));
}

if (process.argv.includes('--server')) runServer();
else await runBench();
