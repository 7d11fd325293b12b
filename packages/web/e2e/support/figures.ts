// Figures of the trust checks (`npm test` runs the CSP, XSS, licence, privacy and fuzz checks
// and prints their figures): a spec writes its counts to reports/figures/ (git-ignored)
// after its tests, and scripts/figures.mjs prints them at the end of `npm test`.
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const figuresDir = fileURLToPath(new URL('../../../../reports/figures/', import.meta.url));

/** Writes `<check>-<project>.json`, e.g. privacy-desktop.json: { check, project, ...counts }. */
export function writeFigures(
  check: string,
  project: string,
  counts: Readonly<Record<string, number>>,
): void {
  mkdirSync(figuresDir, { recursive: true });
  writeFileSync(
    `${figuresDir}${check}-${project}.json`,
    `${JSON.stringify({ check, project, ...counts }, null, 2)}\n`,
  );
}
