import type { DeepPartial } from './deepPartial';
import type { JOIN_EN_US } from './join';

/** British English overrides of the join area (`./join.ts`): none differ. */
export const JOIN_EN_GB: DeepPartial<typeof JOIN_EN_US> = {};
