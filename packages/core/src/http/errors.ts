/**
 * The failures of an HTTP call, as values ("Generic client errors: Network error, timeout,
 * aborted, canceled" of spec section 8, plus HTTP status and invalid payload).
 */
export type HttpClientErrorCode =
  'network_error' | 'timeout' | 'aborted' | 'canceled' | 'http_status' | 'invalid_payload';

export type HttpClientError =
  /** No answer came: the transport failed (offline, DNS, CORS, connection reset). */
  | { readonly code: 'network_error'; readonly message: string; readonly cause?: unknown }
  /** The client's own timeout elapsed (never by default: the client timeout is 0). */
  | { readonly code: 'timeout'; readonly message: string; readonly timeoutMs: number }
  /** The caller's abort signal fired. */
  | { readonly code: 'aborted'; readonly message: string }
  /** The client canceled it (`cancelAll`, e.g. on logout, or `dispose`). */
  | { readonly code: 'canceled'; readonly message: string }
  /** The server answered outside 200 to 299. `body` is the parsed error body, if any. */
  | {
      readonly code: 'http_status';
      readonly message: string;
      readonly status: number;
      /** The platform's error code (ApiError.code) when the body carried one. */
      readonly apiCode?: string;
      readonly body?: unknown;
    }
  /** A body failed its schema: the answer (`response`) or, before sending, the request. */
  | {
      readonly code: 'invalid_payload';
      readonly message: string;
      readonly direction: 'request' | 'response';
      /** Keys from the root to the bad field; [] for the root (or unparsable JSON). */
      readonly path: readonly string[];
    };

/** Messages of the generic client errors (the wording of the common browser clients). */
export const HTTP_ERROR_MESSAGES = {
  network: 'Network Error',
  timeout: (ms: number): string => `timeout of ${ms}ms exceeded`,
  aborted: 'Request aborted',
  canceled: 'canceled',
} as const;

/** Thrown (as a rejection) when a caller asks for `resolveOnError: false` and the call fails. */
export class HttpRequestError extends Error {
  override readonly name = 'HttpRequestError';

  constructor(
    readonly error: HttpClientError,
    /** The HTTP status, or null when no answer came. */
    readonly status: number | null,
  ) {
    super(error.message);
  }
}

/** "Success means status 200 to 299." */
export function isSuccessStatus(status: number): boolean {
  return Number.isInteger(status) && status >= 200 && status <= 299;
}
