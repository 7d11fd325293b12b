// Where the e2e platform and apps listen. Defaults are the fixed development ports; a second
// local run (a parallel worktree, say) sets E2E_PLATFORM_PORT / E2E_WEB_PORT so the two do not
// share servers. CI uses the defaults.
//
// Each Playwright worker has servers of its own (playwright.config.ts starts a platform, the app
// and the third-party app per worker), so one worker's platform reset never lands in another's
// journey: worker N listens on the base ports plus N.
const basePlatformPort = Number(process.env['E2E_PLATFORM_PORT'] ?? 4000);
const baseWebPort = Number(process.env['E2E_WEB_PORT'] ?? 5173);
// The app built with a tag manager, pixels and error reporting (consent and card-data journeys).
const baseTrackingWebPort = Number(process.env['E2E_TRACKING_WEB_PORT'] ?? baseWebPort + 1000);

export interface E2eOrigins {
  readonly platformPort: number;
  readonly webPort: number;
  readonly trackingWebPort: number;
  readonly platform: string;
  readonly webOrigin: string;
  readonly trackingWebOrigin: string;
}

/** The servers of the worker with this parallel index (0 for the first worker). */
export function e2eOrigins(workerIndex: number): E2eOrigins {
  const platformPort = basePlatformPort + workerIndex;
  const webPort = baseWebPort + workerIndex;
  const trackingWebPort = baseTrackingWebPort + workerIndex;
  return {
    platformPort,
    webPort,
    trackingWebPort,
    platform: `http://localhost:${platformPort}`,
    webOrigin: `http://localhost:${webPort}`,
    trackingWebOrigin: `http://localhost:${trackingWebPort}`,
  };
}

// Playwright numbers its workers 0..workers-1 in TEST_PARALLEL_INDEX (a worker that replaces a
// failed one keeps the number); outside a worker (the config) it is unset.
const mine = e2eOrigins(Number(process.env['TEST_PARALLEL_INDEX'] ?? 0));

export const PLATFORM = mine.platform;
export const PLATFORM_WS = `ws://localhost:${mine.platformPort}`;
export const WEB_ORIGIN = mine.webOrigin;
export const TRACKING_WEB_ORIGIN = mine.trackingWebOrigin;

const escapeForRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Matches the app's home page URL (the origin followed by `/` only). */
export const HOME_URL = new RegExp(`${escapeForRegExp(WEB_ORIGIN)}/$`);
