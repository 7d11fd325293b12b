import { defineConfig } from '@playwright/test';
import { DEBIAN_CHROMIUM } from '../../scripts/debianChromium.mjs';
import { fileURLToPath } from 'node:url';

// Visual regression of the screens: the first story of every screen (its main state, on the
// in-process platform at a fixed date) in Debian's Chromium at the 320 px phone and a 1280 px
// desktop, compared with the baselines committed under visual/baselines. The fonts are the app's
// own (bundled in Storybook's build), so a machine's installed fonts do not change the pictures.
// `pnpm visual:update` rewrites the baselines after an intended change of the design.
const STORYBOOK_PORT = Number(process.env['VISUAL_STORYBOOK_PORT'] ?? 6107);
const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

export default defineConfig({
  testDir: 'visual',
  testMatch: /\.visual\.ts$/,
  // Each story is its own page: two at once keep both cores busy.
  workers: 2,
  fullyParallel: true,
  forbidOnly: Boolean(process.env['CI']),
  retries: 0,
  timeout: 30_000,
  expect: {
    timeout: 10_000,
    // Small tolerance for anti-aliasing between Chromium builds; a moved or recoloured element is
    // far above it.
    toHaveScreenshot: { maxDiffPixelRatio: 0.005, threshold: 0.2, animations: 'disabled' },
  },
  snapshotPathTemplate: '{testDir}/baselines/{arg}{ext}',
  reporter: process.env['VISUAL_JSON_REPORT']
    ? [['list'], ['json', { outputFile: process.env['VISUAL_JSON_REPORT'] }]]
    : [['list']],
  outputDir: 'test-results-visual',
  use: {
    baseURL: `http://localhost:${STORYBOOK_PORT}`,
    launchOptions: {
      executablePath: DEBIAN_CHROMIUM.executablePath,
      args: [
        ...DEBIAN_CHROMIUM.args,
        // The same pixels whatever the machine's display settings.
        '--force-device-scale-factor=1',
        '--font-render-hinting=none',
      ],
    },
  },
  // One browser: each test pictures its story at the desktop's and the 320 px phone's width.
  projects: [{ name: 'screens', use: { browserName: 'chromium' } }],
  webServer: {
    command: `node "${repoRoot}scripts/serve-static.mjs" "${repoRoot}storybook-static" ${STORYBOOK_PORT}`,
    url: `http://localhost:${STORYBOOK_PORT}/index.json`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
