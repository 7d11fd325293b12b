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

interface StoredCookie {
  name: string;
  value: string;
  path: string;
}

export interface Visit {
  /** The last URL requested. */
  url: string;
  status: number;
  /** The redirect target when the chain stopped at a redirect to the web app. */
  location?: string;
  html: string;
}

/**
 * Just enough of a browser for the identity pages: a cookie jar (path-aware, one host),
 * manual redirects, and posting the page's first form. Redirects to the web app's origin are
 * not followed: they are where the app takes over.
 */
export class TinyBrowser {
  private readonly cookies: StoredCookie[] = [];

  constructor(private readonly appOrigin: string = WEB_ORIGIN) {}

  cookieNames(): string[] {
    return this.cookies.map((cookie) => cookie.name);
  }

  private cookieHeader(url: URL): string {
    return this.cookies
      .filter((cookie) => url.pathname.startsWith(cookie.path))
      .map((cookie) => `${cookie.name}=${cookie.value}`)
      .join('; ');
  }

  private store(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      const path =
        attributes.find((a) => a.toLowerCase().startsWith('path='))?.slice('path='.length) ?? '/';
      const expired =
        value === '' ||
        attributes.some(
          (a) =>
            a.toLowerCase().startsWith('expires=') && new Date(a.slice(8)).getTime() < Date.now(),
        );
      const index = this.cookies.findIndex((c) => c.name === name && c.path === path);
      if (index >= 0) this.cookies.splice(index, 1);
      if (!expired) this.cookies.push({ name, value, path });
    }
  }

  async request(url: string, init: RequestInit = {}): Promise<Visit> {
    let current = new URL(url);
    let options: RequestInit = init;
    for (let hop = 0; hop < 20; hop += 1) {
      const headers = new Headers(options.headers);
      const cookie = this.cookieHeader(current);
      if (cookie) headers.set('Cookie', cookie);
      const response = await fetch(current, { ...options, headers, redirect: 'manual' });
      this.store(response);
      const location = response.headers.get('location');
      if (response.status >= 300 && response.status < 400 && location) {
        const next = new URL(location, current);
        await response.arrayBuffer();
        if (next.origin === new URL(this.appOrigin).origin) {
          return { url: current.href, status: response.status, location: next.href, html: '' };
        }
        current = next;
        options = {};
        continue;
      }
      return { url: current.href, status: response.status, html: await response.text() };
    }
    throw new Error('too many redirects');
  }

  /** Submits the first form on the page that has one of the given field names (or the first form). */
  async submit(visit: Visit, fields: Record<string, string>): Promise<Visit> {
    const forms = [
      ...visit.html.matchAll(/<form method="post" action="([^"]+)">([\s\S]*?)<\/form>/g),
    ];
    const form =
      forms.find((match) =>
        Object.keys(fields).every((field) => (match[2] ?? '').includes(`name="${field}"`)),
      ) ?? forms[0];
    if (!form?.[1]) throw new Error(`no form on ${visit.url}`);
    return this.request(new URL(form[1], visit.url).href, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
  }
}

/** An in-memory StateStore for oidc-client-ts in Node. */
export class MapStateStore {
  readonly map = new Map<string, string>();

  set(key: string, value: string): Promise<void> {
    this.map.set(key, value);
    return Promise.resolve();
  }

  get(key: string): Promise<string | null> {
    return Promise.resolve(this.map.get(key) ?? null);
  }

  remove(key: string): Promise<string | null> {
    const value = this.map.get(key) ?? null;
    this.map.delete(key);
    return Promise.resolve(value);
  }

  getAllKeys(): Promise<string[]> {
    return Promise.resolve([...this.map.keys()]);
  }
}
