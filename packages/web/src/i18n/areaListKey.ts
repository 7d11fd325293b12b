/**
 * A list of i18n areas as one name (`appointments+dashboard`): the same whatever order a screen
 * names them in. The build names each list's strings module by it (build/areaStringLists.ts) and
 * i18n/areaStrings.ts finds a screen's list's module by it.
 */
export function areaListKey(areas: readonly string[]): string {
  return [...areas].sort().join('+');
}
