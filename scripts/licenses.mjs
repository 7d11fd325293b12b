#!/usr/bin/env node
// Licence check of the production dependencies: `pnpm licenses list --prod --json`, every package
// judged against licenses-allowed.json (allowed SPDX licences, and reviewed packages pinned to a
// version). SPDX expressions: "A OR B" passes if one side does, "A AND B" if both do.
// Exit 1 on any package outside the list. `--input <file>` reads a saved listing instead.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const policy = JSON.parse(readFileSync(join(root, 'licenses-allowed.json'), 'utf8'));
const allowed = new Set(policy.licenses);
const reviewed = policy.packages ?? {};

function listing() {
  const input = process.argv.indexOf('--input');
  if (input !== -1) return readFileSync(process.argv[input + 1], 'utf8');
  const pnpm = process.env.npm_execpath ?? 'pnpm';
  const run =
    pnpm.endsWith('.js') || pnpm.endsWith('.cjs')
      ? spawnSync(process.execPath, [pnpm, 'licenses', 'list', '--prod', '--json'], {
          cwd: root,
          encoding: 'utf8',
        })
      : spawnSync(pnpm, ['licenses', 'list', '--prod', '--json'], { cwd: root, encoding: 'utf8' });
  if (run.status !== 0) {
    console.error(`licenses: pnpm licenses list failed (exit ${run.status}):\n${run.stderr}`);
    process.exit(1);
  }
  return run.stdout;
}

/** Whether an SPDX expression is satisfied by the allowed licences (no WITH exceptions). */
function licenceAllowed(expression) {
  const text = expression.trim().replace(/^\((.*)\)$/, '$1');
  if (/\s+OR\s+/i.test(text)) return text.split(/\s+OR\s+/i).some(licenceAllowed);
  if (/\s+AND\s+/i.test(text)) return text.split(/\s+AND\s+/i).every(licenceAllowed);
  return allowed.has(text);
}

const byLicence = JSON.parse(listing());
const outside = [];
let packages = 0;
const counts = [];
for (const [licence, entries] of Object.entries(byLicence)) {
  counts.push(`${licence} ${entries.length}`);
  for (const entry of entries) {
    for (const version of entry.versions) {
      packages += 1;
      const id = `${entry.name}@${version}`;
      if (licenceAllowed(licence) || reviewed[id]) continue;
      outside.push(`${id}: ${licence}`);
    }
  }
}
console.log(`licenses: ${packages} production packages (${counts.join(', ')})`);
// Figures for `npm test` (printed by scripts/figures.mjs).
mkdirSync(join(root, 'reports', 'figures'), { recursive: true });
writeFileSync(
  join(root, 'reports', 'figures', 'licences.json'),
  `${JSON.stringify({ check: 'licences', packages, licences: counts.length, outside: outside.length }, null, 2)}\n`,
);
if (outside.length > 0) {
  console.error(
    `licenses: ${outside.length} package(s) with a licence outside licenses-allowed.json:\n` +
      outside.map((line) => `  ${line}`).join('\n'),
  );
  process.exit(1);
}
console.log(
  `licenses: all within licenses-allowed.json (${allowed.size} licences, ${Object.keys(reviewed).length} reviewed packages)`,
);
