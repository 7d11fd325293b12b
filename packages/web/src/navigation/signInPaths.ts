import { matchScanwiseRoute, type ScanwiseScreenKey } from '@scanwise/core';

/** The screens that are sign-in itself (the spec's "unless it is already there"). */
const SIGN_IN_SCREENS: ReadonlySet<ScanwiseScreenKey> = new Set<ScanwiseScreenKey>([
  'SignIn',
  'Login/Renewal',
  'Login/MedicalQuestionnaire',
  'Login/OBO',
]);

/** True when the path shows a sign-in screen. */
export function isSignInPath(pathname: string): boolean {
  const screen = matchScanwiseRoute(pathname)?.route.screen;
  return screen !== null && screen !== undefined && SIGN_IN_SCREENS.has(screen);
}

/** True when the path's route requires authentication. */
export function requiresAuth(pathname: string): boolean {
  return matchScanwiseRoute(pathname)?.route.access === 'auth';
}
