import { Hono } from 'hono';
import type { Context } from 'hono';
import { cors } from 'hono/cors';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { CALL_NAMES, CALLS, validatePayload } from '@scanwise/core';
import type { CallDefinition, CallName, PlatformErrorCode } from '@scanwise/core';
import { faultMiddleware, type FaultRules } from '../controls/faults';
import { FileLinks } from '../files/fileLinks';
import { mountFileRoutes } from '../files/fileRoutes';
import { HTML_HEADERS } from '../html';
import { PlatformError } from '../platform/errors';
import type { Platform } from '../platform/platform';
import { callHandlers, type CallContext } from './handlers';
import { landingPage } from './landingPage';

/** Where the member app runs locally (the Vite dev server and preview). */
const DEFAULT_APP_URL = 'http://localhost:5173';

export interface RestLogger {
  warn?(message: string, details?: Record<string, unknown>): void;
  error?(message: string, details?: Record<string, unknown>): void;
}

export interface RestAppOptions {
  /** Checks a bearer token; the identity authorities' verifyAccessToken fits. */
  verifyAccessToken(token: string): Promise<{ sub: string } | null>;
  /** Web app origins allowed by CORS (with credentials). */
  webOrigins?: readonly string[];
  /** When given, the rules are applied by a middleware (the Node server applies them itself). */
  faults?: FaultRules;
  /** Check every success body against the call's response schema (default true). */
  checkResponses?: boolean;
  /**
   * The platform's public URL, which links to a member's files start with; default the origin
   * each request reached (msw handlers with a path prefix pass theirs).
   */
  publicUrl?: string;
  /** The member app's address, which the platform's page at `/` points to (default the first web origin). */
  appUrl?: string;
  logger?: RestLogger;
}

export type ErrorBody = { code: string; message: string; path: string[] | null };

const errorBody = (
  code: PlatformErrorCode,
  message: string,
  path: string[] | null = null,
): ErrorBody => ({
  code,
  message,
  path,
});

/** Calls the REST app serves: every call of the catalogue whose host is the platform. */
export const REST_CALL_NAMES: readonly CallName[] = CALL_NAMES.filter(
  (name) => CALLS[name].host === 'platform',
);

const bearerOf = (header: string | undefined): string | null => {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1] ?? null;
};

/**
 * The platform's REST calls as one Hono app. Serves Node through @hono/node-server and answers
 * msw handlers through `app.fetch`. Each call is taken from the core catalogue (method, path,
 * auth, request, query and response schemas): bad input answers 400 `{code, message, path}` before
 * any state is touched, a missing or refused token 401, another member's data 404.
 */
export function createRestApp(platform: Platform, options: RestAppOptions): Hono {
  const app = new Hono();
  const origins = new Set(options.webOrigins ?? []);
  const checkResponses = options.checkResponses ?? true;
  const links = new FileLinks(() => platform.now());

  app.use(
    '*',
    cors({
      origin: (origin) => (origins.has(origin) ? origin : null),
      credentials: true,
      allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      // sentry-trace and baggage: the app's error reporting traces its platform calls (spec 7).
      allowHeaders: [
        'Authorization',
        'Content-Type',
        'X-Requested-With',
        'X-SignalR-User-Agent',
        'sentry-trace',
        'baggage',
      ],
      maxAge: 7200,
    }),
  );
  if (options.faults) app.use('*', faultMiddleware(options.faults));

  const fail = (
    c: Context,
    status: number,
    body: ErrorBody,
    headers: Record<string, string> = {},
  ) => {
    for (const [name, value] of Object.entries(headers)) c.header(name, value);
    return c.json(body, status as ContentfulStatusCode);
  };

  const authenticate = async (c: Context): Promise<string | Response> => {
    const token = bearerOf(c.req.header('Authorization'));
    if (!token) {
      return fail(c, 401, errorBody('unauthorized', 'A bearer access token is required'), {
        'WWW-Authenticate': 'Bearer',
      });
    }
    const verified = await options.verifyAccessToken(token).catch(() => null);
    // A valid signature for a subject the platform does not know (any more) is refused too.
    if (!verified || !platform.accounts.findById(verified.sub)) {
      return fail(
        c,
        401,
        errorBody('invalid_token', 'The access token is invalid or has expired'),
        {
          'WWW-Authenticate': 'Bearer error="invalid_token"',
        },
      );
    }
    return verified.sub;
  };

  const handleError = (c: Context, error: unknown) => {
    if (error instanceof PlatformError) {
      return fail(c, error.status, errorBody(error.code, error.message, error.path));
    }
    options.logger?.error?.('REST handler failed', { error: String(error), path: c.req.path });
    return fail(c, 500, errorBody('server_error', 'The platform failed to answer'));
  };

  for (const name of REST_CALL_NAMES) {
    const call: CallDefinition = CALLS[name];
    const handler = callHandlers[name];
    if (!handler) continue;
    app.on(call.method, call.path, async (c) => {
      try {
        let userId: string | null = null;
        if (call.auth !== 'none') {
          const outcome = await authenticate(c);
          if (typeof outcome !== 'string') return outcome;
          userId = outcome;
        }
        let query: unknown = undefined;
        if (call.query) {
          const checked = validatePayload(call.query, c.req.query());
          if (!checked.ok) return fail(c, 400, { ...checked.error });
          query = checked.value;
        }
        let body: unknown = undefined;
        if (call.request) {
          const text = await c.req.text();
          let parsed: unknown;
          try {
            parsed = text === '' ? undefined : JSON.parse(text);
          } catch {
            return fail(c, 400, errorBody('invalid_json', 'The body is not valid JSON', []));
          }
          const checked = validatePayload(call.request, parsed);
          if (!checked.ok) return fail(c, 400, { ...checked.error });
          body = checked.value;
        }
        const base = options.publicUrl ?? new URL(c.req.url).origin;
        const member = userId;
        const context: CallContext = {
          userId,
          params: c.req.param(),
          query,
          body,
          platform,
          link: (stored) =>
            member === null ? Promise.resolve(stored) : links.link(base, member, stored),
          header: (headerName) => c.req.header(headerName),
        };
        const result = await handler(context);
        if (call.response === undefined) return c.body(null, call.successStatus as 204);
        if (checkResponses) {
          const checked = validatePayload(call.response, result);
          if (!checked.ok) {
            options.logger?.error?.('REST response failed its schema', {
              call: name,
              error: checked.error,
            });
            return fail(
              c,
              500,
              errorBody(
                'invalid_response',
                `The platform's answer broke its contract: ${checked.error.message}`,
                checked.error.path,
              ),
            );
          }
        }
        return c.json(result as object, call.successStatus as ContentfulStatusCode);
      } catch (error) {
        return handleError(c, error);
      }
    });
  }

  // The bytes of a registered mammography upload (the uploadUrl the registration returns).
  app.put('/packages/uploads/:uploadId', async (c) => {
    try {
      const outcome = await authenticate(c);
      if (typeof outcome !== 'string') return outcome;
      const bytes = new Uint8Array(await c.req.arrayBuffer());
      return c.json(
        platform.completeUpload(outcome, c.req.param('uploadId'), bytes.byteLength),
        200,
      );
    } catch (error) {
      return handleError(c, error);
    }
  });

  mountFileRoutes(app, platform, links);

  // The platform's own page: where the member app is, and the demo sign-ins.
  const appUrl = options.appUrl ?? options.webOrigins?.[0] ?? DEFAULT_APP_URL;
  app.get('/', (c) => c.body(landingPage(appUrl), 200, HTML_HEADERS));

  app.notFound((c) =>
    fail(c, 404, errorBody('not_found', `No call at ${c.req.method} ${c.req.path}`)),
  );
  app.onError((error, c) => handleError(c, error));
  return app;
}
