import type { DeepPartial } from './deepPartial';
import type { ACCOUNT_EN_US } from './account';

// The en-GB overrides of the account area: a chunk of their own, so a failed or missing one
// leaves the area in US English (areaStrings.ts) instead of failing the route.

export const ACCOUNT_EN_GB: DeepPartial<typeof ACCOUNT_EN_US> = {
  common: {
    optInPhone: 'Text my mobile about appointments',
  },
  api: {
    errors: {
      canceled: 'The request was cancelled. Please try again.',
    },
  },
};
