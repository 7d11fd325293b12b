// @vitest-environment node
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  INTER_FILE,
  INTER_OUTPUT,
  INTER_UNICODE_RANGE,
  INTER_WEIGHTS,
  subsetInter,
} from '../../scripts/subset-inter.mjs';

const design = dirname(fileURLToPath(import.meta.url));
const css = (file: string): string => readFileSync(join(design, file), 'utf8');

/** The declarations of fonts.css's rule for Inter Variable. */
function interFontFace(): Map<string, string> {
  const rule = /@font-face\s*\{([^}]*'Inter Variable'[^}]*)\}/.exec(css('fonts.css'))?.[1];
  if (!rule) throw new Error('fonts.css has no @font-face for Inter Variable');
  const declarations = new Map<string, string>();
  for (const declaration of rule.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon === -1) continue;
    declarations.set(
      declaration.slice(0, colon).trim(),
      declaration
        .slice(colon + 1)
        .replace(/\s+/g, ' ')
        .trim(),
    );
  }
  return declarations;
}

describe('the font file: Inter’s Latin subset cut to the weights drawn', () => {
  it('the committed font is what scripts/subset-inter.mjs makes of @fontsource-variable/inter', async () => {
    const made = Buffer.from(await subsetInter());
    expect(made.equals(readFileSync(INTER_OUTPUT))).toBe(true);
  });

  it('fonts.css declares the file with its weights and characters', () => {
    const face = interFontFace();
    expect(face.get('src')).toBe(`url('./fonts/${INTER_FILE}') format('woff2')`);
    expect(face.get('font-weight')).toBe(`${INTER_WEIGHTS.min} ${INTER_WEIGHTS.max}`);
    expect(face.get('unicode-range')?.split(/\s*,\s*/)).toEqual(INTER_UNICODE_RANGE);
  });

  it('every weight the design tokens name is inside the font’s weights', () => {
    const weights = [...css('tokens.css').matchAll(/--sw-font-weight-[\w-]+:\s*(\d+)/g)].map(
      (match) => Number(match[1]),
    );
    expect(weights.length).toBeGreaterThan(0);
    for (const weight of weights) {
      expect(weight).toBeGreaterThanOrEqual(INTER_WEIGHTS.min);
      expect(weight).toBeLessThanOrEqual(INTER_WEIGHTS.max);
    }
  });
});
