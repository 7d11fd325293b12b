import type { Breadcrumb } from '../ports';
import { BREADCRUMB_MASK, BREADCRUMB_MASKED_QUERY_KEYS } from './errorReportingConfig';

const escapeRegex = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const MASKED_KEYS_PATTERN = new RegExp(
  `([?&#;](?:${BREADCRUMB_MASKED_QUERY_KEYS.map(escapeRegex).join('|')})=)[^&#;\\s"']*`,
  'gi',
);

/** Nested data deeper than this is dropped rather than walked (breadcrumb data is shallow). */
const MAX_DEPTH = 6;

/**
 * Masks the query values code and email (spec section 7) wherever a query or fragment string
 * appears in a text: a URL, a navigation message, a log line. `zipcode=` is left alone: only a
 * key right after `?`, `&`, `#` or `;` counts. Idempotent; never throws.
 */
export function maskBreadcrumbUrl(text: string): string {
  return text.replace(MASKED_KEYS_PATTERN, `$1${BREADCRUMB_MASK}`);
}

/** Masks every string inside a value (objects and arrays walked, other values kept). */
export function maskBreadcrumbData(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return maskBreadcrumbUrl(value);
  if (typeof value !== 'object' || value === null) return value;
  if (depth >= MAX_DEPTH) return BREADCRUMB_MASK;
  if (Array.isArray(value))
    return value.map((item: unknown) => maskBreadcrumbData(item, depth + 1));
  const masked: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value))
    masked[key] = maskBreadcrumbData(item, depth + 1);
  return masked;
}

/**
 * "The query values code and email are masked in breadcrumbs": a copy of the breadcrumb with
 * its message and every string of its data masked (fetch and xhr `url`, navigation `from`/`to`).
 */
export function maskBreadcrumb(breadcrumb: Breadcrumb): Breadcrumb {
  return {
    category: breadcrumb.category,
    message: maskBreadcrumbUrl(breadcrumb.message),
    ...(breadcrumb.data === undefined
      ? {}
      : { data: maskBreadcrumbData(breadcrumb.data) as Readonly<Record<string, unknown>> }),
  };
}
