import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  // Workspace packages resolve to their TypeScript sources, in the client and the server (node) environment alike.
  resolve: { conditions: ['@scanwise/source', 'module', 'browser', 'development|production'] },
  ssr: {
    resolve: { conditions: ['@scanwise/source', 'module', 'node', 'development|production'] },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    // Playwright's e2e/*.spec.ts must not be picked up by vitest.
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    setupFiles: ['src/test/setup.ts'],
    // Component tests share two cores with the other suites in CI: their limits bound a hang,
    // they do not measure speed (benchmarks and budget scripts do).
    testTimeout: 20_000,
    // design/tokens.css is read as text (?raw) by the tokens page and its test; other CSS is not
    // processed.
    css: { include: [/design\/tokens\.css/], modules: { classNameStrategy: 'non-scoped' } },
  },
});
