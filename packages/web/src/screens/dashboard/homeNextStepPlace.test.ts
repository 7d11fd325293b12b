import { ENCOUNTER_NEXT_STEPS, isLinkedNextStep } from '@scanwise/core';
import { describe, expect, it } from 'vitest';
import { nextStepPath } from './encounterPresentation';

describe('the places of next steps', () => {
  it('has a place for exactly the steps the core counts as taken from a link', () => {
    for (const step of ENCOUNTER_NEXT_STEPS) {
      expect(nextStepPath(step, 'enc_1') !== undefined, step).toBe(isLinkedNextStep(step));
    }
  });
});
