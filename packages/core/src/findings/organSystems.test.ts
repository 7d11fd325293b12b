import { describe, expect, it } from 'vitest';
import { BODY_REGIONS, ORGAN_SYSTEMS, bodyRegionOf, organSystemOf } from './organSystems';

describe('organSystemOf', () => {
  it.each([
    ['Liver', 'digestive'],
    ['Hepatic steatosis', 'digestive'],
    ['Kidney', 'kidneysAndUrinary'],
    ['Simple renal cyst', 'kidneysAndUrinary'],
    ['Heart', 'heartAndVessels'],
    ['Coronary calcium', 'heartAndVessels'],
    ['Lung', 'lungs'],
    ['Pulmonary nodule, 6 mm', 'lungs'],
    ['Brain', 'brain'],
    ['Thyroid nodule', 'headAndNeck'],
    ['Left breast', 'breasts'],
    ['Prostate', 'reproductive'],
    ['Lumbar spine', 'bonesAndJoints'],
    ['Right knee', 'bonesAndJoints'],
  ] as const)('names %s as %s', (organ, system) => {
    expect(organSystemOf(organ)).toBe(system);
  });

  it('reads the word that comes first when a text names two systems', () => {
    expect(organSystemOf('Renal artery')).toBe('kidneysAndUrinary');
    expect(organSystemOf('Aortic wall near the kidney')).toBe('heartAndVessels');
  });

  it('matches at the start of a word only, and short words whole', () => {
    expect(organSystemOf('Early change')).toBe('other');
    expect(organSystemOf('Discrete lesion')).toBe('other');
    expect(organSystemOf('Ribbon-like density')).toBe('other');
    expect(organSystemOf('Ears')).toBe('headAndNeck');
  });

  it('is other for no text or a text naming no system', () => {
    expect(organSystemOf(undefined)).toBe('other');
    expect(organSystemOf(null)).toBe('other');
    expect(organSystemOf('')).toBe('other');
    expect(organSystemOf('Incidental note')).toBe('other');
  });
});

describe('bodyRegionOf', () => {
  it('puts every organ system but other on a region of the body diagram', () => {
    for (const system of ORGAN_SYSTEMS) {
      const region = bodyRegionOf(system);
      if (system === 'other') expect(region).toBeNull();
      else expect(BODY_REGIONS).toContain(region);
    }
  });

  it('puts the heart and lungs in the chest, the liver and kidneys in the abdomen', () => {
    expect(bodyRegionOf('heartAndVessels')).toBe('chest');
    expect(bodyRegionOf('lungs')).toBe('chest');
    expect(bodyRegionOf('digestive')).toBe('abdomen');
    expect(bodyRegionOf('kidneysAndUrinary')).toBe('abdomen');
    expect(bodyRegionOf('brain')).toBe('head');
  });
});
