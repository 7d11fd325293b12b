import type { InitialSetupData } from './initialSetupData';

/** One query value as routers hand them over: absent, a single value or a repeated key. */
export type InitialSetupQueryValue = string | readonly string[] | null | undefined;

/**
 * A route's query: a plain record (router query objects) or anything with `get` (URLSearchParams
 * and its look-alikes), so core needs no DOM types.
 */
export type InitialSetupQuery =
  Readonly<Record<string, InitialSetupQueryValue>> | { get(name: string): string | null };

const hasGetter = (query: InitialSetupQuery): query is { get(name: string): string | null } =>
  typeof (query as { get?: unknown }).get === 'function';

const readQueryValue = (query: InitialSetupQuery, name: string): string | undefined => {
  const raw: unknown = hasGetter(query) ? query.get(name) : query[name];
  // A repeated key counts by its first value, as URLSearchParams.get does.
  const value: unknown = Array.isArray(raw) ? (raw as readonly unknown[])[0] : raw;
  return typeof value === 'string' && value !== '' ? value : undefined;
};

/**
 * Reads the query of /initial-setup/tos, spec section 2: "Query email, code, hasPassword (the
 * text 'true')". hasPassword is true only for exactly the text 'true'; anything else, or no value,
 * is false. Empty email or code values are left out. Never throws.
 */
export function parseInitialSetupTosQuery(query: InitialSetupQuery): InitialSetupData {
  const email = readQueryValue(query, 'email');
  const code = readQueryValue(query, 'code');
  return {
    ...(email === undefined ? {} : { email }),
    ...(code === undefined ? {} : { code }),
    hasPassword: readQueryValue(query, 'hasPassword') === 'true',
  };
}
