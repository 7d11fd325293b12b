// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { areaListKey } from '../i18n/areaListKey';
import { areaStringExport } from '../i18n/areaStringExport';
import { FIRST_PAGE_PRELOADS } from '../startup/firstPagePreload';
import {
  AREA_LISTS_DECLARATION,
  areaListsDeclaration,
  areaStringLists,
  areaStringListsPlugin,
  firstRenderStringModules,
  listModuleSource,
} from './areaStringLists';
import { areaStringModules } from './areaStringModules';
import { areaStringChunks, screenAreaStringLists } from './routeChunks';
import { lazyScreenModules, type LazyScreenModule } from './screenLoads';

const webRoot = join(import.meta.dirname, '..', '..');
const areaStringsSource = readFileSync(join(webRoot, 'src', 'i18n', 'areaStrings.ts'), 'utf8');
const modules = areaStringModules(areaStringsSource);
const screens = lazyScreenModules(
  readFileSync(join(webRoot, 'src', 'app', 'routeScreens.tsx'), 'utf8'),
);

const screen = (module: string, areas: readonly string[]): LazyScreenModule => ({
  component: module,
  load: 'journeyScreen',
  module,
  services: [],
  areas,
});

/** The areas a list's module exports, and the modules it reads each from. */
function exportsOf(source: string): Map<string, string> {
  return new Map(
    [...source.matchAll(/export \{ (\w+) as (\w+) \} from '\.\.\/([^?']+)\?/g)].map(
      ([, name, area, path]) => [area as string, `${name as string} ${path as string}`],
    ),
  );
}

describe("the screens' lists of areas, a strings module each", () => {
  it('hold a list’s areas but those in a screens’ chunk; a list left with one area has none', () => {
    const lists = areaStringLists(
      [
        screen('a', ['dashboard', 'appointments']),
        screen('b', ['appointments', 'dashboard']),
        screen('c', ['booking', 'appointments', 'dashboard']),
        screen('d', ['booking', 'appointments']),
        screen('e', ['cat']),
      ],
      ['booking'],
    );
    expect(lists).toEqual([
      {
        areas: ['appointments', 'dashboard'],
        module: 'src/i18n/areaStringLists/appointments+dashboard.ts',
        lists: ['appointments+booking+dashboard', 'appointments+dashboard'],
      },
    ]);
  });

  it.each(screens.filter(({ areas }) => (areas?.length ?? 0) > 1))(
    '$component’s first render finds one strings chunk with every area of its list beyond its code ($areas)',
    ({ areas }) => {
      const inScreensChunks = areaStringChunks(screens, modules);
      const beyondCode = (areas ?? []).filter(
        (area) => !inScreensChunks.has(modules.get(area) ?? ''),
      );
      const list = screenAreaStringLists(screens, modules).find((candidate) =>
        candidate.lists.includes(areaListKey(areas ?? [])),
      );
      if (beyondCode.length < 2) {
        expect(list).toBeUndefined();
        return;
      }
      expect(list?.areas).toEqual([...beyondCode].sort());
      const exported = exportsOf(listModuleSource(list!, modules));
      for (const area of beyondCode) {
        expect(exported.get(area), `${area} in ${list!.module}`).toBe(
          `${areaStringExport(area, 'US')} ${(modules.get(area) ?? '').replace('src/i18n/', '')}`,
        );
      }
    },
  );

  it("each area's modules export their strings by the convention's names", async () => {
    for (const [area, module] of modules) {
      const us = (await import(/* @vite-ignore */ join(webRoot, module))) as object;
      const gb = (await import(
        /* @vite-ignore */ join(webRoot, module.replace(/\.ts$/, '.enGB.ts'))
      )) as object;
      expect(Object.keys(us)).toEqual([areaStringExport(area, 'US')]);
      expect(Object.keys(gb)).toEqual([areaStringExport(area, 'GB')]);
    }
  });
});

describe('the build’s plugin for the lists', () => {
  const lists = screenAreaStringLists(screens, modules);
  const plugin = areaStringListsPlugin(webRoot, lists, modules);
  const hook = <K extends 'resolveId' | 'load' | 'transform'>(name: K) =>
    plugin[name] as unknown as (
      this: { error: (message: string) => never },
      ...args: unknown[]
    ) => unknown;
  const context = {
    error: (message: string): never => {
      throw new Error(message);
    },
  };

  it('fills in areaStrings.ts’s lists with a chunk for every screens’ list', () => {
    expect(areaStringsSource).toContain(AREA_LISTS_DECLARATION);
    const result = hook('transform').call(
      context,
      areaStringsSource,
      join(webRoot, 'src', 'i18n', 'areaStrings.ts'),
    ) as { code: string };
    expect(result.code).toContain(areaListsDeclaration(lists));
    for (const list of lists)
      for (const key of list.lists)
        expect(result.code).toContain(
          `'${key}': () => import('./${list.module.replace('src/i18n/', '')}')`,
        );
  });

  it('makes each list’s module where areaStrings.ts imports it', () => {
    expect(lists.length).toBeGreaterThan(0);
    for (const list of lists) {
      const id = hook('resolveId').call(
        context,
        `./${list.module.replace('src/i18n/', '')}`,
        join(webRoot, 'src', 'i18n', 'areaStrings.ts'),
      );
      expect(id).toBe(join(webRoot, list.module));
      expect(hook('load').call(context, id)).toBe(listModuleSource(list, modules));
    }
  });

  it('fails the build when areaStrings.ts no longer declares the lists', () => {
    expect(() =>
      hook('transform').call(context, 'export {};', join(webRoot, 'src', 'i18n', 'areaStrings.ts')),
    ).toThrow(AREA_LISTS_DECLARATION);
  });
});

describe("the first page's preloads", () => {
  it("name the strings modules each preloaded screen's first render loads, and no other", () => {
    const lists = screenAreaStringLists(screens, modules);
    const usEnglish = new Set([...modules.values(), ...lists.map(({ module }) => module)]);
    const checked = Object.values(FIRST_PAGE_PRELOADS).flatMap((set: readonly string[]) => {
      const preloaded = screens.filter(({ module }) => set.includes(module));
      if (preloaded.length === 0) return [];
      expect(set.filter((module) => usEnglish.has(module))).toEqual(
        preloaded.flatMap(({ areas }) => firstRenderStringModules(areas ?? [], lists, modules)),
      );
      return preloaded;
    });
    expect(checked.map(({ component }) => component)).toEqual(
      expect.arrayContaining(['HomeScreen', 'ReportsScreen', 'DigitalReportScreen']),
    );
  });
});
