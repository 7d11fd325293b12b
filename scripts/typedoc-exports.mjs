// TypeDoc follows each published package's `exports`: `entryPointsOf` gives the TypeScript source
// of every entry point (its `@scanwise/source` file), for the package's typedoc.config.mjs, and
// as a plugin (typedoc.json) it names each module after its import specifier
// (`@scanwise/adapters/payment/stripe`, not the file's path `payment/stripeCardPayment`).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Converter, ReflectionKind } from 'typedoc';

/** Import specifier -> absolute source file, for the package at `packageDir`. */
function sourcesOf(packageDir) {
  const pkg = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
  return Object.entries(pkg.exports).flatMap(([subpath, target]) => {
    const source = typeof target === 'object' ? target['@scanwise/source'] : undefined;
    if (source === undefined) return [];
    return [[`${pkg.name}${subpath === '.' ? '' : subpath.slice(1)}`, resolve(packageDir, source)]];
  });
}

/** The entry points of the package whose typedoc.config.mjs is at `configUrl`. */
export function entryPointsOf(configUrl) {
  return sourcesOf(dirname(fileURLToPath(configUrl))).map(([, file]) => file);
}

/** The package folder a source file belongs to (the nearest package.json up from it). */
function packageDirOf(file) {
  let dir = dirname(file);
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
  return dir;
}

/** TypeDoc plugin entry. */
export function load(app) {
  const names = new Map();
  app.converter.on(Converter.EVENT_CREATE_DECLARATION, (context, reflection) => {
    if (reflection.kind !== ReflectionKind.Module) return;
    const file = context
      .getSymbolFromReflection(reflection)
      ?.declarations?.[0]?.getSourceFile().fileName;
    if (file === undefined) return;
    const packageDir = packageDirOf(file);
    if (packageDir === undefined) return;
    if (!names.has(packageDir)) names.set(packageDir, sourcesOf(packageDir));
    const specifier = names.get(packageDir).find(([, source]) => source === resolve(file))?.[0];
    if (specifier !== undefined) reflection.name = specifier;
  });
}
