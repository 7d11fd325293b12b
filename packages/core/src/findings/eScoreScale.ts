/**
 * The eScore scale a report explains (docs/adr/0110): five steps from "nothing to do" to "prompt
 * follow-up", each with the meaning a member reads and the colour band it is shown in. The one
 * definition: the legend, a finding's score and every other place read it from here, so the same
 * score always has the same words and the same colour.
 */
export const ESCORE_SCALE = [
  { score: 1, meaning: 'normal', band: 'band1' },
  { score: 2, meaning: 'benign', band: 'band2' },
  { score: 3, meaning: 'watch', band: 'band3' },
  { score: 4, meaning: 'followUp', band: 'band4' },
  { score: 5, meaning: 'prompt', band: 'band5' },
] as const;

/** One step of the scale: its score, meaning and colour band. */
export type EScoreStep = (typeof ESCORE_SCALE)[number];
/** What a score means, as a key the member app words ("normal": nothing to follow up). */
export type EScoreMeaning = EScoreStep['meaning'];
/** The colour band of a score: band1 (calmest) to band5. */
export type EScoreBand = EScoreStep['band'];

const LOWEST = ESCORE_SCALE[0];
const HIGHEST = ESCORE_SCALE[ESCORE_SCALE.length - 1] as EScoreStep;

/**
 * The step of the scale a score is on: rounded to the nearest whole score and kept within the
 * scale (below 1 is 1, above 5 is 5), so any number the platform sends has a meaning and a colour.
 * No score (undefined, null, NaN, infinite) has no step.
 */
export function eScoreStepOf(score: number | null | undefined): EScoreStep | undefined {
  if (typeof score !== 'number' || !Number.isFinite(score)) return undefined;
  const whole = Math.round(score);
  if (whole <= LOWEST.score) return LOWEST;
  if (whole >= HIGHEST.score) return HIGHEST;
  return ESCORE_SCALE.find((step) => step.score === whole);
}
