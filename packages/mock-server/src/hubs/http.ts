import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { TLSSocket } from 'node:tls';
import type { RawData } from 'ws';

/** HTTP plumbing of the hub server: failures, URLs, tokens, bodies and CORS. */

/** A request refused with an HTTP status (and a plain-text reason). */
export class HttpFailure extends Error {
  constructor(
    readonly status: number,
    message?: string,
  ) {
    super(message ?? STATUS_CODES[status] ?? String(status));
  }
}

export function parseUrl(raw: string | undefined): URL | null {
  try {
    return new URL(raw ?? '/', 'http://hub.invalid');
  } catch {
    return null;
  }
}

export function trimSlash(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.replace(/\/+$/, '') : path;
}

export function randomId(bytes: number): string {
  return randomBytes(bytes).toString('base64url');
}

/** The bearer token from `Authorization`, or the `access_token` query that browsers use. */
export function bearerToken(req: IncomingMessage, url: URL): string | null {
  const header = req.headers.authorization;
  if (header) {
    const match = /^Bearer\s+(.+)$/i.exec(header.trim());
    if (match?.[1]) return match[1];
  }
  return url.searchParams.get('access_token');
}

function firstHeader(value: string | string[] | undefined): string | undefined {
  const first = Array.isArray(value) ? value[0] : value;
  return first?.split(',')[0]?.trim() || undefined;
}

/** The origin the client reached the server at (behind a proxy: the forwarded one). */
export function publicOrigin(req: IncomingMessage): string {
  const forwardedProto = firstHeader(req.headers['x-forwarded-proto']);
  const proto = forwardedProto ?? ((req.socket as TLSSocket).encrypted ? 'https' : 'http');
  const host = firstHeader(req.headers['x-forwarded-host']) ?? req.headers.host ?? 'localhost';
  return `${proto}://${host}`;
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json',
    'Cache-Control': 'no-cache, no-store',
    'Content-Length': Buffer.byteLength(text),
  });
  res.end(text);
}

export function sendFailure(res: ServerResponse, failure: HttpFailure): void {
  if (failure.status === 401) res.setHeader('WWW-Authenticate', 'Bearer');
  res.writeHead(failure.status, { 'Content-Type': 'text/plain; charset=utf-8' });
  res.end(failure.message);
}

export function rawToString(data: RawData): string {
  if (Buffer.isBuffer(data)) return data.toString('utf8');
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.from(data).toString('utf8');
}

/** The request body as text; more than `limit` bytes fails with 413. */
export function readBody(req: IncomingMessage, limit: number): Promise<string> {
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

/** Answers an upgrade request with a status instead of switching protocols. */
export function rejectUpgrade(socket: Duplex, status: number): void {
  if (socket.destroyed) return;
  const extra = status === 401 ? 'WWW-Authenticate: Bearer\r\n' : '';
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\nConnection: close\r\nContent-Length: 0\r\n${extra}\r\n`,
    () => socket.destroy(),
  );
}

/**
 * Sets CORS headers: an allowed origin is echoed with credentials (a `*` origin fails every
 * SignalR transport). Answers a preflight and returns true for it.
 */
export function applyCors(
  req: IncomingMessage,
  res: ServerResponse,
  allowedOrigins: readonly string[],
): boolean {
  const origin = req.headers.origin;
  const allowed = origin !== undefined && allowedOrigins.includes(origin);
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
