import { defineProject } from 'vitest/config';

export default defineProject({
  // Workspace packages resolve to their TypeScript sources, in the client and the server (node) environment alike.
  resolve: { conditions: ['@scanwise/source', 'module', 'browser', 'development|production'] },
  ssr: {
    resolve: { conditions: ['@scanwise/source', 'module', 'node', 'development|production'] },
  },
  test: {
    name: 'mock-server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Servers start, restart and stream here: a busy two-core machine can take several seconds.
    testTimeout: 15_000,
    // Each test builds the platform it needs (servers, stores, identity) and closes it, so the files
    // share a worker's module graph instead of importing Hono, oidc-provider and the platform again
    // each (docs/adr/0118-test-speed-shared-workers-and-signed-in-journeys.md).
    pool: 'threads',
    isolate: false,
  },
});
