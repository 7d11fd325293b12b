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
}

/**
 * The lazy screens declared in routeScreens.tsx's source (`const X = lazyScreen(() =>
 * import('../screens/...'))`, `journeyScreen(['group', ...], () => import(...))` or
 * `memberDataScreen(...)`), read by the build's
 * chunk groups and by scripts/route-sizes.mjs, so both agree on which screens wait for what.
 */
export function lazyScreenModules(routeScreensSource: string): LazyScreenModule[] {
  return [
    ...routeScreensSource.matchAll(
      /const (\w+) = (lazyScreen|journeyScreen|memberDataScreen)\(\s*(?:\[([^\]]*)\],\s*)?\(\) =>\s*import\('\.\.\/([^']+)'\)/g,
    ),
  ].map(([, component, load, groups, path]) => ({
    component: component as string,
    load: load as ScreenLoad,
    module: `src/${path as string}.tsx`,
    services:
      load === 'memberDataScreen'
        ? ['memberData']
        : [...(groups ?? '').matchAll(/'(\w+)'/g)].map(([, group]) => group as string),
  }));
}
