#!/usr/bin/env node
// Makes `npm start` and `npm test` work on a machine that has only Node 20 and npm:
// fetches the pinned pnpm into .tools/, installs the workspace when needed, then hands over.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROME_PATH } from './debianChromium.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const started = performance.now();
const secondsSince = (from) => ((performance.now() - from) / 1000).toFixed(1);
const task = process.argv[2];
if (task !== 'start' && task !== 'test') {
  console.error('usage: node scripts/bootstrap.mjs start|test');
  process.exit(2);
}

const pinned = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).packageManager;
const pnpmVersion = pinned.replace(/^pnpm@/, '');
const toolsDir = join(root, '.tools');
const pnpmBin = join(toolsDir, 'node_modules', 'pnpm', 'bin', 'pnpm.cjs');

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

function installedPnpmVersion() {
  if (!existsSync(pnpmBin)) return undefined;
  const pkg = JSON.parse(
    readFileSync(join(toolsDir, 'node_modules', 'pnpm', 'package.json'), 'utf8'),
  );
  return pkg.version;
}

if (installedPnpmVersion() !== pnpmVersion) {
  console.log(`[bootstrap] installing pnpm ${pnpmVersion} into .tools/`);
  const status = run('npm', [
    'install',
    '--prefix',
    toolsDir,
    '--no-save',
    '--no-audit',
    '--no-fund',
    '--loglevel=error',
    `pnpm@${pnpmVersion}`,
  ]);
  if (status !== 0) process.exit(status);
}

const pnpm = (args) => run(process.execPath, [pnpmBin, ...args]);

// Reinstall only when the lockfile changed since the last install (or there was none).
const lockfile = join(root, 'pnpm-lock.yaml');
const installMarker = join(root, 'node_modules', '.modules.yaml');
const needsInstall =
  !existsSync(installMarker) ||
  (existsSync(lockfile) && statSync(lockfile).mtimeMs > statSync(installMarker).mtimeMs) ||
  process.env.CI === 'true';
if (needsInstall) {
  const installStarted = performance.now();
  const args = ['install', '--reporter=append-only'];
  if (process.env.CI === 'true') args.push('--frozen-lockfile');
  const status = pnpm(args);
  if (status !== 0) process.exit(status);
  console.log(`[bootstrap] install: ${secondsSince(installStarted)} s`);
}

// Browser tests use Debian's Chromium (no browser download is possible here).
const chromium = CHROME_PATH;
if (task === 'test' && !existsSync(chromium)) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log('[bootstrap] installing Debian chromium for the browser tests');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    if (
      run('apt-get', ['update', '-qq'], { env }) !== 0 ||
      run('apt-get', ['install', '-y', '-qq', 'chromium'], { env }) !== 0
    ) {
      console.error('[bootstrap] could not install chromium; browser tests will fail');
    }
  } else {
    console.error(
      `[bootstrap] ${chromium} is missing: install Debian's chromium (apt-get install chromium)`,
    );
  }
}

const status = pnpm(['run', `task:${task}`, ...process.argv.slice(3)]);
if (task === 'test')
  console.log(`[bootstrap] npm test: ${secondsSince(started)} s, install included`);
process.exit(status);
