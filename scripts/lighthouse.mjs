#!/usr/bin/env node
// Lighthouse figures of the member app: the production bundle served by `vite preview`,
// against the mock platform, in Debian's Chromium. Mobile (Lighthouse's default: a mid-range
// phone, simulated slow 4G) and desktop (its desktop config), 3 runs each, on the sign-in page and
// on Home signed in as the demo member; prints the median of each figure (performance,
// accessibility and best-practices scores, LCP). Not part of `npm test` (it takes minutes).
//
//   pnpm lighthouse                     build, start the platform and the preview, run, stop
//   node scripts/lighthouse.mjs --runs 5
//   node scripts/lighthouse.mjs --runs 1 --page sign-in --form mobile   one page / form factor
//                                       (a quick look; the README figures are the full run)
//   node scripts/lighthouse.mjs --no-build ...   audit the last build again (its folder below)
//   LH_SAVE_TRACE=1 node scripts/lighthouse.mjs  also keeps each page's last trace beside its report
//
// Own ports (LH_PLATFORM_PORT, default 4600; LH_WEB_PORT, default 5600) and its own build folder
// (packages/web/node_modules/.cache/lighthouse), so it runs beside `npm start` or the e2e servers.
// Home signed in: a Playwright page of the same Chromium profile signs in through the sign-in
// screen and stays open (so the multi-tab hand-over keeps the session in local storage); each
// Home run keeps storage (disableStorageReset) but starts from an empty HTTP cache.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const web = join(root, 'packages', 'web');
const outDir = join(web, 'node_modules', '.cache', 'lighthouse');
const platformPort = Number(process.env.LH_PLATFORM_PORT ?? 4600);
const webPort = Number(process.env.LH_WEB_PORT ?? 5600);
const debuggingPort = Number(process.env.LH_DEBUGGING_PORT ?? 9333);
const platformUrl = `http://localhost:${platformPort}`;
const webUrl = `http://localhost:${webPort}`;
const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 3;
const option = (name) => {
  const index = process.argv.indexOf(name);
  return index > 0 ? process.argv[index + 1] : undefined;
};
const ONLY_PAGE = option('--page'); // 'sign-in' or 'home'
const ONLY_FORM = option('--form'); // 'mobile' or 'desktop'

// Debian's Chromium with the flags of /work/shared/notes/toolchain.md (headless added by Playwright).
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

// The app's environment: production bundle pointed at this script's platform, paying in test mode
// on its emulated Stripe.js (the same Stripe adapter and chunks as with a live key).
const appEnv = {
  ...process.env,
  VITE_PLATFORM_URL: platformUrl,
  VITE_ENVIRONMENT: 'production',
  VITE_PAYMENTS: 'test',
};
const { chromium } = createRequire(join(web, 'package.json'))('@playwright/test');

const children = [];
function start(name, command, args, options) {
  const child = spawn(command, args, {
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
    ...options,
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr = `${stderr}${chunk}`.slice(-4000)));
  child.on('exit', (code) => {
    if (code !== null && code !== 0 && !stopping)
      console.error(`${name} exited ${code}\n${stderr}`);
  });
  children.push(child);
  return child;
}
let stopping = false;
function stopAll() {
  stopping = true;
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM'); // the process group: tsx and its node child
    } catch {
      // already gone
    }
  }
}
process.on('exit', stopAll);
process.on('SIGINT', () => process.exit(130));

async function waitFor(url, seconds = 60) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    try {
      const answer = await fetch(url);
      if (answer.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url} did not answer within ${seconds} s`);
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

if (!process.argv.includes('--no-build')) {
  console.log(`Building the production bundle (platform ${platformUrl}) ...`);
  const build = spawnSync(
    join(web, 'node_modules', '.bin', 'vite'),
    ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'],
    { cwd: web, stdio: 'inherit', env: appEnv },
  );
  if (build.status !== 0) process.exit(1);
}

start(
  'platform',
  join(root, 'node_modules', '.bin', 'tsx'),
  [
    '--conditions=@scanwise/source',
    'src/main.ts',
    '--port',
    String(platformPort),
    '--test-controls',
    '--web-origin',
    webUrl,
  ],
  { cwd: join(root, 'packages', 'mock-server') },
);
start(
  'preview',
  join(web, 'node_modules', '.bin', 'vite'),
  ['preview', '--outDir', outDir, '--port', String(webPort), '--strictPort'],
  { cwd: web, env: appEnv },
);
await waitFor(`${platformUrl}/members/.well-known/openid-configuration`);
await waitFor(`${webUrl}/sign-in`);
await fetch(`${platformUrl}/__control/reset`, { method: 'POST' });

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

async function audit(url, formFactor, keepStorage) {
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
    // The page's trace (Chromium's trace events, as Lighthouse recorded them), for a closer look
    // at the main thread's tasks than the report gives.
    writeFileSync(
      join(outDir, `trace-${slug}-${formFactor.name}.json`),
      JSON.stringify(result.artifacts.Trace),
    );
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

/** Thrown to leave out the Home runs (`--page sign-in`). */
class SkipHome extends Error {}

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
        figures = await audit(url, formFactor, keepStorage);
      } catch (error) {
        // Lighthouse's own trace hiccups (NO_NAVSTART, NO_FCP) on a busy machine: redo once.
        console.log(`  ${page} ${formFactor.name} run ${run}: ${error.message}; running it again`);
        await beforeRun?.();
        figures = await audit(url, formFactor, keepStorage);
      }
      if (keepStorage && figures.finalUrl.includes('/sign-in')) {
        // Seen once in a while: the run's page ended signed out. Sign in again and redo the run.
        console.log(`  ${page} ${formFactor.name} run ${run}: ended on sign-in, signing in again`);
        await signInKeeper();
        await beforeRun?.();
        figures = await audit(url, formFactor, keepStorage);
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
      runs,
    });
  }
}

try {
  console.log(`Lighthouse ${RUNS} runs per page and form factor:`);
  if (!ONLY_PAGE || ONLY_PAGE === 'sign-in') await measure('sign-in', `${webUrl}/sign-in`, false);
  if (ONLY_PAGE === 'sign-in') throw new SkipHome();

  // Home signed in: sign in through the screen in a page that stays open.
  const keeper = browser.pages()[0] ?? (await browser.newPage());
  signInKeeper = async () => {
    await keeper.goto(`${webUrl}/sign-in`);
    const signOut = keeper.getByRole('button', { name: 'Sign out' });
    const email = keeper.getByRole('textbox', { name: 'E-mail' });
    await signOut.or(email).first().waitFor({ timeout: 20_000 });
    if (await signOut.isVisible()) return;
    await email.fill('demo@example.com');
    await keeper.getByLabel('Password').fill('Demo-password-1');
    await keeper.getByRole('button', { name: 'Sign in', exact: true }).click();
    await signOut.waitFor({ timeout: 20_000 });
  };
  await signInKeeper();
  const cdp = await browser.newCDPSession(keeper);
  await measure('home (signed in)', `${webUrl}/`, true, async () => {
    await cdp.send('Network.clearBrowserCache');
  });
  const lostSession = results
    .filter((r) => r.page.startsWith('home'))
    .flatMap((r) => r.runs)
    .some((run) => run.finalUrl.includes('/sign-in'));
  if (lostSession) throw new Error('a Home run ended on sign-in: the session was not kept');
} catch (error) {
  if (!(error instanceof SkipHome)) throw error;
} finally {
  await browser.close().catch(() => undefined);
  rmSync(profile, { recursive: true, force: true });
  stopAll();
}

console.log(`\nMedian of ${RUNS} (Lighthouse 12.8, ${CHROME_PATH}):`);
console.log(
  'page               form     performance  accessibility  best-practices  LCP     FCP     TBT',
);
for (const r of results) {
  console.log(
    `${r.page.padEnd(18)} ${r.formFactor.padEnd(8)} ${String(r.performance).padStart(11)}  ${String(r.accessibility).padStart(13)}  ${String(r.bestPractices).padStart(14)}  ${(r.lcpMs / 1000).toFixed(2)} s  ${(r.fcpMs / 1000).toFixed(2)} s  ${Math.round(r.tbtMs)} ms`,
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
