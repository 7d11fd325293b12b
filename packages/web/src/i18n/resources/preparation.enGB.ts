import type { DeepPartial } from './deepPartial';
import type { PREPARATION_EN_US } from './preparation';

/** British English for the scan preparation advice: only what differs from `preparation.ts`. */
export const PREPARATION_EN_GB: DeepPartial<typeof PREPARATION_EN_US> = {
  BODY_SCAN: {
    second: 'Wear comfortable clothes without metal (zips, buttons, underwire).',
  },
  LUNG_CT: {
    second: 'Wear comfortable clothes without metal (zips, buttons, underwire).',
  },
};
