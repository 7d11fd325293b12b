import type { AppLocale } from '../schemas';
import { splitLocalePrefix } from './localePaths';
import { ROUTE_TABLE, type ScanwiseRoute } from './routeTable';

export interface ScanwiseRouteMatch {
  readonly route: ScanwiseRoute;
  /** Decoded path parameters; an absent optional parameter has no key. */
  readonly params: Readonly<Record<string, string>>;
  readonly locale: AppLocale;
  /** True when the path carried a locale segment. */
  readonly localePrefixed: boolean;
  /** The normalised path without its locale prefix. */
  readonly path: string;
}

interface PatternSegment {
  readonly text: string;
  readonly param: string | null;
  readonly optional: boolean;
}

const compiled = new Map<string, readonly PatternSegment[]>();

function segmentsOf(pattern: string): readonly PatternSegment[] {
  const known = compiled.get(pattern);
  if (known !== undefined) return known;
  const segments = pattern
    .split('/')
    .filter((part) => part !== '')
    .map((part): PatternSegment => {
      if (!part.startsWith(':')) return { text: part.toLowerCase(), param: null, optional: false };
      const optional = part.endsWith('?');
      return { text: part, param: part.slice(1, optional ? -1 : undefined), optional };
    });
  compiled.set(pattern, segments);
  return segments;
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Static segments outrank parameters, so '/sign-up/referral' wins over any '/sign-up/:x'. */
function scoreOf(segments: readonly PatternSegment[]): number {
  return segments.reduce((sum, s) => sum + (s.param === null ? 3 : s.optional ? 1 : 2), 0);
}

function matchSegments(
  pattern: readonly PatternSegment[],
  path: readonly string[],
): Record<string, string> | undefined {
  if (path.length > pattern.length) return undefined;
  const params: Record<string, string> = {};
  for (const [index, segment] of pattern.entries()) {
    const value = path[index];
    if (value === undefined) {
      // Optional parameters are trailing ones: everything left must be optional too.
      if (!segment.optional) return undefined;
      continue;
    }
    if (segment.param === null) {
      if (value.toLowerCase() !== segment.text) return undefined;
    } else {
      params[segment.param] = decodeSegment(value);
    }
  }
  return params;
}

/**
 * Normalises a pathname: drops any query or fragment, collapses repeated slashes and a trailing
 * slash. The result always starts with '/'.
 */
export function normalizeRoutePath(pathname: string): string {
  const cut = pathname.search(/[?#]/);
  const bare = cut === -1 ? pathname : pathname.slice(0, cut);
  const collapsed = `/${bare}`.replace(/\/{2,}/g, '/');
  return collapsed.length > 1 ? collapsed.replace(/\/$/, '') : collapsed;
}

/**
 * Finds the route of a pathname (optionally locale-prefixed, e.g. '/en-gb/reports'). Static
 * segments match case-insensitively as in react-router; parameters are decoded. Undefined for
 * "any other path".
 */
export function matchScanwiseRoute(pathname: string): ScanwiseRouteMatch | undefined {
  const localized = splitLocalePrefix(normalizeRoutePath(pathname));
  const pathSegments = localized.path.split('/').filter((part) => part !== '');
  let best: { route: ScanwiseRoute; params: Record<string, string>; score: number } | undefined;
  for (const route of ROUTE_TABLE) {
    const segments = segmentsOf(route.pattern);
    const params = matchSegments(segments, pathSegments);
    if (params === undefined) continue;
    const score = scoreOf(segments);
    if (best === undefined || score > best.score) best = { route, params, score };
  }
  if (best === undefined) return undefined;
  return {
    route: best.route,
    params: Object.freeze(best.params),
    locale: localized.locale,
    localePrefixed: localized.prefixed,
    path: localized.path,
  };
}

/**
 * The route pattern of a pathname (e.g. '/reports/digital-report/:encounterId/:fromCard?'), so
 * page views never carry ids; undefined for a path outside the table. The locale prefix is
 * dropped: the page is the same in every language.
 */
export function routePatternFor(pathname: string): string | undefined {
  return matchScanwiseRoute(pathname)?.route.pattern;
}

/**
 * The page path to send to the ads tracker: the route pattern with the parameters the path
 * actually has (`/reports/digital-report/:encounterId`, or `.../:encounterId/:fromCard` when it
 * is present) and no optional marker, because a '?' in a page path reads as a query string to
 * analytics tools. Undefined for a path outside the table.
 */
export function trackingPagePathFor(pathname: string): string | undefined {
  const match = matchScanwiseRoute(pathname);
  if (match === undefined) return undefined;
  const kept = segmentsOf(match.route.pattern).flatMap((segment) => {
    if (segment.param === null) return [segment.text];
    return Object.hasOwn(match.params, segment.param) ? [`:${segment.param}`] : [];
  });
  return `/${kept.join('/')}`;
}
