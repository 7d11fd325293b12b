import { defineProject } from 'vitest/config';

// The boundary fuzz suite, run as its own `npm test` step ("fuzz (boundaries)") and
// kept out of the unit project (vitest.config.ts excludes test/fuzz) so it runs once:
//   vitest run --root packages/core --config vitest.fuzz.config.ts
// Figures: reports/figures/fuzz-*.json, printed by scripts/figures.mjs.
export default defineProject({
  resolve: { conditions: ['@scanwise/source', 'module', 'browser', 'development|production'] },
  ssr: {
    resolve: { conditions: ['@scanwise/source', 'module', 'node', 'development|production'] },
  },
  test: {
    name: 'core-fuzz',
    environment: 'node',
    include: ['test/fuzz/**/*.fuzz.test.ts'],
    testTimeout: 60_000,
  },
});
