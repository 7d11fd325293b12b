// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lazyScreenModules } from './screenLoads';

describe("routeScreens.tsx's lazy screens, as the build and the size budget read them", () => {
  const screens = lazyScreenModules(
    readFileSync(join(import.meta.dirname, '..', 'app', 'routeScreens.tsx'), 'utf8'),
  );

  it('tells which service groups each screen waits for, and the screens that load on their own', () => {
    expect(screens).toContainEqual({
      component: 'SignInScreen',
      load: 'lazyScreen',
      module: 'src/screens/signIn/SignInScreen.tsx',
      services: [],
      areas: ['auth'],
    });
    expect(screens).toContainEqual({
      component: 'JoinScreen',
      load: 'journeyScreen',
      module: 'src/screens/join/JoinScreen.tsx',
      services: ['signUp'],
      areas: ['account', 'join'],
    });
    expect(screens).toContainEqual({
      component: 'ScansScreen',
      load: 'memberDataScreen',
      module: 'src/screens/dashboard/ScansScreen.tsx',
      services: ['memberData'],
      areas: ['dashboard', 'appointments'],
    });
    // A screen may wait for more than one group.
    expect(screens).toContainEqual({
      component: 'MammoUploadScreen',
      load: 'journeyScreen',
      module: 'src/screens/mammoUpload/MammoUploadScreen.tsx',
      services: ['mammoUploads', 'memberData'],
      areas: ['uploads', 'dashboard'],
    });
  });

  it("reads a screen's areas from a declared list or one in place, and none when it names none", () => {
    const source = [
      "const TWO: readonly LazyArea[] = ['booking', 'appointments'];",
      "const A = lazyScreen(() => import('../screens/a/A').then((m) => m.A), TWO);",
      "const B = journeyScreen(['booking'], () => import('../screens/b/B').then((m) => m.B), ['cat']);",
      "const C = lazyScreen(() => import('../screens/c/C').then((m) => m.C));",
    ].join('\n');
    expect(lazyScreenModules(source).map(({ component, areas }) => [component, areas])).toEqual([
      ['A', ['booking', 'appointments']],
      ['B', ['cat']],
      ['C', null],
    ]);
  });

  it('finds every lazy screen the file declares', () => {
    const source = readFileSync(join(import.meta.dirname, '..', 'app', 'routeScreens.tsx'), 'utf8');
    const declared = source.match(/= (lazyScreen|journeyScreen|memberDataScreen)\(/g) ?? [];
    expect(screens).toHaveLength(declared.length);
  });
});
