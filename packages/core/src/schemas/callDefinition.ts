import type { Struct } from 'superstruct';
import type { HttpMethod } from '../ports';

/**
 * What the server requires. 'bearer': the signed-in member's access token (the client adds it
 * automatically, spec section 6). 'explicit-bearer': a token the caller passes in ("Partner
 * association calls take a token passed in explicitly"). 'none': no token needed (the client may
 * still attach one; the server ignores it).
 */
export type CallAuth = 'bearer' | 'explicit-bearer' | 'none';

/** How the request body is encoded; 'none' when the call sends no body. */
export type CallBodyEncoding = 'json' | 'form' | 'none';

/**
 * Who serves the path. 'platform': the REST API. 'identity': the OIDC authority mounted at
 * /members (its /members/connect/* and /members/.well-known/* paths), not the REST server.
 */
export type CallHost = 'platform' | 'identity';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyPayloadSchema = Struct<any, any>;

/** One call of the platform contract, consumed generically by the HTTP client and the mock. */
export interface CallDefinition {
  readonly method: HttpMethod;
  /** Path template below the platform API base; `:name` marks a path parameter. */
  readonly path: string;
  readonly auth: CallAuth;
  readonly host: CallHost;
  readonly encoding: CallBodyEncoding;
  /** Schema of the body; undefined when the call sends none. */
  readonly request: AnyPayloadSchema | undefined;
  /** Schema of the query string's values (strings on the wire); undefined when none. */
  readonly query: AnyPayloadSchema | undefined;
  /** Schema of the success body; undefined when the answer is 204 No Content. */
  readonly response: AnyPayloadSchema | undefined;
  /** The status the server answers on success (the client accepts any 2xx). */
  readonly successStatus: 200 | 201 | 204;
  /** Where the call comes from: the spec's section 7 words, or the screen that needs it. */
  readonly description: string;
  /**
   * True for a lookup by a code the member typed or followed (a promo code, an offer link): a 404
   * is its answer "no such code", which the screen says, not a failure of the call.
   */
  readonly notFoundIsAnswer?: true;
}

// Pure markers: a bundle that uses a few calls (the web app's first page) drops the rest.
/* @__NO_SIDE_EFFECTS__ */
export function call<const D extends CallDefinition>(definition: D): D {
  return definition;
}

export const json = { host: 'platform', encoding: 'json' } as const;
export const bodyless = { host: 'platform', encoding: 'none', request: undefined } as const;
export const noQuery = { query: undefined } as const;

/** A `:name` parameter of a path template (global: use with matchAll/replace/split). */
export const PATH_PARAM = /:([A-Za-z][A-Za-z0-9_]*)/g;

/** The parameter names of a path template, in order. */
export function pathParamNames(template: string): string[] {
  return Array.from(template.matchAll(PATH_PARAM), (match) => match[1] ?? '');
}

/** Fills a path template's `:params` (URI-encoded). Throws on a missing or empty parameter. */
export function fillPathTemplate(
  template: string,
  params: Readonly<Record<string, string>>,
): string {
  return template.replace(PATH_PARAM, (_whole, name: string) => {
    const value = Object.prototype.hasOwnProperty.call(params, name) ? params[name] : undefined;
    if (typeof value !== 'string' || value === '') {
      throw new TypeError(`Missing path parameter '${name}' for ${template}`);
    }
    return encodeURIComponent(value);
  });
}
