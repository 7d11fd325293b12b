/** Why a transport produced no answer. Statuses are answers: they never reject. */
export type HttpTransportErrorCode = 'network_error' | 'aborted';

/** The rejection of the HTTP adapters: a network failure or an abort, typed. */
export class HttpTransportError extends Error {
  override readonly name = 'HttpTransportError';

  constructor(
    readonly code: HttpTransportErrorCode,
    message: string,
    options?: { readonly cause?: unknown },
  ) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
  }
}

export const isHttpTransportError = (value: unknown): value is HttpTransportError =>
  value instanceof HttpTransportError;
