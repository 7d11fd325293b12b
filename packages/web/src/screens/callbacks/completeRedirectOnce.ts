import type { AuthService, AuthState } from '@scanwise/core';

const completions = new WeakMap<AuthService, Map<string, Promise<AuthState>>>();

/**
 * Completes a redirect sign-in once per callback URL: a callback's state can be used only once,
 * and React's development double effects (or a re-mount) must not turn a good callback into a
 * "no matching state" failure.
 */
export function completeRedirectOnce(
  auth: AuthService,
  kind: 'G' | 'O',
  url: string,
): Promise<AuthState> {
  let byUrl = completions.get(auth);
  if (byUrl === undefined) {
    byUrl = new Map();
    completions.set(auth, byUrl);
  }
  const key = `${kind} ${url}`;
  const known = byUrl.get(key);
  if (known !== undefined) return known;
  const completion = auth.completeRedirect(kind, url);
  byUrl.set(key, completion);
  return completion;
}
