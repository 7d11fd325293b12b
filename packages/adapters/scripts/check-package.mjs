#!/usr/bin/env node
// Proves @scanwise/adapters is publishable as built: publint (strict) and are-the-types-wrong on
// the tarball `pnpm pack` makes (workspace ranges replaced by real ones), for every entry point.
// Installing and running it in a fresh project is scripts/packed-sdk-example.mjs at the root.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const pkgDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => join(pkgDir, 'node_modules', '.bin', name);
const run = (cmd, args) =>
  execFileSync(cmd, args, { cwd: pkgDir, stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8' });
const pnpm = process.env.npm_execpath ?? 'pnpm';
const runPnpm = (args) =>
  /\.c?js$/.test(pnpm) ? run(process.execPath, [pnpm, ...args]) : run(pnpm, args);

const work = mkdtempSync(join(tmpdir(), 'scanwise-adapters-pack-'));
try {
  runPnpm(['pack', '--pack-destination', work]);
  const tarball = join(
    work,
    readdirSync(work).find((f) => f.endsWith('.tgz')),
  );
  console.log(`packed ${tarball}`);
  console.log(run(bin('publint'), ['--strict', tarball]));
  console.log(run(bin('attw'), [tarball, '--profile', 'node16', '--format', 'table-flipped']));
} finally {
  rmSync(work, { recursive: true, force: true });
}
