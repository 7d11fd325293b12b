import { APP_LOCALES } from '../schemas';

/**
 * Route prefixes where nothing at all is tracked: report, upload and questionnaire screens (the
 * paths and events of a health app are health data). Matched by whole segments, so '/reports'
 * covers '/reports/digital-report/:encounterId/:fromCard?' but not '/reportsx'.
 */
export const UNTRACKED_ROUTE_PREFIXES: readonly string[] = Object.freeze([
  // Reports: Dashboard/Reports, Dashboard/Reports/DigitalReport, and documents (redirects there).
  '/reports',
  '/documents',
  // Upload: MammoFileUpload.
  '/mammo-upload',
  // Questionnaires: the medical questionnaire, its sign-in entry and confirmation, and the CAT
  // questionnaire with its results (risk answers are health data too).
  '/medical-questionnaire',
  '/login/medical-questionnaire',
  '/mq',
  '/cat',
]);

const locales: readonly string[] = APP_LOCALES;

function segmentsOf(path: string): string[] {
  const bare = path.split(/[?#]/, 1)[0] ?? '';
  const segments = bare
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment) => segment.toLowerCase());
  // The same page in another language: '/en-gb/reports' is '/reports'.
  const first = segments[0];
  if (first !== undefined && (locales.includes(first) || first === ':locale')) segments.shift();
  return segments;
}

/** Whether a route pattern (or path) is a report, upload or questionnaire screen. */
export function isUntrackedRoutePattern(
  pattern: string,
  prefixes: readonly string[] = UNTRACKED_ROUTE_PREFIXES,
): boolean {
  const segments = segmentsOf(pattern);
  return prefixes.some((prefix) => {
    const wanted = segmentsOf(prefix);
    return wanted.length > 0 && wanted.every((segment, index) => segments[index] === segment);
  });
}
