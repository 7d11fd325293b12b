/** A body the platform (browser or Node) knows how to send: a File, Blob or FormData. */
export interface PlatformBody {
  readonly platformBody: unknown;
}

/** The part of AbortSignal the transports need; a real AbortSignal fits. */
export interface AbortSignalLike {
  readonly aborted: boolean;
  addEventListener(type: 'abort', listener: () => void): void;
  removeEventListener(type: 'abort', listener: () => void): void;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD' | 'OPTIONS';

export interface HttpRequest {
  readonly method: HttpMethod;
  /** Absolute URL; core builds it from the configured base and the query rules of section 5. */
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body?: string | Uint8Array | PlatformBody;
  readonly signal?: AbortSignalLike;
  /** Called with bytes sent so far and the total, where the transport can report it. */
  readonly onUploadProgress?: (sent: number, total: number) => void;
}

export interface HttpResponse {
  readonly status: number;
  /** Header names in lower case. */
  readonly headers: Readonly<Record<string, string>>;
  /** The raw body as text; core parses and validates it. */
  readonly body: string;
}

/**
 * Sends one HTTP request. It resolves for every answer the server gave, whatever the status,
 * and rejects only when no answer came (network error, abort): status policy lives in core.
 */
export interface HttpPort {
  send(request: HttpRequest): Promise<HttpResponse>;
}
