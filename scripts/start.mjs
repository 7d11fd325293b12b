#!/usr/bin/env node
// `npm start`: until the web app lands, runs the headless core demo in plain Node.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const run = spawnSync(
  join(root, 'node_modules', '.bin', 'tsx'),
  ['--conditions=@scanwise/source', 'packages/core/examples/headless-demo.ts'],
  { cwd: root, stdio: 'inherit' },
);
process.exit(run.status ?? 1);
