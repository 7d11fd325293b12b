#!/usr/bin/env node
// Known-vulnerability audit of the production dependencies: `pnpm audit --prod --json`.
// Fails (exit 1) on a high or critical advisory. When the advisory service cannot be reached or
// refuses the request (these machines' registry mirror answers 405), it says so plainly and passes
// with a warning: the dependencies were NOT audited in that run. `--input <file>` reads a saved
// answer instead of calling pnpm.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const FAILING = ['high', 'critical'];

function answer() {
  const input = process.argv.indexOf('--input');
  if (input !== -1) return { stdout: readFileSync(process.argv[input + 1], 'utf8'), stderr: '' };
  const pnpm = process.env.npm_execpath ?? 'pnpm';
  const args = ['audit', '--prod', '--json'];
  return pnpm.endsWith('.js') || pnpm.endsWith('.cjs')
    ? spawnSync(process.execPath, [pnpm, ...args], {
        cwd: root,
        encoding: 'utf8',
        timeout: 120_000,
      })
    : spawnSync(pnpm, args, { cwd: root, encoding: 'utf8', timeout: 120_000 });
}

function unreachable(reason) {
  console.warn(
    `\n⚠ audit: WARNING — the advisory service could not be reached, so the production\n` +
      `  dependencies were NOT checked for known vulnerabilities in this run.\n` +
      `  Reason: ${reason}\n` +
      `  Run \`pnpm audit --prod\` where the registry's audit endpoint answers.\n`,
  );
  process.exit(0);
}

const run = answer();
if (run.error) unreachable(run.error.message);
let report;
try {
  report = JSON.parse(run.stdout);
} catch {
  unreachable(
    `no JSON answer (exit ${run.status}): ${(run.stderr || run.stdout || '').trim().slice(0, 300)}`,
  );
}
if (report.error) {
  const { code = 'unknown', message = '' } = report.error;
  // Service answers (405, 5xx) and network failures: not a verdict on the dependencies.
  if (/AUDIT|FETCH|ECONN|ENOTFOUND|ETIMEDOUT|EAI_AGAIN|NETWORK|SOCKET/i.test(`${code} ${message}`))
    unreachable(`${code}: ${message}`);
  console.error(`audit: pnpm audit failed: ${code}: ${message}`);
  process.exit(1);
}

const counts = report.metadata?.vulnerabilities ?? {};
const summary = ['critical', 'high', 'moderate', 'low', 'info']
  .map((level) => `${counts[level] ?? 0} ${level}`)
  .join(', ');
console.log(
  `audit: ${report.metadata?.dependencies ?? '?'} production dependencies audited: ${summary}`,
);
const failing = Object.values(report.advisories ?? {}).filter((advisory) =>
  FAILING.includes(advisory.severity),
);
const failingCount = FAILING.reduce((sum, level) => sum + (counts[level] ?? 0), 0);
if (failing.length > 0 || failingCount > 0) {
  for (const advisory of failing)
    console.error(
      `  ${advisory.severity}: ${advisory.module_name} ${advisory.vulnerable_versions} — ${advisory.title} (${advisory.url})`,
    );
  console.error(`audit: ${Math.max(failing.length, failingCount)} high or critical advisory(ies)`);
  process.exit(1);
}
console.log('audit: no high or critical advisory');
