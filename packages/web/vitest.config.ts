import react from '@vitejs/plugin-react';
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { defineProject, type UserWorkspaceConfig } from 'vitest/config';

const INCLUDE = ['src/**/*.test.ts', 'src/**/*.test.tsx'];

/**
 * The test files that cannot share a module graph and a document with others, found by reading
 * them (a new one needs no list kept by hand); they run in the `web-isolated` project
 * (vitest.isolated.config.ts), each in a fresh jsdom and module graph:
 * - a file that replaces a module with `vi.mock`: the replacement only takes in a fresh graph;
 * - a file that runs stories' play functions (`composeStories`): those type with the copy of
 *   user-event bundled in `storybook/test`, and two copies preparing one document break each
 *   other's typing.
 */
export const FILES_THAT_NEED_ISOLATION: readonly string[] = readdirSync(
  fileURLToPath(new URL('src', import.meta.url)),
  { recursive: true, encoding: 'utf8' },
)
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => `src/${file}`)
  .filter((file) =>
    /\bvi\.(do)?[mM]ock\(|\bcomposeStories\b/.test(
      readFileSync(new URL(file, import.meta.url), 'utf8'),
    ),
  );

/** A dynamic import whose path is a template with a variable: Vite turns it into a file list. */
const VARIABLE_DYNAMIC_IMPORT = /import\(\s*`[^`]*\$\{/;

/**
 * Keeps a module that lists files (`import.meta.glob`, or a dynamic import of a template path)
 * out of the run's module cache (root vitest.config.ts, docs/adr/0139): its transform depends on
 * which files exist, not on its own text, so a cached copy would still import a file that was
 * since removed, or miss a new one.
 */
const globsUncached: Plugin = {
  name: 'scanwise:globs-uncached',
  configureVitest({ experimental_defineCacheKeyGenerator }) {
    experimental_defineCacheKeyGenerator(({ sourceCode }) =>
      sourceCode.includes('import.meta.glob') || VARIABLE_DYNAMIC_IMPORT.test(sourceCode)
        ? false
        : undefined,
    );
  },
};

/** The settings both web projects share: React, jsdom, the setup file, limits and CSS. */
export const webProject = (
  test: NonNullable<UserWorkspaceConfig['test']>,
): UserWorkspaceConfig => ({
  plugins: [react(), globsUncached],
  // Workspace packages resolve to their TypeScript sources, in the client and the server (node) environment alike.
  resolve: { conditions: ['@scanwise/source', 'module', 'browser', 'development|production'] },
  ssr: {
    resolve: { conditions: ['@scanwise/source', 'module', 'node', 'development|production'] },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['src/test/setup.ts'],
    // Component tests share two cores with the other suites in CI: their limits bound a hang,
    // they do not measure speed (benchmarks and budget scripts do).
    testTimeout: 20_000,
    // design/tokens.css is read as text (?raw) by the tokens page and its test; other CSS is not
    // processed.
    css: { include: [/design\/tokens\.css/], modules: { classNameStrategy: 'non-scoped' } },
    ...test,
  },
});

export default defineProject(
  webProject({
    name: 'web',
    // Playwright's e2e/*.spec.ts must not be picked up by vitest.
    include: INCLUDE,
    exclude: ['**/node_modules/**', ...FILES_THAT_NEED_ISOLATION],
    // Each worker builds one jsdom and imports React, the design system and the app once, and
    // runs its files in them one after another: a fresh environment and module graph per file
    // were most of this project's time. The files share no module state that a test relies on
    // (setup.ts unmounts after every test); the files above run isolated.
    // docs/adr/0118-test-speed-shared-workers-and-signed-in-journeys.md
    pool: 'threads',
    isolate: false,
  }),
);
