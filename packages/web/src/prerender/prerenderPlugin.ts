// The Vite plugin that prerenders the public pages at build time
// (docs/adr/0115-prerendered-public-pages.md). Loaded by vite.config.ts in plain Node: it imports
// only Node, Vite and plain data.
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig, type Rolldown } from 'vite';
import { INLINE_STYLE_HASHES_FILE, cspHashOf } from './inlineStyleHashes.ts';
import { prerenderedDocument, type InlineStyles } from './prerenderedDocument.ts';
import { PRERENDERED_PAGES, type PrerenderedPage } from './prerenderedPages.ts';
import { styleAttributesAsRules } from './styleAttributes.ts';

/** The module the nested server build bundles (relative to the web package). */
const RENDER_ENTRY = 'src/prerender/renderPublicPage.tsx';

interface RenderModule {
  renderPublicPage(pathname: string, search?: string): Promise<{ html: string }>;
}

type OutputBundle = Rolldown.OutputBundle;

/**
 * The style sheets a page needs before it paints, in the order the app applies them: the entry's
 * (index.html links them), then its modules' chunks' and the chunks they import.
 */
function styleSheetsOf(bundle: OutputBundle, page: PrerenderedPage): string[] {
  const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
  const styles = new Set<string>();
  const seen = new Set<string>();
  const visit = (fileName: string): void => {
    const chunk = chunks.find((candidate) => candidate.fileName === fileName);
    if (!chunk || seen.has(fileName)) return;
    seen.add(fileName);
    for (const imported of chunk.imports) visit(imported);
    for (const css of chunk.viteMetadata?.importedCss ?? []) styles.add(css);
  };
  for (const entry of chunks.filter((chunk) => chunk.isEntry)) visit(entry.fileName);
  for (const module of page.modules) {
    const chunk = chunks.find((candidate) => candidate.facadeModuleId?.endsWith(module));
    if (!chunk) throw new Error(`prerender: no chunk for ${module}`);
    visit(chunk.fileName);
  }
  return [...styles];
}

/**
 * The page's own scripts: its modules' chunks and the chunks they import, less what the entry
 * loads already (index.html lists those). Listed after the entry's code, so the page's code
 * arrives beside the entry's rather than after it has run, and the page is hydrated sooner.
 */
function pageScriptsOf(bundle: OutputBundle, page: PrerenderedPage): string[] {
  const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
  const closure = (roots: readonly string[]): Set<string> => {
    const seen = new Set<string>();
    const visit = (fileName: string): void => {
      const chunk = chunks.find((candidate) => candidate.fileName === fileName);
      if (!chunk || seen.has(fileName)) return;
      seen.add(fileName);
      for (const imported of chunk.imports) visit(imported);
    };
    for (const root of roots) visit(root);
    return seen;
  };
  const entry = closure(chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName));
  const own = closure(
    page.modules.map((module) => {
      const chunk = chunks.find((candidate) => candidate.facadeModuleId?.endsWith(module));
      if (!chunk) throw new Error(`prerender: no chunk for ${module}`);
      return chunk.fileName;
    }),
  );
  return [...own].filter((fileName) => !entry.has(fileName));
}

/** A style sheet's text, from the bundle. */
function textOf(bundle: OutputBundle, fileName: string): string {
  const asset = bundle[fileName];
  if (asset?.type !== 'asset') throw new Error(`prerender: no style sheet ${fileName}`);
  return typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
}

/**
 * Bundles `renderPublicPage` for Node (the same Vite config, so CSS module class names and strings
 * are the app's) in a folder of its own, and renders each page with it: its markup, the inside of
 * #root.
 */
async function renderPages(
  config: ResolvedConfig,
  pages: readonly PrerenderedPage[],
): Promise<Map<PrerenderedPage, string>> {
  // Inside the package, so the server bundle's imports (react, react-dom) resolve; a folder per
  // build, as parallel builds (the e2e workers') each have their own.
  const cacheDir = join(config.root, 'node_modules', '.cache');
  await mkdir(cacheDir, { recursive: true });
  const serverDir = await mkdtemp(join(cacheDir, 'scanwise-prerender-'));
  try {
    await build({
      configFile: config.configFile ?? false,
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
    const markups = new Map<PrerenderedPage, string>();
    for (const page of pages)
      markups.set(page, (await module.renderPublicPage(page.pathname, page.search)).html);
    return markups;
  } finally {
    await rm(serverDir, { recursive: true, force: true });
  }
}

/**
 * After the app's bundle is made: renders each page of PRERENDERED_PAGES (renderPages) and, once
 * the bundle is written, writes it beside index.html, from index.html itself (its scripts and
 * preloads) with the page's markup in #root and its style sheets inline in the head (no request
 * before the first paint), its style attributes as rules of that sheet (styleAttributesAsRules).
 * The inline styles' hashes go to INLINE_STYLE_HASHES_FILE, emitted before the security headers
 * plugin writes dist/_headers, which allows them. A failure fails the build.
 */
export function prerenderPlugin(pages: readonly PrerenderedPage[] = PRERENDERED_PAGES): Plugin {
  let config: ResolvedConfig;
  const rendered = new Map<
    PrerenderedPage,
    { markup: string; styles: InlineStyles; scripts: readonly string[] }
  >();
  return {
    name: 'scanwise:prerender',
    apply: (_, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle: {
      // Before the security headers plugin's generateBundle reads the hashes.
      order: 'pre',
      async handler(_, bundle) {
        if (config.build.ssr || config.build.watch) return;
        const markups = await renderPages(config, pages);
        const hashes = new Set<string>();
        for (const page of pages) {
          const files = styleSheetsOf(bundle, page);
          const { markup, rules } = styleAttributesAsRules(markups.get(page) ?? '');
          const text = [
            ...files.map((file) => textOf(bundle, file)),
            ...(rules ? [rules] : []),
          ].join('\n');
          rendered.set(page, {
            markup,
            styles: { hrefs: files.map((file) => `${config.base}${file}`), text },
            scripts: pageScriptsOf(bundle, page).map((file) => `${config.base}${file}`),
          });
          hashes.add(cspHashOf(text));
        }
        this.emitFile({
          type: 'asset',
          fileName: INLINE_STYLE_HASHES_FILE,
          source: JSON.stringify([...hashes]),
        });
      },
    },
    async closeBundle() {
      if (config.build.ssr || config.build.watch || rendered.size === 0) return;
      const outDir = resolve(config.root, config.build.outDir);
      const template = await readFile(join(outDir, 'index.html'), 'utf8');
      for (const page of pages) {
        const done = rendered.get(page);
        if (!done) throw new Error(`prerender: ${page.pathname} was not rendered`);
        const file = join(outDir, page.file);
        await mkdir(dirname(file), { recursive: true });
        await writeFile(
          file,
          prerenderedDocument(template, page, done.markup, done.styles, done.scripts),
        );
      }
    },
  };
}
