import type { DeepPartial } from './deepPartial';
import type { SESSION_EN_US } from './session';

// The en-GB overrides of the session area: a chunk of their own, so a failed or missing one
// leaves the area in US English (areaStrings.ts) instead of failing the route.

export const SESSION_EN_GB: DeepPartial<typeof SESSION_EN_US> = {};
