import type { DeepPartial } from './deepPartial';
import type { CONSENT_EN_US } from './consent';

// The en-GB overrides of the consent area: a chunk of their own, so a failed or missing one
// leaves the area in US English (areaStrings.ts) instead of failing the route.

/** British English: what differs from the base. */
export const CONSENT_EN_GB: DeepPartial<typeof CONSENT_EN_US> = {
  account: {
    gpcOn:
      'Your browser is sending Global Privacy Control, and we honour it as your opt-out: advertising cookies stay off and nothing is sent to advertising partners.',
  },
};
