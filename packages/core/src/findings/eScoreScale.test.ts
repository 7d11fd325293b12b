import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ESCORE_SCALE, eScoreStepOf } from './eScoreScale';

describe('ESCORE_SCALE', () => {
  it('has one step per score from 1 to 5, each with its own meaning and colour band', () => {
    expect(ESCORE_SCALE.map((step) => step.score)).toEqual([1, 2, 3, 4, 5]);
    expect(new Set(ESCORE_SCALE.map((step) => step.meaning)).size).toBe(5);
    expect(new Set(ESCORE_SCALE.map((step) => step.band)).size).toBe(5);
  });
});

describe('eScoreStepOf', () => {
  it('gives each whole score its step', () => {
    expect(eScoreStepOf(1)).toMatchObject({ meaning: 'normal', band: 'band1' });
    expect(eScoreStepOf(4)).toMatchObject({ meaning: 'followUp', band: 'band4' });
    expect(eScoreStepOf(5)).toMatchObject({ meaning: 'prompt', band: 'band5' });
  });

  it('rounds a fractional score and keeps a score outside the scale at its nearest end', () => {
    expect(eScoreStepOf(2.4)?.score).toBe(2);
    expect(eScoreStepOf(2.5)?.score).toBe(3);
    expect(eScoreStepOf(0)?.score).toBe(1);
    expect(eScoreStepOf(-3)?.score).toBe(1);
    expect(eScoreStepOf(9)?.score).toBe(5);
  });

  it('gives no step for no score', () => {
    expect(eScoreStepOf(undefined)).toBeUndefined();
    expect(eScoreStepOf(null)).toBeUndefined();
    expect(eScoreStepOf(Number.NaN)).toBeUndefined();
    expect(eScoreStepOf(Number.POSITIVE_INFINITY)).toBeUndefined();
  });

  it('gives the same step for the same score, and a higher score never a calmer step', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -10, max: 10, noNaN: true }),
        fc.double({ min: -10, max: 10, noNaN: true }),
        (a, b) => {
          const [low, high] = a <= b ? [a, b] : [b, a];
          expect(eScoreStepOf(low)).toBe(eScoreStepOf(low));
          expect(eScoreStepOf(low)!.score).toBeLessThanOrEqual(eScoreStepOf(high)!.score);
        },
      ),
    );
  });
});
