import type { HttpPort, HttpRequest, HttpResponse, Logger, PlatformBody } from '@scanwise/core';
import {
  Agent,
  request as undiciRequest,
  type Dispatcher,
  type FormData as UndiciFormData,
} from 'undici';
import { HttpTransportError } from './errors';

export interface UndiciHttpOptions {
  /** A dispatcher of your own (Pool, Agent, MockAgent); otherwise a keep-alive Agent is made. */
  readonly dispatcher?: Dispatcher;
  /** Idle time a kept-alive socket is held (default 30 s). */
  readonly keepAliveTimeoutMs?: number;
  /** Sockets per origin (default 16). */
  readonly connections?: number;
  readonly logger?: Logger;
}

/** The undici HTTP port, with `close()` to release its sockets. */
export interface UndiciHttp extends HttpPort {
  readonly dispatcher: Dispatcher;
  close(): Promise<void>;
}

const isPlatformBody = (value: unknown): value is PlatformBody =>
  typeof value === 'object' && value !== null && 'platformBody' in value;

type UndiciBody = string | Uint8Array | FormData | null;

async function toUndiciBody(body: HttpRequest['body']): Promise<UndiciBody> {
  if (body === undefined) return null;
  if (typeof body === 'string' || body instanceof Uint8Array) return body;
  const platform: unknown = isPlatformBody(body) ? body.platformBody : body;
  if (typeof platform === 'string' || platform instanceof Uint8Array) return platform;
  if (platform instanceof FormData) return platform;
  if (platform instanceof Blob) return new Uint8Array(await platform.arrayBuffer());
  if (platform instanceof ArrayBuffer) return new Uint8Array(platform);
  throw new TypeError('Unsupported request body for the undici HTTP adapter');
}

function byteLength(body: UndiciBody): number {
  if (body === null) return 0;
  if (typeof body === 'string') return Buffer.byteLength(body);
  if (body instanceof Uint8Array) return body.byteLength;
  return 0;
}

function flattenHeaders(
  headers: Record<string, string | string[] | undefined>,
): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    result[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  }
  return result;
}

/**
 * The {@link HttpPort} for Node, on undici's `request` over a keep-alive Agent (one pool per
 * origin, sockets reused between calls). It resolves for every status, rejects only with an
 * {@link HttpTransportError}, and sets no client timeout (undici's headers and body timeouts
 * are turned off: the spec's client timeout is 0).
 */
export function createUndiciHttp(options: UndiciHttpOptions = {}): UndiciHttp {
  const ownsDispatcher = options.dispatcher === undefined;
  const dispatcher =
    options.dispatcher ??
    new Agent({
      keepAliveTimeout: options.keepAliveTimeoutMs ?? 30_000,
      connections: options.connections ?? 16,
      headersTimeout: 0,
      bodyTimeout: 0,
    });

  return {
    dispatcher,
    async send(request: HttpRequest): Promise<HttpResponse> {
      const controller = new AbortController();
      const source = request.signal;
      const onAbort = (): void => controller.abort();
      if (source?.aborted) throw new HttpTransportError('aborted', 'Request aborted');
      source?.addEventListener('abort', onAbort);
      try {
        const body = await toUndiciBody(request.body);
        const response = await undiciRequest(request.url, {
          dispatcher,
          method: request.method,
          headers: { ...request.headers },
          body: body as string | Uint8Array | UndiciFormData | null,
          signal: controller.signal,
        });
        const text = await response.body.text();
        const total = byteLength(body);
        // undici reports no upload progress: announce the whole body once it is sent.
        if (request.onUploadProgress && total > 0) request.onUploadProgress(total, total);
        return {
          status: response.statusCode,
          headers: flattenHeaders(response.headers),
          body: text,
        };
      } catch (cause) {
        if (controller.signal.aborted) {
          throw new HttpTransportError('aborted', 'Request aborted', { cause });
        }
        if (
          cause instanceof TypeError &&
          String(cause.message).startsWith('Unsupported request body')
        ) {
          throw cause;
        }
        options.logger?.debug('HTTP request failed without an answer', {
          url: request.url,
          error: cause instanceof Error ? cause.message : String(cause),
        });
        throw new HttpTransportError('network_error', 'Network Error', { cause });
      } finally {
        source?.removeEventListener('abort', onAbort);
      }
    },
    async close(): Promise<void> {
      if (ownsDispatcher) await dispatcher.close();
    },
  };
}
