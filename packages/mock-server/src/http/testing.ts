/** Helpers for app-level tests of the REST app (a fake token verifier, a fixed clock). */
import { CALLS } from '@scanwise/core';
import type { CallName } from '@scanwise/core';
import { createRestApp } from './app';
import { createPlatform } from '../platform/platform';
import type { Platform } from '../platform/platform';

/** The fixed clock of the app-level tests: the seed's reference date is 2026-03-01. */
export const NOW = new Date('2026-03-01T12:00:00Z');
export const WEB_ORIGIN = 'http://localhost:5173';

/** The fake verifier: `u:<memberId>` is that member, anything else is refused. */
export const tokenOf = (memberId: string): string => `u:${memberId}`;

export interface RestHarness {
  platform: Platform;
  call(
    name: CallName | { method: string },
    path: string,
    init?: {
      body?: unknown;
      raw?: string;
      token?: string | null;
      headers?: Record<string, string>;
    },
  ): Promise<{ status: number; json: unknown; headers: Headers }>;
  /** Any request to the app, answered as it is (files, pages). */
  fetch(url: string): Promise<Response>;
}

export function restHarness(): RestHarness {
  const platform = createPlatform({ now: () => NOW });
  const app = createRestApp(platform, {
    verifyAccessToken: (token) =>
      Promise.resolve(token.startsWith('u:') ? { sub: token.slice(2) } : null),
    webOrigins: [WEB_ORIGIN],
  });
  return {
    platform,
    fetch: async (url) => app.fetch(new Request(url)),
    async call(name, path, init = {}) {
      const method = typeof name === 'string' ? CALLS[name].method : name.method;
      const headers = new Headers(init.headers);
      const token = init.token === undefined ? tokenOf('mbr_demo') : init.token;
      if (token !== null) headers.set('Authorization', `Bearer ${token}`);
      let body: string | undefined;
      if (init.raw !== undefined) body = init.raw;
      else if (init.body !== undefined) body = JSON.stringify(init.body);
      if (method === 'GET' || method === 'HEAD') body = undefined;
      if (body !== undefined) headers.set('Content-Type', 'application/json');
      const response = await app.fetch(
        new Request(`http://platform.test${path}`, {
          method,
          headers,
          ...(body !== undefined ? { body } : {}),
        }),
      );
      const text = await response.text();
      return {
        status: response.status,
        json: text === '' ? undefined : (JSON.parse(text) as unknown),
        headers: response.headers,
      };
    },
  };
}
