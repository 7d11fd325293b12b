#!/usr/bin/env node
// What Lighthouse's simulated largest paint waits for, in a run kept by
// `LH_SAVE_TRACE=1 node scripts/lighthouse.mjs`: the mobile figures are not measured but simulated
// (Lantern) from the run's trace and network log. The simulated paint is the latest simulated end
// of the requests that ended before the paint the run saw (whatever started them), together with
// what they wait for, and of the render-blocking tasks. This lists those requests and tasks, latest
// first, with their simulated start and end (ms), and the bytes the simulated network carries
// before the paint: which download, call or task sets the figure.
//
//   node scripts/lanternPaint.mjs <folder> <run>     e.g. <folder> reports-mobile-run1
//                                                   (its trace-, devtoolslog- and lhr- files)
//   node scripts/lanternPaint.mjs <folder> <run> --top 40
//
// Not part of `npm test`.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LoadSimulator } from 'lighthouse/core/computed/load-simulator.js';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';

const args = process.argv.slice(2);
const [folder, run] = args.filter(
  (arg, index) => !arg.startsWith('--') && !args[index - 1]?.startsWith('--'),
);
if (!folder || !run) {
  console.error('Usage: node scripts/lanternPaint.mjs <folder> <run> [--top 25]');
  process.exit(1);
}
const topAt = args.indexOf('--top');
const TOP = Number(topAt === -1 ? 25 : args[topAt + 1]);
const read = (kind) => JSON.parse(readFileSync(join(folder, `${kind}-${run}.json`), 'utf8'));

const lhr = read('lhr');
const settings = lhr.configSettings;
const context = { computedCache: new Map(), settings };
const devtoolsLog = read('devtoolslog');
const url = lhr.finalDisplayedUrl;
const simulator = await LoadSimulator.request({ devtoolsLog, settings }, context);
const result = await LanternLargestContentfulPaint.request(
  {
    trace: read('trace'),
    devtoolsLog,
    settings,
    simulator,
    SourceMaps: [],
    gatherContext: { gatherMode: 'navigation' },
    URL: { requestedUrl: url, mainDocumentUrl: url, finalDisplayedUrl: url },
  },
  context,
);

const observed = lhr.audits.metrics?.details?.items?.[0]?.observedLargestContentfulPaint;
console.log(
  `Simulated LCP ${Math.round(result.timing)} ms (the run saw it at ${Math.round(observed)} ms)`,
);
// The optimistic and the pessimistic graph of this page differ only in a task or two: the
// optimistic one is listed.
const timings = [...result.optimisticEstimate.nodeTimings.entries()].sort(
  (a, b) => b[1].endTime - a[1].endTime,
);
const describe = (node) =>
  node.type === 'network'
    ? `${node.request.resourceType} ${node.request.url.replace(/^https?:\/\/[^/]+/, '')} ${(
        node.request.transferSize / 1024
      ).toFixed(1)} KB`
    : `task ${(node.duration / 1000).toFixed(0)} ms as run (${node.childEvents
        .filter((event) => event.dur > 2000)
        .map((event) => event.name)
        .slice(0, 3)
        .join(', ')})`;
for (const [node, timing] of timings.slice(0, TOP)) {
  console.log(
    `${String(Math.round(timing.startTime)).padStart(6)}-${String(Math.round(timing.endTime)).padEnd(6)} ${describe(node)}`,
  );
}
const bytes = timings
  .filter(([node]) => node.type === 'network')
  .reduce((sum, [node]) => sum + node.request.transferSize, 0);
console.log(
  `${timings.length} requests and tasks; ${(bytes / 1024).toFixed(0)} KB over the simulated network`,
);
