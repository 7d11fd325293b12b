import type { DeepPartial } from './deepPartial';
import type { QUESTIONNAIRE_EN_US } from './questionnaire';

// The en-GB overrides of the questionnaire area: a chunk of their own, so a failed or missing one
// leaves the area in US English (areaStrings.ts) instead of failing the route.

export const QUESTIONNAIRE_EN_GB: DeepPartial<typeof QUESTIONNAIRE_EN_US> = {
  mq: {
    measure: {
      units: { cm: 'Centimetres', stLb: 'Stone and pounds' },
      parts: { cm: 'centimetres', st: 'stone' },
    },
  },
};
