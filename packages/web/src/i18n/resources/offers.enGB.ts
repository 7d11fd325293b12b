import type { DeepPartial } from './deepPartial';
import type { OFFERS_EN_US } from './offers';

// The en-GB overrides of the offers area: a chunk of their own, so a failed or missing one
// leaves the area in US English (areaStrings.ts) instead of failing the route.

export const OFFERS_EN_GB: DeepPartial<typeof OFFERS_EN_US> = {
  sponsored: {
    nextText: 'Choose a centre and a time. It takes about three minutes.',
  },
};
