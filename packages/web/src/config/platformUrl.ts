// The platform's address of a build, one rule for the app's runtime configuration and for what
// the build itself writes (the security headers, the payments check, index.html's preconnect).
// Imports nothing: vite.config.ts loads it in Node.

/** The local mock platform (`pnpm platform`): the platform when VITE_PLATFORM_URL is not set. */
export const LOCAL_PLATFORM_URL = 'http://localhost:4000';

/** The platform's URL from a build's VITE_* variables, without a trailing slash. */
export function platformUrlOf(env: Readonly<Record<string, unknown>>): string {
  const value = env['VITE_PLATFORM_URL'];
  const set = typeof value === 'string' ? value.trim() : '';
  return (set === '' ? LOCAL_PLATFORM_URL : set).replace(/\/+$/, '');
}
