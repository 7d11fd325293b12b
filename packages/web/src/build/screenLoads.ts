/**
 * How a screen of src/app/routeScreens.tsx loads: on its own, with the journeys' services, or
 * with the member's data alone (a dashboard section).
 */
export type ScreenLoad = 'lazyScreen' | 'journeyScreen' | 'memberDataScreen';

/** One lazy screen of routeScreens.tsx: its component, how it loads and its module (src/...). */
export interface LazyScreenModule {
  readonly component: string;
  readonly load: ScreenLoad;
  readonly module: string;
  /**
   * The service groups it waits for beside its code (composition/serviceGroups.ts): a journey
   * screen's list, `memberData` for a dashboard section, none for a screen on its own.
   */
  readonly services: readonly string[];
  /**
   * The i18n areas (i18n/areaStrings.ts) it waits for beside its code, from its last argument:
   * a list declared in the file (`const X_STRINGS: readonly LazyArea[] = [...]`) or written in
   * place; null when it names none.
   */
  readonly areas: readonly string[] | null;
}

/** The quoted names of a list's source (`'a', 'b'`). */
const namesIn = (list: string): string[] =>
  [...list.matchAll(/'(\w+)'/g)].map(([, name]) => name as string);

/** The area lists routeScreens.tsx declares (`const X: readonly LazyArea[] = [...]`), by name. */
function areaLists(source: string): Map<string, string[]> {
  return new Map(
    [...source.matchAll(/const (\w+): readonly LazyArea\[\] = \[([^\]]*)\]/g)].map(
      ([, name, list]) => [name as string, namesIn(list as string)],
    ),
  );
}

/** A call's areas: its last argument after the loader, a declared list or one in place. */
function areasOf(rest: string, lists: ReadonlyMap<string, string[]>): string[] | null {
  const last = /,\s*(\w+|\[[^\]]*\]),?\s*\)\s*$/.exec(rest)?.[1];
  if (last === undefined) return null;
  return last.startsWith('[') ? namesIn(last) : (lists.get(last) ?? null);
}

/**
 * The lazy screens declared in routeScreens.tsx's source (`const X = lazyScreen(() =>
 * import('../screens/...'))`, `journeyScreen(['group', ...], () => import(...))` or
 * `memberDataScreen(...)`), read by the build's
 * chunk groups and by scripts/route-sizes.mjs, so both agree on which screens wait for what.
 */
export function lazyScreenModules(routeScreensSource: string): LazyScreenModule[] {
  const lists = areaLists(routeScreensSource);
  return [
    ...routeScreensSource.matchAll(
      /const (\w+) = (lazyScreen|journeyScreen|memberDataScreen)\(\s*(?:\[([^\]]*)\],\s*)?\(\) =>\s*import\('\.\.\/([^']+)'\)([^;]*)/g,
    ),
  ].map(([, component, load, groups, path, rest]) => ({
    component: component as string,
    load: load as ScreenLoad,
    module: `src/${path as string}.tsx`,
    services: load === 'memberDataScreen' ? ['memberData'] : namesIn(groups ?? ''),
    areas: areasOf(rest as string, lists),
  }));
}
