import type { PlatformErrorCode } from '@scanwise/core';

/**
 * A refusal by the platform; the REST layer answers `status` with `{ code, message, path }`.
 * Codes come from core's catalogue (PLATFORM_ERROR_CODES).
 */
export class PlatformError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 422 | 500 | 503,
    readonly code: PlatformErrorCode,
    message: string,
    readonly path: string[] | null = null,
  ) {
    super(message);
    this.name = 'PlatformError';
  }
}

export const notFound = (what: string): PlatformError =>
  new PlatformError(404, 'not_found', `${what} was not found`);

export const badInput = (
  path: string[],
  message: string,
  code: PlatformErrorCode = 'invalid_payload',
): PlatformError => new PlatformError(400, code, `${path.join('.') || '(root)'}: ${message}`, path);

export const conflict = (code: PlatformErrorCode, message: string): PlatformError =>
  new PlatformError(409, code, message);
