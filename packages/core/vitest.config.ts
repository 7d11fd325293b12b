import { configDefaults, defineProject } from 'vitest/config';

export default defineProject({
  // Workspace packages resolve to their TypeScript sources, in the client and the server (node) environment alike.
  resolve: { conditions: ['@scanwise/source', 'module', 'browser', 'development|production'] },
  ssr: {
    resolve: { conditions: ['@scanwise/source', 'module', 'node', 'development|production'] },
  },
  test: {
    name: 'core',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // The boundary fuzz suite runs in its own step: vitest.fuzz.config.ts.
    exclude: [...configDefaults.exclude, 'test/fuzz/**'],
    // A bound on a hang, not a speed check: the property tests run a hundred cases each and a
    // shared two-core CI can stretch one past vitest's default 5 s.
    testTimeout: 15_000,
    // The core is pure and its tests share no module state, so the files run in worker threads
    // without a fresh module graph each: importing the core once per worker, not once per file,
    // is most of the suite's time.
    pool: 'threads',
    isolate: false,
  },
});
