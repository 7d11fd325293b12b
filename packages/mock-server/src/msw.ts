import { http } from 'msw';
import type { HttpHandler } from 'msw';
import { FaultRules } from './controls/faults';
import { createRestApp } from './http/app';
import { createPlatform } from './platform/platform';
import type { Platform } from './platform/platform';
import { DEMO_MEMBER } from './platform/seed';

/** Prefix of the tokens the msw handlers accept: `test:<memberId>`. */
export const TEST_TOKEN_PREFIX = 'test:';

/** A bearer token the msw handlers accept for the member (default the demo member). */
export const testAccessToken = (memberId: string = DEMO_MEMBER.id): string =>
  `${TEST_TOKEN_PREFIX}${memberId}`;

export interface PlatformHandlersOptions {
  /** Where the app under test sends platform calls; default http://platform.test. */
  baseUrl?: string;
  /** Share a platform (e.g. to inspect it); default a freshly seeded one. */
  platform?: Platform;
  /** The platform clock; default the real time. */
  now?: () => Date;
  /** Seed reference date; default the day of now(). */
  referenceDate?: Date;
  /** Origins allowed by CORS (Storybook, the component test page). */
  webOrigins?: string[];
  /**
   * Token check; default the test mode: `test:<accountId>` is that account, anything else 401.
   * (No identity authority runs inside msw.)
   */
  verifyAccessToken?: (token: string) => Promise<{ sub: string } | null>;
}

export interface PlatformHandlers {
  handlers: HttpHandler[];
  platform: Platform;
  /** Fault rules applied to every call (latency, error rate, fixed status per path). */
  faults: FaultRules;
}

/**
 * msw handlers answering the platform's REST calls with the same Hono app as the Node server,
 * for Storybook and component tests: `setupServer(...createPlatformHandlers().handlers)`.
 */
export function createPlatformHandlers(options: PlatformHandlersOptions = {}): PlatformHandlers {
  const base = new URL(options.baseUrl ?? 'http://platform.test');
  const prefix = base.pathname.replace(/\/$/, '');
  const platform =
    options.platform ??
    createPlatform({
      now: options.now ?? (() => new Date()),
      ...(options.referenceDate ? { referenceDate: options.referenceDate } : {}),
    });
  const verify =
    options.verifyAccessToken ??
    ((token: string) => {
      if (!token.startsWith(TEST_TOKEN_PREFIX)) return Promise.resolve(null);
      const sub = token.slice(TEST_TOKEN_PREFIX.length);
      return Promise.resolve(platform.accounts.findById(sub) ? { sub } : null);
    });
  const faults = new FaultRules();
  const app = createRestApp(platform, {
    verifyAccessToken: verify,
    webOrigins: options.webOrigins ?? [],
    faults,
    publicUrl: `${base.origin}${prefix}`,
  });
  const handler = http.all(`${base.origin}${prefix}/*`, async ({ request }) => {
    if (prefix === '') return app.fetch(request);
    const url = new URL(request.url);
    url.pathname = url.pathname.slice(prefix.length) || '/';
    const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
    return app.fetch(
      new Request(url, {
        method: request.method,
        headers: request.headers,
        ...(hasBody ? { body: await request.arrayBuffer() } : {}),
      }),
    );
  });
  return { handlers: [handler], platform, faults };
}
