/** A value the query string writes: a string, a finite number, a boolean or a bigint. */
export type QueryPrimitive = string | number | boolean | bigint;

/** What `buildQueryString` accepts: any record; the values it cannot write are skipped. */
export type QueryParams = Readonly<Record<string, unknown>>;

/** Whether a value is written as is: a string, a finite number, a boolean or a bigint. */
export function isQueryPrimitive(value: unknown): value is QueryPrimitive {
  switch (typeof value) {
    case 'string':
    case 'boolean':
    case 'bigint':
      return true;
    case 'number':
      return Number.isFinite(value);
    default:
      return false;
  }
}

/**
 * The `key=value` pairs of a query, before encoding. Section 5: "Query strings built by the
 * product skip empty or null values, empty arrays, arrays with non-primitive members, and
 * non-primitive values." Empty means null, undefined or ''. An array of primitives becomes one
 * pair per member (`a=1&a=2`); an array with any other member (object, array, null,
 * undefined, NaN) is skipped whole. NaN and infinite numbers count as non-primitive.
 */
export function queryPairs(params: QueryParams): [string, string][] {
  const pairs: [string, string][] = [];
  for (const [key, value] of Object.entries(params)) {
    if (value === null || value === undefined || value === '') continue;
    if (Array.isArray(value)) {
      const members: readonly unknown[] = value;
      if (members.length === 0 || !members.every(isQueryPrimitive)) continue;
      for (const member of members) pairs.push([key, String(member)]);
      continue;
    }
    if (!isQueryPrimitive(value)) continue;
    pairs.push([key, String(value)]);
  }
  return pairs;
}

/** A lone UTF-16 surrogate: encodeURIComponent throws a URIError on it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** encodeURIComponent that never throws: a lone surrogate is written as U+FFFD (what UTF-8 does). */
const encodeComponent = (value: string): string =>
  encodeURIComponent(value.replace(LONE_SURROGATE, '\uFFFD'));

/** Builds `a=1&b=x%20y` (no leading '?'; '' when nothing is left). See {@link queryPairs}. */
export function buildQueryString(params: QueryParams): string {
  return queryPairs(params)
    .map(([key, value]) => `${encodeComponent(key)}=${encodeComponent(value)}`)
    .join('&');
}

/** Appends the query of `params` to a URL, with '?' or '&' as the URL needs. */
export function appendQueryString(url: string, params: QueryParams | undefined): string {
  const query = params ? buildQueryString(params) : '';
  if (query === '') return url;
  const hashAt = url.indexOf('#');
  const base = hashAt === -1 ? url : url.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : url.slice(hashAt);
  const separator = base.includes('?')
    ? base.endsWith('?') || base.endsWith('&')
      ? ''
      : '&'
    : '?';
  return `${base}${separator}${query}${hash}`;
}

/**
 * An application/x-www-form-urlencoded body, by the same skipping rules as the query string
 * (used for the identity logout call's id_token_hint).
 */
export function buildFormBody(fields: QueryParams): string {
  return buildQueryString(fields);
}
