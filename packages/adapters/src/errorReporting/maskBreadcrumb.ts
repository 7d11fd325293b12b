/** Query values masked in breadcrumbs (spec section 7): one-time codes and e-mail addresses. */
export const MASKED_QUERY_KEYS: readonly string[] = ['code', 'email'];
export const MASK = '[Filtered]';

/** Replaces the values of `code` and `email` in every query string found in a text. */
export function maskQueryValues(text: string, keys: readonly string[] = MASKED_QUERY_KEYS): string {
  if (keys.length === 0) return text;
  const names = keys.map((key) => key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
  const pattern = new RegExp(`([?&#](?:${names})=)[^&#\\s"']*`, 'gi');
  return text.replace(pattern, `$1${MASK}`);
}

function maskValue(value: unknown): unknown {
  if (typeof value === 'string') return maskQueryValues(value);
  return value;
}

/** The breadcrumb shape both Sentry and the core port use, loosely. */
export interface MaskableBreadcrumb {
  message?: string | undefined;
  data?: { [key: string]: unknown } | undefined;
}

/**
 * Sentry's `beforeBreadcrumb`: masks the query values code and email in the breadcrumb's
 * message and in its string data (`url`, `from`, `to` of fetch, xhr and navigation crumbs).
 * Pure: returns a copy.
 */
export function maskBreadcrumb<B extends MaskableBreadcrumb>(breadcrumb: B): B {
  const copy: B = { ...breadcrumb };
  if (typeof copy.message === 'string') copy.message = maskQueryValues(copy.message);
  if (copy.data) {
    const data: { [key: string]: unknown } = {};
    for (const [key, value] of Object.entries(copy.data)) data[key] = maskValue(value);
    copy.data = data;
  }
  return copy;
}
