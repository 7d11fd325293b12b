import { join } from 'node:path';
import type { Plugin } from 'vite';
import { areaListKey } from '../i18n/areaListKey.ts';
import { areaStringExport } from '../i18n/areaStringExport.ts';
import type { LazyScreenModule } from './screenLoads.ts';

/** The strings module the build makes for the lists of areas screens name. */
export interface AreaStringList {
  /** The areas it holds: a list's, but those whose strings come in a screens' chunk. */
  readonly areas: readonly string[];
  /** Its module (src/...), made by the build: no file of that name exists. */
  readonly module: string;
  /** The keys (`areaListKey`) of the screens' lists it serves, as the app finds it by them. */
  readonly lists: readonly string[];
}

/** Where the lists' modules live, as the build names them (src/i18n/areaStringLists/<key>.ts). */
const LISTS_FOLDER = 'src/i18n/areaStringLists';
const LIST_MODULE = /(?:^|[\\/])areaStringLists[\\/]([\w+]+)\.ts$/;
/** What i18n/areaStrings.ts declares for the build to fill in. */
export const AREA_LISTS_DECLARATION = 'const AREA_LISTS: AreaLists = {};';

/**
 * A strings module for each distinct list of areas a screen names (app/routeScreens.tsx, as
 * build/screenLoads.ts reads it), holding the US English of the list's areas but those whose
 * strings come in the screens' chunk anyway (`withScreens`, build/routeChunks.ts
 * areaStringChunks): a screen's first render then waits for one strings file, not one per area.
 * A list left with fewer than two areas has none (the area's own chunk is that one file); lists
 * left with the same areas share one.
 */
export function areaStringLists(
  screens: readonly LazyScreenModule[],
  withScreens: readonly string[],
): AreaStringList[] {
  const modules = new Map<string, { areas: string[]; lists: Set<string> }>();
  for (const { areas } of screens) {
    const held = [...new Set(areas ?? [])].filter((area) => !withScreens.includes(area)).sort();
    if (held.length < 2) continue;
    const module = `${LISTS_FOLDER}/${areaListKey(held)}.ts`;
    const entry = modules.get(module) ?? { areas: held, lists: new Set<string>() };
    entry.lists.add(areaListKey(areas ?? []));
    modules.set(module, entry);
  }
  return [...modules].map(([module, { areas, lists }]) => ({
    areas,
    module,
    lists: [...lists].sort(),
  }));
}

/**
 * The US English modules a screen naming these areas loads for its first render: its list's
 * (when the build makes one), and the own module of each area outside it.
 */
export function firstRenderStringModules(
  areas: readonly string[],
  lists: readonly AreaStringList[],
  modules: ReadonlyMap<string, string>,
): string[] {
  const list = lists.find((candidate) => candidate.lists.includes(areaListKey(areas)));
  return [
    ...(list ? [list.module] : []),
    ...areas
      .filter((area) => !list?.areas.includes(area))
      .map((area) => modules.get(area) ?? `(no module for ${area})`),
  ];
}

/**
 * A list's module: each area's US English, from its own module under a query naming the list, so
 * each list's chunk holds its own copy (shared with the area's chunk, the bundler would make the
 * list's chunk import that one: a file more, not less).
 */
export function listModuleSource(
  list: AreaStringList,
  modules: ReadonlyMap<string, string>,
): string {
  return list.areas
    .map((area) => {
      const module = modules.get(area);
      if (module === undefined)
        throw new Error(`area string lists: no US English module for the ${area} area`);
      const path = `../${module.replace(/^src\/i18n\//, '')}?areaList=${areaListKey(list.areas)}`;
      return `export { ${areaStringExport(area, 'US')} as ${area} } from '${path}';\n`;
    })
    .join('');
}

/** i18n/areaStrings.ts's `AREA_LISTS`: the chunk to load for each screens' list. */
export function areaListsDeclaration(lists: readonly AreaStringList[]): string {
  const chunks = lists.flatMap(({ module, lists: keys }) =>
    keys.map((key) => `  '${key}': () => import('./${module.replace(/^src\/i18n\//, '')}'),\n`),
  );
  return AREA_LISTS_DECLARATION.replace('{}', `{\n${chunks.join('')}}`);
}

/**
 * The build's side of the lists: fills in i18n/areaStrings.ts's `AREA_LISTS` and makes each
 * list's module. A build only: the dev server, tests and Storybook load each area on its own.
 */
export function areaStringListsPlugin(
  webRoot: string,
  lists: readonly AreaStringList[],
  modules: ReadonlyMap<string, string>,
): Plugin {
  const areaStrings = join(webRoot, 'src', 'i18n', 'areaStrings.ts');
  const byModule = new Map(lists.map((list) => [join(webRoot, list.module), list]));
  return {
    name: 'scanwise:area-string-lists',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      const key = importer === undefined ? undefined : LIST_MODULE.exec(source)?.[1];
      const id = key === undefined ? undefined : join(webRoot, LISTS_FOLDER, `${key}.ts`);
      return id !== undefined && byModule.has(id) ? id : null;
    },
    load(id) {
      const list = byModule.get(id);
      return list ? listModuleSource(list, modules) : null;
    },
    transform(code, id) {
      if (id !== areaStrings) return null;
      if (!code.includes(AREA_LISTS_DECLARATION))
        this.error(`area string lists: ${AREA_LISTS_DECLARATION} not found in ${id}`);
      return { code: code.replace(AREA_LISTS_DECLARATION, areaListsDeclaration(lists)), map: null };
    },
  };
}
