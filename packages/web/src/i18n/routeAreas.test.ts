import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { lazyScreenModules } from '../build/screenLoads';
import { LAZY_AREAS } from './areaStrings';

// Every lazy screen names its i18n areas (app/routeScreens.tsx: `lazyScreen(load, AREAS)`,
// `journeyScreen(groups, load, AREAS)` or `memberDataScreen(load, AREAS)`, read as the build and
// the size budget read them), and every area it can look up, or it would show raw keys: this
// walks the screen's relative imports (not into i18n/) and finds the area prefixes quoted in
// them ('dashboard.…', `appointments.…`).

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

const screens = lazyScreenModules(routeScreens).map((screen) => ({
  name: screen.component,
  module: resolve(src, '..', screen.module),
  areas: screen.areas,
}));

describe('route i18n areas', () => {
  it('reads every lazy screen, journeys included', () => {
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
        'AccountScreen',
        'ScanConfirmationScreen',
        'MedicalQuestionnaireScreen',
      ]),
    );
  });

  it.each(screens)('$name names every area its screen looks up ($areas)', ({ module, areas }) => {
    expect(areas, 'the screen names no list of areas').not.toBeNull();
    for (const area of areasUsedBy(module)) expect(areas).toContain(area);
  });
});
