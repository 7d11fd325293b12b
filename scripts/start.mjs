#!/usr/bin/env node
// `npm start`: the member app on http://localhost:5173, paying in test mode on the platform's
// emulated Stripe.js, and the mock platform it talks to on http://localhost:4000 (with its seeded
// sign-ins printed). Ctrl+C stops both.
// The platform keeps its data in .data/platform.json so a restart does not lose a demo's bookings.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// Under `pnpm run` npm_execpath is pnpm's own script; run directly, pnpm comes from PATH.
const pnpm = process.env.npm_execpath ? [process.execPath, process.env.npm_execpath] : ['pnpm'];
const webOrigin = 'http://localhost:5173';
mkdirSync(join(root, '.data'), { recursive: true });

const jobs = [
  {
    name: 'platform',
    args: [
      '--filter',
      '@scanwise/mock-server',
      'start',
      '--',
      '--state-file',
      join(root, '.data', 'platform.json'),
      '--web-origin',
      webOrigin,
    ],
  },
];
const webPackage = JSON.parse(readFileSync(join(root, 'packages/web/package.json'), 'utf8'));
if (webPackage.scripts?.dev) {
  // Card payments in test mode: the platform's emulated Stripe.js, no real charge; the payment
  // step says so and names the test card.
  jobs.push({
    name: 'web',
    args: ['--filter', '@scanwise/web', 'dev'],
    env: { VITE_PAYMENTS: 'test' },
  });
  console.log('Card payments in test mode (no real charge): pay with 4242 4242 4242 4242.');
} else console.log('The member app is not built yet: only the platform starts.');

// The app's address comes first: it is what a newcomer opens (the platform's own `/` only points
// back to it).
console.log(
  `\nScanwise member app: ${webOrigin}  (demo sign-in: demo@example.com / Demo-password-1)\n`,
);

const children = jobs.map((job) =>
  spawn(pnpm[0], [...pnpm.slice(1), ...job.args], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...job.env },
  }),
);
let exiting = false;
const stopAll = (code) => {
  if (exiting) return;
  exiting = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
};
for (const child of children) child.on('exit', (code) => stopAll(code ?? 1));
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
