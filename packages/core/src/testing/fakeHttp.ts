import type { Clock, HttpMethod, HttpPort, HttpRequest, HttpResponse, TimerHandle } from '../ports';

/** What a route answers. A non-string body is sent as JSON. */
export interface FakeHttpReply {
  readonly status?: number;
  readonly body?: unknown;
  readonly headers?: Readonly<Record<string, string>>;
}

export interface FakeHttpContext {
  readonly request: HttpRequest;
  /** The URL path without origin and query. */
  readonly path: string;
  /** Values of `:name` segments of the route pattern. */
  readonly params: Readonly<Record<string, string>>;
  readonly query: Readonly<Record<string, string>>;
  /** The request body parsed as JSON (undefined when there is none). */
  json<T = unknown>(): T;
}

export type FakeHttpHandler = (context: FakeHttpContext) => FakeHttpReply | Promise<FakeHttpReply>;

export interface FakeHttpOptions {
  /** With a clock and a latency, answers arrive after `latencyMs` on the clock. */
  readonly clock?: Clock;
  readonly latencyMs?: number;
}

interface Route {
  readonly method: HttpMethod | '*';
  readonly pattern: string;
  readonly match: (path: string) => Record<string, string> | null;
  readonly handler: FakeHttpHandler;
}

/** How the fake fails when no answer comes, like a browser's fetch. */
export class FakeNetworkError extends Error {
  constructor(message = 'Network error') {
    super(message);
    this.name = 'NetworkError';
  }
}

export class FakeAbortError extends Error {
  constructor() {
    super('The operation was aborted.');
    this.name = 'AbortError';
  }
}

function splitUrl(url: string): { path: string; query: Record<string, string> } {
  const withoutOrigin = url.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, '');
  const [pathAndQuery = ''] = withoutOrigin.split('#');
  const [path = '', search = ''] = pathAndQuery.split('?');
  const query: Record<string, string> = {};
  for (const pair of search.split('&')) {
    if (!pair) continue;
    const [key = '', value = ''] = pair.split('=');
    query[decodeURIComponent(key)] = decodeURIComponent(value.replace(/\+/g, ' '));
  }
  return { path: path || '/', query };
}

/** Compiles '/api/members/:id/tasks', '*' (one segment) and a trailing '/**' (the rest). */
function compile(pattern: string): Route['match'] {
  const patternPath = splitUrl(pattern).path;
  const parts = patternPath.split('/');
  return (path) => {
    const segments = path.split('/');
    const params: Record<string, string> = {};
    for (let i = 0; i < parts.length; i++) {
      const part = parts[i]!;
      if (part === '**') return params;
      const segment = segments[i];
      if (segment === undefined) return null;
      if (part.startsWith(':')) params[part.slice(1)] = decodeURIComponent(segment);
      else if (part !== '*' && part.toLowerCase() !== segment.toLowerCase()) return null;
    }
    return segments.length === parts.length ? params : null;
  };
}

// TextEncoder/TextDecoder exist in every runtime the core supports, but the core compiles without
// DOM or Node typings, so they are typed here rather than through a lib.
const textCodecs = globalThis as unknown as {
  TextDecoder: new () => { decode(input: Uint8Array): string };
  TextEncoder: new () => { encode(input: string): Uint8Array };
};

function bodyText(body: HttpRequest['body']): string | undefined {
  if (body === undefined) return undefined;
  if (typeof body === 'string') return body;
  if (body instanceof Uint8Array) return new textCodecs.TextDecoder().decode(body);
  return undefined;
}

function bodyLength(body: HttpRequest['body']): number | undefined {
  if (typeof body === 'string') return new textCodecs.TextEncoder().encode(body).length;
  if (body instanceof Uint8Array) return body.length;
  return undefined;
}

/**
 * An HTTP server in memory, implementing {@link HttpPort}: routes by method and path pattern
 * (the last registered wins, so a test can override a default), every request recorded,
 * network failures and aborts as the real transports report them. Any status resolves; only a
 * missing answer rejects.
 */
export class FakeHttp implements HttpPort {
  private readonly routes: Route[] = [];
  private networkFailures = 0;
  private offline = false;
  /** Every request sent, oldest first (also those that failed). */
  readonly requests: HttpRequest[] = [];

  constructor(private readonly options: FakeHttpOptions = {}) {}

  /** Adds a route; `reply` is a handler or a fixed answer. */
  on(method: HttpMethod | '*', pattern: string, reply: FakeHttpHandler | FakeHttpReply): this {
    const handler: FakeHttpHandler = typeof reply === 'function' ? reply : () => reply;
    this.routes.unshift({ method, pattern, match: compile(pattern), handler });
    return this;
  }

  /** The next `count` requests fail with a network error. */
  failNextWithNetworkError(count = 1): void {
    this.networkFailures += count;
  }

  /** While offline every request fails with a network error. */
  setOffline(offline: boolean): void {
    this.offline = offline;
  }

  /** Requests whose method and path match, e.g. `requestsTo('POST', '/api/payments/*')`. */
  requestsTo(method: HttpMethod | '*', pattern: string): HttpRequest[] {
    const match = compile(pattern);
    return this.requests.filter(
      (r) => (method === '*' || r.method === method) && match(splitUrl(r.url).path) !== null,
    );
  }

  async send(request: HttpRequest): Promise<HttpResponse> {
    this.requests.push(request);
    if (request.signal?.aborted) throw new FakeAbortError();
    if (this.offline) throw new FakeNetworkError();
    if (this.networkFailures > 0) {
      this.networkFailures -= 1;
      throw new FakeNetworkError();
    }
    const total = bodyLength(request.body);
    if (total !== undefined) request.onUploadProgress?.(total, total);
    const response = await this.answer(request);
    await this.wait(request);
    return response;
  }

  private async answer(request: HttpRequest): Promise<HttpResponse> {
    const { path, query } = splitUrl(request.url);
    for (const route of this.routes) {
      if (route.method !== '*' && route.method !== request.method) continue;
      const params = route.match(path);
      if (!params) continue;
      let reply: FakeHttpReply;
      try {
        reply = await route.handler({
          request,
          path,
          params,
          query,
          json: <T>() => {
            const text = bodyText(request.body);
            return (text ? JSON.parse(text) : undefined) as T;
          },
        });
      } catch (error) {
        // A handler that throws is a server that crashed: 500, as a real server would answer.
        reply = { status: 500, body: { title: 'Internal Server Error', detail: String(error) } };
      }
      return FakeHttp.toResponse(reply);
    }
    return { status: 404, headers: {}, body: '' };
  }

  private static toResponse(reply: FakeHttpReply): HttpResponse {
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(reply.headers ?? {})) {
      headers[name.toLowerCase()] = value;
    }
    let body = '';
    if (typeof reply.body === 'string') body = reply.body;
    else if (reply.body !== undefined) {
      body = JSON.stringify(reply.body);
      headers['content-type'] ??= 'application/json';
    }
    return { status: reply.status ?? 200, headers, body };
  }

  /** Waits the latency on the clock; an abort meanwhile rejects. */
  private wait(request: HttpRequest): Promise<void> {
    const { clock, latencyMs = 0 } = this.options;
    const signal = request.signal;
    if (!clock || latencyMs <= 0) {
      return signal?.aborted ? Promise.reject(new FakeAbortError()) : Promise.resolve();
    }
    return new Promise((resolve, reject) => {
      let timer: TimerHandle | undefined = undefined;
      const onAbort = (): void => {
        if (timer !== undefined) clock.cancel(timer);
        reject(new FakeAbortError());
      };
      signal?.addEventListener('abort', onAbort);
      timer = clock.schedule(() => {
        signal?.removeEventListener('abort', onAbort);
        resolve();
      }, latencyMs);
    });
  }
}
