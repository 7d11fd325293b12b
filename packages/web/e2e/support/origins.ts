// Where the e2e platform and app listen. Defaults are the fixed development ports; a second
// local run (a parallel worktree, say) sets E2E_PLATFORM_PORT / E2E_WEB_PORT so the two do not
// share servers. CI uses the defaults.
const platformPort = Number(process.env['E2E_PLATFORM_PORT'] ?? 4000);
const webPort = Number(process.env['E2E_WEB_PORT'] ?? 5173);

export const PLATFORM = `http://localhost:${platformPort}`;
export const PLATFORM_WS = `ws://localhost:${platformPort}`;
export const WEB_ORIGIN = `http://localhost:${webPort}`;

const escapeForRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Matches the app's home page URL (the origin followed by `/` only). */
export const HOME_URL = new RegExp(`${escapeForRegExp(WEB_ORIGIN)}/$`);
