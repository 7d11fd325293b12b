import { defineConfig } from '@playwright/test';
import { fileURLToPath } from 'node:url';

// Browser tests of the member app against the mock platform. No browser download exists on these
// machines: Debian's Chromium with the flags of toolchain.md.
const CI = Boolean(process.env['CI']);
const WEB_ORIGIN = 'http://localhost:5173';
const PLATFORM_URL = 'http://localhost:4000';
const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

export default defineConfig({
  testDir: 'e2e',
  // One platform serves every test: run them one at a time, in order.
  workers: 1,
  fullyParallel: false,
  forbidOnly: CI,
  retries: CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: [['list']],
  outputDir: 'test-results',
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
    },
  ],
  webServer: [
    {
      // The mock-server package's start script, run without pnpm on the PATH.
      command: `"${repoRoot}node_modules/.bin/tsx" --conditions=@scanwise/source src/main.ts --test-controls --web-origin ${WEB_ORIGIN}`,
      cwd: `${repoRoot}packages/mock-server`,
      url: `${PLATFORM_URL}/members/.well-known/openid-configuration`,
      reuseExistingServer: !CI,
      timeout: 60_000,
      stdout: 'ignore',
    },
    {
      // The production bundle in e2e mode (offline test cards), served as a CDN would.
      command:
        'node_modules/.bin/vite build --mode e2e --logLevel error && node_modules/.bin/vite preview',
      url: WEB_ORIGIN,
      reuseExistingServer: !CI,
      timeout: 120_000,
    },
  ],
});
