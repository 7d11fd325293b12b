#!/usr/bin/env node
// `npm test`: every check, each timed, then a summary. All steps run even after a failure so one
// run shows everything that is wrong; the exit code is non-zero if any failed.
//
// The unit tests keep one core busy (vitest's one worker on two cores); the steps marked `beside`
// run one after another on the other core meanwhile: format, lint, typecheck, the fuzz run, every
// build with its checks, the screen pictures and the supply chain checks. When the unit tests end
// first, the steps left are shared by both cores (a step that reads another's output runs `after`
// it, in the same lane). Each of those is timed on its own and its output printed as one block
// when it ends. The steps after them (the journeys, the benchmark) start once every side step is
// done and have both cores (docs/adr/0128-npm-test-in-two-lanes.md). Every step's time is printed
// with when it ran, in minutes from the start.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const runStarted = performance.now();
/** Minutes and seconds since this run started, as `m:ss`. */
const clockTime = (at = performance.now()) => {
  const seconds = Math.round((at - runStarted) / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};
const reports = join(root, 'reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const bin = (name) => join(root, 'node_modules', '.bin', name);
// pnpm as `npm test` was started (npm_execpath), else the one on the PATH (`node scripts/check.mjs`).
const pnpm = process.env.npm_execpath ? [process.execPath, process.env.npm_execpath] : ['pnpm'];

// A unit test file that failed gets one more run on its own (as a journey gets its retry): a
// shared two-core CI can starve a component test's waits. The step passes only if every such file
// passes on its second run and core coverage still meets its threshold; each test that needed
// the second run is named at the end of the log.
const unitTrouble = [];
function rerunFailedUnitTestFiles() {
  const reportPath = join(reports, 'vitest.json');
  if (!existsSync(reportPath)) return false;
  const report = JSON.parse(readFileSync(reportPath, 'utf8'));
  const failedFiles = report.testResults.filter((file) => file.status === 'failed');
  if (failedFiles.length === 0 || failedFiles.length > 3 || !coverageMeetsThreshold()) {
    for (const file of failedFiles) unitTrouble.push(...failuresOf(file, 'FAIL '));
    return false;
  }
  console.log(`\n━━ unit tests: second run of ${failedFiles.length} failed file(s) ━━`);
  const rerunReport = join(reports, 'vitest-second-run.json');
  const rerun = spawnSync(
    bin('vitest'),
    [
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${rerunReport}`,
      ...failedFiles.map((file) => file.name),
    ],
    { cwd: root, stdio: 'inherit', env: process.env },
  );
  const passedOnSecondRun = rerun.status === 0;
  for (const file of failedFiles)
    unitTrouble.push(...failuresOf(file, passedOnSecondRun ? 'flaky' : 'FAIL '));
  return passedOnSecondRun;
}

function failuresOf(file, label) {
  const where = file.name.replace(`${root}/`, '');
  const tests = file.assertionResults.filter((test) => test.status === 'failed');
  if (tests.length === 0) return [`${label} ${where}: ${firstLine(file.message)}`];
  return tests.map(
    (test) => `${label} ${where} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`,
  );
}

function firstLine(text) {
  return (
    (text ?? '')
      .replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '') // colour codes
      .split('\n')
      .find(Boolean) ?? ''
  );
}

// The line threshold is read from the root vitest config, its one definition.
function coverageMeetsThreshold() {
  const summary = join(reports, 'coverage', 'coverage-summary.json');
  const config = readFileSync(join(root, 'vitest.config.ts'), 'utf8');
  const threshold = Number(/thresholds:\s*\{\s*lines:\s*(\d+)/.exec(config)?.[1] ?? 100);
  if (!existsSync(summary)) return false;
  return JSON.parse(readFileSync(summary, 'utf8')).total.lines.pct >= threshold;
}

const UNIT = 'unit tests + coverage';
// Set once the journeys' bundles are built (the step 'e2e bundles'): the journeys then only serve them.
let e2eBundlesBuilt = false;

const steps = [
  { name: 'format', cmd: [bin('prettier'), '--check', '--log-level=warn', '.'], beside: UNIT },
  { name: 'lint', cmd: [bin('eslint'), '.', '--max-warnings=0'], beside: UNIT },
  // One package at a time: it shares the machine with the unit tests.
  {
    name: 'typecheck',
    cmd: [...pnpm, '-r', '--workspace-concurrency=1', 'run', 'typecheck'],
    beside: UNIT,
  },
  {
    name: UNIT,
    cmd: [
      bin('vitest'),
      'run',
      '--coverage',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${join(reports, 'vitest.json')}`,
    ],
    secondChance: rerunFailedUnitTestFiles,
  },
  // Boundary fuzz: hostile REST bodies, hub pushes, routes and storage contents
  // (packages/core/test/fuzz, not part of the unit project). FUZZ_RUNS sets runs per property.
  {
    name: 'fuzz (boundaries)',
    cmd: [
      bin('vitest'),
      'run',
      '--root',
      join(root, 'packages', 'core'),
      '--config',
      'vitest.fuzz.config.ts',
    ],
    beside: UNIT,
  },
  {
    name: 'core build (tsup)',
    cmd: [...pnpm, '--filter', '@scanwise/core', 'run', 'build'],
    beside: UNIT,
  },
  {
    name: 'core package checks',
    cmd: [...pnpm, '--filter', '@scanwise/core', 'run', 'check:package'],
    beside: UNIT,
    after: 'core build (tsup)',
  },
  // The adapters' declarations are built against core's (build core first).
  {
    name: 'adapters build (tsup)',
    cmd: [...pnpm, '--filter', '@scanwise/adapters', 'run', 'build'],
    beside: UNIT,
    after: 'core package checks',
  },
  {
    name: 'adapters package checks',
    cmd: [...pnpm, '--filter', '@scanwise/adapters', 'run', 'check:package'],
    beside: UNIT,
    after: 'adapters build (tsup)',
  },
  // Both packed tarballs installed in a fresh project outside the workspace, with the Node
  // peers from the registry (npm's cache first); the adapters README's Node example type-checked
  // there and run against a mock platform of its own.
  {
    name: 'packed SDK example',
    cmd: [process.execPath, join(root, 'scripts', 'packed-sdk-example.mjs')],
    beside: UNIT,
    after: 'adapters package checks',
  },
  // The public surface of every entry point against packages/*/etc/*.api.md (API Extractor);
  // `node scripts/api-reports.mjs --local` rewrites them after an intended change.
  {
    name: 'API reports',
    cmd: [process.execPath, join(root, 'scripts', 'api-reports.mjs')],
    beside: UNIT,
    after: 'packed SDK example',
  },
  // The API reference of both packages from the doc comments into docs/api (TypeDoc); a broken
  // {@link} or an unknown tag fails it.
  {
    name: 'API docs (typedoc)',
    cmd: [bin('typedoc'), '--logLevel', 'Warn'],
    beside: UNIT,
    after: 'API reports',
  },
  // A production build in test mode (VITE_PAYMENTS=test: the platform's emulated Stripe.js, no
  // real charge): without a Stripe key a production build refuses to build otherwise.
  {
    name: 'web build',
    cmd: ['env', 'VITE_PAYMENTS=test', ...pnpm, '--filter', '@scanwise/web', 'run', 'build'],
    beside: UNIT,
  },
  // Initial JavaScript and files per route, gzip, from the web build's manifest, each against its
  // budget: fails when a route is over an enforced one (the sign-in route's 150 KB; the others as
  // scripts/route-sizes.mjs ENFORCED says).
  {
    name: 'route sizes',
    cmd: [
      'env',
      'SIZE_BUDGET_STRICT=1',
      process.execPath,
      join(root, 'scripts', 'route-sizes.mjs'),
    ],
    beside: UNIT,
    after: 'web build',
  },
  // The bundles the journeys serve (each worker's app and third-party app: packages/web/e2e/
  // support/bundles.ts), built here beside the unit tests so the journeys' step only starts servers.
  // The first worker's app is built into the web build's folder: after the route sizes read it.
  {
    name: 'e2e bundles',
    cmd: [bin('tsx'), join(root, 'packages', 'web', 'e2e', 'support', 'buildBundles.ts')],
    beside: UNIT,
    after: 'route sizes',
    done: (ok) => (e2eBundlesBuilt = ok),
  },
  {
    name: 'storybook build',
    cmd: [
      'env',
      'STORYBOOK_DISABLE_TELEMETRY=1',
      bin('storybook'),
      'build',
      '-c',
      '.storybook',
      '-o',
      'storybook-static',
      '--quiet',
    ],
    beside: UNIT,
  },
  // The main state of every screen, from the Storybook build above, against its committed picture
  // at 1280 px and 320 px (packages/web/visual; differences land in test-results-visual). One
  // browser page at a time while another step runs, as one more step of its lane; two when it
  // starts with nothing else running (the unit tests and the other lane's steps done), so the
  // second core does not sit idle through the last side step.
  {
    name: 'visual regression (screens)',
    cmd: () => [
      ...pnpm,
      '--filter',
      '@scanwise/web',
      'run',
      'visual',
      `--workers=${runningSteps === 0 ? 2 : 1}`,
    ],
    beside: UNIT,
    after: 'storybook build',
  },
  // Starts the mock platform and `vite preview` itself (CI) or reuses running ones (locally).
  {
    name: 'e2e (playwright)',
    env: () => (e2eBundlesBuilt ? { E2E_BUNDLES_PREBUILT: '1' } : {}),
    cmd: [
      'env',
      `E2E_JSON_REPORT=${join(reports, 'e2e.json')}`,
      ...pnpm,
      '--filter',
      '@scanwise/web',
      'run',
      'e2e',
    ],
  },
  // The app's realtime client against the platform's hubs: p50/p99 from push to store update.
  {
    name: 'realtime benchmark',
    cmd: [
      'env',
      'REALTIME_BENCH_PUSHES=300',
      'REALTIME_BENCH_CONCURRENT=1000',
      bin('tsx'),
      '--conditions=@scanwise/source',
      join(root, 'packages', 'adapters', 'bench', 'realtime-latency.ts'),
    ],
  },
  // Supply chain: licences of the production dependencies against licenses-allowed.json, and
  // known advisories (high or critical fail; an unreachable advisory service warns and passes).
  // Beside the unit tests too: each is one light process (files and the registry's advisories).
  {
    name: 'licences (prod deps)',
    cmd: [process.execPath, join(root, 'scripts', 'licenses.mjs')],
    beside: UNIT,
  },
  {
    name: 'audit (prod deps)',
    cmd: [process.execPath, join(root, 'scripts', 'audit.mjs')],
    beside: UNIT,
  },
];

// CHECK_ONLY=fuzz,licences runs only the steps whose name contains one of the words (a quick
// local run of a few steps; `npm test` itself runs them all).
const only = (process.env.CHECK_ONLY ?? '')
  .split(',')
  .map((word) => word.trim())
  .filter(Boolean);
const selected =
  only.length === 0 ? steps : steps.filter((s) => only.some((w) => s.name.includes(w)));

/** The steps running now (the unit tests' and the lanes'): a step may size itself by it. */
let runningSteps = 0;

/**
 * Runs one step and times it. Its output goes straight to the terminal, or, for a step beside
 * another (`held`), into one block printed when it ends, so two steps' lines never interleave.
 */
function runStep(step, { held = false, lane = 'beside' } = {}) {
  const started = performance.now();
  if (!held) console.log(`\n━━ ${step.name} (from ${clockTime(started)}) ━━`);
  return new Promise((resolve) => {
    // A step beside another yields the CPU to it (nice 5) when both want it: the unit tests'
    // waits keep their margins.
    const stepCmd = typeof step.cmd === 'function' ? step.cmd() : step.cmd;
    const cmd = held && process.platform !== 'win32' ? ['nice', '-n', '5', ...stepCmd] : stepCmd;
    runningSteps += 1;
    const child = spawn(cmd[0], cmd.slice(1), {
      cwd: root,
      stdio: held ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...step.env?.() },
    });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (status) => {
      runningSteps -= 1;
      let ok = status === 0;
      if (!ok && step.secondChance) ok = step.secondChance();
      const ended = performance.now();
      const seconds = (ended - started) / 1000;
      const span = `${clockTime(started)} to ${clockTime(ended)}`;
      step.done?.(ok);
      if (held) {
        console.log(
          `\n━━ ${step.name} (${lane} the ${step.beside}, ${seconds.toFixed(1)} s, ${span}) ━━`,
        );
        process.stdout.write(Buffer.concat(output));
      } else console.log(`━━ ${step.name}: ${seconds.toFixed(1)} s (${span}) ━━`);
      resolve({ name: step.name, ok, seconds, span });
    });
  });
}

/**
 * The side steps as chains, in their order: a step marked `after: Y` joins the chain that holds Y
 * (it reads Y's output), any other step starts a chain of its own.
 */
function chainsOf(side) {
  const chains = [];
  for (const step of side) {
    const chain = step.after && chains.find((c) => c.some((other) => other.name === step.after));
    if (chain) chain.push(step);
    else chains.push([step]);
  }
  return chains;
}

// A step marked `beside: X` runs in the side lane while X runs, the side lane's chains one after
// another in their order; once X has ended, the chains not yet started are shared by a second
// lane (two steps at a time, never more). Without X among the selected steps a step runs in its
// place in the order.
const results = new Map();
for (const step of selected) {
  if (step.beside && selected.some((anchor) => anchor.name === step.beside)) continue;
  const waiting = chainsOf(selected.filter((other) => other.beside === step.name));
  const lane = async (label) => {
    for (let chain = waiting.shift(); chain; chain = waiting.shift())
      for (const other of chain)
        results.set(other.name, await runStep(other, { held: true, lane: label }));
  };
  const sideLane = lane('beside');
  results.set(step.name, await runStep(step));
  await Promise.all([sideLane, lane('after')]);
}

let passed = 0;
let failed = 0;
const vitestReport = join(reports, 'vitest.json');
if (existsSync(vitestReport)) {
  const report = JSON.parse(readFileSync(vitestReport, 'utf8'));
  const recovered = unitTrouble.filter((line) => line.startsWith('flaky')).length;
  passed += report.numPassedTests + recovered;
  failed += report.numFailedTests - recovered;
  const perProject = new Map();
  for (const file of report.testResults) {
    const project = file.name.replace(`${root}/packages/`, '').split('/')[0];
    const duration = file.endTime - file.startTime;
    perProject.set(project, (perProject.get(project) ?? 0) + duration);
  }
  console.log('\nTest time by package (sum of file durations):');
  for (const [project, ms] of perProject)
    console.log(`  ${project.padEnd(14)} ${(ms / 1000).toFixed(2)} s`);
}
// The journeys: counted with the unit tests, and each one that failed (or passed only on its
// retry) named with its first error line, so the end of the log says what broke.
const e2eReport = join(reports, 'e2e.json');
const e2eTrouble = [];
if (existsSync(e2eReport)) {
  const report = JSON.parse(readFileSync(e2eReport, 'utf8'));
  const visit = (suite, titles) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? []) {
        const title = [...titles, spec.title].filter(Boolean).join(' › ');
        const outcome = test.status; // expected, unexpected, flaky, skipped
        if (outcome === 'expected' || outcome === 'flaky') passed += 1;
        if (outcome === 'unexpected') failed += 1;
        if (outcome === 'unexpected' || outcome === 'flaky') {
          const error = test.results?.find((r) => r.error)?.error?.message;
          e2eTrouble.push(
            `${outcome === 'flaky' ? 'flaky' : 'FAIL '} [${test.projectName}] ${title}: ${firstLine(error)}`,
          );
        }
      }
    for (const child of suite.suites ?? []) visit(child, [...titles, child.title]);
  };
  for (const suite of report.suites ?? []) visit(suite, [suite.title]);
  for (const error of report.errors ?? [])
    e2eTrouble.push(`ERROR outside a test: ${(error.message ?? '').split('\n')[0]}`);
}
const coverageSummary = join(reports, 'coverage', 'coverage-summary.json');
if (existsSync(coverageSummary)) {
  const total = JSON.parse(readFileSync(coverageSummary, 'utf8')).total;
  console.log(
    `Core coverage: lines ${total.lines.pct}%, branches ${total.branches.pct}%, functions ${total.functions.pct}%`,
  );
}

// The figures of the trust, resilience and load checks from reports/figures/.
const figures = spawnSync(process.execPath, [join(root, 'scripts', 'figures.mjs')], {
  cwd: root,
  stdio: 'inherit',
});
const summary = selected.map((step) => results.get(step.name));
if (figures.status !== 0)
  summary.push({ name: 'figures (escapes, leaks)', ok: false, seconds: 0, span: '' });

// Each step's own time and when it ran (minutes from the start of the checks): the steps beside
// the unit tests overlap them, so the times add up to more than the whole.
console.log('\nSummary');
for (const r of summary)
  console.log(
    `  ${r.ok ? 'ok  ' : 'FAIL'} ${r.name.padEnd(28)} ${r.seconds.toFixed(1).padStart(6)} s  ${r.span}`,
  );
console.log(`  all checks: ${clockTime()} (minutes:seconds)`);
const failedSteps = summary.filter((r) => !r.ok).length;
if (unitTrouble.length > 0) {
  console.log('\nUnit tests that failed or needed a second run:');
  for (const line of unitTrouble) console.log(`  ${line.slice(0, 240)}`);
}
if (e2eTrouble.length > 0) {
  console.log('\nJourneys that failed or needed their retry:');
  for (const line of e2eTrouble) console.log(`  ${line.slice(0, 400)}`);
}
console.log(`checks: ${summary.length - failedSteps} of ${summary.length} steps green`);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failedSteps === 0 ? 0 : 1);
