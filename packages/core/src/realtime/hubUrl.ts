/**
 * The absolute URL of a hub: "both are on the platform API host" (spec section 7). Absolute
 * because the SignalR client cannot resolve a relative hub URL outside a browser page (jsdom,
 * Node). A base with a path prefix (a gateway) keeps it; one trailing slash or many are fine.
 * Throws on a base that is not http(s): that is a configuration mistake, not a runtime state.
 */
export function buildHubUrl(apiBaseUrl: string, hubPath: string): string {
  const base = apiBaseUrl.trim().replace(/\/+$/, '');
  if (!/^https?:\/\/[^/]+/i.test(base)) {
    throw new Error(`The API base URL must be absolute http(s), got '${apiBaseUrl}'`);
  }
  return `${base}/${hubPath.replace(/^\/+/, '')}`;
}
