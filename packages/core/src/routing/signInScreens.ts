import { matchScanwiseRoute } from './routeMatch';
import type { ScanwiseScreenKey } from './screenKeys';

/** The screens that are sign-in itself (the spec's "unless it is already there"). */
const SIGN_IN_SCREENS: ReadonlySet<ScanwiseScreenKey> = new Set<ScanwiseScreenKey>([
  'SignIn',
  'Login/Renewal',
  'Login/MedicalQuestionnaire',
  'Login/OBO',
]);

/** True when the path (with or without a locale prefix) shows a sign-in screen. */
export function isSignInPath(pathname: string): boolean {
  const screen = matchScanwiseRoute(pathname)?.route.screen;
  return screen !== null && screen !== undefined && SIGN_IN_SCREENS.has(screen);
}
