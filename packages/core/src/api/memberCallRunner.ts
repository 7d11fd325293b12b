import type { CallApiArgs, HttpClient, HttpClientError, HttpResult } from '../http';
import type { Logger } from '../ports';
import type { CallDefinition, CallName, CallResponse } from '../schemas';
import { MemberApiError, type MemberCallResult } from './memberApiError';

export type FailureLevel = 'warn' | 'error';

export interface MemberCallRunnerOptions {
  readonly client: HttpClient;
  /** Where failures go; every failed call is logged once here. */
  readonly logger?: Logger | undefined;
  /** The definition of a call by name: the whole CALLS, or the few calls a part of the core makes. */
  readonly definitionOf: (name: CallName) => CallDefinition | undefined;
}

/**
 * The error semantics shared by the member calls (spec section 7's Result column): `attempt`
 * resolves a result marked success false on failure, `orReject` rejects with a
 * {@link MemberApiError}; either way the failure is logged once.
 */
export class MemberCallRunner {
  constructor(private readonly options: MemberCallRunnerOptions) {}

  /** Calls and resolves a result marked success false on failure (logged at `level`). */
  async attempt<N extends CallName>(
    level: FailureLevel,
    name: N,
    ...args: CallApiArgs<N>
  ): Promise<MemberCallResult<CallResponse<N>>> {
    let result: HttpResult<CallResponse<N>>;
    try {
      const definition = this.options.definitionOf(name);
      if (definition === undefined) throw new TypeError(`No definition for the call ${name}.`);
      result = await this.options.client.call(name, definition, ...args);
    } catch (cause) {
      // The client throws only for a request it cannot build (an empty path parameter or an
      // explicit token): refused before sending, like a body that fails its schema.
      return { success: false, error: this.fail(level, name, refusedRequest(name, cause), null) };
    }
    if (result.success) return { success: true, data: result.data };
    return { success: false, error: this.fail(level, name, result.error, result.status) };
  }

  /** Calls and rejects with a logged {@link MemberApiError} on failure. */
  async orReject<N extends CallName>(name: N, ...args: CallApiArgs<N>): Promise<CallResponse<N>> {
    const result = await this.attempt('error', name, ...args);
    if (!result.success) throw result.error;
    return result.data;
  }

  /** A logged {@link MemberApiError} for a failed call. */
  fail(
    level: FailureLevel,
    name: CallName,
    httpError: HttpClientError,
    status: number | null,
  ): MemberApiError {
    const error = new MemberApiError(name, httpError, status);
    // A call its caller abandoned (a load the cache dropped, a screen left) did not fail: noted
    // at debug, never as a warning or an error. A lookup's 404 ("no such code", said on screen)
    // is its answer: information. A request the platform refused with its reason (a taken
    // e-mail, an invoice already paid) is the member's to correct and the screen says why: a
    // warning, not an error of the app.
    const abandoned = httpError.code === 'aborted' || httpError.code === 'canceled';
    const answered = status === 404 && this.options.definitionOf(name)?.notFoundIsAnswer === true;
    const logLevel = abandoned
      ? 'debug'
      : answered
        ? 'info'
        : level === 'error' && isExplainedRefusal(error)
          ? 'warn'
          : level;
    this.options.logger?.[logLevel](`Member call ${name} failed`, {
      call: name,
      code: httpError.code,
      status,
      messageKey: error.messageKey,
      ...(error.apiCode === undefined ? {} : { apiCode: error.apiCode }),
    });
    return error;
  }
}

function refusedRequest(name: CallName, cause: unknown): HttpClientError {
  const reason = cause instanceof Error ? cause.message : String(cause);
  return {
    code: 'invalid_payload',
    direction: 'request',
    path: [],
    message: `Invalid request for ${name}: ${reason}`,
  };
}

/**
 * A 4xx answer (409, or another refusal of the request's content) that carries the platform's
 * code: an expected outcome the member acts on, not a fault. Sign-in errors (401/403), a missing
 * resource, rate limits and a request refused before sending are not.
 */
function isExplainedRefusal(error: MemberApiError): boolean {
  return (
    error.apiCode !== undefined &&
    (error.messageKey === 'api.errors.conflict' || error.messageKey === 'api.errors.invalidInput')
  );
}
