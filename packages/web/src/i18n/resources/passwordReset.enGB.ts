import type { DeepPartial } from './deepPartial';
import type { PASSWORDRESET_EN_US } from './passwordReset';

/** British English overrides of the passwordReset area (`./passwordReset.ts`): none differ. */
export const PASSWORDRESET_EN_GB: DeepPartial<typeof PASSWORDRESET_EN_US> = {};
