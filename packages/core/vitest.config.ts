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
  },
});
