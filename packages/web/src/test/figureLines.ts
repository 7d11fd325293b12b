/// <reference types="node" />
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

// Tests that count or measure (XSS corpus, load) leave their figures in reports/figures/
// (git-ignored); scripts/figures.mjs prints them at the end of `npm test`.

/** The repository root: the nearest folder up from where vitest runs with the workspace file. */
function repositoryRoot(): string {
  let root = process.cwd();
  while (!existsSync(join(root, 'pnpm-workspace.yaml')) && dirname(root) !== root) {
    root = dirname(root);
  }
  return root;
}

/** Writes `reports/figures/<check>.json` as `{ check, ...figures }`. */
export function writeTestFigures(check: string, figures: Readonly<Record<string, unknown>>): void {
  const dir = join(repositoryRoot(), 'reports', 'figures');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `${check}.json`), `${JSON.stringify({ check, ...figures }, null, 2)}\n`);
}
