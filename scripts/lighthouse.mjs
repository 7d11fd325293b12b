#!/usr/bin/env node
// Lighthouse figures of the member app: the production bundle served by `vite preview`,
// against the mock platform, in Debian's Chromium. Mobile (Lighthouse's default: a mid-range
// phone, simulated slow 4G) and desktop (its desktop config), 5 runs each, on six pages: sign-in,
// and signed in as the demo member Home, Scans, Reports, a digital report and select-plan. Prints
// the median of each figure (performance, accessibility and best-practices scores, LCP, FCP, TBT)
// with the spread of the performance score and of TBT (lowest to highest run): a median, never a
// best run. Not part of `npm test` (it takes a quarter of an hour).
//
//   pnpm lighthouse                     build, start the platform and the preview, run, stop
//   node scripts/lighthouse.mjs --runs 3
//   node scripts/lighthouse.mjs --runs 1 --page sign-in --form mobile   one page / form factor
//                                       (a quick look; the README figures are the full run)
//   node scripts/lighthouse.mjs --page reports,select-plan   some pages (names comma-separated)
//   node scripts/lighthouse.mjs --no-build ...   audit the last build again (its folder below)
//   node scripts/lighthouse.mjs --out-dir <folder> ...   build into / audit another folder, to
//                                       keep two builds and compare them in the same minutes; a
//                                       build of another commit is audited by that commit's copy
//                                       of this script (its preview's CSP carries its inline
//                                       script's hash: this one's would block it)
//   LH_SAVE_TRACE=1 node scripts/lighthouse.mjs  also keeps each run's trace, network log and
//                                       report (the run's number in their names), to read which
//                                       tasks block: node scripts/traceTasks.mjs <trace>, and what
//                                       the simulated largest paint waits for:
//                                       node scripts/lanternPaint.mjs <folder> <run> (usage at
//                                       their tops)
//
// Own ports (LH_PLATFORM_PORT, default 4600; LH_WEB_PORT, default 5600) and its own build folder
// (packages/web/node_modules/.cache/lighthouse), so it runs beside `npm start` or the e2e servers.
// Signed-in pages: a Playwright page of the same Chromium profile signs in through the sign-in
// screen and stays open (so the multi-tab hand-over keeps the session in local storage); each
// signed-in run keeps storage (disableStorageReset) but starts from an empty HTTP cache.
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import {
  CHROME_FLAGS,
  CHROME_PATH,
  chromium,
  median,
  option,
  root,
  signInThroughTheScreen,
  startLocalStack,
  web,
} from './localStack.mjs';

const outDir = resolve(option('--out-dir') ?? join(web, 'node_modules', '.cache', 'lighthouse'));
const debuggingPort = Number(process.env.LH_DEBUGGING_PORT ?? 9333);
const RUNS = Number(option('--runs') ?? 5);
const ONLY_PAGE = option('--page'); // pages' names below, comma-separated, e.g. 'sign-in,home'
const ONLY_FORM = option('--form'); // 'mobile' or 'desktop'

/** The pages measured: the one a visitor lands on, and the ones a member comes back to. */
const PAGES = [
  { name: 'sign-in', path: '/sign-in', signedIn: false },
  { name: 'home', path: '/', signedIn: true },
  { name: 'scans', path: '/scans', signedIn: true },
  { name: 'reports', path: '/reports', signedIn: true },
  { name: 'digital-report', path: '/reports/digital-report/enc_demo_1', signedIn: true },
  { name: 'select-plan', path: '/book-scan/select-plan', signedIn: true },
].filter((page) => !ONLY_PAGE || ONLY_PAGE.split(',').includes(page.name));

mkdirSync(outDir, { recursive: true });
const stack = await startLocalStack({
  platformPort: Number(process.env.LH_PLATFORM_PORT ?? 4600),
  webPort: Number(process.env.LH_WEB_PORT ?? 5600),
  outDir,
  build: !process.argv.includes('--no-build'),
});
const webUrl = stack.webUrl;

const profile = mkdtempSync(join(tmpdir(), 'scanwise-lighthouse-'));
const browser = await chromium.launchPersistentContext(profile, {
  executablePath: CHROME_PATH,
  headless: true,
  args: [...CHROME_FLAGS, `--remote-debugging-port=${debuggingPort}`],
});

const FORM_FACTORS = [
  { name: 'mobile', config: undefined },
  { name: 'desktop', config: desktopConfig },
];

async function audit(url, formFactor, keepStorage, run) {
  const result = await lighthouse(
    url,
    {
      port: debuggingPort,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      disableStorageReset: keepStorage,
      // With LH_SAVE_TRACE, the trace also samples the JavaScript (which function each task ran).
      ...(process.env.LH_SAVE_TRACE
        ? { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' }
        : {}),
    },
    formFactor.config,
  );
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse returned no result for ${url}`);
  if (lhr.runtimeError)
    throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  // The full report of the last run of each page and form factor, to read what holds it back
  // (mainthread-work-breakdown, long-tasks, network-requests, critical-request-chains...).
  const slug = new URL(url).pathname.replace(/\W+/g, '') || 'home';
  writeFileSync(join(outDir, `lhr-${slug}-${formFactor.name}.json`), JSON.stringify(lhr));
  if (process.env.LH_SAVE_TRACE) {
    // Each run's trace (Chromium's trace events, as Lighthouse recorded them) and its report, for
    // a closer look at the main thread's tasks than the report gives: the runs of a page differ.
    const name = `${slug}-${formFactor.name}-run${run}`;
    writeFileSync(join(outDir, `trace-${name}.json`), JSON.stringify(result.artifacts.Trace));
    // The network log beside it: with the trace, what Lighthouse's simulation (Lantern) is
    // computed from, to see which requests and tasks its simulated paints wait for.
    writeFileSync(
      join(outDir, `devtoolslog-${name}.json`),
      JSON.stringify(result.artifacts.DevtoolsLog),
    );
    writeFileSync(join(outDir, `lhr-${name}.json`), JSON.stringify(lhr));
  }
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const failing = (id) =>
    (lhr.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ref.id);
  return {
    finalUrl: lhr.finalDisplayedUrl,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    // The other performance metrics, to see what holds the score back.
    fcpMs: lhr.audits['first-contentful-paint']?.numericValue ?? Number.NaN,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
    speedIndexMs: lhr.audits['speed-index']?.numericValue ?? Number.NaN,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    lcpElement:
      lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node
        ?.snippet ?? null,
    // What moved (CLS): the largest shifts with the element that moved.
    layoutShifts: (lhr.audits['layout-shifts']?.details?.items ?? []).slice(0, 3).map((item) => ({
      score: item.score,
      node: item.node?.snippet ?? null,
    })),
    failing: {
      accessibility: failing('accessibility'),
      bestPractices: failing('best-practices'),
    },
  };
}

/**
 * Opens the page in the signed-in page and waits until its last paint is kept in the entry of
 * Home's overview (local storage, `scanwise.home.lastOverview`), or a short while on a page that
 * keeps none.
 */
async function visitFirst(keeper, url) {
  await keeper.goto(url);
  await keeper
    .waitForFunction(
      (page) => {
        const text = localStorage.getItem('scanwise.home.lastOverview');
        const pages = text === null ? [] : (JSON.parse(text).pages ?? []);
        return pages.some((kept) => kept.page === page);
      },
      new URL(url).pathname.replace(/\/+$/, '').toLowerCase(),
      { timeout: 10_000 },
    )
    .catch(() => undefined);
}

/** Keeps a run's saved trace and report under another name before its redo overwrites them. */
function keepSignedOutRun(page, formFactor, run) {
  if (!process.env.LH_SAVE_TRACE) return;
  const url = PAGES.find((candidate) => candidate.name === page)?.path ?? '/';
  const name = `${url.replace(/\W+/g, '') || 'home'}-${formFactor.name}-run${run}`;
  for (const kind of ['trace', 'lhr']) {
    const from = join(outDir, `${kind}-${name}.json`);
    if (existsSync(from)) renameSync(from, join(outDir, `${kind}-${name}-signed-out.json`));
  }
}

/** Lowest to highest run, e.g. '90-94'. */
const spread = (values) => `${Math.min(...values)}-${Math.max(...values)}`;

const results = [];
let signInKeeper = async () => undefined;
async function measure(page, url, keepStorage, beforeRun) {
  for (const formFactor of FORM_FACTORS) {
    if (ONLY_FORM && formFactor.name !== ONLY_FORM) continue;
    const runs = [];
    for (let run = 1; run <= RUNS; run += 1) {
      await beforeRun?.();
      let figures;
      try {
        figures = await audit(url, formFactor, keepStorage, run);
      } catch (error) {
        // Lighthouse's own trace hiccups (NO_NAVSTART, NO_FCP) on a busy machine: redo once.
        console.log(`  ${page} ${formFactor.name} run ${run}: ${error.message}; running it again`);
        await beforeRun?.();
        figures = await audit(url, formFactor, keepStorage, run);
      }
      if (keepStorage && figures.finalUrl.includes('/sign-in')) {
        // Seen once in a while: the run's page ended signed out. Sign in again and redo the run;
        // with LH_SAVE_TRACE the signed-out run's trace and report stay, to see why.
        keepSignedOutRun(page, formFactor, run);
        console.log(`  ${page} ${formFactor.name} run ${run}: ended on sign-in, signing in again`);
        await signInKeeper();
        await beforeRun?.();
        figures = await audit(url, formFactor, keepStorage, run);
      }
      process.stdout.write(
        `  ${page} ${formFactor.name} run ${run}: perf ${figures.performance}, a11y ${figures.accessibility}, bp ${figures.bestPractices}, LCP ${(figures.lcpMs / 1000).toFixed(2)} s, FCP ${(figures.fcpMs / 1000).toFixed(2)} s, TBT ${Math.round(figures.tbtMs)} ms (${figures.finalUrl})\n`,
      );
      runs.push(figures);
    }
    results.push({
      page,
      formFactor: formFactor.name,
      performance: median(runs.map((r) => r.performance)),
      accessibility: median(runs.map((r) => r.accessibility)),
      bestPractices: median(runs.map((r) => r.bestPractices)),
      lcpMs: median(runs.map((r) => r.lcpMs)),
      fcpMs: median(runs.map((r) => r.fcpMs)),
      tbtMs: median(runs.map((r) => r.tbtMs)),
      performanceSpread: spread(runs.map((r) => r.performance)),
      tbtSpread: spread(runs.map((r) => Math.round(r.tbtMs))),
      runs,
    });
  }
}

try {
  console.log(`Lighthouse ${RUNS} runs per page and form factor:`);
  // Signed-in pages: sign in through the screen in a page that stays open.
  const keeper = browser.pages()[0] ?? (await browser.newPage());
  signInKeeper = () => signInThroughTheScreen(keeper, webUrl);
  const cdp = await browser.newCDPSession(keeper);
  const emptyCache = () => cdp.send('Network.clearBrowserCache');
  for (const page of PAGES.filter((candidate) => !candidate.signedIn))
    await measure(page.name, `${webUrl}${page.path}`, false);
  const signedInPages = PAGES.filter((candidate) => candidate.signedIn);
  if (signedInPages.length > 0) {
    await signInKeeper();
    // A later visit: the member has seen Home's next step, so Home's last overview and last paint
    // are kept (docs/adr/0081, 0082) before the first run.
    await keeper
      .getByRole('region', { name: 'Your next step' })
      .waitFor({ timeout: 20_000 })
      .catch(() => undefined);
  }
  for (const page of signedInPages) {
    // A later visit to each page: the member has seen it, so a page that keeps a last paint
    // (Scans, Reports, a digital report) has it kept before the first run.
    if (page.path !== '/') await visitFirst(keeper, `${webUrl}${page.path}`);
    await measure(page.name, `${webUrl}${page.path}`, true, emptyCache);
  }
  const lostSession = results
    .filter((r) => PAGES.find((page) => page.name === r.page)?.signedIn)
    .flatMap((r) => r.runs)
    .some((run) => run.finalUrl.includes('/sign-in'));
  if (lostSession) throw new Error('a signed-in run ended on sign-in: the session was not kept');
} finally {
  await browser.close().catch(() => undefined);
  rmSync(profile, { recursive: true, force: true });
  stack.stop();
}

console.log(`\nMedian of ${RUNS} (Lighthouse 12.8, ${CHROME_PATH}):`);
console.log(
  'page               form     performance (spread)  accessibility  best-practices  LCP     FCP     TBT (spread)',
);
for (const r of results) {
  console.log(
    `${r.page.padEnd(18)} ${r.formFactor.padEnd(8)} ${`${r.performance} (${r.performanceSpread})`.padStart(20)}  ${String(r.accessibility).padStart(13)}  ${String(r.bestPractices).padStart(14)}  ${(r.lcpMs / 1000).toFixed(2)} s  ${(r.fcpMs / 1000).toFixed(2)} s  ${Math.round(r.tbtMs)} ms (${r.tbtSpread} ms)`,
  );
}
const failing = new Set(
  results.flatMap((r) =>
    r.runs.flatMap((run) => [...run.failing.accessibility, ...run.failing.bestPractices]),
  ),
);
if (failing.size > 0)
  console.log(`Audits not passed in some run: ${[...failing].sort().join(', ')}`);

mkdirSync(join(root, 'reports'), { recursive: true });
writeFileSync(
  join(root, 'reports', ONLY_PAGE || ONLY_FORM ? 'lighthouse-partial.json' : 'lighthouse.json'),
  `${JSON.stringify({ date: new Date().toISOString(), runs: RUNS, results }, null, 2)}\n`,
);
console.log(
  `Details: reports/${ONLY_PAGE || ONLY_FORM ? 'lighthouse-partial' : 'lighthouse'}.json`,
);
