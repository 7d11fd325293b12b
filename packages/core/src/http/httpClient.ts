import type { Struct } from 'superstruct';
import { CONSTANTS } from '../config';
import type { ScanwiseEventEmitter } from '../events';
import type {
  AbortSignalLike,
  Clock,
  HttpMethod,
  HttpPort,
  HttpRequest,
  HttpResponse,
  Logger,
  PlatformBody,
  TimerHandle,
} from '../ports';
import {
  ApiErrorSchema,
  fillPathTemplate,
  parseJsonSafe,
  validatePayload,
  type CallDefinition,
  type CallName,
  type CallParams,
  type CallQuery,
  type CallRequest,
  type CallResponse,
  type PathParamNames,
} from '../schemas';
import type { CALLS } from '../schemas';
import {
  HTTP_ERROR_MESSAGES,
  HttpRequestError,
  isSuccessStatus,
  type HttpClientError,
} from './errors';
import { appendQueryString, buildFormBody, type QueryParams } from './queryString';
import { RequestSignal, type RequestAbortReason } from './requestSignal';

/** The stored access token as the session keeps it; `expiresAt` in seconds since the epoch. */
export interface StoredAccessToken {
  readonly accessToken: string;
  /** Expiry, seconds since the Unix epoch (the identity port's `SignedInUser.expiresAt`). */
  readonly expiresAt: number;
}

export interface HttpClientOptions {
  readonly http: HttpPort;
  /** The platform API base, e.g. https://api.scanwise.example (no trailing slash needed). */
  readonly baseUrl: string;
  /** Base of the identity authority's calls (catalogue host 'identity'); default `baseUrl`. */
  readonly identityBaseUrl?: string;
  /** The only time source: token expiry and the optional timeout. */
  readonly clock: Clock;
  /** The stored token, or null when signed out; read on every request. */
  readonly getAccessToken?: () => StoredAccessToken | null;
  /** Where "A 401 or 403 answer fires a logout event" goes (the app-wide bus). */
  readonly events?: ScanwiseEventEmitter;
  readonly logger?: Logger;
  /** "The client timeout is 0 (none)": the default. A positive value aborts after that long. */
  readonly timeoutMs?: number;
  /** Headers sent with every request (a call's own headers win). */
  readonly defaultHeaders?: Readonly<Record<string, string>>;
}

/** Per-request options shared by `request`, the shorthands and `callApi`. */
export interface HttpCallOptions {
  readonly headers?: Readonly<Record<string, string>>;
  /**
   * An explicit bearer token ("Partner association calls take a token passed in explicitly").
   * Used instead of the stored token; an Authorization header still wins over it.
   */
  readonly token?: string;
  /**
   * Default true: "a failed request does not throw but is marked success false". With false,
   * any failure (non-2xx, network, timeout, abort, cancel, invalid payload) rejects with an
   * {@link HttpRequestError}.
   */
  readonly resolveOnError?: boolean;
  readonly signal?: AbortSignalLike;
  /** Overrides the client timeout for this request (0: none). */
  readonly timeoutMs?: number;
  /** Default true: a 401 or 403 answer emits `loggedOut`. */
  readonly logoutOnUnauthorized?: boolean;
  readonly onUploadProgress?: (sent: number, total: number) => void;
}

export interface HttpRequestOptions<T = unknown> extends HttpCallOptions {
  readonly method?: HttpMethod;
  /** A path below the base URL, or an absolute http(s) URL. */
  readonly path: string;
  /** Query values, written by the rules of section 5 (see `buildQueryString`). */
  readonly query?: QueryParams;
  /**
   * The body: a Uint8Array or platform body (file, FormData) is sent as is; anything else
   * (including a string) is sent as JSON. Undefined: no body.
   */
  readonly body?: unknown;
  /** A form-encoded body instead of `body` (application/x-www-form-urlencoded). */
  readonly form?: QueryParams;
  /** Schema the success body must match; without it the parsed JSON (or text) is returned. */
  readonly schema?: Struct<T, unknown>;
  /** Name used in log entries, e.g. the catalogue call name. */
  readonly name?: string;
}

/** The outcome of a call. "Success means status 200 to 299." */
export type HttpResult<T> =
  | {
      readonly success: true;
      readonly status: number;
      readonly data: T;
      readonly headers: Readonly<Record<string, string>>;
    }
  | {
      readonly success: false;
      /** The HTTP status, or null when no answer came. */
      readonly status: number | null;
      readonly error: HttpClientError;
      readonly data?: undefined;
      readonly headers?: Readonly<Record<string, string>>;
    };

type CallDef<N extends CallName> = (typeof CALLS)[N];

type ParamsOption<N extends CallName> = [PathParamNames<CallDef<N>['path']>] extends [never]
  ? { readonly params?: undefined }
  : { readonly params: CallParams<N> };

type BodyOption<N extends CallName> = CallDef<N>['request'] extends undefined
  ? { readonly body?: undefined }
  : { readonly body: CallRequest<N> };

type QueryOption<N extends CallName> = CallDef<N>['query'] extends undefined
  ? { readonly query?: undefined }
  : { readonly query?: CallQuery<N> };

type TokenOption<N extends CallName> = CallDef<N>['auth'] extends 'explicit-bearer'
  ? { readonly token: string }
  : { readonly token?: string };

/** Options of `callApi(name, ...)`: params, body, query and token as the catalogue requires. */
export type CallApiOptions<N extends CallName> = Omit<HttpCallOptions, 'token'> &
  ParamsOption<N> &
  BodyOption<N> &
  QueryOption<N> &
  TokenOption<N>;

/** `callApi`'s options argument, optional when the call needs nothing. */
export type CallApiArgs<N extends CallName> =
  Record<string, never> extends CallApiOptions<N>
    ? [options?: CallApiOptions<N>]
    : [options: CallApiOptions<N>];

const ABSOLUTE_URL = /^[a-z][a-z0-9+.-]*:\/\//i;

/** Joins a base URL and a path with exactly one slash; absolute URLs are kept as they are. */
export function resolveRequestUrl(baseUrl: string, path: string): string {
  if (ABSOLUTE_URL.test(path)) return path;
  const base = baseUrl.replace(/\/+$/, '');
  if (path === '') return base;
  return `${base}/${path.replace(/^\/+/, '')}`;
}

const isPlatformBody = (value: unknown): value is PlatformBody =>
  typeof value === 'object' && value !== null && 'platformBody' in value;

const hasHeader = (headers: Readonly<Record<string, string>>, name: string): boolean =>
  Object.keys(headers).some((key) => key.toLowerCase() === name);

const withoutQuery = (url: string): string => url.split(/[?#]/, 1)[0] ?? url;

type Failure = Extract<HttpResult<never>, { success: false }>;

/**
 * The HTTP client of spec section 7, over the {@link HttpPort}. It builds URLs and JSON bodies,
 * adds the bearer token, turns every failure into a typed result (or a rejection when asked),
 * validates bodies with superstruct, and fires `loggedOut` on 401 and 403.
 */
export class HttpClient {
  private readonly inFlight = new Set<RequestSignal>();
  private disposed = false;

  constructor(private readonly options: HttpClientOptions) {}

  /** Sends one request. Resolves with a result unless `resolveOnError` is false. */
  async request<T = unknown>(options: HttpRequestOptions<T>): Promise<HttpResult<T>> {
    const result = await this.execute(options);
    if (!result.success && options.resolveOnError === false) {
      throw new HttpRequestError(result.error, result.status);
    }
    return result;
  }

  get<T = unknown>(
    path: string,
    options: Omit<HttpRequestOptions<T>, 'path' | 'method'> = {},
  ): Promise<HttpResult<T>> {
    return this.request({ ...options, method: 'GET', path });
  }

  post<T = unknown>(
    path: string,
    body?: unknown,
    options: Omit<HttpRequestOptions<T>, 'path' | 'method' | 'body'> = {},
  ): Promise<HttpResult<T>> {
    return this.request({ ...options, method: 'POST', path, body });
  }

  put<T = unknown>(
    path: string,
    body?: unknown,
    options: Omit<HttpRequestOptions<T>, 'path' | 'method' | 'body'> = {},
  ): Promise<HttpResult<T>> {
    return this.request({ ...options, method: 'PUT', path, body });
  }

  patch<T = unknown>(
    path: string,
    body?: unknown,
    options: Omit<HttpRequestOptions<T>, 'path' | 'method' | 'body'> = {},
  ): Promise<HttpResult<T>> {
    return this.request({ ...options, method: 'PATCH', path, body });
  }

  delete<T = unknown>(
    path: string,
    options: Omit<HttpRequestOptions<T>, 'path' | 'method'> = {},
  ): Promise<HttpResult<T>> {
    return this.request({ ...options, method: 'DELETE', path });
  }

  /**
   * Calls a catalogue entry, given by name and definition (`callApi(client, name)` looks the
   * definition up in CALLS; the session part passes the few it needs, so it does not carry the
   * whole catalogue): fills the path parameters, checks the body and query against the call's
   * request schemas (a mismatch fails before sending, direction 'request'), encodes the body as
   * the call says (JSON or form) and validates the answer with the call's response schema.
   * Calls answering 204 resolve with data undefined.
   */
  async call<N extends CallName>(
    name: N,
    definition: CallDefinition,
    ...args: CallApiArgs<N>
  ): Promise<HttpResult<CallResponse<N>>> {
    const options = (args[0] ?? {}) as HttpCallOptions & {
      readonly params?: Readonly<Record<string, string>>;
      readonly body?: unknown;
      readonly query?: QueryParams;
    };
    const fail = (error: HttpClientError): Promise<HttpResult<CallResponse<N>>> =>
      this.settle<CallResponse<N>>({ success: false, status: null, error }, options);

    if (definition.auth === 'explicit-bearer' && !options.token) {
      throw new TypeError(`Call ${name} needs an explicit bearer token (option token).`);
    }
    const path = fillPathTemplate(definition.path, options.params ?? {});
    if (definition.request !== undefined) {
      const checked = validatePayload(definition.request, options.body);
      if (!checked.ok) return fail(this.invalidPayload(name, 'request', checked.error, path));
    }
    if (definition.query !== undefined && options.query !== undefined) {
      const checked = validatePayload(definition.query, options.query);
      if (!checked.ok) return fail(this.invalidPayload(name, 'request', checked.error, path));
    }
    const base =
      definition.host === 'identity'
        ? (this.options.identityBaseUrl ?? this.options.baseUrl)
        : this.options.baseUrl;
    const { params: _params, body, query, ...common } = options;
    const request: HttpRequestOptions<CallResponse<N>> = {
      ...common,
      name,
      method: definition.method,
      path: resolveRequestUrl(base, path),
      ...(query === undefined ? {} : { query }),
      ...(definition.encoding === 'form'
        ? { form: (body ?? {}) as QueryParams }
        : definition.encoding === 'json'
          ? { body }
          : {}),
      ...(definition.response === undefined
        ? {}
        : { schema: definition.response as Struct<CallResponse<N>, unknown> }),
    };
    return this.request(request);
  }

  /** Cancels every request in flight: each settles with the error code 'canceled'. */
  cancelAll(): void {
    for (const signal of [...this.inFlight]) signal.abort('canceled');
  }

  /** Cancels what is in flight; later requests fail at once as canceled. */
  dispose(): void {
    this.disposed = true;
    this.cancelAll();
  }

  /** How many requests are waiting for an answer. */
  get pendingRequests(): number {
    return this.inFlight.size;
  }

  /** The Authorization header value the client would add now, if any. */
  currentBearer(explicitToken?: string): string | undefined {
    if (explicitToken) return `Bearer ${explicitToken}`;
    const stored = this.options.getAccessToken?.() ?? null;
    if (!stored || !stored.accessToken) return undefined;
    if (this.options.clock.now() >= stored.expiresAt * 1000) return undefined;
    return `Bearer ${stored.accessToken}`;
  }

  private settle<T>(result: HttpResult<T>, options: HttpCallOptions): Promise<HttpResult<T>> {
    if (!result.success && options.resolveOnError === false) {
      return Promise.reject(new HttpRequestError(result.error, result.status));
    }
    return Promise.resolve(result);
  }

  private async execute<T>(options: HttpRequestOptions<T>): Promise<HttpResult<T>> {
    const method = options.method ?? 'GET';
    const url = appendQueryString(
      resolveRequestUrl(this.options.baseUrl, options.path),
      options.query,
    );
    const headers: Record<string, string> = {
      Accept: 'application/json',
      ...this.options.defaultHeaders,
      ...options.headers,
    };
    // The session the request speaks for (its token): a 401 or 403 ends that session only.
    const tokenNow = (): string | undefined =>
      options.token || this.options.getAccessToken?.()?.accessToken || undefined;
    let sentToken: string | undefined;
    if (!hasHeader(headers, 'authorization')) {
      const bearer = this.currentBearer(options.token);
      if (bearer) {
        headers['Authorization'] = bearer;
        sentToken = tokenNow();
      }
    }
    let body: HttpRequest['body'];
    if (options.form !== undefined) {
      body = buildFormBody(options.form);
      if (!hasHeader(headers, 'content-type')) {
        headers['Content-Type'] = 'application/x-www-form-urlencoded';
      }
    } else if (options.body instanceof Uint8Array || isPlatformBody(options.body)) {
      body = options.body;
    } else if (options.body !== undefined) {
      try {
        body = JSON.stringify(options.body);
      } catch (cause) {
        // A circular structure or a bigint: nothing can be sent, so it is a request payload error.
        const message = cause instanceof Error ? cause.message : 'Body is not serialisable';
        const name = options.name ?? `${method} ${withoutQuery(url)}`;
        const error = this.invalidPayload(name, 'request', { message, path: [] }, url);
        return { success: false, status: null, error };
      }
      if (!hasHeader(headers, 'content-type')) headers['Content-Type'] = 'application/json';
    }

    const signal = new RequestSignal();
    if (this.disposed) signal.abort('canceled');
    const callerSignal = options.signal;
    const onCallerAbort = (): void => signal.abort('aborted');
    if (callerSignal?.aborted) signal.abort('aborted');
    callerSignal?.addEventListener('abort', onCallerAbort);
    const timeoutMs = options.timeoutMs ?? this.options.timeoutMs ?? CONSTANTS.httpClientTimeout;
    let timer: TimerHandle | undefined;
    if (timeoutMs > 0) {
      timer = this.options.clock.schedule(() => signal.abort('timeout'), timeoutMs);
    }
    this.inFlight.add(signal);

    try {
      if (signal.aborted) return this.abortFailure(signal.reason ?? 'aborted', timeoutMs);
      const request: HttpRequest = {
        method,
        url,
        headers,
        signal,
        ...(body === undefined ? {} : { body }),
        ...(options.onUploadProgress ? { onUploadProgress: options.onUploadProgress } : {}),
      };
      type Outcome =
        | { readonly kind: 'response'; readonly response: HttpResponse }
        | { readonly kind: 'failed'; readonly cause: unknown }
        | { readonly kind: 'aborted'; readonly reason: RequestAbortReason };
      const outcome = await Promise.race<Outcome>([
        this.options.http.send(request).then(
          (response): Outcome => ({ kind: 'response', response }),
          (cause: unknown): Outcome => ({ kind: 'failed', cause }),
        ),
        signal.whenAborted().then((reason): Outcome => ({ kind: 'aborted', reason })),
      ]);
      if (outcome.kind === 'aborted') return this.abortFailure(outcome.reason, timeoutMs);
      if (outcome.kind === 'failed') {
        if (signal.reason) return this.abortFailure(signal.reason, timeoutMs);
        return {
          success: false,
          status: null,
          error: {
            code: 'network_error',
            message: HTTP_ERROR_MESSAGES.network,
            cause: outcome.cause,
          },
        };
      }
      // A 401 or 403 to a session that has ended or been replaced since (another call's 401, a
      // refused hub, a sign-in) is that old session's: it fires no second logout.
      const sessionStillCurrent = sentToken === undefined || sentToken === tokenNow();
      return this.interpret(outcome.response, options, method, url, sessionStillCurrent);
    } finally {
      this.inFlight.delete(signal);
      callerSignal?.removeEventListener('abort', onCallerAbort);
      if (timer !== undefined) this.options.clock.cancel(timer);
    }
  }

  private abortFailure(reason: RequestAbortReason, timeoutMs: number): Failure {
    const error: HttpClientError =
      reason === 'timeout'
        ? { code: 'timeout', message: HTTP_ERROR_MESSAGES.timeout(timeoutMs), timeoutMs }
        : reason === 'canceled'
          ? { code: 'canceled', message: HTTP_ERROR_MESSAGES.canceled }
          : { code: 'aborted', message: HTTP_ERROR_MESSAGES.aborted };
    return { success: false, status: null, error };
  }

  private interpret<T>(
    response: HttpResponse,
    options: HttpRequestOptions<T>,
    method: HttpMethod,
    url: string,
    sessionStillCurrent: boolean,
  ): HttpResult<T> {
    const { status, headers } = response;
    const text = response.body;
    if (!isSuccessStatus(status)) {
      if (
        (status === 401 || status === 403) &&
        options.logoutOnUnauthorized !== false &&
        sessionStillCurrent
      ) {
        this.options.events?.emit('loggedOut', { reason: 'unauthorized', status });
      }
      const parsed = text.trim() === '' ? undefined : parseJsonSafe(text);
      const errorBody = parsed === undefined ? undefined : parsed.ok ? parsed.value : text;
      const apiError = validatePayload(ApiErrorSchema, errorBody);
      const error: HttpClientError = {
        code: 'http_status',
        status,
        message: apiError.ok ? apiError.value.message : `Request failed with status code ${status}`,
        ...(apiError.ok ? { apiCode: apiError.value.code } : {}),
        ...(errorBody === undefined ? {} : { body: errorBody }),
      };
      return { success: false, status, error, headers };
    }

    let raw: unknown;
    if (text.trim() !== '') {
      const parsed = parseJsonSafe(text);
      if (parsed.ok) raw = parsed.value;
      else if (options.schema) {
        const error = this.invalidPayload(
          options.name ?? `${method} ${withoutQuery(url)}`,
          'response',
          parsed.error,
          url,
        );
        return { success: false, status, error, headers };
      } else raw = text;
    }
    if (!options.schema) return { success: true, status, data: raw as T, headers };
    const checked = validatePayload(options.schema, raw);
    if (!checked.ok) {
      const error = this.invalidPayload(
        options.name ?? `${method} ${withoutQuery(url)}`,
        'response',
        checked.error,
        url,
      );
      return { success: false, status, error, headers };
    }
    return { success: true, status, data: checked.value, headers };
  }

  private invalidPayload(
    call: string,
    direction: 'request' | 'response',
    cause: { readonly message: string; readonly path: readonly string[] },
    url: string,
  ): HttpClientError {
    const where = cause.path.length > 0 ? cause.path.join('.') : '(root)';
    const message = `Invalid ${direction} payload for ${call} at ${where}: ${cause.message}`;
    this.options.logger?.error(message, {
      call,
      direction,
      path: [...cause.path],
      url: withoutQuery(url),
    });
    return { code: 'invalid_payload', message, direction, path: [...cause.path] };
  }
}
