/**
 * Test helpers for the identity authorities: a loopback server with both authorities and a
 * seeded in-memory account directory, and small token helpers.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  createIdentityAuthorities,
  createInMemoryAccountDirectory,
  type AccountDirectory,
  type IdentityAuthorities,
} from './index.js';

export const WEB_ORIGIN = 'http://localhost:5173';

export const SEED = [
  { id: 'm-ada', email: 'ada@example.com', password: 'correct horse', role: 'Member' },
  {
    id: 'm-grace',
    email: 'grace@example.com',
    password: 'hopper!',
    role: ['Member', 'Beta'],
  },
  {
    id: 's-sam',
    email: 'sam.staff@example.com',
    password: 'staff-pass',
    role: 'Staff',
    kind: 'staff' as const,
  },
];

export interface Harness {
  origin: string;
  identity: IdentityAuthorities;
  accounts: AccountDirectory;
  close(): Promise<void>;
}

/** A plain Node server with the two authorities, on a free loopback port. */
export async function startIdentity(
  overrides: { accessTokenTtlSeconds?: number } = {},
): Promise<Harness> {
  const ref: { identity?: IdentityAuthorities } = {};
  const server: Server = createServer((req, res) => {
    if (ref.identity?.handleRequest(req, res)) return;
    res.statusCode = 404;
    res.end('not identity');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://localhost:${port}`;
  const accounts = createInMemoryAccountDirectory(SEED);
  const ready = await createIdentityAuthorities({
    publicOrigin: origin,
    webOrigins: [WEB_ORIGIN],
    accounts,
    ...overrides,
  });
  ref.identity = ready;
  return {
    origin,
    identity: ready,
    accounts,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await ready.close();
    },
  };
}

export function decodePayload(jwt: string): Record<string, unknown> {
  const part = jwt.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;
}

export async function passwordGrant(
  origin: string,
  username: string,
  password: string,
  extra: Record<string, string> = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${origin}/members/connect/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: WEB_ORIGIN },
    body: new URLSearchParams({
      grant_type: 'password',
      client_id: 'scanwise-web',
      username,
      password,
      scope: 'openid offline_access profile roles',
      environment: 'test',
      ...extra,
    }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}
