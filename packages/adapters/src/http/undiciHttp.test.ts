import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpTransportError } from './errors';
import { createUndiciHttp } from './undiciHttp';

let server: Server;
let origin: string;
const sockets = new Set<Socket>();
let connections = 0;

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://x');
      if (url.pathname === '/slow') {
        setTimeout(() => res.end('late'), 2_000);
        return;
      }
      const status = Number(url.searchParams.get('status') ?? '200');
      res.statusCode = status;
      res.setHeader('Content-Type', 'application/json');
      res.setHeader('X-Echo-Method', req.method ?? '');
      res.end(
        JSON.stringify({
          method: req.method,
          body: Buffer.concat(chunks).toString('utf8'),
          authorization: req.headers.authorization ?? null,
        }),
      );
    });
  });
  server.on('connection', (socket) => {
    connections += 1;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await new Promise((resolve) => server.close(resolve));
});

describe('undici HTTP adapter against a real local server', () => {
  it('resolves for every status with lower-case headers and the raw body', async () => {
    const http = createUndiciHttp();
    for (const status of [200, 204, 401, 403, 404, 500]) {
      const response = await http.send({
        method: 'POST',
        url: `${origin}/echo?status=${status}`,
        headers: { Authorization: 'Bearer t', 'Content-Type': 'application/json' },
        body: '{"a":1}',
      });
      expect(response.status).toBe(status);
      expect(response.headers['x-echo-method']).toBe('POST');
      if (status !== 204) {
        expect(JSON.parse(response.body)).toEqual({
          method: 'POST',
          body: '{"a":1}',
          authorization: 'Bearer t',
        });
      }
    }
    await http.close();
  });

  it('sends bytes and reports the upload once sent', async () => {
    const http = createUndiciHttp();
    const progress: [number, number][] = [];
    const response = await http.send({
      method: 'PUT',
      url: `${origin}/bytes`,
      headers: {},
      body: new TextEncoder().encode('hello'),
      onUploadProgress: (sent, total) => progress.push([sent, total]),
    });
    expect(JSON.parse(response.body)).toMatchObject({ body: 'hello' });
    expect(progress).toEqual([[5, 5]]);
    await http.close();
  });

  it('reuses one kept-alive connection for sequential calls', async () => {
    const http = createUndiciHttp();
    const before = connections;
    for (let index = 0; index < 10; index += 1) {
      await http.send({ method: 'GET', url: `${origin}/k`, headers: {} });
    }
    // undici's pool may open a second socket while the first is being released; never one a call.
    expect(connections - before).toBeGreaterThanOrEqual(1);
    expect(connections - before).toBeLessThanOrEqual(2);
    await http.close();
  });

  it('rejects with a network_error when nothing answers', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const http = createUndiciHttp();
    const failure = await http
      .send({ method: 'GET', url: `http://127.0.0.1:${port}/`, headers: {} })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(HttpTransportError);
    expect(failure).toMatchObject({ code: 'network_error', message: 'Network Error' });
    await http.close();
  });

  it('rejects with aborted when the caller aborts (no client timeout otherwise)', async () => {
    const http = createUndiciHttp();
    const controller = new AbortController();
    const pending = http.send({
      method: 'GET',
      url: `${origin}/slow`,
      headers: {},
      signal: controller.signal,
    });
    setTimeout(() => controller.abort(), 50);
    await expect(pending).rejects.toMatchObject({ code: 'aborted' });
    await http.close();
  });
});
