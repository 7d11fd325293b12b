import type { AUTHPAGES_EN_US } from './authPages';
import type { DeepPartial } from './deepPartial';

/** British English overrides of the auth pages' strings (`./authPages.ts`): none differ. */
export const AUTHPAGES_EN_GB: DeepPartial<typeof AUTHPAGES_EN_US> = {};
