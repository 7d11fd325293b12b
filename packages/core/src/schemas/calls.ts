import type { Struct } from 'superstruct';
import type { HttpMethod } from '../ports';
import { ACCOUNT_CALLS } from './accountCalls';
import { BOOKING_CALLS } from './bookingCalls';
import {
  type CallDefinition,
  PATH_PARAM,
  fillPathTemplate,
  pathParamNames,
} from './callDefinition';
import { CAT_CALLS } from './catCalls';
import { CATALOG_CALLS } from './catalogCalls';
import { CONVERSION_CALLS } from './conversionCalls';
import { ENCOUNTER_CALLS } from './encounterCalls';
import { MESSAGE_CALLS } from './messageCalls';
import { PARTNER_CALLS } from './partnerCalls';
import { PAYMENT_CALLS } from './paymentCalls';
import { REPORT_CALLS } from './reportCalls';
import { SESSION_CALLS } from './sessionCalls';

/**
 * Every call of the product, keyed by name: the one catalogue the client and the platform obey
 * (docs/adr/0003-one-call-catalogue.md), composed of the contexts' parts, each call defined once
 * in its part (docs/adr/0129-the-call-catalogue-in-parts.md). The platform and the catalogue's
 * tests read it whole; a journey's member calls take only the parts they make
 * ({@link CallCatalogPart}).
 */
export const CALLS = {
  ...SESSION_CALLS,
  ...ACCOUNT_CALLS,
  ...CONVERSION_CALLS,
  ...CATALOG_CALLS,
  ...BOOKING_CALLS,
  ...PAYMENT_CALLS,
  ...ENCOUNTER_CALLS,
  ...PARTNER_CALLS,
  ...CAT_CALLS,
  ...REPORT_CALLS,
  ...MESSAGE_CALLS,
} as const satisfies Record<string, CallDefinition>;

/**
 * Some calls of the catalogue, keyed like CALLS (a context's part, or several spread together):
 * what a member calls' client is given to call with.
 */
export type CallCatalogPart = { readonly [N in CallName]?: (typeof CALLS)[N] };

export type CallName = keyof typeof CALLS;

/** Every call name, in catalogue order. */
export const CALL_NAMES = /* @__PURE__ */ Object.keys(CALLS) as CallName[];

type SchemaValue<S> = S extends Struct<infer T, infer _S> ? T : undefined;

/** The body type of a call (undefined when it sends none). */
export type CallRequest<N extends CallName> = SchemaValue<(typeof CALLS)[N]['request']>;
/** The query type of a call (undefined when it has none). */
export type CallQuery<N extends CallName> = SchemaValue<(typeof CALLS)[N]['query']>;
/** The success body type of a call (undefined for 204 No Content). */
export type CallResponse<N extends CallName> = SchemaValue<(typeof CALLS)[N]['response']>;

/** The `:name` parameters of a path template, as a union of names. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The path parameters a call needs, e.g. `{ id: string }` for createPendingCharge. */
export type CallParams<N extends CallName> = {
  readonly [K in PathParamNames<(typeof CALLS)[N]['path']>]: string;
};

/** The path of a call with its parameters filled, e.g. /packages/payments/p%201/complete. */
export function buildCallPath<N extends CallName>(name: N, params: CallParams<N>): string {
  return fillPathTemplate(CALLS[name].path, params);
}

export interface CallMatch {
  readonly name: CallName;
  readonly params: Readonly<Record<string, string>>;
}

interface CompiledCall {
  readonly name: CallName;
  readonly method: HttpMethod;
  readonly regex: RegExp;
  readonly names: readonly string[];
}

const escapeRegex = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const COMPILED: readonly CompiledCall[] = /* @__PURE__ */ CALL_NAMES.map((name) => {
  const { path, method } = CALLS[name];
  const source = path
    .split(PATH_PARAM)
    .map((part, index) => (index % 2 === 1 ? '([^/]+)' : escapeRegex(part)))
    .join('');
  return { name, method, regex: new RegExp(`^${source}/?$`), names: pathParamNames(path) };
});

/**
 * Finds the call a request is for: its name and decoded path parameters, or undefined. The
 * pathname is below the API base, without query string. Used by the mock platform's router.
 */
export function matchCallPath(method: string, pathname: string): CallMatch | undefined {
  const upper = method.toUpperCase();
  for (const compiled of COMPILED) {
    if (compiled.method !== upper) continue;
    const found = compiled.regex.exec(pathname);
    if (!found) continue;
    const params: Record<string, string> = {};
    try {
      compiled.names.forEach((paramName, index) => {
        params[paramName] = decodeURIComponent(found[index + 1] ?? '');
      });
    } catch {
      return undefined;
    }
    return { name: compiled.name, params };
  }
  return undefined;
}
