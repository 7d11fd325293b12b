import type { Plugin, Rollup } from 'vite';

/** A chunk's name and the chunks it imports statically, as the bundle lists them. */
interface ChunkImports {
  readonly fileName: string;
  readonly imports: readonly string[];
}

/**
 * The chunks a running chunk has loaded: itself and, transitively, every chunk it imports
 * statically (a module runs only once its static imports have).
 */
export function loadedWith(host: string, chunks: ReadonlyMap<string, ChunkImports>): Set<string> {
  const loaded = new Set<string>();
  const visit = (fileName: string): void => {
    if (loaded.has(fileName)) return;
    loaded.add(fileName);
    for (const imported of chunks.get(fileName)?.imports ?? []) visit(imported);
  };
  visit(host);
  return loaded;
}

/**
 * What a dynamic import preloads, less what its host chunk has loaded already. Vite lists every
 * chunk the imported one needs, including those the importing chunk imports itself (the bundler's
 * runtime, the shared journey code): each such name costs every page that carries the importing
 * chunk some bytes and preloads nothing. The plugin reads the bundle's chunks before Vite writes
 * the preload lists; `withoutLoaded` is the `build.modulePreload.resolveDependencies` step.
 */
export function preloadsWithoutLoaded(): {
  readonly plugin: Plugin;
  readonly withoutLoaded: (host: string, dependencies: readonly string[]) => string[];
} {
  let chunks = new Map<string, ChunkImports>();
  return {
    plugin: {
      name: 'scanwise:preloads-without-loaded',
      apply: 'build',
      generateBundle(_options, bundle: Rollup.OutputBundle) {
        chunks = new Map(
          Object.values(bundle)
            .filter((output) => output.type === 'chunk')
            .map((chunk) => [chunk.fileName, chunk]),
        );
      },
    },
    withoutLoaded: (host, dependencies) => {
      const loaded = loadedWith(host, chunks);
      return dependencies.filter((dependency) => !loaded.has(dependency));
    },
  };
}
