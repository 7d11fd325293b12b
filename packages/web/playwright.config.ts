import { defineConfig } from '@playwright/test';
import { DEBIAN_CHROMIUM } from '../../scripts/debianChromium.mjs';
import { fileURLToPath } from 'node:url';
import {
  appBundle,
  buildArgs,
  BUNDLES_PREBUILT,
  E2E_WORKERS,
  trackingBundle,
  type E2eBundle,
} from './e2e/support/bundles';
import { e2eOrigins } from './e2e/support/origins';
import { DESKTOP_ONLY_TAG } from './e2e/support/projects';

// Browser tests of the member app against the mock platform. No browser download exists on these
// machines: Debian's Chromium with the flags of toolchain.md.
const CI = Boolean(process.env['CI']);
// E2E_PLATFORM_PORT / E2E_WEB_PORT let a second local run use its own servers (e2e/support/origins.ts).
const FIRST = e2eOrigins(0);
const DEFAULT_PORTS = FIRST.platformPort === 4000 && FIRST.webPort === 5173;
const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
// The third-party app (e2e/support/bundles.ts: trackingBundle) is served only when one of the
// specs that need it can run: no file filter, or one naming it.
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

// Journeys run in parallel, each worker against servers of its own (a platform, the app and, when
// built, the third-party app: e2e/support/origins.ts), so one worker's /__control/reset never
// lands in another's journey. Most of a journey's time is the browser and the platform waiting on
// each other, not the CPU: two workers keep a two-core machine busy without starving either
// (docs/adr/0099-e2e-workers-with-their-own-servers.md). E2E_WORKERS or --workers sets the count;
// a run naming only spec files gets one worker per file and project at most.
const cliWorkers = (() => {
  const args = process.argv;
  const at = args.findIndex((arg) => arg === '--workers' || arg === '-j');
  const value =
    at >= 0 ? args[at + 1] : args.find((arg) => arg.startsWith('--workers='))?.slice(10);
  return value === undefined ? undefined : Number(value);
})();
const specFiles = cliFilters.filter((filter) => /\.spec\.ts(:\d+)*$/.test(filter)).length;
const projects =
  process.argv.filter((arg) => arg === '--project' || arg.startsWith('--project=')).length || 2;
const WORKERS = Math.max(
  1,
  cliWorkers ??
    Math.min(
      E2E_WORKERS,
      specFiles > 0 && specFiles === cliFilters.length ? specFiles * projects : Infinity,
    ),
);
/**
 * A bundle served as a CDN would (`vite preview`), built first unless `npm test` built every
 * bundle of the run ahead (E2E_BUNDLES_PREBUILT: e2e/support/buildBundles.ts).
 */
function serve(bundle: E2eBundle, timeout: number) {
  const vite = 'node_modules/.bin/vite';
  const preview = `${vite} preview --mode e2e --outDir ${bundle.outDir} --port ${bundle.port}`;
  return {
    command: BUNDLES_PREBUILT ? preview : `${vite} ${buildArgs(bundle).join(' ')} && ${preview}`,
    env: { ...bundle.env },
    url: bundle.origin,
    reuseExistingServer: !CI,
    timeout,
  };
}
const SERVER_SETS = Array.from({ length: WORKERS }, (_, index) => e2eOrigins(index));

export default defineConfig({
  testDir: 'e2e',
  // A spec file's journeys run in order, on one worker.
  workers: WORKERS,
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
  outputDir: DEFAULT_PORTS ? 'test-results' : `test-results-${FIRST.webPort}`,
  // baseURL: the worker's own app, set in e2e/support/test.ts.
  use: {
    // A trace records a screencast and a DOM snapshot of every action: about a quarter of the
    // journeys' CPU on two cores. In CI (one retry) a journey's trace is taken on its retry, so a
    // failure still comes with one; locally (no retry) every failed journey keeps its trace.
    trace: CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: {
      executablePath: DEBIAN_CHROMIUM.executablePath,
      args: [...DEBIAN_CHROMIUM.args],
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } },
      // The walk of every screen at 320 px is the phone's: on desktop the journeys run axe on each
      // screen they reach.
      testIgnore: /screensAtPhoneWidth\.spec\.ts$/,
    },
    // The smallest supported phone: 320 CSS px wide. It runs every journey but those tagged
    // `desktopOnly(reason)`: journeys whose checks the width does not change
    // (e2e/support/projects.ts, docs/adr/0133-phone-runs-the-journeys-whose-layout-differs.md).
    {
      name: 'phone',
      use: { browserName: 'chromium', viewport: { width: 320, height: 640 }, isMobile: true },
      grepInvert: new RegExp(DESKTOP_ONLY_TAG),
      // The chaos suite runs once, on desktop: the phone runs the same app, and its hooks would
      // otherwise run around skipped tests.
      testIgnore: /chaos\.spec\.ts$/,
    },
  ],
  webServer: SERVER_SETS.flatMap((servers) => [
    {
      // The mock-server package's start script, run without pnpm on the PATH.
      command: `"${repoRoot}node_modules/.bin/tsx" --conditions=@scanwise/source src/main.ts --test-controls --port ${servers.platformPort} --web-origin ${servers.webOrigin} --web-origin ${servers.trackingWebOrigin}`,
      cwd: `${repoRoot}packages/mock-server`,
      url: `${servers.platform}/members/.well-known/openid-configuration`,
      reuseExistingServer: !CI,
      timeout: 60_000,
      stdout: 'ignore' as const,
    },
    serve(appBundle(servers), 120_000),
    ...(TRACKING_BUILD ? [serve(trackingBundle(servers), 180_000)] : []),
  ]),
});
