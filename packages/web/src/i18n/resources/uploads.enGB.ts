import type { DeepPartial } from './deepPartial';
import type { UPLOADS_EN_US } from './uploads';

// The en-GB overrides of the uploads area: a chunk of their own, so a failed or missing one
// leaves the area in US English (areaStrings.ts) instead of failing the route.

export const UPLOADS_EN_GB: DeepPartial<typeof UPLOADS_EN_US> = {
  mammo: {
    status: {
      cancelled: 'Cancelled',
    },
  },
  errors: {
    canceled: 'The request was cancelled. Please try again.',
  },
};
