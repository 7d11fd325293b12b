// The Vite plugin that prerenders the public pages at build time (docs/adr/0115-prerendered-sign-in.md).
// Loaded by vite.config.ts in plain Node: it imports only Node, Vite and plain data.
import { mkdtemp, readFile, rm, writeFile, mkdir } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { PRERENDERED_PAGES, type PrerenderedPage } from './prerenderedPages';
import { prerenderedDocument } from './prerenderedDocument';

/** The module the nested server build bundles (relative to the web package). */
const RENDER_ENTRY = 'src/prerender/renderPublicPage.tsx';

interface RenderModule {
  renderPublicPage(pathname: string): Promise<{ html: string }>;
}

/**
 * After the app's build: bundles `renderPublicPage` for Node (the same Vite config, so CSS module
 * class names and strings are the app's), renders each page of PRERENDERED_PAGES and writes it
 * beside index.html, from index.html itself (its scripts, preloads and styles) with the page's
 * markup in #root and its style sheets linked in the head. A failure fails the build.
 */
export function prerenderPlugin(pages: readonly PrerenderedPage[] = PRERENDERED_PAGES): Plugin {
  let config: ResolvedConfig;
  /** Each page's style sheets (URLs), from the client bundle's chunks. */
  const styleSheets = new Map<PrerenderedPage, string[]>();
  return {
    name: 'scanwise:prerender',
    apply: (_, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    writeBundle(_, bundle) {
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
      for (const page of pages) {
        const styles = new Set<string>();
        const seen = new Set<string>();
        const visit = (fileName: string): void => {
          const chunk = chunks.find((candidate) => candidate.fileName === fileName);
          if (!chunk || seen.has(fileName)) return;
          seen.add(fileName);
          for (const css of chunk.viteMetadata?.importedCss ?? []) styles.add(css);
          for (const imported of chunk.imports) visit(imported);
        };
        for (const module of page.modules) {
          const chunk = chunks.find((candidate) => candidate.facadeModuleId?.endsWith(module));
          if (!chunk) throw new Error(`prerender: no chunk for ${module}`);
          visit(chunk.fileName);
        }
        styleSheets.set(
          page,
          [...styles].map((file) => `${config.base}${file}`),
        );
      }
    },
    async closeBundle() {
      if (config.build.ssr || config.build.watch || styleSheets.size === 0) return;
      const outDir = resolve(config.root, config.build.outDir);
      // Inside the package, so the server bundle's imports (react, react-dom) resolve; a folder
      // per build, as parallel builds (the e2e workers') each have their own.
      const cacheDir = join(config.root, 'node_modules', '.cache');
      await mkdir(cacheDir, { recursive: true });
      const serverDir = await mkdtemp(join(cacheDir, 'scanwise-prerender-'));
      try {
        await build({
          configFile: config.configFile,
          mode: config.mode,
          root: config.root,
          logLevel: 'warn',
          build: {
            ssr: RENDER_ENTRY,
            outDir: serverDir,
            emptyOutDir: true,
            sourcemap: false,
            manifest: false,
            copyPublicDir: false,
          },
          ssr: {
            // The workspace packages as their TypeScript sources, bundled like the app's.
            resolve: {
              conditions: ['@scanwise/source', 'module', 'node', 'development|production'],
              externalConditions: ['@scanwise/source', 'module', 'node'],
            },
            noExternal: [/^@scanwise\//],
          },
        });
        const entry = join(serverDir, 'renderPublicPage.js');
        const module = (await import(pathToFileURL(entry).href)) as RenderModule;
        const template = await readFile(join(outDir, 'index.html'), 'utf8');
        for (const page of pages) {
          const { html } = await module.renderPublicPage(page.pathname);
          const file = join(outDir, page.file);
          await mkdir(dirname(file), { recursive: true });
          await writeFile(file, prerenderedDocument(template, page, html, styleSheets.get(page) ?? []));
        }
      } finally {
        await rm(serverDir, { recursive: true, force: true });
      }
    },
  };
}
