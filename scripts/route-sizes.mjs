#!/usr/bin/env node
// Initial JavaScript per route of the member app, gzip, from Vite's build manifest.
//
// A route's initial JavaScript is what the browser must fetch before the route's screen can
// render: the entry chunk (index.html -> src/main.tsx) with its static imports, plus the route's
// lazy screen chunk (src/app/routeScreens.tsx: one `lazyScreen(() => import(...))` per screen;
// screens not built yet render the placeholder's chunk) with its static imports, each file once;
// a `journeyScreen(...)` also waits for the journeys' services chunk, counted with it. Other
// chunks loaded later on demand (dynamic imports inside those chunks) are not counted.
//
//   node scripts/route-sizes.mjs            reads packages/web/dist (after `vite build`)
//   node scripts/route-sizes.mjs --build    runs `vite build --manifest` first, into its own folder
//                                           (packages/web/node_modules/.cache/route-sizes), so a
//                                           `vite preview` serving dist is left alone
//   node scripts/route-sizes.mjs --json     also writes reports/route-sizes.json
//   node scripts/route-sizes.mjs --packages [route]
//                                           also prints what the route's initial JavaScript is made
//                                           of (default /sign-in), by npm package and by workspace
//                                           folder, from the build's source maps (each group's code
//                                           gzipped on its own, so the parts add up only roughly)
//
// It also prints the payment step's own chunks (reserve-appointment and payment-authorize beyond
// the entry and the journeys' services) and the card payment's chunk (the Stripe adapter, loaded
// after the first paint, in no route's figure).
//
// Budget: the sign-in route at most 150 KB (docs/adr/0058). Over budget prints a clear line; the exit
// code is 1 with SIZE_BUDGET_STRICT set (1/true), as `npm test` (scripts/check.mjs) runs it, so
// a change that puts the first page over budget fails the checks. KB here is 1,024 bytes.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const web = join(root, 'packages', 'web');
const argv = process.argv.slice(2);
const args = new Set(argv);
const dist = args.has('--build')
  ? join(web, 'node_modules', '.cache', 'route-sizes')
  : join(web, 'dist');
const manifestPath = join(dist, '.vite', 'manifest.json');
const routeScreensPath = join(web, 'src', 'app', 'routeScreens.tsx');
const routeTablePath = join(root, 'packages', 'core', 'src', 'routing', 'routeTable.ts');

export const SIGN_IN_BUDGET_KB = 150;
const KB = 1024;
const strict = /^(1|true|yes)$/i.test(process.env.SIZE_BUDGET_STRICT ?? '');

function fail(message) {
  console.error(`route sizes: ${message}`);
  process.exit(1);
}

if (args.has('--build')) {
  const vite = join(web, 'node_modules', '.bin', 'vite');
  // --manifest on the command line too, so the script works whatever the config says.
  const options = ['--manifest', '--outDir', dist, '--emptyOutDir', '--logLevel', 'error'];
  // Test mode (the platform's emulated Stripe.js) unless the caller configured a key: the same
  // code either way, and a production build without a key refuses to build.
  const build = spawnSync(vite, ['build', ...options], {
    cwd: web,
    stdio: 'inherit',
    env:
      process.env.VITE_STRIPE_PUBLISHABLE_KEY || process.env.VITE_PAYMENTS
        ? process.env
        : { ...process.env, VITE_PAYMENTS: 'test' },
  });
  if (build.status !== 0) fail('vite build failed');
}

if (!existsSync(manifestPath)) {
  fail(
    `no build manifest at ${relative(root, manifestPath)}: run \`pnpm --filter @scanwise/web build\` ` +
      '(vite.config.ts has build.manifest: true) or this script with --build',
  );
}

/** @type {Record<string, {file: string, src?: string, isEntry?: boolean, isDynamicEntry?: boolean, imports?: string[], dynamicImports?: string[]}>} */
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

// The route table of the core, loaded from its TypeScript source (no core build needed).
const { tsImport } = await import('tsx/esm/api');
const { ROUTE_TABLE } = await tsImport(routeTablePath, import.meta.url);

// Screen key -> lazy module (src/...), read from routeScreens.tsx.
const routeScreens = readFileSync(routeScreensPath, 'utf8');
const lazyModules = new Map(); // component name -> 'src/screens/.../X.tsx'
const journeyComponents = new Set(); // screens that also wait for the journeys' services
for (const match of routeScreens.matchAll(
  /const (\w+) = (lazyScreen|journeyScreen)\(\s*\(\) =>\s*import\('\.\.\/([^']+)'\)/g,
)) {
  const [, component, kind, path] = match;
  lazyModules.set(component, `src/${path}.tsx`);
  if (kind === 'journeyScreen') journeyComponents.add(component);
}
// The journeys' services (core createJourneyServices), loaded on demand by main.tsx: counted in
// every route whose screen waits for them (routeScreens.tsx `journeyScreen`).
const JOURNEY_BINDINGS = 'src/composition/journeyBindings.ts';
// The dashboard's shell (app/appRoutes.tsx loads it on demand): counted in every route inside it.
const DASHBOARD_SHELL = 'src/app/DashboardLayout.tsx';
const builtScreens = new Map(); // screen key -> component name
const builtBlock = routeScreens.match(/const BUILT_SCREENS[^{]*=\s*{([\s\S]*?)\n};/);
if (!builtBlock) fail(`BUILT_SCREENS not found in ${relative(root, routeScreensPath)}`);
for (const match of builtBlock[1].matchAll(/^\s*'?([\w/ ]+?)'?: \(\) => <(\w+)/gm)) {
  builtScreens.set(match[1], match[2]);
}
if (lazyModules.size === 0 || builtScreens.size === 0) {
  fail(`no lazy screens found in ${relative(root, routeScreensPath)} (has its shape changed?)`);
}

const gzipSizes = new Map();
function gzipBytes(file) {
  let size = gzipSizes.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
    gzipSizes.set(file, size);
  }
  return size;
}

/** The manifest key and every static import below it (keys), depth first. */
function staticClosure(key, into = new Set()) {
  if (into.has(key)) return into;
  const chunk = manifest[key];
  if (!chunk) fail(`manifest has no entry ${key}`);
  into.add(key);
  for (const imported of chunk.imports ?? []) staticClosure(imported, into);
  return into;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) fail('the manifest has no entry chunk');
const entryKeys = staticClosure(entryKey);
const jsFiles = (keys) =>
  [...keys].map((key) => manifest[key].file).filter((f) => f.endsWith('.js'));
const sum = (files) => files.reduce((total, file) => total + gzipBytes(file), 0);
const entryBytes = sum(jsFiles(entryKeys));

function screenModule(screen) {
  const component = builtScreens.get(screen) ?? 'PlaceholderScreen';
  const module = lazyModules.get(component);
  if (!module) fail(`no lazy import for ${component} (screen ${screen})`);
  if (!manifest[module]) fail(`the manifest has no chunk for ${module}`);
  return module;
}

/**
 * Entry + the screen's chunk (+ the dashboard's shell for a route inside it, + the journeys' chunk
 * for a journey screen), static imports included.
 */
function routeClosure(screen, layout) {
  const keys = staticClosure(screenModule(screen), new Set(entryKeys));
  if (layout === 'dashboard') {
    if (!manifest[DASHBOARD_SHELL]) fail(`the manifest has no chunk for ${DASHBOARD_SHELL}`);
    staticClosure(DASHBOARD_SHELL, keys);
  }
  const component = builtScreens.get(screen) ?? 'PlaceholderScreen';
  if (journeyComponents.has(component)) {
    if (!manifest[JOURNEY_BINDINGS]) fail(`the manifest has no chunk for ${JOURNEY_BINDINGS}`);
    staticClosure(JOURNEY_BINDINGS, keys);
  }
  return keys;
}

// One row per route that renders a screen; the six booking prefixes share one row per step.
const rows = new Map();
for (const route of ROUTE_TABLE) {
  const redirectsOnly =
    route.screen === null ||
    route.rules.some(
      (rule) => rule.kind === 'always-redirect' || rule.kind === 'referral-redirect',
    );
  if (redirectsOnly) continue;
  const path = route.bookingFlow
    ? route.pattern.replace(`/${route.bookingFlow.prefix}/`, '/:flow/')
    : route.pattern;
  if (rows.has(path)) continue;
  const module = screenModule(route.screen);
  const keys = routeClosure(route.screen, route.layout);
  const files = jsFiles(keys);
  rows.set(path, {
    route: path,
    screen: route.screen,
    layout: route.layout,
    built: builtScreens.has(route.screen),
    chunk: manifest[module].file,
    files: files.length,
    gzipBytes: sum(files),
  });
}

const sorted = [...rows.values()].sort((a, b) => a.route.localeCompare(b.route));
const kb = (bytes) => (bytes / KB).toFixed(1);
const width = Math.max(...sorted.map((row) => row.route.length), 'route'.length);
const label = (row) => (row.built ? row.screen : `${row.screen} (placeholder)`);
const screenWidth = Math.max(...sorted.map((row) => label(row).length), 'screen'.length);
console.log(
  `Initial JavaScript per route, gzip (level 9), KB = 1,024 bytes; entry alone ${kb(entryBytes)} KB`,
);
console.log(
  `${'route'.padEnd(width)}  ${'screen'.padEnd(screenWidth)}  ${'files'.padStart(5)}  ${'KB'.padStart(7)}`,
);
for (const row of sorted) {
  console.log(
    `${row.route.padEnd(width)}  ${label(row).padEnd(screenWidth)}  ${String(row.files).padStart(5)}  ${kb(row.gzipBytes).padStart(7)}`,
  );
}

const signIn = rows.get('/sign-in');
if (!signIn) fail('the route table has no /sign-in row');
const over = signIn.gzipBytes > SIGN_IN_BUDGET_KB * KB;
console.log(
  `\nSign-in route (/sign-in): ${kb(signIn.gzipBytes)} KB of a ${SIGN_IN_BUDGET_KB} KB budget: ` +
    (over
      ? `OVER BUDGET by ${kb(signIn.gzipBytes - SIGN_IN_BUDGET_KB * KB)} KB`
      : `within budget (${kb(SIGN_IN_BUDGET_KB * KB - signIn.gzipBytes)} KB to spare)`),
);

// The payment step: its screens' own chunks (beyond the entry and the journeys' services, which
// every journey screen shares), and the card payment's chunk (the Stripe adapter with Stripe.js's
// loader), which the browser preset loads after the first paint, never with a route.
const PAYMENT_SCREENS = [
  ['reserve-appointment', 'src/screens/booking/ReserveAppointmentScreen.tsx'],
  ['payment-authorize', 'src/screens/paymentAuthorize/PaymentAuthorizeScreen.tsx'],
];
const CARD_PAYMENT_CHUNK = '../adapters/src/payment/stripeCardPayment.ts';
/** The JavaScript files of `key`'s static closure that are not already in `shared`. */
function ownFiles(key, shared) {
  if (!manifest[key]) fail(`the manifest has no chunk for ${key}`);
  const sharedFiles = new Set(jsFiles(shared));
  return jsFiles(staticClosure(key)).filter((file) => !sharedFiles.has(file));
}
const sharedByJourneys = staticClosure(JOURNEY_BINDINGS, new Set(entryKeys));
const paymentStep = PAYMENT_SCREENS.map(
  ([name, key]) => `${name} ${kb(sum(ownFiles(key, sharedByJourneys)))} KB`,
);
const cardPaymentBytes = sum(ownFiles(CARD_PAYMENT_CHUNK, entryKeys));
console.log(
  `Payment step's own chunks (beyond the entry and the journeys' services): ${paymentStep.join(', ')}; ` +
    `the card payment (Stripe adapter and Stripe.js's loader, after the first paint): ${kb(cardPaymentBytes)} KB`,
);

/** Base64 VLQ source-map mappings -> per line, segments [column, sourceIndex?] (absolute). */
function decodeMappings(mappings) {
  const values = new Map(
    [...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'].map((c, i) => [c, i]),
  );
  const lines = [];
  let source = 0;
  for (const line of mappings.split(';')) {
    const segments = [];
    let column = 0;
    for (const text of line.split(',')) {
      if (!text) continue;
      const fields = [];
      let value = 0;
      let shift = 0;
      for (const char of text) {
        const digit = values.get(char);
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      column += fields[0];
      if (fields.length > 1) source += fields[1];
      segments.push(fields.length > 1 ? [column, source] : [column]);
    }
    lines.push(segments);
  }
  return lines;
}

/** An original source path as a group: `npm:<package>` or `<workspace package>/<folder>`. */
function sourceGroup(source) {
  const npm = source.match(/node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/);
  if (npm) return `npm:${npm[1]}`;
  const workspace = source.match(/(core|adapters|web)\/src\/([^/]+)/);
  if (workspace) return `${workspace[1]}/${workspace[2]}`;
  const web = source.match(/(?:^|\/)src\/([^/]+)/);
  return web ? `web/${web[1]}` : source;
}

function packageBreakdown(files) {
  const groups = new Map();
  for (const file of files) {
    const path = join(dist, file);
    if (!existsSync(`${path}.map`)) continue;
    const code = readFileSync(path, 'utf8').split('\n');
    const map = JSON.parse(readFileSync(`${path}.map`, 'utf8'));
    decodeMappings(map.mappings).forEach((segments, lineIndex) => {
      const line = code[lineIndex] ?? '';
      segments.forEach((segment, index) => {
        const end = index + 1 < segments.length ? segments[index + 1][0] : line.length;
        const group = segment.length > 1 ? sourceGroup(map.sources[segment[1]]) : '(bundler)';
        const parts = groups.get(group) ?? [];
        parts.push(line.slice(segment[0], end));
        groups.set(group, parts);
      });
    });
  }
  return [...groups]
    .map(([group, parts]) => ({ group, gzipBytes: gzipSync(parts.join(''), { level: 9 }).length }))
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
}

if (args.has('--packages')) {
  const next = argv[argv.indexOf('--packages') + 1];
  const route = next && !next.startsWith('--') ? next : '/sign-in';
  const row = rows.get(route);
  if (!row) fail(`no route ${route} in the table`);
  const keys = routeClosure(row.screen, row.layout);
  const breakdown = packageBreakdown(jsFiles(keys));
  console.log(`\n${route}: its ${kb(row.gzipBytes)} KB by package and folder (each gzipped alone)`);
  for (const { group, gzipBytes } of breakdown.filter((entry) => entry.gzipBytes >= 256)) {
    console.log(`  ${group.padEnd(40)} ${kb(gzipBytes).padStart(7)}`);
  }
}

if (args.has('--json')) {
  const reports = join(root, 'reports');
  mkdirSync(reports, { recursive: true });
  writeFileSync(
    join(reports, 'route-sizes.json'),
    `${JSON.stringify({ budgetKb: SIGN_IN_BUDGET_KB, entryGzipBytes: entryBytes, cardPaymentGzipBytes: cardPaymentBytes, routes: sorted }, null, 2)}\n`,
  );
}

if (over && strict) {
  console.error('route sizes: the sign-in route is over budget (SIZE_BUDGET_STRICT is set)');
  process.exit(1);
}
if (over) console.log('(not failing: set SIZE_BUDGET_STRICT=1 to fail over budget)');
