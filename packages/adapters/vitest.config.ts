import { defineProject } from 'vitest/config';

export default defineProject({
  // Workspace packages resolve to their TypeScript sources, in the client and the server (node) environment alike.
  resolve: { conditions: ['@scanwise/source', 'module', 'browser', 'development|production'] },
  ssr: {
    resolve: { conditions: ['@scanwise/source', 'module', 'node', 'development|production'] },
  },
  test: {
    name: 'adapters',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: ['**/*.browser.test.ts', '**/node_modules/**'],
    globalSetup: ['test/platform/globalSetup.ts'],
    // The platform tests share one mock platform and drop its hub connections: one file at a time.
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
