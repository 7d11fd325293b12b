import { TRACED_PLATFORM_SERVICES } from './errorReportingConfig';

const stripTrailingSlashes = (text: string): string => text.replace(/\/+$/, '');

/**
 * Whether a request is traced: spec 7 "Requests to the platform services (tasks, members,
 * packages, users, viewer, diagnostics, payments) are traced". The URL must be below `apiBase`
 * (the same origin, never a look-alike host) and its first path segment, after an optional
 * `api/`, one of the services. Trace headers then never reach third parties. Pure; never throws.
 */
export function isTracedPlatformRequest(
  url: string,
  apiBase: string,
  services: readonly string[] = TRACED_PLATFORM_SERVICES,
): boolean {
  const base = stripTrailingSlashes(apiBase).toLowerCase();
  if (!url.toLowerCase().startsWith(base)) return false;
  const rest = url.slice(base.length);
  // `https://api.example.com.evil.net/members` shares the prefix but is another host.
  if (!rest.startsWith('/')) return false;
  const path = rest.slice(1).replace(/^api\//i, '');
  const service = (path.split(/[/?#]/, 1)[0] ?? '').toLowerCase();
  return service !== '' && services.includes(service);
}
