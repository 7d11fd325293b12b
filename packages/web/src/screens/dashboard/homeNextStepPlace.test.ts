import { ENCOUNTER_NEXT_STEPS, isLinkedNextStep } from '@scanwise/core';
import { describe, expect, it } from 'vitest';
import { nextStepPath } from './encounterPresentation';

describe('the places of next steps', () => {
  it('has a place for exactly the steps the core counts as taken from a link', () => {
    for (const step of ENCOUNTER_NEXT_STEPS) {
      expect(nextStepPath(step, 'enc_1') !== undefined, step).toBe(isLinkedNextStep(step));
    }
  });

  it('takes a scan to pay or to schedule back into the booking with it; a payment the care team asks for to payment-authorize', () => {
    expect(nextStepPath('PAY', 'enc 1')).toBe('/book-scan/select-plan?encounterId=enc+1');
    expect(nextStepPath('SCHEDULE', 'enc_1')).toBe('/book-scan/select-plan?encounterId=enc_1');
    expect(nextStepPath('AUTHORIZE_PAYMENT', 'enc_1')).toBe('/payment-authorize/enc_1');
  });
});
