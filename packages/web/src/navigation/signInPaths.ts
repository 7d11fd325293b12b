import { matchScanwiseRoute } from '@scanwise/core';

/** True when the path shows a sign-in screen (the core's rule). */
export { isSignInPath } from '@scanwise/core';

/** True when the path's route requires authentication. */
export function requiresAuth(pathname: string): boolean {
  return matchScanwiseRoute(pathname)?.route.access === 'auth';
}
