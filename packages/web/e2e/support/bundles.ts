import { e2eOrigins, type E2eOrigins } from './origins';

// The bundles the journeys run against, one definition for playwright.config.ts (which serves
// them, building each first unless told they are built) and e2e/support/buildBundles.ts (which
// `npm test` runs ahead, beside the unit tests, so the journeys' step only starts servers).
//
// Each worker has two: the app in e2e mode (test-mode payments on the platform's emulated
// Stripe.js: .env.e2e) against its own platform, and the same app with a tag manager, pixels and
// error reporting (the consent, Global Privacy Control and card-data journeys; security.spec.ts
// checks the plain build has none). Ids are fake; the specs stub the tracker origins and the
// error-reporting ingest.

/** One `vite build --mode e2e`: where it goes, what it is built with, where it is served. */
export interface E2eBundle {
  readonly outDir: string;
  readonly port: number;
  readonly origin: string;
  readonly env: Readonly<Record<string, string>>;
}

/** The journeys' worker count when nothing narrows it (a whole run: `npm test`, `pnpm e2e`). */
export const E2E_WORKERS = Number(process.env['E2E_WORKERS'] ?? 2);

const DEFAULT_PORTS = e2eOrigins(0).platformPort === 4000 && e2eOrigins(0).webPort === 5173;

/** The app of a worker. The default ports' first app builds into dist, as `vite build` does. */
export function appBundle(servers: E2eOrigins): E2eBundle {
  return {
    outDir:
      DEFAULT_PORTS && servers.webPort === e2eOrigins(0).webPort
        ? 'dist'
        : `dist-e2e-${servers.webPort}`,
    port: servers.webPort,
    origin: servers.webOrigin,
    env: { VITE_PLATFORM_URL: servers.platform },
  };
}

/** The app with the third parties on (its own port, E2E_TRACKING_WEB_PORT + worker). */
export function trackingBundle(servers: E2eOrigins): E2eBundle {
  return {
    outDir: `dist-e2e-tracking-${servers.trackingWebPort}`,
    port: servers.trackingWebPort,
    origin: servers.trackingWebOrigin,
    env: {
      VITE_PLATFORM_URL: servers.platform,
      VITE_GTM_ID: 'GTM-E2ETEST',
      VITE_META_PIXEL_ID: '100200300400',
      VITE_TIKTOK_PIXEL_ID: 'E2ETIKTOK',
      // Error reporting to the platform's origin: e2e/cardData.spec.ts stubs the ingest.
      VITE_SENTRY_DSN: `http://e2e@localhost:${servers.platformPort}/1`,
    },
  };
}

/** The arguments of `vite build` for a bundle (run in packages/web). */
export const buildArgs = (bundle: E2eBundle): string[] => [
  'build',
  '--mode',
  'e2e',
  '--logLevel',
  'error',
  '--outDir',
  bundle.outDir,
];

/**
 * Set (to 1) by `npm test` once e2e/support/buildBundles.ts has built every bundle of the run:
 * the servers then only serve them.
 */
export const BUNDLES_PREBUILT = /^(1|true)$/i.test(process.env['E2E_BUNDLES_PREBUILT'] ?? '');
