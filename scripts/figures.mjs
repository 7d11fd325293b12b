#!/usr/bin/env node
// The figures of the trust checks (`npm test` runs the CSP, XSS, licence, privacy and fuzz
// checks and prints their figures), read from reports/figures/*.json that the checks write:
//   fuzz-*.json      packages/core/test/fuzz (inputs tried per boundary, escapes)
//   xss.json         packages/web/src/security/xssCorpus.test.tsx
//   privacy-*.json   packages/web/e2e/privacy.spec.ts (one per Playwright project)
//   security-*.json  packages/web/e2e/security.spec.ts (CSP and token checks)
//   licences.json    scripts/licenses.mjs
//   chaos-*.json     packages/web/e2e/chaos.spec.ts (faults injected, journeys completed)
//   load.json        packages/web/src/screens/dashboard/HomeScreen.load.test.tsx (render counts)
//   realtime.json    packages/adapters/bench/realtime-latency.ts (push to store update)
// A check that did not run says so. Exit 1 if any figure counts an escape or a leak.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dir = join(root, 'reports', 'figures');
const files = existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.json')) : [];
const read = (name) => JSON.parse(readFileSync(join(dir, name), 'utf8'));
const matching = (prefix) =>
  files
    .filter((name) => name.startsWith(prefix))
    .sort()
    .map(read);
const n = (value) => Number(value ?? 0).toLocaleString('en-US');
let bad = 0;
// What counted an escape or a leak, said again last so the end of a log names it.
const badFigures = [];

console.log('\nFigures of the trust checks');

// ---- Fuzz -----------------------------------------------------------------------------------
const suites = matching('fuzz-');
if (suites.length === 0) console.log('  fuzz: not run');
else {
  const groups = new Map();
  let inputs = 0;
  let escapes = 0;
  for (const suite of suites) {
    for (const [boundary, figures] of Object.entries(suite.boundaries)) {
      const group = boundary.split(':')[0];
      const entry = groups.get(group) ?? { inputs: 0, escapes: 0, targets: 0, runs: new Set() };
      entry.inputs += figures.inputs;
      entry.escapes += figures.escapes;
      entry.targets += 1;
      if (figures.numRuns) entry.runs.add(figures.numRuns);
      groups.set(group, entry);
      inputs += figures.inputs;
      escapes += figures.escapes;
    }
  }
  console.log(`  fuzz: ${n(inputs)} inputs tried, ${escapes} escaped`);
  for (const [group, entry] of groups)
    console.log(
      `    ${group.padEnd(8)} ${n(entry.inputs).padStart(7)} inputs over ${entry.targets} targets, ${entry.escapes} escaped (numRuns ${[...entry.runs].join('/')} per property)`,
    );
  bad += escapes;
  if (escapes > 0) badFigures.push(`fuzz: ${escapes} escaped`);
}

// ---- XSS ------------------------------------------------------------------------------------
const [xss] = matching('xss');
if (xss === undefined) console.log('  xss: not run');
else {
  console.log(
    `  xss: ${xss.payloads} payloads x ${xss.screens} screens, ${n(xss.textsChecked)} rendered texts checked, ${xss.executableNodes} executable nodes`,
  );
  bad += xss.executableNodes;
  if (xss.executableNodes > 0) badFigures.push(`xss: ${xss.executableNodes} executable nodes`);
}

// ---- Privacy and security (e2e, per Playwright project) ---------------------------------------
const privacy = matching('privacy-');
if (privacy.length === 0) console.log('  privacy: not run');
for (const run of privacy) {
  console.log(
    `  privacy (${run.project}): ${n(run.requests)} request URLs, ${n(run.dataLayerEntries)} data-layer entries, ${run.pageViews} page views inspected; ${run.leaks} leaks`,
  );
  bad += run.leaks;
  if (run.leaks > 0) badFigures.push(`privacy (${run.project}): ${run.leaks} leaks`);
}
const security = matching('security-');
if (security.length === 0) console.log('  csp + tokens: not run');
for (const run of security) {
  console.log(
    `  csp + tokens (${run.project}): policy on ${run.pathsWithPolicy} paths, ${run.violationsRefused} injected violations refused and reported; ${n(run.urls)} URLs, ${n(run.consoleLines)} console lines, ${n(run.dataLayerEntries)} data-layer entries inspected; ${run.leaks} leaks`,
  );
  bad += run.leaks;
  if (run.leaks > 0) badFigures.push(`csp + tokens (${run.project}): ${run.leaks} leaks`);
}

// ---- Licences -------------------------------------------------------------------------------
const [licences] = matching('licences');
if (licences === undefined) console.log('  licences: not run');
else
  console.log(
    `  licences: ${n(licences.packages)} production packages checked under ${licences.licences} licences, ${licences.outside} outside the allow-list`,
  );

// ---- Resilience and load ----------------------------------------------------------------------
const chaos = matching('chaos-');
if (chaos.length === 0) console.log('  chaos: not run');
for (const run of chaos) {
  console.log(
    `  chaos (${run.project}): ${run.faults} faults injected (latency ${run.latency}, errors ${run.errors}, hub drops ${run.hubDrops}, restarts ${run.restarts}, revocations ${run.revocations}), ${run.journeysCompleted} of ${run.journeys} journeys completed`,
  );
  bad += run.journeys - run.journeysCompleted;
  if (run.journeysCompleted < run.journeys)
    badFigures.push(
      `chaos (${run.project}): ${run.journeysCompleted} of ${run.journeys} journeys completed${run.failedJourneys ? ` (not: ${run.failedJourneys.join(', ')})` : ''}`,
    );
}
for (const check of ['load', 'realtime']) {
  const [figures] = matching(`${check}.json`);
  if (figures === undefined) console.log(`  ${check}: not run`);
  else for (const line of figures.lines) console.log(`  ${check}: ${line}`);
}

for (const line of badFigures) console.log(`  BAD ${line}`);
process.exit(bad === 0 ? 0 : 1);
