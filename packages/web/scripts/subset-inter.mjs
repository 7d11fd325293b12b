#!/usr/bin/env node
// The app's one font file: Inter's Latin variable font from @fontsource-variable/inter, its
// weight axis cut to the weights the app draws (INTER_WEIGHTS: the tokens' 400 to 680, and 700
// for a browser's bold), every glyph of the Latin subset and every OpenType feature kept. A
// variable font stores how each glyph's outline changes along its axis; keeping only 400-700
// takes a third off the file, the bytes every page's first paint waits for.
// The result is committed (src/design/fonts/); src/design/fonts.test.ts fails when it is not
// what this script makes, or when fonts.css declares other weights or characters.
// Choices: docs/adr/0053-design-system.md
//
//   pnpm --filter @scanwise/web font:subset     writes src/design/fonts/<INTER_FILE>
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

const web = join(dirname(fileURLToPath(import.meta.url)), '..');

export const INTER_SOURCE = join(
  web,
  'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
);
export const INTER_FILE = 'inter-latin-wght-400-700.woff2';
export const INTER_OUTPUT = join(web, 'src/design/fonts', INTER_FILE);

/** The weight range drawn, as fonts.css declares it (`font-weight: 400 700`). */
export const INTER_WEIGHTS = Object.freeze({ min: 400, max: 700 });

/** The Latin subset's characters, as fonts.css declares them (its unicode-range). */
export const INTER_UNICODE_RANGE = [
  'U+0000-00FF',
  'U+0131',
  'U+0152-0153',
  'U+02BB-02BC',
  'U+02C6',
  'U+02DA',
  'U+02DC',
  'U+0304',
  'U+0308',
  'U+0329',
  'U+2000-206F',
  'U+20AC',
  'U+2122',
  'U+2191',
  'U+2193',
  'U+2212',
  'U+2215',
  'U+FEFF',
  'U+FFFD',
];

/** Name records kept: the font's names (0-6) and its licence and licence address (13, 14). */
const NAME_IDS = [0, 1, 2, 3, 4, 5, 6, 13, 14];

function charactersOf(ranges) {
  let text = '';
  for (const range of ranges) {
    const [from, to = from] = range
      .replace(/^U\+/, '')
      .split('-')
      .map((hex) => Number.parseInt(hex, 16));
    for (let code = from; code <= to; code += 1) text += String.fromCodePoint(code);
  }
  return text;
}

/** The subset font's bytes (woff2). */
export function subsetInter() {
  return subsetFont(readFileSync(INTER_SOURCE), charactersOf(INTER_UNICODE_RANGE), {
    targetFormat: 'woff2',
    variationAxes: { wght: { ...INTER_WEIGHTS, default: INTER_WEIGHTS.min } },
    preserveNameIds: NAME_IDS,
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const bytes = await subsetInter();
  writeFileSync(INTER_OUTPUT, bytes);
  const before = readFileSync(INTER_SOURCE).length;
  console.log(
    `${INTER_FILE}: ${(bytes.length / 1024).toFixed(1)} KB (the source: ${(before / 1024).toFixed(1)} KB)`,
  );
}
