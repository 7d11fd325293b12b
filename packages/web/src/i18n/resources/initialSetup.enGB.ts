import type { DeepPartial } from './deepPartial';
import type { INITIALSETUP_EN_US } from './initialSetup';

/** British English overrides of the initialSetup area (`./initialSetup.ts`): none differ. */
export const INITIALSETUP_EN_GB: DeepPartial<typeof INITIALSETUP_EN_US> = {};
