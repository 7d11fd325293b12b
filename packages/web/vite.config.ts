import react from '@vitejs/plugin-react';
import { defineConfig, type HtmlTagDescriptor, type Plugin } from 'vite';
// The identity adapter's one definition of the stored-user key, read from its source (a module
// that imports nothing): the inline script below must know it before any module runs.
import { STORED_USER_KEY_PREFIX } from '../adapters/src/identity/storedUserKeyPrefix.ts';
// The same for the key of Home's kept overview (core's one definition, a module of one constant).
import { LAST_HOME_OVERVIEW_STORAGE_KEY } from '../core/src/home/lastHomeOverviewKey.ts';
import { ROOT_SESSION_STORAGE_KEY } from '../core/src/session/rootSessionKey.ts';
import {
  BUILD_META,
  FIRST_PAGE_PRELOADS,
  PLATFORM_META,
  firstPagePreloadMeta,
  firstPagePreloadScript,
  type FirstPagePreloadSet,
} from './src/startup/firstPagePreload.ts';
import { paymentsBuildCheck } from './src/config/paymentsBuildCheck.ts';
import { platformUrlOf } from './src/config/platformUrl.ts';
import { securityHeadersPlugin } from './src/security/securityHeadersPlugin.ts';
import { prerenderPlugin } from './src/prerender/prerenderPlugin.ts';
import { cssModuleClassNames } from './src/build/cssModuleClassNames.ts';
import { reactAriaLocales } from './src/build/reactAriaLocales.ts';
import { reactRouterTreeShaking } from './src/build/reactRouterTreeShaking.ts';
import { routeChunks } from './src/build/routeChunks.ts';
import { preloadsWithoutLoaded } from './src/build/loadedWithHost.ts';

// What the screens wait for before their first paint, in few chunks (src/build/routeChunks.ts).
const chunks = routeChunks(import.meta.dirname);
// A dynamic import preloads none of what its importing chunk has loaded (src/build/loadedWithHost.ts).
const preloads = preloadsWithoutLoaded();

/**
 * The first page's code, fetched beside the entry instead of one round trip after it has run:
 * index.html names each set of src/startup/firstPagePreload.ts (the chunks of its modules, with the
 * chunks and CSS they import) in a meta element, and a small inline script (allowed by its hash
 * in the CSP) preloads the sets that fit the visit: the sign-in page without a stored session,
 * the session's reader and Home's screen with one (docs/adr/0059-first-page-plan.md).
 */
function firstPagePreloadPlugin(
  sets: Readonly<Record<FirstPagePreloadSet, readonly string[]>>,
  script: string,
): Plugin {
  let base = '/';
  let platformOrigin = '';
  return {
    name: 'scanwise:first-page-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
      platformOrigin = new URL(platformUrlOf(config.env)).origin;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle;
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
        const assetsOf = (modules: readonly string[]): string[] => {
          const files = new Set<string>();
          const styles = new Set<string>();
          const visit = (fileName: string): void => {
            const chunk = chunks.find((candidate) => candidate.fileName === fileName);
            if (!chunk || files.has(fileName)) return;
            files.add(fileName);
            for (const css of chunk.viteMetadata?.importedCss ?? []) styles.add(css);
            for (const imported of chunk.imports) visit(imported);
          };
          for (const module of modules) {
            // The module's own chunk, else the chunk group that took it (the member's data).
            const chunk =
              chunks.find((candidate) => candidate.facadeModuleId?.endsWith(module)) ??
              chunks.find((candidate) => candidate.moduleIds.some((id) => id.endsWith(module)));
            if (!chunk) throw new Error(`first-page preload: no chunk for ${module}`);
            visit(chunk.fileName);
          }
          return [...files, ...styles]
            .map((file) => `${base}${file}`)
            .filter((href) => !html.includes(`${href}"`)); // already an entry preload
        };
        const tags: HtmlTagDescriptor[] = Object.entries(sets).map(([set, modules]) => ({
          tag: 'meta',
          attrs: {
            name: firstPagePreloadMeta(set as FirstPagePreloadSet),
            content: assetsOf(modules).join(' '),
          },
          injectTo: 'head',
        }));
        // The build, as Home's last paint names it (its hashed class names are this build's).
        const entry = chunks.find((chunk) => chunk.isEntry);
        if (entry) {
          tags.push({
            tag: 'meta',
            attrs: { name: BUILD_META, content: entry.fileName },
            injectTo: 'head',
          });
        }
        // The platform a signed-in visit connects to before the app calls it.
        tags.push({
          tag: 'meta',
          attrs: { name: PLATFORM_META, content: platformOrigin },
          injectTo: 'head',
        });
        tags.push({ tag: 'script', children: script, injectTo: 'head' });
        return { html, tags };
      },
    },
  };
}

// The member app. Workspace packages resolve to their TypeScript sources ('@scanwise/source'),
// so a change in core or adapters shows up without a library build.
export default defineConfig({
  // Security headers (strict CSP) on `vite preview` and in dist/_headers: src/security. A build
  // without a Stripe key fails unless it is explicitly a test-mode build (VITE_PAYMENTS=test).
  plugins: [
    paymentsBuildCheck(),
    reactAriaLocales(),
    reactRouterTreeShaking(),
    chunks.plugin,
    preloads.plugin,
    react(),
    securityHeadersPlugin(),
    firstPagePreloadPlugin(
      FIRST_PAGE_PRELOADS,
      firstPagePreloadScript({
        storedUserKeyPrefix: STORED_USER_KEY_PREFIX,
        keptHomeOverviewKey: LAST_HOME_OVERVIEW_STORAGE_KEY,
        rootStateKey: ROOT_SESSION_STORAGE_KEY,
      }),
    ),
    // The public pages as static HTML, hydrated by startup (src/prerender).
    prerenderPlugin(),
  ],
  // 'es2015': rxjs's ES2015 build (classes, no tslib helpers) instead of its ES5 one: less
  // code on every page; every browser the app supports runs ES2015.
  resolve: {
    conditions: ['@scanwise/source', 'module', 'browser', 'es2015', 'development|production'],
  },
  // Class names of the CSS modules: short and the same on every machine (src/build).
  css: { modules: { generateScopedName: cssModuleClassNames(import.meta.dirname) } },
  // The platform allows exactly this origin (--web-origin http://localhost:5173): fixed port.
  server: { port: 5173, strictPort: true, host: 'localhost' },
  preview: { port: 5173, strictPort: true, host: 'localhost' },
  // manifest: dist/.vite/manifest.json, read by scripts/route-sizes.mjs (initial JS per route).
  build: {
    sourcemap: true,
    chunkSizeWarningLimit: 1500,
    manifest: true,
    // Every supported browser has <link rel="modulepreload">; Vite's polyfill for it is not needed.
    // The strings in a screens' chunk (src/build/routeChunks.ts areaStringChunks) load beside the
    // screen, whose own import preloads that chunk's imports: the entry lists none for them.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (fileName, dependencies, { hostId }) =>
        chunks.holdsAreaStrings(fileName) ? [] : preloads.withoutLoaded(hostId, dependencies),
    },
    // Everything the entry imports statically in one chunk (not 18 small ones): fewer requests
    // before the first paint (each one a round trip on a phone); lazy screens and the
    // on-demand adapters (oidc-client-ts, SignalR, Sentry, Stripe) keep their own chunks.
    rolldownOptions: {
      output: {
        // Seven characters of hash, not Vite's eight: the entry names every chunk it may load
        // (its preload map, the lazy imports), and a hash is bytes gzip cannot shrink, about
        // 0.2 KB of every page's first load. Rolldown refuses a length too short to keep this many
        // chunks' names apart.
        chunkFileNames: 'assets/[name]-[hash:7].js',
        assetFileNames: 'assets/[name]-[hash:7][extname]',
        codeSplitting: {
          groups: [
            { name: 'initial', tags: ['$initial'] },
            // The sign-in page's shared pieces (its frame, card, fields, form binding and rules)
            // in one chunk rather than eight small ones: each file gzips on its own and adds its
            // import glue, so together they weigh about 1 KB less on the budgeted first page.
            // Join, forgot password and the other forms that share them load the same chunk.
            {
              name: 'sign-in-page',
              test: /src\/(screens\/signIn\/AuthPage|design\/layouts\/PublicPage|screens\/account\/shared\/PublicPage|design\/components\/(Card|TextField)\/|forms\/useForm|validation\/(fieldModel|rules))/,
            },
            // What only the sign-in pages and the sign-in's return share (why a sign-in failed, the
            // address to continue to after it): a chunk of their own, so the public journeys'
            // forms, which load the sign-in page's chunk, do not wait for it.
            {
              name: 'sign-in-return',
              test: /src\/(screens\/signIn\/authFailureMessage|navigation\/redirectContinueTo)/,
            },
            // The session's reporting (tracking, consent, attribution, error reporting), loaded
            // after the first paint or with the first stage a journey reports, with the conversion
            // (the booking funnel and the UTM values) that sign-up and booking report through it:
            // one chunk, whatever else (the consent banner, the Sentry adapter) shares a piece of
            // it; with the consent banner's styles (the account's privacy section has its own,
            // so the account page waits for none of the reporting).
            {
              name: 'session-reporting',
              // Its rxjs operators stay with the others (shell-shared), which the journeys and
              // the dashboard load without the reporting.
              includeDependenciesRecursively: false,
              test: /core[\\/]src[\\/](app[\\/]sessionReporting|attribution[\\/]arrivalAttribution|consent|tracking|errorReporting|app[\\/]journeys[\\/](createConversionServices|conversionOnDemand)|schemas[\\/]conversionCalls|booking[\\/]funnelStageTracker)|web[\\/]src[\\/](privacy[\\/]privacy\.module\.css|composition[\\/]journeys[\\/]conversion\.ts)/,
            },
            ...chunks.groups,
          ],
        },
      },
    },
  },
});
