/** The name an area's module exports its strings by: `DASHBOARD_EN_US`, `DASHBOARD_EN_GB`. */
export type AreaStringExport<
  Area extends string,
  Variant extends 'US' | 'GB',
> = `${Uppercase<Area>}_EN_${Variant}`;

/**
 * The export of an area's US English (`resources/<area>.ts`) or en-GB overrides
 * (`resources/<area>.enGB.ts`): one convention, so the loaders need not name each one (and the
 * entry carries no per-area code to pick it).
 */
export function areaStringExport<Area extends string, Variant extends 'US' | 'GB'>(
  area: Area,
  variant: Variant,
): AreaStringExport<Area, Variant> {
  return `${area.toUpperCase()}_EN_${variant}` as AreaStringExport<Area, Variant>;
}
