#!/usr/bin/env node
// Initial JavaScript per route of the member app, gzip, from Vite's build manifest.
//
// A route's initial JavaScript is what the browser must fetch before the route's screen can
// render: the entry chunk (index.html -> src/main.tsx) with its static imports, plus the route's
// lazy screen chunk (src/app/routeScreens.tsx: one `lazyScreen(() => import(...))` per screen;
// screens not built yet render the placeholder's chunk) with its static imports, each file once;
// a `journeyScreen([...groups], ...)` also waits for its service groups' chunks (src/composition/
// serviceGroups.ts: each group's binding with what it builds on, and the journeys' ports' chunk
// where the group needs them) and for the bindings' table they load through (composition/
// journeys/groupChunks.ts, the journey base: docs/adr/0135), counted with it (a
// `memberDataScreen(...)`: the member's data's); and every screen waits for the US English
// strings of the i18n areas it names (its last argument; src/i18n/areaStrings.ts's loaders, a
// chunk each, or its list's one chunk, src/build/areaStringLists.ts, docs/adr/0141, 0142), printed
// as part of the figure ("strings KB").
// That is what the page's first render (and a prerendered page's hydration) waits for. What it
// loads once it is interactive (src/startup/idleScheduler.ts: an idle moment after its paint, or
// the first submit, whichever comes first) is printed beside it, never in it (docs/adr/0130): the
// session's reporting (tracking, consent, error reporting's service, the funnel), which every
// page loads then, and a public journey's member calls (the session's platform client and the
// catalogue's parts it calls: serviceGroups.ts GROUPS_WITH_CALLS_ON_DEMAND), each file once and
// none already counted in the initial figure. Other chunks loaded later on demand are not counted.
//
//   node scripts/route-sizes.mjs            reads packages/web/dist (after `vite build`)
//   node scripts/route-sizes.mjs --build    runs `vite build --manifest` first, into its own folder
//                                           (packages/web/node_modules/.cache/route-sizes), so a
//                                           `vite preview` serving dist is left alone
//   node scripts/route-sizes.mjs --json     also writes reports/route-sizes.json
//   node scripts/route-sizes.mjs --markdown also prints the table as Markdown (the README's)
//   node scripts/route-sizes.mjs --packages [route]
//                                           also prints what the route's initial JavaScript is made
//                                           of (default /sign-in), by npm package and by workspace
//                                           folder, from the build's source maps (each group's code
//                                           gzipped on its own, so the parts add up only roughly)
//
// It also prints the payment screens' own chunks (reserve-appointment beyond the entry and the
// booking group's services, payment-authorize beyond the entry and the payment group's) and the
// card payment's chunk (the Stripe adapter, loaded after the first paint, in no route's figure).
//
// Budgets (docs/adr/0058), one line per route with its figures, its budget and the headroom: a
// public route at most 150 KB, a signed-in route at most 190 KB, any route at most 15 JavaScript
// files before its first paint. Two ceilings sit just above what the build reaches (docs/adr/
// 0084), so neither can grow unseen: the sign-in route's on its own, and the entry's (with its
// static imports), which every route pays for; and each route still over its budget has its own
// (SIGNED_IN_CEILINGS_KB, docs/adr/0086; PUBLIC_CEILINGS_KB, docs/adr/0130; FILES_CEILINGS, docs/
// adr/0141), and the budget holds every route without one. A rule is enforced
// once every route meets it (ENFORCED below): with SIZE_BUDGET_STRICT set (1/true), as `npm test`
// (scripts/check.mjs) runs it, a route over an enforced budget makes the exit code 1; a rule not
// enforced yet prints its routes over budget and passes. KB here is 1,024 bytes.
//
// It also checks how the build forms its chunks (packages/web/src/build/routeChunks.ts, docs/adr/
// 0113, 0123): no lazy part imports a service group's chunk it does not wait for (a journey's
// screen only its own groups' and what they build on, so a public journey never the booking's or
// the member's data; any other lazy part at most the member's data's); enforced like a budget.
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

/**
 * The sign-in route's own ceiling, enforced on its own: the first page of most visits, kept about
 * 3.5 KB under the public budget so the next feature of the entry has room (docs/adr/0084). The
 * entry names every chunk loaded on demand (Vite's preload list), so each chunk costs it a little.
 */
export const SIGN_IN_BUDGET_KB = 144.5;
/** The entry's ceiling (with its static imports): every route's first paint pays for it. */
export const ENTRY_BUDGET_KB = 139;
/** Initial JavaScript, gzip, of a public route (sign-in, join, forgot password, CAT, offers...). */
export const PUBLIC_ROUTE_BUDGET_KB = 150;
/** Initial JavaScript, gzip, of a route that requires authentication. */
export const SIGNED_IN_ROUTE_BUDGET_KB = 190;
/** JavaScript files fetched before a route's first paint. */
export const ROUTE_FILES_BUDGET = 15;
/**
 * The signed-in routes over SIGNED_IN_ROUTE_BUDGET_KB, each held at what it reached (under a KB
 * above it, docs/adr/0086, 0141: their areas' strings counted) until it is within the budget:
 * enforced, so none grows meanwhile. A route within the budget leaves this list (the output says
 * so).
 */
export const SIGNED_IN_CEILINGS_KB = Object.freeze({});
/**
 * The public routes still over PUBLIC_ROUTE_BUDGET_KB, each held at what it reached (under a KB
 * above it, docs/adr/0130, 0135, 0141: their area's strings counted) until it is within the budget: enforced, so none grows meanwhile. A
 * route within the budget leaves this list (the output says so).
 */
export const PUBLIC_CEILINGS_KB = Object.freeze({
  '/cat/questionnaire': 152.6,
  '/cat/results': 152.1,
  '/cat/results/sign-up': 151.7,
  '/initial-setup/set-password': 151.2,
  '/initial-setup/tos': 151.7,
  '/join': 152.2,
  '/link-association': 151.3,
  '/sign-up/claim-offer': 152.1,
  '/sign-up/claim-offer-sponsored': 152.1,
});
/**
 * The routes over ROUTE_FILES_BUDGET, each held at the files it reached (its areas' strings a
 * file, docs/adr/0141, 0142) until it is within the budget: enforced, so none fetches a file more
 * meanwhile. A route within the budget leaves this list (the output says so).
 */
export const FILES_CEILINGS = Object.freeze({});
/**
 * The rules SIZE_BUDGET_STRICT enforces. A rule not enforced is printed with every route over it;
 * once none is, the output says so, and the rule is switched on here.
 */
export const ENFORCED = Object.freeze({
  signIn: true,
  entry: true,
  publicRoutes: true,
  publicCeilings: true,
  signedInRoutes: true,
  signedInCeilings: true,
  files: true,
  filesCeilings: true,
  journeysApart: true,
  stringsWithScreens: true,
});
const KB = 1024;
const strict = /^(1|true|yes)$/i.test(process.env.SIZE_BUDGET_STRICT ?? '');

function fail(message) {
  console.error(`route sizes: ${message}`);
  process.exit(1);
}

/**
 * A chunk the sources name but the manifest lacks: without `--build` the script reads
 * packages/web/dist, which may predate the sources, so the message says how to get a fresh one.
 */
function missingFromManifest(what) {
  fail(
    args.has('--build')
      ? `the manifest has no ${what}`
      : `the manifest has no ${what}: packages/web/dist may be older than the sources (run with --build)`,
  );
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

// Screen key -> lazy module (src/...), read from routeScreens.tsx as the build's chunk groups read it.
const { lazyScreenModules } = await tsImport(
  join(web, 'src', 'build', 'screenLoads.ts'),
  import.meta.url,
);
const routeScreens = readFileSync(routeScreensPath, 'utf8');
const lazyModules = new Map(); // component name -> 'src/screens/.../X.tsx'
const screenServices = new Map(); // component name -> the service groups it waits for
const screenAreas = new Map(); // component name -> the i18n areas it waits for
for (const { component, module, services, areas } of lazyScreenModules(routeScreens)) {
  if (areas === null)
    fail(`${component} names no i18n areas in ${relative(root, routeScreensPath)}`);
  lazyModules.set(component, module);
  screenServices.set(component, services);
  screenAreas.set(component, areas);
}
// Each i18n area's US English chunk (src/i18n/areaStrings.ts's loaders), which a screen naming
// the area waits for beside its code.
const { areaStringModules } = await tsImport(
  join(web, 'src', 'build', 'areaStringModules.ts'),
  import.meta.url,
);
const areaModules = areaStringModules(
  readFileSync(join(web, 'src', 'i18n', 'areaStrings.ts'), 'utf8'),
);
// The areas only one area's journey screens name go in those screens' chunk (src/build/
// routeChunks.ts areaStringChunks, docs/adr/0142): module -> chunk name.
const { areaStringChunks } = await tsImport(
  join(web, 'src', 'build', 'routeChunks.ts'),
  import.meta.url,
);
const stringsInScreenChunks = areaStringChunks(lazyScreenModules(routeScreens), areaModules);
/** The manifest key of the chunk that holds an area's US English strings. */
function stringsKeyOf(area) {
  const module = areaModules.get(area);
  if (module && manifest[module]) return module;
  const chunk = module && stringsInScreenChunks.get(module);
  const key =
    chunk &&
    Object.keys(manifest).find(
      (k) => k.startsWith(`_${chunk}-`) && manifest[k].file.endsWith('.js'),
    );
  if (!key) missingFromManifest(`strings chunk for the ${area} area`);
  return key;
}
// The US English of several areas a screen names comes in its list's chunk, one file (src/build/
// areaStringLists.ts; but the areas in a screens' chunk, which come with the code).
const { screenAreaStringLists } = await tsImport(
  join(web, 'src', 'build', 'routeChunks.ts'),
  import.meta.url,
);
const { firstRenderStringModules } = await tsImport(
  join(web, 'src', 'build', 'areaStringLists.ts'),
  import.meta.url,
);
const areaLists = screenAreaStringLists(lazyScreenModules(routeScreens), areaModules);
/**
 * The chunks of the screen's areas' US English strings (with their static imports), as its first
 * render loads them: its list's chunk (a later page may load a missing area's own chunk instead,
 * as small or smaller), and the chunk of each area outside it.
 */
function stringsClosure(component) {
  const keys = new Set();
  const areas = screenAreas.get(component) ?? [];
  for (const module of firstRenderStringModules(areas, areaLists, areaModules)) {
    const area = [...areaModules].find(([, own]) => own === module)?.[0];
    if (!area && !manifest[module]) missingFromManifest(`strings chunk for ${module}`);
    staticClosure(area ? stringsKeyOf(area) : module, keys);
  }
  return keys;
}
/** Each screens' chunk holding an area's strings, by manifest key: the area. */
const screenChunkAreas = new Map(
  [...areaModules]
    .filter(([, module]) => stringsInScreenChunks.has(module))
    .map(([area]) => [stringsKeyOf(area), area]),
);
// The groups of services that load on demand (src/composition/serviceGroups.ts), each a chunk of
// its own (src/build/routeChunks.ts SERVICE_CHUNKS): a screen that waits for a group counts its
// binding's chunk with its static imports (what the group builds on), and the journeys' own ports
// (hubs, card payment; fetched beside it by main.tsx) where the group needs them.
const { GROUPS_WITH_JOURNEY_PORTS } = await tsImport(
  join(web, 'src', 'composition', 'journeys', 'groupChunks.ts'),
  import.meta.url,
);
const { SERVICE_CHUNKS, JOURNEY_BASE_CHUNK, PUBLIC_CALLS_CHUNK } = await tsImport(
  join(web, 'src', 'build', 'routeChunks.ts'),
  import.meta.url,
);
const JOURNEY_PORTS = 'src/composition/browserJourneyPorts.ts';
/** A group's binding module (what main.tsx imports on demand for it). */
const bindingOf = (group) =>
  group === 'memberData'
    ? 'src/composition/memberDataBindings.ts'
    : `src/composition/journeys/${group}.ts`;
/** The manifest key of a module: its own chunk's, or the service chunk's that took it. */
function chunkKeyOf(module) {
  if (manifest[module]) return module;
  const binding = module.replace(/^src\/composition\//, '').replace(/\.ts$/, '');
  const chunk = SERVICE_CHUNKS.find((entry) => new RegExp(`^${entry.binding}$`).test(binding));
  // The chunk's script, not its style sheet (a group's chunk may have both).
  const key =
    chunk &&
    Object.keys(manifest).find(
      (k) => k.startsWith(`_${chunk.chunk}-`) && manifest[k].file.endsWith('.js'),
    );
  return key ?? module;
}
/** Where main.tsx finds each group's binding: fetched before any group's chunk. */
const GROUP_CHUNKS = 'src/composition/journeys/groupChunks.ts';
/** The chunks of the service groups (with their static imports and ports), added to `keys`. */
function servicesClosure(keys, groups) {
  if (groups.length > 0) staticClosure(chunkKeyOf(GROUP_CHUNKS), keys);
  for (const group of groups) {
    const key = chunkKeyOf(bindingOf(group));
    if (!manifest[key]) missingFromManifest(`chunk for ${bindingOf(group)}`);
    staticClosure(key, keys);
    if (GROUPS_WITH_JOURNEY_PORTS.has(group)) {
      if (!manifest[JOURNEY_PORTS]) missingFromManifest(`chunk for ${JOURNEY_PORTS}`);
      staticClosure(JOURNEY_PORTS, keys);
    }
  }
  return keys;
}
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
  if (!chunk) missingFromManifest(`entry ${key}`);
  into.add(key);
  for (const imported of chunk.imports ?? []) staticClosure(imported, into);
  return into;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) missingFromManifest('entry chunk');
const entryKeys = staticClosure(entryKey);
const jsFiles = (keys) =>
  [...keys].map((key) => manifest[key].file).filter((f) => f.endsWith('.js'));
const sum = (files) => files.reduce((total, file) => total + gzipBytes(file), 0);
const entryBytes = sum(jsFiles(entryKeys));

function screenModule(screen) {
  const component = builtScreens.get(screen) ?? 'PlaceholderScreen';
  const module = lazyModules.get(component);
  if (!module) fail(`no lazy import for ${component} (screen ${screen})`);
  if (!manifest[module]) missingFromManifest(`chunk for ${module}`);
  return module;
}

/**
 * Entry + the screen's chunk (+ the dashboard's shell for a route inside it, + the chunks of the
 * service groups the screen waits for, + its areas' strings), static imports included.
 */
function routeClosure(screen, layout) {
  const keys = codeClosure(screen, layout);
  for (const key of stringsClosure(builtScreens.get(screen) ?? 'PlaceholderScreen')) keys.add(key);
  return keys;
}

/** What routeClosure counts but the strings: the route's code. */
function codeClosure(screen, layout) {
  const keys = staticClosure(screenModule(screen), new Set(entryKeys));
  if (layout === 'dashboard') {
    if (!manifest[DASHBOARD_SHELL]) missingFromManifest(`chunk for ${DASHBOARD_SHELL}`);
    staticClosure(DASHBOARD_SHELL, keys);
  }
  const component = builtScreens.get(screen) ?? 'PlaceholderScreen';
  servicesClosure(keys, screenServices.get(component) ?? []);
  return keys;
}

// What a page loads once it is interactive (docs/adr/0130), beside what its first render waits
// for: the session's reporting on every page (main.tsx, its load once the page is idle), and the
// member calls where the screen's journey makes them on demand (routeScreens.tsx).
const { GROUPS_WITH_CALLS_ON_DEMAND } = await tsImport(
  join(web, 'src', 'composition', 'serviceGroups.ts'),
  import.meta.url,
);
const REPORTING_CHUNK = Object.keys(manifest).find(
  (key) => key.startsWith('_session-reporting-') && key.endsWith('.js'),
);
if (!REPORTING_CHUNK) missingFromManifest('session-reporting chunk');
/** The chunks the page loads once interactive (with their static imports), not in `initial`. */
function afterInteractiveClosure(screen, initial) {
  const component = builtScreens.get(screen) ?? 'PlaceholderScreen';
  const groups = screenServices.get(component) ?? [];
  const keys = staticClosure(REPORTING_CHUNK, new Set());
  if (groups.some((group) => GROUPS_WITH_CALLS_ON_DEMAND.has(group))) {
    servicesClosure(keys, ['memberCalls']);
    // With the catalogue's parts the journey calls (core publicCallParts.ts).
    const parts = Object.keys(manifest).find((key) => key.startsWith(`_${PUBLIC_CALLS_CHUNK}-`));
    if (!parts) missingFromManifest(`${PUBLIC_CALLS_CHUNK} chunk`);
    staticClosure(parts, keys);
  }
  return new Set([...keys].filter((key) => !initial.has(key)));
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
  const budgetKb = route.access === 'public' ? PUBLIC_ROUTE_BUDGET_KB : SIGNED_IN_ROUTE_BUDGET_KB;
  const gzipBytes = sum(files);
  const afterFiles = jsFiles(afterInteractiveClosure(route.screen, keys));
  const component = builtScreens.get(route.screen) ?? 'PlaceholderScreen';
  const code = codeClosure(route.screen, route.layout);
  // The strings' own files: an area in its screens' chunk comes with the code.
  const stringsFiles = jsFiles([...stringsClosure(component)].filter((key) => !code.has(key)));
  // A screens' chunk holding an area's strings: loaded with the code of each route naming the
  // area, and by no route that does not name it (which would wait for strings it never shows).
  const named = screenAreas.get(component) ?? [];
  const stringsApart = [...screenChunkAreas]
    .filter(([key, area]) => named.includes(area) !== code.has(key))
    .map(([, area]) => area);
  rows.set(path, {
    route: path,
    screen: route.screen,
    access: route.access,
    layout: route.layout,
    built: builtScreens.has(route.screen),
    chunk: manifest[module].file,
    files: files.length,
    filesBudget: ROUTE_FILES_BUDGET,
    gzipBytes,
    stringsFiles: stringsFiles.length,
    stringsGzipBytes: sum(stringsFiles),
    afterInteractiveFiles: afterFiles.length,
    afterInteractiveGzipBytes: sum(afterFiles),
    budgetKb,
    overSize: gzipBytes > budgetKb * KB,
    overFiles: files.length > ROUTE_FILES_BUDGET,
    stringsApart,
  });
}

const sorted = [...rows.values()].sort((a, b) => a.route.localeCompare(b.route));
const kb = (bytes) => (bytes / KB).toFixed(1);
const signed = (bytes) => `${bytes < 0 ? '-' : '+'}${kb(Math.abs(bytes))}`;
const accessLabel = (row) => (row.access === 'public' ? 'public' : 'signed-in');
const label = (row) => (row.built ? row.screen : `${row.screen} (placeholder)`);
const overLabel = (row) =>
  [row.overSize ? 'size' : '', row.overFiles ? 'files' : ''].filter(Boolean).join(', ');
/** A route's line: its figures, its budgets and the headroom (negative: over budget). */
const cells = (row) => [
  row.route,
  accessLabel(row),
  label(row),
  `${row.files}/${row.filesBudget}`,
  kb(row.gzipBytes),
  kb(row.stringsGzipBytes),
  `+${kb(row.afterInteractiveGzipBytes)}`,
  String(row.budgetKb),
  signed(row.budgetKb * KB - row.gzipBytes),
  row.overSize || row.overFiles ? `OVER (${overLabel(row)})` : 'ok',
];
const HEADERS = [
  'route',
  'access',
  'screen',
  'files',
  'KB',
  'strings KB',
  'then KB',
  'budget KB',
  'headroom KB',
  '',
];
const RIGHT = new Set([3, 4, 5, 6, 7, 8]);
const table = [HEADERS, ...sorted.map(cells)];
const widths = HEADERS.map((_, column) => Math.max(...table.map((line) => line[column].length)));
console.log(
  `Initial JavaScript per route, gzip (level 9), KB = 1,024 bytes; entry alone ${kb(entryBytes)} KB. ` +
    `Budgets: public ${PUBLIC_ROUTE_BUDGET_KB} KB, signed-in ${SIGNED_IN_ROUTE_BUDGET_KB} KB, ` +
    `${ROUTE_FILES_BUDGET} JavaScript files. "KB" is what the first render (a prerendered page: ` +
    'its hydration) waits for, the US English strings of the screen\'s areas included ("strings ' +
    "KB\": one chunk for its list of areas, or the one area's own; an area only one journey's " +
    "screens name comes in those screens' chunk, counted with the code; an en-GB path also waits for the British overrides, " +
    'a chunk each, not counted); "then KB" what the page loads once it is interactive (the reporting, a public ' +
    "journey's member calls), in no budget.",
);
for (const line of table) {
  console.log(
    line
      .map((cell, column) =>
        RIGHT.has(column) ? cell.padStart(widths[column]) : cell.padEnd(widths[column]),
      )
      .join('  ')
      .trimEnd(),
  );
}

/** One budget rule (a key of ENFORCED): the routes it covers that are over it, printed. */
function rule(key, name, covered, isOver, describe) {
  const enforced = ENFORCED[key];
  const over = covered.filter(isOver);
  const state = enforced ? 'enforced' : 'not enforced yet';
  let verdict = `${over.length} of ${covered.length} OVER: ${over.map(describe).join('; ')}`;
  if (over.length === 0) {
    verdict = enforced
      ? `all ${covered.length} within`
      : `all ${covered.length} within (enforce it: ENFORCED.${key} in scripts/route-sizes.mjs)`;
  }
  console.log(`${name} (${state}): ${verdict}`);
  return { name, enforced, over: over.map((row) => row.route) };
}

const signIn = rows.get('/sign-in');
if (!signIn) fail('the route table has no /sign-in row');
console.log(
  `\nSign-in route (/sign-in, ${ENFORCED.signIn ? 'enforced' : 'not enforced yet'}): ` +
    `${kb(signIn.gzipBytes)} KB of a ${SIGN_IN_BUDGET_KB} KB budget: ` +
    (signIn.gzipBytes > SIGN_IN_BUDGET_KB * KB
      ? `OVER BUDGET by ${kb(signIn.gzipBytes - SIGN_IN_BUDGET_KB * KB)} KB`
      : `within budget (${kb(SIGN_IN_BUDGET_KB * KB - signIn.gzipBytes)} KB to spare)`),
);
console.log(
  `Entry (${ENFORCED.entry ? 'enforced' : 'not enforced yet'}): ` +
    `${kb(entryBytes)} KB of a ${ENTRY_BUDGET_KB} KB ceiling: ` +
    (entryBytes > ENTRY_BUDGET_KB * KB
      ? `OVER BUDGET by ${kb(entryBytes - ENTRY_BUDGET_KB * KB)} KB`
      : `within budget (${kb(ENTRY_BUDGET_KB * KB - entryBytes)} KB to spare)`),
);
const sizeOver = (row) => `${row.route} ${kb(row.gzipBytes)} KB`;
const rules = [
  {
    name: 'sign-in',
    enforced: ENFORCED.signIn,
    over: signIn.gzipBytes > SIGN_IN_BUDGET_KB * KB ? [signIn.route] : [],
  },
  {
    name: 'entry',
    enforced: ENFORCED.entry,
    over: entryBytes > ENTRY_BUDGET_KB * KB ? ['(entry)'] : [],
  },
  rule(
    'publicRoutes',
    `Public routes without a ceiling at most ${PUBLIC_ROUTE_BUDGET_KB} KB`,
    sorted.filter((row) => row.access === 'public' && !(row.route in PUBLIC_CEILINGS_KB)),
    (row) => row.overSize,
    sizeOver,
  ),
  rule(
    'publicCeilings',
    'Public routes over budget, at most their ceiling',
    sorted.filter((row) => row.route in PUBLIC_CEILINGS_KB),
    (row) => row.gzipBytes > PUBLIC_CEILINGS_KB[row.route] * KB,
    (row) => `${row.route} ${kb(row.gzipBytes)} KB of ${PUBLIC_CEILINGS_KB[row.route]}`,
  ),
  rule(
    'signedInRoutes',
    `Signed-in routes without a ceiling at most ${SIGNED_IN_ROUTE_BUDGET_KB} KB`,
    sorted.filter((row) => row.access !== 'public' && !(row.route in SIGNED_IN_CEILINGS_KB)),
    (row) => row.overSize,
    sizeOver,
  ),
  rule(
    'signedInCeilings',
    'Signed-in routes over budget, at most their ceiling',
    sorted.filter((row) => row.route in SIGNED_IN_CEILINGS_KB),
    (row) => row.gzipBytes > SIGNED_IN_CEILINGS_KB[row.route] * KB,
    (row) => `${row.route} ${kb(row.gzipBytes)} KB of ${SIGNED_IN_CEILINGS_KB[row.route]}`,
  ),
  rule(
    'files',
    `Routes without a ceiling at most ${ROUTE_FILES_BUDGET} JavaScript files`,
    sorted.filter((row) => !(row.route in FILES_CEILINGS)),
    (row) => row.overFiles,
    (row) => `${row.route} ${row.files}`,
  ),
  rule(
    'filesCeilings',
    'Routes over the files budget, at most their ceiling',
    sorted.filter((row) => row.route in FILES_CEILINGS),
    (row) => row.files > FILES_CEILINGS[row.route],
    (row) => `${row.route} ${row.files} of ${FILES_CEILINGS[row.route]}`,
  ),
];

// Each group of services (src/build/routeChunks.ts SERVICE_CHUNKS) loads only with what waits for
// it: a lazy part (a screen, the dashboard's frame, the session's client and followers, idle
// warning, consent, the adapters) importing a group's chunk it does not wait for would fetch
// that code for nothing, and a public journey would wait for booking or the member's data. A
// screen may import the chunks its groups' bindings reach; any other lazy part none.
// The journey base (the bindings' table, what the public journeys build on) is no group's: every
// journey's screen loads it first, and the shell's parts may share its operators and icons.
const serviceChunks = new Set(
  Object.keys(manifest).filter((key) =>
    SERVICE_CHUNKS.some(
      ({ chunk }) => chunk !== JOURNEY_BASE_CHUNK && key.startsWith(`_${chunk}-`),
    ),
  ),
);
const servicesByModule = new Map(
  [...lazyModules].map(([component, module]) => [module, screenServices.get(component) ?? []]),
);
/** The bindings and the upload screen's parts: loaded with their own group. */
const GROUP_PARTS =
  /^src\/composition\/(journeys\/\w+|memberDataBindings|journeyBindings|mammoUploadQueueFactory|browserMammoUploadAdapters)\.ts$/;
const pullingJourneys = Object.keys(manifest)
  .filter((key) => manifest[key].isDynamicEntry || /^_session-client-/.test(key))
  .filter((key) => !GROUP_PARTS.test(key))
  .filter((key) => {
    // A lazy part outside the journeys (the dashboard's frame and sections) may build on the
    // member's data; a journey's screen on its own groups only.
    const allowed = servicesClosure(new Set(), servicesByModule.get(key) ?? ['memberData']);
    return [...staticClosure(key)].some((chunk) => serviceChunks.has(chunk) && !allowed.has(chunk));
  });
console.log(
  `Lazy parts that import a service group's chunk they do not wait for (${ENFORCED.journeysApart ? 'enforced' : 'not enforced yet'}): ` +
    (pullingJourneys.length === 0
      ? 'none'
      : `${pullingJourneys.length}: ${pullingJourneys.join('; ')}`),
);
rules.push({
  name: 'journeys apart',
  enforced: ENFORCED.journeysApart,
  over: pullingJourneys,
});
rules.push(
  rule(
    'stringsWithScreens',
    "Routes that wait for an area's strings in a screens' chunk without that chunk's code, or the reverse",
    sorted,
    (row) => row.stringsApart.length > 0,
    (row) => `${row.route} (${row.stringsApart.join(', ')})`,
  ),
);
// Each table of ceilings names only routes of the route table, and says which of its routes are
// within their budget now, so their ceiling can go.
for (const [table, ceilings, budget, over] of [
  ['SIGNED_IN_CEILINGS_KB', SIGNED_IN_CEILINGS_KB, `${SIGNED_IN_ROUTE_BUDGET_KB} KB`, 'overSize'],
  ['PUBLIC_CEILINGS_KB', PUBLIC_CEILINGS_KB, `${PUBLIC_ROUTE_BUDGET_KB} KB`, 'overSize'],
  ['FILES_CEILINGS', FILES_CEILINGS, `${ROUTE_FILES_BUDGET} files`, 'overFiles'],
]) {
  const unknown = Object.keys(ceilings).filter((route) => !rows.has(route));
  if (unknown.length > 0) fail(`${table} names no route: ${unknown}`);
  const within = sorted.filter((row) => row.route in ceilings && !row[over]);
  if (within.length > 0) {
    console.log(
      `Within ${budget} now (drop from ${table}): ${within.map((row) => row.route).join('; ')}`,
    );
  }
}
const failing = rules.filter((entry) => entry.enforced && entry.over.length > 0);

// The payment screens: their own chunks (beyond the entry and their group's services: booking's,
// which every booking step shares, and the payment's), and the card payment's chunk (the Stripe
// adapter with Stripe.js's loader), which the browser preset loads after the first paint, never
// with a route.
const PAYMENT_SCREENS = [
  ['reserve-appointment', 'src/screens/booking/ReserveAppointmentScreen.tsx', 'booking'],
  ['payment-authorize', 'src/screens/paymentAuthorize/PaymentAuthorizeScreen.tsx', 'payment'],
];
const CARD_PAYMENT_CHUNK = '../adapters/src/payment/stripeCardPayment.ts';
/** The JavaScript files of `key`'s static closure that are not already in `shared`. */
function ownFiles(key, shared) {
  if (!manifest[key]) missingFromManifest(`chunk for ${key}`);
  const sharedFiles = new Set(jsFiles(shared));
  return jsFiles(staticClosure(key)).filter((file) => !sharedFiles.has(file));
}
const paymentStep = PAYMENT_SCREENS.map(
  ([name, key, group]) =>
    `${name} ${kb(sum(ownFiles(key, servicesClosure(new Set(entryKeys), [group]))))} KB`,
);
const cardPaymentBytes = sum(ownFiles(CARD_PAYMENT_CHUNK, entryKeys));
console.log(
  `Payment screens' own chunks (beyond the entry and their group's services): ${paymentStep.join(', ')}; ` +
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

if (args.has('--markdown')) {
  const escape = (cell) => cell.replace(/\|/g, '\\|');
  console.log(`\n| ${HEADERS.slice(0, -1).join(' | ')} |`);
  console.log(
    `| ${HEADERS.slice(0, -1)
      .map((_, column) => (RIGHT.has(column) ? '---:' : '---'))
      .join(' | ')} |`,
  );
  for (const row of sorted) {
    const line = cells(row).slice(0, -1).map(escape);
    line[8] = row.overSize ? `**${line[8]}**` : line[8];
    line[3] = row.overFiles ? `**${line[3]}**` : line[3];
    console.log(`| ${line.join(' | ')} |`);
  }
}

if (args.has('--json')) {
  const reports = join(root, 'reports');
  mkdirSync(reports, { recursive: true });
  writeFileSync(
    join(reports, 'route-sizes.json'),
    `${JSON.stringify(
      {
        budgets: {
          signInKb: SIGN_IN_BUDGET_KB,
          entryKb: ENTRY_BUDGET_KB,
          publicKb: PUBLIC_ROUTE_BUDGET_KB,
          signedInKb: SIGNED_IN_ROUTE_BUDGET_KB,
          files: ROUTE_FILES_BUDGET,
        },
        rules,
        entryGzipBytes: entryBytes,
        cardPaymentGzipBytes: cardPaymentBytes,
        routes: sorted,
      },
      null,
      2,
    )}\n`,
  );
}

if (failing.length > 0 && strict) {
  console.error(
    `route sizes: over an enforced budget (${failing.map((entry) => entry.name).join('; ')}); SIZE_BUDGET_STRICT is set`,
  );
  process.exit(1);
}
if (failing.length > 0) {
  console.log('(not failing: set SIZE_BUDGET_STRICT=1 to fail over an enforced budget)');
}
