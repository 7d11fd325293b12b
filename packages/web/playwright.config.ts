import { defineConfig } from '@playwright/test';
import { fileURLToPath } from 'node:url';

// Browser tests of the member app against the mock platform. No browser download exists on these
// machines: Debian's Chromium with the flags of toolchain.md.
const CI = Boolean(process.env['CI']);
// E2E_PLATFORM_PORT / E2E_WEB_PORT let a second local run use its own servers (e2e/support/origins.ts).
const PLATFORM_PORT = Number(process.env['E2E_PLATFORM_PORT'] ?? 4000);
const WEB_PORT = Number(process.env['E2E_WEB_PORT'] ?? 5173);
const WEB_ORIGIN = `http://localhost:${WEB_PORT}`;
const PLATFORM_URL = `http://localhost:${PLATFORM_PORT}`;
const DEFAULT_PORTS = PLATFORM_PORT === 4000 && WEB_PORT === 5173;
// Each pair of ports builds into its own folder, so two runs never overwrite each other's bundle.
const BUNDLE_DIR = DEFAULT_PORTS ? 'dist' : `dist-e2e-${WEB_PORT}`;
const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
// e2e/consent.spec.ts and e2e/globalPrivacyControl.spec.ts need a build with a tag-manager id and
// pixel ids, whose policy allows their origins (security.spec.ts checks the plain build has none),
// and e2e/cardData.spec.ts one with error reporting on (a Sentry DSN on the platform's origin,
// whose envelopes the spec reads): a
// second bundle with these third parties on its own port (E2E_TRACKING_WEB_PORT, default the
// app's port + 1000), built only when one of those specs can run (no file filter, or one naming
// it). Ids are fake; the specs stub the tracker origins and the error-reporting ingest.
const TRACKING_WEB_PORT = Number(process.env['E2E_TRACKING_WEB_PORT'] ?? WEB_PORT + 1000);
const TRACKING_WEB_ORIGIN = `http://localhost:${TRACKING_WEB_PORT}`;
const OPTIONS_WITH_VALUE = new Set([
  '--project',
  '--grep',
  '-g',
  '--grep-invert',
  '--config',
  '-c',
  '--workers',
  '-j',
  '--reporter',
  '--retries',
  '--timeout',
  '--output',
  '--shard',
  '--repeat-each',
  '--max-failures',
  '-x',
]);
const cliFilters = process.argv
  .slice(process.argv.indexOf('test') + 1)
  .filter(
    (arg, index, args) => !arg.startsWith('-') && !OPTIONS_WITH_VALUE.has(args[index - 1] ?? ''),
  );
const TRACKING_BUILD =
  process.argv.includes('test') &&
  (cliFilters.length === 0 ||
    cliFilters.some((filter) => /consent|cardData|globalPrivacyControl/i.test(filter)));

export default defineConfig({
  testDir: 'e2e',
  // One platform serves every test: run them one at a time, in order.
  workers: 1,
  fullyParallel: false,
  forbidOnly: CI,
  retries: CI ? 1 : 0,
  timeout: 30_000,
  // A lazy route chunk plus its calls on a busy 2-core machine can take a few seconds.
  expect: { timeout: 10_000 },
  // npm test asks for a JSON report too (E2E_JSON_REPORT), to print the failed journeys at the end.
  reporter: process.env['E2E_JSON_REPORT']
    ? [['list'], ['json', { outputFile: process.env['E2E_JSON_REPORT'] }]]
    : [['list']],
  outputDir: DEFAULT_PORTS ? 'test-results' : `test-results-${WEB_PORT}`,
  use: {
    baseURL: WEB_ORIGIN,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } } },
    // The smallest supported phone: 320 CSS px wide.
    {
      name: 'phone',
      use: { browserName: 'chromium', viewport: { width: 320, height: 640 }, isMobile: true },
      // The chaos suite runs once, on desktop: the phone runs the same app, and its hooks would
      // otherwise run around skipped tests.
      testIgnore: /chaos\.spec\.ts$/,
    },
  ],
  webServer: [
    {
      // The mock-server package's start script, run without pnpm on the PATH.
      command: `"${repoRoot}node_modules/.bin/tsx" --conditions=@scanwise/source src/main.ts --test-controls --port ${PLATFORM_PORT} --web-origin ${WEB_ORIGIN} --web-origin ${TRACKING_WEB_ORIGIN}`,
      cwd: `${repoRoot}packages/mock-server`,
      url: `${PLATFORM_URL}/members/.well-known/openid-configuration`,
      reuseExistingServer: !CI,
      timeout: 60_000,
      stdout: 'ignore',
    },
    {
      // The production bundle in e2e mode (test-mode payments on the platform's emulated Stripe.js:
      // .env.e2e), served as a CDN would.
      command: `node_modules/.bin/vite build --mode e2e --logLevel error --outDir ${BUNDLE_DIR} && node_modules/.bin/vite preview --mode e2e --outDir ${BUNDLE_DIR} --port ${WEB_PORT}`,
      env: { VITE_PLATFORM_URL: PLATFORM_URL },
      url: WEB_ORIGIN,
      reuseExistingServer: !CI,
      timeout: 120_000,
    },
    ...(TRACKING_BUILD
      ? [
          {
            command: `node_modules/.bin/vite build --mode e2e --logLevel error --outDir dist-e2e-tracking-${TRACKING_WEB_PORT} && node_modules/.bin/vite preview --mode e2e --outDir dist-e2e-tracking-${TRACKING_WEB_PORT} --port ${TRACKING_WEB_PORT}`,
            env: {
              VITE_PLATFORM_URL: PLATFORM_URL,
              VITE_GTM_ID: 'GTM-E2ETEST',
              VITE_META_PIXEL_ID: '100200300400',
              VITE_TIKTOK_PIXEL_ID: 'E2ETIKTOK',
              // Error reporting to the platform's origin: e2e/cardData.spec.ts stubs the ingest.
              VITE_SENTRY_DSN: `http://e2e@localhost:${PLATFORM_PORT}/1`,
            },
            url: TRACKING_WEB_ORIGIN,
            reuseExistingServer: !CI,
            timeout: 180_000,
          },
        ]
      : []),
  ],
});
