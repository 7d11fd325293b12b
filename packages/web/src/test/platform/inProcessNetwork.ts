import type { InProcessPlatform } from '@scanwise/mock-server/in-process';

const networkError = (): TypeError => new TypeError('Failed to fetch');
const abortError = (): DOMException => new DOMException('The operation was aborted.', 'AbortError');

/**
 * The network between the app and the in-process platform, as a `fetch`: the app's own fetch
 * adapter sends through it. A request to the platform's base URL reaches the platform's REST app;
 * any other address, or any request while `offline`, fails as fetch fails without an answer.
 */
export class InProcessNetwork {
  /** While true every request fails with a network error (the member's connection is down). */
  offline = false;

  /** Every request the app sent, oldest first (method and address), answered or not. */
  readonly requests: { readonly method: string; readonly url: string }[] = [];

  constructor(private readonly platform: InProcessPlatform) {}

  readonly fetch = (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    // The caller's signal is watched here rather than handed to Request: under jsdom it is
    // jsdom's AbortSignal, which Node's Request refuses.
    const { signal, ...rest } = init;
    const request = new Request(input, rest);
    this.requests.push({ method: request.method, url: request.url });
    if (this.offline) return Promise.reject(networkError());
    if (!request.url.startsWith(`${this.platform.baseUrl}/`)) return Promise.reject(networkError());
    if (signal?.aborted) return Promise.reject(abortError());
    return new Promise<Response>((resolve, reject) => {
      const onAbort = (): void => reject(abortError());
      signal?.addEventListener('abort', onAbort, { once: true });
      this.platform.fetch(request).then(
        (response) => {
          signal?.removeEventListener('abort', onAbort);
          resolve(response);
        },
        (error: unknown) => {
          signal?.removeEventListener('abort', onAbort);
          reject(error instanceof Error ? error : networkError());
        },
      );
    });
  };
}
