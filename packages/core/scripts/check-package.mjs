#!/usr/bin/env node
// Proves @scanwise/core installs like a library people would choose: publint and
// are-the-types-wrong on the packed tarball, then a real install into an empty project
// imported from ESM and from CJS in plain Node.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import assert from 'node:assert/strict';

const pkgDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => join(pkgDir, 'node_modules', '.bin', name);
const run = (cmd, args, cwd = pkgDir) =>
  execFileSync(cmd, args, { cwd, stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8' });

const work = mkdtempSync(join(tmpdir(), 'scanwise-core-pack-'));
try {
  run('npm', ['pack', '--pack-destination', work, '--loglevel=error']);
  const tarball = join(
    work,
    readdirSync(work).find((f) => f.endsWith('.tgz')),
  );
  console.log(`packed ${tarball}`);

  console.log(run(bin('publint'), ['--strict', tarball]));
  console.log(
    run(bin('attw'), ['--pack', '.', '--profile', 'node16', '--format', 'table-flipped']),
  );

  const consumer = join(work, 'consumer');
  run('mkdir', ['-p', consumer]);
  writeFileSync(
    join(consumer, 'package.json'),
    JSON.stringify({ name: 'consumer', private: true }),
  );
  run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error', tarball], consumer);

  const esm = `
    import { CONSTANTS } from '@scanwise/core';
    import { FakeClock, MemoryStorage } from '@scanwise/core/testing';
    const clock = new FakeClock(0); let fired = 0;
    clock.schedule(() => { fired++; }, CONSTANTS.defaultToast);
    clock.advance(15000);
    const storage = new MemoryStorage(); storage.setItem('k', 'v');
    console.log(JSON.stringify({ fired, stored: storage.getItem('k'), toast: CONSTANTS.defaultToast }));`;
  const cjs = `
    const { CONSTANTS } = require('@scanwise/core');
    const { FakeClock } = require('@scanwise/core/testing');
    const clock = new FakeClock(0); let fired = 0;
    clock.schedule(() => { fired++; }, CONSTANTS.idleCheckInterval);
    clock.advance(5000);
    console.log(JSON.stringify({ fired, idle: CONSTANTS.idleCheckInterval }));`;
  writeFileSync(join(consumer, 'esm.mjs'), esm);
  writeFileSync(join(consumer, 'cjs.cjs'), cjs);
  assert.deepEqual(JSON.parse(run('node', ['esm.mjs'], consumer)), {
    fired: 1,
    stored: 'v',
    toast: 15000,
  });
  assert.deepEqual(JSON.parse(run('node', ['cjs.cjs'], consumer)), { fired: 1, idle: 5000 });
  console.log('installed tarball imports from ESM and CJS in plain Node: ok');
} finally {
  rmSync(work, { recursive: true, force: true });
}
