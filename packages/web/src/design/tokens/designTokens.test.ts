import { CONSTANTS } from '@scanwise/core';
import { describe, expect, it } from 'vitest';
import { contrastRatio, relativeLuminance } from './contrast';
import {
  CONTRAST_PAIRS,
  DESIGN_TOKENS,
  pairContrast,
  parseTokens,
  tokenValue,
  tokensStartingWith,
} from './designTokens';

describe('contrast (WCAG 2.2)', () => {
  it('is 21:1 for black on white, 1:1 for a colour on itself, the same either way round', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#fff', '#fff')).toBe(1);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#ffffff', '#767676')).toBeCloseTo(4.54, 2);
  });

  it('refuses what is not a hex colour', () => {
    expect(() => relativeLuminance('rgb(0 0 0)')).toThrow('not a hex colour');
  });
});

describe('design tokens (design/tokens.css)', () => {
  it('reads each custom property of :root with its note, not the reduced-motion overrides', () => {
    const tokens = parseTokens(`:root {
  --sw-a: #fff; /* on white */
  --sw-b:
    'Inter', sans-serif;
}
@media (prefers-reduced-motion: reduce) { :root { --sw-a: #000; } }`);
    expect(tokens).toEqual([
      { name: '--sw-a', value: '#fff', note: 'on white' },
      { name: '--sw-b', value: "'Inter', sans-serif" },
    ]);
  });

  it('has colours, a type scale, spacing, radii, elevation and motion', () => {
    for (const prefix of [
      '--sw-color-',
      '--sw-font-size-',
      '--sw-space-',
      '--sw-radius-',
      '--sw-shadow-',
      '--sw-duration',
    ]) {
      expect(tokensStartingWith(prefix).length, prefix).toBeGreaterThan(0);
    }
    expect(new Set(DESIGN_TOKENS.map((token) => token.name)).size).toBe(DESIGN_TOKENS.length);
  });

  it('the motion duration is the spec\'s "Transition 250 ms" (CONSTANTS.transition)', () => {
    expect(tokenValue('--sw-duration')).toBe(`${CONSTANTS.transition}ms`);
  });

  it('resolves references to other tokens', () => {
    expect(tokenValue('--sw-shadow-card')).toBe(tokenValue('--sw-shadow-1'));
  });

  it.each(CONTRAST_PAIRS.map((pair) => [pair.foreground, pair.background, pair.minimum, pair]))(
    '%s on %s reaches %s:1',
    (_foreground, _background, minimum, pair) => {
      expect(pairContrast(pair)).toBeGreaterThanOrEqual(minimum);
    },
  );
});
