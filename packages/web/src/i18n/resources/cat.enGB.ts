import type { DeepPartial } from './deepPartial';
import type { CAT_EN_US } from './cat';

// The en-GB overrides of the cat area: a chunk of their own, so a failed or missing one
// leaves the area in US English (areaStrings.ts) instead of failing the route.

export const CAT_EN_GB: DeepPartial<typeof CAT_EN_US> = {
  common: {
    urgent:
      'If you have chest pain, pressure or breathlessness that is new, getting worse or happens at rest, do not wait for a scan: call 999 or see a doctor today.',
  },
  results: {
    scanBody:
      'A heart CT scan takes a few minutes and needs no injection. It measures calcium in the heart’s arteries (your calcium score), an early sign of plaque that questions alone cannot see, so you and your GP can plan with real numbers.',
    ineligibleNext: 'Your GP can suggest other ways to check your heart.',
    band: {
      HIGH: {
        body: 'A few of your answers are linked to a higher chance of plaque in the heart’s arteries. It does not mean you have heart disease; it is worth talking it through with your GP.',
      },
    },
  },
};
