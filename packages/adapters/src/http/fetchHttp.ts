import type { HttpPort, HttpRequest, HttpResponse, Logger, PlatformBody } from '@scanwise/core';
import { HttpTransportError } from './errors';

export interface FetchHttpOptions {
  /** Defaults to the global fetch. */
  readonly fetch?: typeof fetch;
  /** 'include' sends cookies cross-origin; the platform API uses bearer tokens, so 'same-origin'. */
  readonly credentials?: RequestCredentials;
  readonly logger?: Logger;
}

const isPlatformBody = (value: unknown): value is PlatformBody =>
  typeof value === 'object' && value !== null && 'platformBody' in value;

/** The body as fetch and XHR take it. */
function toBodyInit(body: HttpRequest['body']): BodyInit | undefined {
  if (body === undefined) return undefined;
  if (typeof body === 'string') return body;
  if (isPlatformBody(body)) return body.platformBody as BodyInit;
  return body as unknown as BodyInit;
}

function linkSignal(request: HttpRequest): { signal: AbortSignal; release: () => void } {
  const controller = new AbortController();
  const source = request.signal;
  if (!source) return { signal: controller.signal, release: () => undefined };
  const onAbort = (): void => controller.abort();
  if (source.aborted) controller.abort();
  else source.addEventListener('abort', onAbort);
  return { signal: controller.signal, release: () => source.removeEventListener('abort', onAbort) };
}

function headersOf(headers: Headers): Record<string, string> {
  const result: Record<string, string> = {};
  headers.forEach((value, name) => {
    result[name.toLowerCase()] = value;
  });
  return result;
}

/** Parses XHR's raw header block into lower-case names. */
function parseRawHeaders(raw: string): Record<string, string> {
  const result: Record<string, string> = {};
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const index = line.indexOf(':');
    if (index <= 0) continue;
    const name = line.slice(0, index).trim().toLowerCase();
    const value = line.slice(index + 1).trim();
    result[name] = result[name] === undefined ? value : `${result[name]}, ${value}`;
  }
  return result;
}

/**
 * The {@link HttpPort} for browsers, on fetch. A request with `onUploadProgress` goes through
 * XMLHttpRequest, the only browser API that reports upload progress. It resolves for every
 * status and rejects only with an {@link HttpTransportError}: no answer, or aborted. No client
 * timeout (spec: the client timeout is 0).
 */
export function createFetchHttp(options: FetchHttpOptions = {}): HttpPort {
  const credentials = options.credentials ?? 'same-origin';

  async function viaFetch(request: HttpRequest): Promise<HttpResponse> {
    const fetchImpl = options.fetch ?? globalThis.fetch.bind(globalThis);
    const { signal, release } = linkSignal(request);
    try {
      const body = toBodyInit(request.body);
      const response = await fetchImpl(request.url, {
        method: request.method,
        headers: request.headers,
        ...(body === undefined ? {} : { body }),
        signal,
        credentials,
      });
      const text = await response.text();
      return { status: response.status, headers: headersOf(response.headers), body: text };
    } catch (cause) {
      if (signal.aborted) throw new HttpTransportError('aborted', 'Request aborted', { cause });
      options.logger?.debug('HTTP request failed without an answer', { url: request.url });
      throw new HttpTransportError('network_error', 'Network Error', { cause });
    } finally {
      release();
    }
  }

  function viaXhr(request: HttpRequest): Promise<HttpResponse> {
    return new Promise<HttpResponse>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      const source = request.signal;
      const onAbort = (): void => xhr.abort();
      const cleanup = (): void => source?.removeEventListener('abort', onAbort);
      xhr.open(request.method, request.url, true);
      xhr.withCredentials = credentials === 'include';
      for (const [name, value] of Object.entries(request.headers)) {
        xhr.setRequestHeader(name, value);
      }
      const progress = request.onUploadProgress;
      if (progress) {
        xhr.upload.onprogress = (event: ProgressEvent) => {
          progress(event.loaded, event.lengthComputable ? event.total : 0);
        };
      }
      xhr.onload = () => {
        cleanup();
        resolve({
          status: xhr.status,
          headers: parseRawHeaders(xhr.getAllResponseHeaders()),
          body: typeof xhr.responseText === 'string' ? xhr.responseText : '',
        });
      };
      xhr.onerror = () => {
        cleanup();
        reject(new HttpTransportError('network_error', 'Network Error'));
      };
      xhr.onabort = () => {
        cleanup();
        reject(new HttpTransportError('aborted', 'Request aborted'));
      };
      if (source?.aborted) {
        reject(new HttpTransportError('aborted', 'Request aborted'));
        return;
      }
      source?.addEventListener('abort', onAbort);
      xhr.send((toBodyInit(request.body) ?? null) as XMLHttpRequestBodyInit | null);
    });
  }

  return {
    send(request: HttpRequest): Promise<HttpResponse> {
      if (request.onUploadProgress && typeof globalThis.XMLHttpRequest === 'function') {
        return viaXhr(request);
      }
      return viaFetch(request);
    },
  };
}
