import { defineConfig } from 'vitest/config';

// One run over every package's project; coverage is gated on core, the published SDK.
export default defineConfig({
  test: {
    // Each run keeps the modules it transformed under node_modules, keyed by their content and
    // the project's settings, so the next run imports them without transforming again; a
    // reinstall clears them (docs/adr/0139-unit-test-runs-keep-their-transforms.md).
    experimental: { fsModuleCache: true },
    projects: [
      'packages/*/vitest.config.ts',
      'packages/*/vitest.browser.config.ts',
      // The web test files that mock modules, each isolated (the web project shares its workers).
      'packages/web/vitest.isolated.config.ts',
    ],
    coverage: {
      provider: 'v8',
      include: ['packages/core/src/**/*.ts'],
      exclude: ['**/*.test.ts', 'packages/core/src/**/index.ts', 'packages/core/src/ports/**'],
      reporter: ['text-summary', 'json-summary'],
      reportsDirectory: 'reports/coverage',
      // Written when a test fails too, so `npm test` can give a failed file its second run and
      // still hold core to the threshold.
      reportOnFailure: true,
      thresholds: { lines: 90 },
    },
  },
});
