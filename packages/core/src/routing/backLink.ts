import { scanwiseRouteById } from './routeTable';

/**
 * The dashboard pages a screen opened from one of them goes back to ("Back to Invoices"), by
 * route id. Each has a fixed path without parameters.
 */
export const BACK_LINK_ROUTE_IDS = [
  'home',
  'scans',
  'reports',
  'invoices',
  'messages',
  'account',
] as const;

export type BackLinkRouteId = (typeof BACK_LINK_ROUTE_IDS)[number];

/** Where a screen's back link goes: a dashboard route (its id names the label) and its path. */
export interface BackLink {
  readonly routeId: BackLinkRouteId;
  /** The route's path, without the locale prefix (the router's basename adds it). */
  readonly path: string;
}

const pathOf = (routeId: BackLinkRouteId): string => scanwiseRouteById(routeId).pattern;

/**
 * The back link of a screen opened from somewhere else in the app (upload, appointment actions,
 * payment): the dashboard page the member came from, else the screen's own default. `from` is
 * untrusted (it comes from history state or a query): only the exact path of a known dashboard
 * page counts; anything else (another origin, a screen of its own, a typo) falls back.
 */
export function backLinkFrom(from: unknown, fallback: BackLinkRouteId): BackLink {
  if (typeof from === 'string') {
    const path = from.length > 1 ? from.replace(/\/+$/, '') : from;
    const routeId = BACK_LINK_ROUTE_IDS.find((id) => pathOf(id) === path);
    if (routeId) return { routeId, path: pathOf(routeId) };
  }
  return { routeId: fallback, path: pathOf(fallback) };
}
