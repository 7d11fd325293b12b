import { HOME_ROUTE_PATH, isSignInPath } from '../routing';

/** Join's own path: never a place to continue to after joining. */
export const JOIN_ROUTE_PATH = '/join';

/**
 * Where Join continues once the member is signed in: the remembered target (the root session's
 * continueTo, e.g. the claim-offer link or the CAT results), like sign-in does; home otherwise,
 * and never a sign-in screen or Join itself.
 */
export function continueAfterSignUp(remembered: string | null): string {
  return remembered !== null && !isSignInPath(remembered) && remembered !== JOIN_ROUTE_PATH
    ? remembered
    : HOME_ROUTE_PATH;
}
