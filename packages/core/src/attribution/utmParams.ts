import { parseRouteSearch } from '../routing/routeSearch';
import type { UtmParams } from '../schemas';

/** The UTM parameters kept from an arrival address, in the member's `utm` field's names. */
export const UTM_PARAM_KEYS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
] as const;

/** A longer value is cut to this length: a campaign name, not a place to carry a payload. */
export const UTM_VALUE_MAX_LENGTH = 200;

/**
 * The UTM parameters of an address's query (`?utm_source=...`, with or without the `?`), or
 * null when it has none. Only the five known keys are kept, trimmed and cut to
 * {@link UTM_VALUE_MAX_LENGTH}; empty values are dropped; a repeated key keeps its first value.
 */
export function utmParamsFromQuery(search: string): UtmParams | null {
  const query = parseRouteSearch(search);
  const found: Partial<Record<(typeof UTM_PARAM_KEYS)[number], string>> = {};
  for (const key of UTM_PARAM_KEYS) {
    const value = query[key]?.trim().slice(0, UTM_VALUE_MAX_LENGTH);
    if (value) found[key] = value;
  }
  return Object.keys(found).length === 0 ? null : found;
}
