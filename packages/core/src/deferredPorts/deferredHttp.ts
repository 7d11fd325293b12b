import type { HttpPort, HttpRequest, HttpResponse, Logger } from '../ports';
import { createDeferredLoader } from './deferredLoader';

export interface DeferredHttpOptions {
  /** Loads the real transport (e.g. the fetch adapter's chunk). */
  readonly load: () => Promise<HttpPort>;
  readonly logger: Logger;
}

/** An HTTP port that loads its implementation on the first request or `preload`. */
export interface DeferredHttp extends HttpPort {
  /** Starts loading now (e.g. once the first page is idle); resolves with the real port. */
  preload(): Promise<HttpPort>;
}

/**
 * The {@link HttpPort} behind an on-demand load: a request waits for the implementation (loaded
 * once) and then goes out on it; a failed load rejects that request (the client answers it as a
 * network failure), is logged, and is retried on the next request.
 */
export function deferredHttp(options: DeferredHttpOptions): DeferredHttp {
  const loader = createDeferredLoader<HttpPort>({
    port: 'http',
    logger: options.logger,
    load: options.load,
  });
  return {
    preload: () => loader.get(),
    send: async (request: HttpRequest): Promise<HttpResponse> => (await loader.get()).send(request),
  };
}
