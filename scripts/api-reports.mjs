#!/usr/bin/env node
// API reports of the published packages (@scanwise/core, @scanwise/adapters): API Extractor on
// the built declarations of every entry point in each package's `exports`, compared with the
// checked-in <package>/etc/<name>.api.md. Fails on any difference (a change of the public
// surface, to be reviewed) and on any warning (TSDoc, unresolved {@link}, forgotten export).
//   node scripts/api-reports.mjs           check (npm test); needs both packages built
//   node scripts/api-reports.mjs --local   rewrite the reports after an intended change
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const {
  CompilerState,
  Extractor,
  ExtractorConfig,
  ExtractorLogLevel,
} = require('@microsoft/api-extractor');

const local = process.argv.includes('--local');
const packages = ['core', 'adapters'];
const base = ExtractorConfig.loadFile(join(root, 'api-extractor.base.json'));

let failed = 0;
for (const name of packages) {
  const projectFolder = join(root, 'packages', name);
  const packageJsonFullPath = join(projectFolder, 'package.json');
  const pkg = JSON.parse(readFileSync(packageJsonFullPath, 'utf8'));
  const unscoped = pkg.name.split('/')[1];
  // One report per entry point that has built declarations: `.` is `<name>`, `./x/y` `<name>-x-y`.
  const entries = Object.entries(pkg.exports).flatMap(([subpath, target]) => {
    const types = typeof target === 'object' ? target.import?.types : undefined;
    if (types === undefined) return [];
    const report =
      subpath === '.' ? unscoped : `${unscoped}-${subpath.slice(2).replace(/\//g, '-')}`;
    return [{ subpath, report, dts: join(projectFolder, types) }];
  });
  const missing = entries.filter((entry) => !existsSync(entry.dts));
  if (missing.length > 0) {
    console.error(`api-reports: ${pkg.name} is not built (no ${missing[0].dts}): build it first`);
    failed += 1;
    continue;
  }

  if (local) mkdirSync(join(projectFolder, 'etc'), { recursive: true });
  const configFor = (entry) =>
    ExtractorConfig.prepare({
      configObject: {
        ...base,
        projectFolder,
        mainEntryPointFilePath: entry.dts,
        apiReport: { ...base.apiReport, reportFileName: entry.report },
        compiler: {
          overrideTsconfig: {
            compilerOptions: {
              target: 'ES2022',
              module: 'ESNext',
              moduleResolution: 'Bundler',
              lib: ['ES2023', 'DOM', 'DOM.Iterable'],
              types: ['node'],
              strict: true,
              skipLibCheck: true,
            },
            files: entries.map((each) => each.dts),
          },
        },
      },
      configObjectFullPath: join(root, 'api-extractor.base.json'),
      packageJsonFullPath,
    });
  // One TypeScript program per package, shared by all of its entry points.
  const configs = entries.map(configFor);
  const compilerState = CompilerState.create(configs[0], {
    additionalEntryPoints: entries.map((entry) => entry.dts),
  });

  for (const [index, entry] of entries.entries()) {
    const messages = [];
    const result = Extractor.invoke(configs[index], {
      localBuild: local,
      compilerState,
      messageCallback(message) {
        message.handled = true;
        if (message.logLevel === ExtractorLogLevel.None) return;
        if (message.logLevel === ExtractorLogLevel.Verbose) return;
        if (message.logLevel === ExtractorLogLevel.Info) return;
        // Whether the report was stale, created or rewritten is said below.
        if (String(message.messageId).startsWith('console-api-report-')) return;
        messages.push(message.formatMessageWithLocation(projectFolder));
      },
    });
    const label = `${pkg.name}${entry.subpath === '.' ? '' : entry.subpath.slice(1)}`;
    const reportPath = `packages/${name}/etc/${entry.report}.api.md`;
    const stale = result.apiReportChanged && !local;
    const ok = result.succeeded && messages.length === 0 && !stale;
    if (!ok) failed += 1;
    const state = stale
      ? `the public surface differs from ${reportPath} (the built one: packages/${name}/node_modules/.cache/api-extractor/${entry.report}.api.md)`
      : result.apiReportChanged
        ? `${reportPath} rewritten`
        : `matches ${reportPath}`;
    console.log(`${ok ? 'ok  ' : 'FAIL'} ${label}: ${state}, ${messages.length} warning(s)`);
    for (const line of messages) console.log(`       ${line}`);
  }
}

if (failed > 0) {
  console.error(
    `api-reports: ${failed} entry point(s) failed. An intended change of the public surface: ` +
      '`node scripts/api-reports.mjs --local` and commit etc/*.api.md; fix the warnings at their source.',
  );
  process.exit(1);
}
console.log('api-reports: every entry point matches its report');
