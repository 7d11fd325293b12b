// Lint is where the architecture is enforced: a pure core, and imports flowing
// web -> adapters -> core, mock-server -> core only.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const frameworkAndWorld = [
  {
    group: [
      'react',
      'react-*',
      'react/*',
      'react-dom',
      'react-dom/*',
      'react-router',
      'react-router-dom',
    ],
    message: 'core is framework-free: React lives in packages/web.',
  },
  {
    group: ['node:*'],
    message: 'core runs in browsers and Node alike: no Node built-ins; add a port.',
  },
  {
    group: [
      '@microsoft/signalr',
      'oidc-client-ts',
      'undici',
      '@stripe/*',
      '@sentry/*',
      'inversify',
      'reflect-metadata',
      'i18next',
      'msw',
      'msw/*',
    ],
    message: 'core talks to libraries through ports; implement the port in packages/adapters.',
  },
  {
    group: [
      '@scanwise/adapters',
      '@scanwise/adapters/*',
      '@scanwise/web',
      '@scanwise/web/*',
      '@scanwise/mock-server',
      '@scanwise/mock-server/*',
    ],
    message: 'core imports none of the other packages.',
  },
];

// Bare built-in names are matched exactly (a pattern 'http' would also catch './http').
const nodeBuiltins = [
  'fs',
  'fs/promises',
  'path',
  'http',
  'https',
  'net',
  'os',
  'crypto',
  'child_process',
  'url',
  'stream',
  'events',
  'util',
  'buffer',
  'worker_threads',
].map((name) => ({
  name,
  message: 'core runs in browsers and Node alike: no Node built-ins; add a port.',
}));

const inProcessMessage =
  'the in-process platform runs in browsers too (Storybook): no Node built-ins on its path.';

const worldGlobals = [
  'window',
  'document',
  'localStorage',
  'sessionStorage',
  'navigator',
  'location',
  'history',
  'fetch',
  'XMLHttpRequest',
  'WebSocket',
  'BroadcastChannel',
  'setTimeout',
  'setInterval',
  'clearTimeout',
  'clearInterval',
  'requestAnimationFrame',
  'queueMicrotask',
  'process',
  'require',
  'performance',
].map((name) => ({
  name,
  message: `core reaches the world only through its ports: no '${name}' here (use the clock, storage, http or broadcast port).`,
}));

const realTime = [
  {
    selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
    message: 'Date.now() is not allowed in core: read the clock port.',
  },
  {
    selector: "NewExpression[callee.name='Date'][arguments.length=0]",
    message: 'new Date() reads the real clock: pass clock.now().',
  },
];

// The web app's import rules: Node-only code (undici, the mock platform) stays out of the bundle,
// the screens reach the member API only through the core's services, and outside the icon set
// nothing imports Lucide directly.
const webImportPaths = [
  {
    name: '@scanwise/adapters',
    message: "the browser bundle imports '@scanwise/adapters/browser' (no undici).",
  },
  {
    name: 'react-i18next',
    message:
      "the app's own binding: useTranslation from src/i18n/useTranslation, I18nProvider from src/i18n/I18nProvider.",
  },
  {
    name: 'react-router-dom',
    importNames: ['Link', 'NavLink', 'LinkProps', 'NavLinkProps'],
    message:
      "the app's links from src/navigation/Link (react-router's carry its route prefetching into every page's JavaScript).",
  },
];
const webImportPatterns = [
  {
    group: ['@scanwise/mock-server', '@scanwise/mock-server/*'],
    message: 'the web app talks to the platform over HTTP only.',
  },
];
const memberApiOutsideComposition = {
  name: '@scanwise/core',
  importNames: ['MemberApi'],
  message:
    "screens and hooks reach the platform through the core's services (useService / useStore); only src/composition/ builds the member API into them.",
};
const iconLibraries = [
  {
    name: 'lucide',
    message: "icons come from src/design/icons/glyphs.ts (the app's set), drawn by Icon.",
  },
  {
    name: 'lucide-react',
    message: "icons come from src/design/icons/glyphs.ts (the app's set), drawn by Icon.",
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-e2e-*/**',
      '**/test-results*/**',
      '**/coverage/**',
      'reports/**',
      '.tools/**',
      'storybook-static/**',
      'docs/api/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: {
          allowDefaultProject: [
            '*.mjs',
            '*.js',
            'scripts/*.mjs',
            '.storybook/*.ts',
            'packages/*/scripts/*.mjs',
          ],
        },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.property.name='only'][callee.object.name=/^(it|test|describe)$/]",
          message: 'No focused tests.',
        },
      ],
    },
  },
  {
    files: ['packages/core/src/**/*.ts'],
    ignores: ['packages/core/src/**/*.test.ts'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-imports': ['error', { paths: nodeBuiltins, patterns: frameworkAndWorld }],
      'no-restricted-globals': ['error', ...worldGlobals],
      'no-restricted-syntax': ['error', ...realTime],
      '@typescript-eslint/explicit-module-boundary-types': 'error',
    },
  },
  {
    files: ['packages/core/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: frameworkAndWorld.slice(0, 1).concat(frameworkAndWorld.slice(2)) },
      ],
      'no-restricted-syntax': ['error', ...realTime],
    },
  },
  {
    files: ['packages/adapters/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@scanwise/web',
                '@scanwise/web/*',
                '@scanwise/mock-server',
                '@scanwise/mock-server/*',
              ],
              message: 'imports flow web -> adapters -> core.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/mock-server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@scanwise/web',
                '@scanwise/web/*',
                '@scanwise/adapters',
                '@scanwise/adapters/*',
              ],
              message: 'the mock platform shares only core contracts: mock-server -> core.',
            },
          ],
        },
      ],
    },
  },
  {
    // The platform's in-process entry (Storybook and component tests bundle it for the browser):
    // the state, operations, REST app, fault rules and the charges' PaymentIntents reach no Node
    // module. Passwords go through `#password`, which resolves to a browser form there; the state
    // file is Node-only.
    files: [
      'packages/mock-server/src/inProcess.ts',
      'packages/mock-server/src/platform/**/*.ts',
      'packages/mock-server/src/http/**/*.ts',
      'packages/mock-server/src/files/**/*.ts',
      'packages/mock-server/src/controls/faults.ts',
      'packages/mock-server/src/hubs/platformHubs.ts',
      'packages/mock-server/src/stripe/paymentIntents.ts',
      'packages/mock-server/src/stripe/cards.ts',
    ],
    ignores: [
      'packages/mock-server/src/platform/password.ts',
      'packages/mock-server/src/platform/stateFile.ts',
      'packages/mock-server/src/platform/index.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: nodeBuiltins.map(({ name }) => ({ name, message: inProcessMessage })),
          patterns: [
            { group: ['node:*'], message: inProcessMessage },
            {
              group: [
                '@scanwise/web',
                '@scanwise/web/*',
                '@scanwise/adapters',
                '@scanwise/adapters/*',
              ],
              message: 'the mock platform shares only core contracts: mock-server -> core.',
            },
          ],
        },
      ],
      'no-restricted-globals': ['error', { name: 'Buffer', message: inProcessMessage }],
    },
  },
  {
    // The web app and its Storybook: React's hook rules, browser globals, and imports that keep
    // Node-only code (undici, the mock platform) out of the bundle.
    files: [
      'packages/web/**/*.ts',
      'packages/web/**/*.tsx',
      '.storybook/**/*.ts',
      '.storybook/**/*.tsx',
    ],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.flat.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          paths: [...webImportPaths, memberApiOutsideComposition, ...iconLibraries],
          patterns: webImportPatterns,
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='TOKENS'][property.name='memberApi']",
          message: memberApiOutsideComposition.message,
        },
      ],
    },
  },
  {
    // Stories, component tests, their scenes (`*Scenes.ts`) and harness answer through the
    // in-process platform (the same REST app, seed and fault rules as the server): its
    // browser-safe entry only.
    files: [
      'packages/web/src/**/*Scenes.ts',
      'packages/web/src/test/**/*.ts',
      'packages/web/src/test/**/*.tsx',
      'packages/web/src/storybook/**/*.tsx',
      'packages/web/src/**/*.stories.tsx',
      'packages/web/src/**/*.test.ts',
      'packages/web/src/**/*.test.tsx',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            ...webImportPaths,
            memberApiOutsideComposition,
            {
              name: '@scanwise/mock-server',
              message:
                "stories and tests run the platform in-process: '@scanwise/mock-server/in-process'.",
            },
          ],
          patterns: [
            {
              group: ['@scanwise/mock-server/*', '!@scanwise/mock-server/in-process'],
              message:
                "stories and tests run the platform in-process: '@scanwise/mock-server/in-process'.",
            },
          ],
        },
      ],
    },
  },
  {
    // The container is where the member API is composed into the core's services.
    files: ['packages/web/src/composition/**/*.ts', 'packages/web/src/composition/**/*.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [...webImportPaths, ...iconLibraries], patterns: webImportPatterns },
      ],
      'no-restricted-syntax': 'off',
    },
  },
  {
    // The app's icon set: the one place that names Lucide's glyphs (design/icons/glyphs.ts).
    files: ['packages/web/src/design/icons/**/*.ts', 'packages/web/src/design/icons/**/*.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [...webImportPaths, memberApiOutsideComposition], patterns: webImportPatterns },
      ],
    },
  },
  {
    // Every browser journey runs under the console gate (e2e/support/test.ts): a spec takes `test`
    // from the support module, never straight from Playwright.
    files: ['packages/web/e2e/**/*.ts'],
    ignores: ['packages/web/e2e/support/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            ...webImportPaths,
            memberApiOutsideComposition,
            {
              name: '@playwright/test',
              importNames: ['test'],
              message:
                "import { test, expect } from './support/test': it fails the test on any console error or warning.",
            },
          ],
          patterns: webImportPatterns,
        },
      ],
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', '**/test/**/*.ts'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  {
    files: ['**/*.mjs', '**/*.js'],
    ...tseslint.configs.disableTypeChecked,
  },
  prettier,
);
