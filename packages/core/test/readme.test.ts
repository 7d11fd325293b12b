/// <reference types="node" />
// Runs the README's "Headless in Node" example, so the documentation cannot rot.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IDLE_LOGOUT_MESSAGE } from '../src';

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const FENCE = /^```ts headless-example\n([\s\S]*?)^```$/m;

/** The README block marked `ts headless-example`, with the package imports pointed at src. */
function readmeExample(): string {
  const readme = readFileSync(join(packageDir, 'README.md'), 'utf8');
  const code = FENCE.exec(readme)?.[1];
  if (!code) throw new Error('README.md has no ```ts headless-example block');
  const source = (entry: string): string =>
    JSON.stringify(pathToFileURL(join(packageDir, 'src', entry)).href);
  return code
    .replace(/'@scanwise\/core\/testing'/g, source('testing/index.ts'))
    .replace(/'@scanwise\/core'/g, source('index.ts'));
}

describe('README.md', () => {
  let workDir: string | undefined;
  afterEach(() => {
    vi.restoreAllMocks();
    if (workDir) rmSync(workDir, { recursive: true, force: true });
  });

  it('imports only the published entry points', () => {
    const readme = readFileSync(join(packageDir, 'README.md'), 'utf8');
    const imports = [...(FENCE.exec(readme)?.[1] ?? '').matchAll(/from '([^']+)'/g)].map(
      (m) => m[1],
    );
    expect(imports).toEqual(['node:assert/strict', '@scanwise/core', '@scanwise/core/testing']);
  });

  it('the "Headless in Node" example runs createScanwiseCore: sign-in, a pushed update, the idle logout toast', async () => {
    workDir = mkdtempSync(join(tmpdir(), 'scanwise-readme-'));
    const file = join(workDir, 'headless-example.ts');
    writeFileSync(file, readmeExample());
    const printed: string[] = [];
    vi.spyOn(console, 'log').mockImplementation((...args: unknown[]) => {
      printed.push(args.map((a) => (typeof a === 'string' ? a : JSON.stringify(a))).join(' '));
    });
    await import(/* @vite-ignore */ pathToFileURL(file).href);
    expect(printed).toEqual([
      'signed in: Jane ["SCHEDULED"]',
      'after a push: ["SCANNED"]',
      `15 idle minutes later: signedOut {"visible":true,"message":"${IDLE_LOGOUT_MESSAGE}"}`,
    ]);
  });
});
