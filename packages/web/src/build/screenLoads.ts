/** How a screen of src/app/routeScreens.tsx loads: on its own, or with the journeys' services. */
export type ScreenLoad = 'lazyScreen' | 'journeyScreen';

/** One lazy screen of routeScreens.tsx: its component, how it loads and its module (src/...). */
export interface LazyScreenModule {
  readonly component: string;
  readonly load: ScreenLoad;
  readonly module: string;
}

/**
 * The lazy screens declared in routeScreens.tsx's source (`const X = lazyScreen(() =>
 * import('../screens/...'))` or `journeyScreen(...)`), read by the build's chunk groups and by
 * scripts/route-sizes.mjs, so both agree on which screens wait for the journeys' services.
 */
export function lazyScreenModules(routeScreensSource: string): LazyScreenModule[] {
  return [
    ...routeScreensSource.matchAll(
      /const (\w+) = (lazyScreen|journeyScreen)\(\s*\(\) =>\s*import\('\.\.\/([^']+)'\)/g,
    ),
  ].map(([, component, load, path]) => ({
    component: component as string,
    load: load as ScreenLoad,
    module: `src/${path as string}.tsx`,
  }));
}
