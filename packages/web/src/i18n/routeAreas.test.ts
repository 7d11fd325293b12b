import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LAZY_AREAS } from './areaStrings';

// A route that names its i18n areas (app/routeScreens.tsx: `lazyScreen(load, AREAS)`,
// `journeyScreen(groups, load, AREAS)` or `memberDataScreen(load, AREAS)`) must name every area its screen can look up, or the screen would
// show raw keys: this walks the screen's relative imports (not into i18n/) and finds the area
// prefixes quoted in them ('dashboard.…', `appointments.…`). Routes without a list load every area and are not checked.

const src = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const routeScreens = readFileSync(resolve(src, 'app/routeScreens.tsx'), 'utf8');

function resolveImport(from: string, spec: string): string | null {
  if (!spec.startsWith('.')) return null;
  const base = resolve(dirname(from), spec);
  for (const ext of ['.tsx', '.ts', '/index.ts', '/index.tsx']) {
    if (existsSync(base + ext)) return base + ext;
  }
  return null;
}

function moduleClosure(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const text = readFileSync(file, 'utf8');
  for (const match of text.matchAll(
    /(?:import|export)[^'"]*?from\s*'([^']+)'|import\(\s*'([^']+)'\s*\)/g,
  )) {
    const target = resolveImport(file, match[1] ?? match[2] ?? '');
    if (target && !target.includes('/i18n/')) moduleClosure(target, seen);
  }
  return seen;
}

function areasUsedBy(screenModule: string): string[] {
  const used = new Set<string>();
  for (const file of moduleClosure(screenModule)) {
    const text = readFileSync(file, 'utf8');
    for (const area of LAZY_AREAS) {
      if (new RegExp(`['\`"]${area}\\.[a-zA-Z]`).test(text)) used.add(area);
    }
  }
  return [...used].sort();
}

const lists = new Map<string, string[]>();
for (const match of routeScreens.matchAll(/const (\w+): readonly LazyArea\[\] = \[([^\]]*)\]/g)) {
  lists.set(
    match[1]!,
    [...match[2]!.matchAll(/'(\w+)'/g)].map((area) => area[1]!),
  );
}
const screens = [
  ...routeScreens.matchAll(
    /const (\w+) = (?:lazyScreen|journeyScreen|memberDataScreen)\(\s*(?:\[[^\]]*\],\s*)?\(\) =>\s*import\('\.\.\/([^']+)'\)[^;]*?,\s*(\w+),?\s*\);/g,
  ),
].map((match) => ({ name: match[1]!, module: resolve(src, `${match[2]!}.tsx`), list: match[3]! }));

describe('route i18n areas', () => {
  it('finds the routes that name their areas', () => {
    expect(screens.map((screen) => screen.name)).toEqual(
      expect.arrayContaining([
        'SignInScreen',
        'HomeScreen',
        'ScansScreen',
        'JoinScreen',
        'ForgotPasswordChangeScreen',
        'CatResultsScreen',
        'ClaimOfferScreen',
        'MqConfirmScreen',
      ]),
    );
  });

  it.each(screens)('$name names every area its screen looks up ($list)', ({ module, list }) => {
    const declared = lists.get(list);
    expect(declared, `${list} is not a LazyArea list`).toBeDefined();
    for (const area of areasUsedBy(module)) expect(declared).toContain(area);
  });
});
