import { readFileSync } from 'node:fs';
import { defineConfig } from 'tsup';

interface ExportEntry {
  readonly '@scanwise/source'?: string;
}

// One build entry per entry point of package.json's `exports`: its `@scanwise/source` file,
// built to the `dist/` name the export names (`.` is `index`). A new subpath is one line there.
const { exports } = JSON.parse(readFileSync(new URL('package.json', import.meta.url), 'utf8')) as {
  exports: Record<string, ExportEntry | string>;
};
const entry = Object.fromEntries(
  Object.entries(exports).flatMap(([subpath, target]) => {
    const source = typeof target === 'string' ? undefined : target['@scanwise/source'];
    if (source === undefined) return [];
    const name = subpath === '.' ? 'index' : subpath.slice(2);
    return [[name, source.slice(2)]];
  }),
);

// Dependencies and peers stay imports (tsup's default); each heavy library is reached only from
// the entries and the on-demand chunks that use it.
export default defineConfig({
  entry,
  format: ['esm', 'cjs'],
  dts: true,
  sourcemap: true,
  clean: true,
  treeshake: true,
  target: 'es2022',
  tsconfig: 'tsconfig.build.json',
});
