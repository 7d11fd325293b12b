/**
 * Each i18n area's US English module (src/...), read from i18n/areaStrings.ts's loaders
 * (`area: { base: () => import('./resources/x')`): the chunk a screen naming the area waits for
 * on a US English page (an en-GB page waits for the area's overrides too). Read by
 * scripts/route-sizes.mjs, so the figures follow the loaders the app runs.
 */
export function areaStringModules(areaStringsSource: string): Map<string, string> {
  return new Map(
    [
      ...areaStringsSource.matchAll(
        /^\s*(\w+): \{\s*base: \(\) => import\('\.\/(resources\/[\w.]+)'\)/gm,
      ),
    ].map(([, area, path]) => [area as string, `src/i18n/${path as string}.ts`]),
  );
}
