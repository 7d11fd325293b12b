#!/usr/bin/env node
// The main thread's long tasks in a trace kept by `LH_SAVE_TRACE=1 node scripts/lighthouse.mjs`:
// what blocks a page (Lighthouse's mobile figures run the trace's tasks 4 times slower, so a task
// over about 12 ms here is one over 50 ms there, and counts in the total blocking time). For each
// task: when it started (ms from the navigation), how long it took, what kind of work it was
// (script evaluation, a timer, microtasks, layout...) and, from the JavaScript samples the trace
// holds and the build's source maps, the functions it spent its time in (name@source:line,
// inclusive, longest first).
//
//   node scripts/traceTasks.mjs <trace.json> [--min 12] [--top 12] [--assets <build>/assets] [--own]
//
// --own lists only the workspace's functions (web/, core/, adapters/), not React's or the libraries'.
//
// The assets folder defaults to the trace's own folder's assets (the build lighthouse.mjs
// audited). Not part of `npm test`.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import SDK from 'lighthouse/core/lib/cdt/SDK.js';
import { MainThreadTasks } from 'lighthouse/core/lib/tracehouse/main-thread-tasks.js';
import { TraceProcessor } from 'lighthouse/core/lib/tracehouse/trace-processor.js';

const args = process.argv.slice(2);
const option = (name) => {
  const at = args.indexOf(name);
  return at === -1 ? undefined : args[at + 1];
};
const tracePath = args.find(
  (arg, index) => !arg.startsWith('--') && !args[index - 1]?.startsWith('--'),
);
if (!tracePath) {
  console.error(
    'Usage: node scripts/traceTasks.mjs <trace.json> [--min 12] [--top 12] [--assets <dir>]',
  );
  process.exit(1);
}
const MIN_MS = Number(option('--min') ?? 12);
const TOP = Number(option('--top') ?? 12);
const assetsDir = option('--assets') ?? join(dirname(tracePath), 'assets');
const OWN = args.includes('--own');
const OWN_SOURCE = /@(web|core|adapters)\/src\//;

const trace = JSON.parse(readFileSync(tracePath, 'utf8'));
const processed = await TraceProcessor.processTrace(trace);
const navigation = TraceProcessor.processNavigation(processed);
const origin = processed.timeOriginEvt.ts;
const ms = (ts) => (ts - origin) / 1000;
console.log(
  `Observed: FCP ${ms(navigation.timestamps.firstContentfulPaint).toFixed(0)} ms, LCP ${
    navigation.timestamps.largestContentfulPaint === undefined
      ? '-'
      : ms(navigation.timestamps.largestContentfulPaint).toFixed(0)
  } ms`,
);
const tasks = MainThreadTasks.getMainThreadTasks(
  processed.mainThreadEvents,
  processed.frames,
  processed.timestamps.traceEnd,
  origin,
);
const mainEvent = processed.mainThreadEvents.find((event) => event.ph === 'X');

// The page's JavaScript samples: the profile of the page's main thread only (the trace holds the
// other renderers' too, under the same profile id; the samples come from another thread of it).
const nodes = new Map();
const samples = [];
let sampleTime = 0;
for (const event of trace.traceEvents) {
  if (event.pid !== mainEvent.pid) continue;
  if (event.name === 'Profile') sampleTime = event.args.data.startTime;
  if (event.name !== 'ProfileChunk') continue;
  const chunk = event.args.data.cpuProfile ?? {};
  for (const node of chunk.nodes ?? []) nodes.set(node.id, node);
  const deltas = event.args.data.timeDeltas ?? [];
  (chunk.samples ?? []).forEach((id, index) => {
    sampleTime += deltas[index] ?? 0;
    samples.push({ ts: sampleTime, id });
  });
}

const maps = new Map();
function sourceMapOf(url) {
  const file = url.split('/').pop();
  if (!maps.has(file)) {
    const path = join(assetsDir, `${file}.map`);
    maps.set(
      file,
      existsSync(path)
        ? new SDK.SourceMap(url, path, JSON.parse(readFileSync(path, 'utf8')))
        : null,
    );
  }
  return maps.get(file);
}
const shortSource = (source) =>
  source
    .replace(/^.*node_modules\/(\.pnpm\/[^/]+\/node_modules\/)?/, '')
    .replace(/^.*\/packages\//, '')
    .replace(/^(\.\.\/)+/, '');
function frameName(node) {
  const frame = node.callFrame;
  const name = frame.functionName || '(anonymous)';
  if (!frame.url) return name;
  const map = frame.lineNumber >= 0 ? sourceMapOf(frame.url) : null;
  const entry = map?.findEntry(frame.lineNumber, frame.columnNumber);
  if (entry?.sourceURL) {
    return `${entry.name ?? name}@${shortSource(entry.sourceURL)}:${entry.sourceLineNumber + 1}`;
  }
  return `${name}@${frame.url.split('/').pop()}:${frame.lineNumber + 1}`;
}
const IDLE = new Set(['(root)', '(program)', '(idle)']);

/** Inclusive time per function over the samples in [start, end] (µs). */
function functionsIn(start, end) {
  const inclusive = new Map();
  for (let index = 0; index < samples.length; index += 1) {
    const sample = samples[index];
    if (sample.ts < start || sample.ts > end) continue;
    const next = samples[index + 1]?.ts ?? sample.ts;
    const seen = new Set();
    for (let node = nodes.get(sample.id); node; node = nodes.get(node.parent)) {
      if (IDLE.has(node.callFrame.functionName)) continue;
      const name = frameName(node);
      if (seen.has(name)) continue;
      seen.add(name);
      inclusive.set(name, (inclusive.get(name) ?? 0) + (next - sample.ts) / 1000);
    }
  }
  return [...inclusive].sort((a, b) => b[1] - a[1]);
}

const kindOf = (task) =>
  [...task.children]
    .sort((a, b) => b.duration - a.duration)
    .slice(0, 3)
    .map((child) => `${child.event.name} ${child.duration.toFixed(1)}`)
    .join(', ');

const long = tasks.filter((task) => !task.parent && task.duration >= MIN_MS);
console.log(`${long.length} tasks of ${MIN_MS} ms or more on the page's main thread:`);
for (const task of long) {
  console.log(
    `\n${task.startTime.toFixed(0).padStart(6)} ms  ${task.duration.toFixed(1)} ms  ${kindOf(task)}`,
  );
  const start = task.event.ts;
  const functions = functionsIn(start, start + task.duration * 1000).filter(
    ([name]) => !OWN || OWN_SOURCE.test(name),
  );
  for (const [name, time] of functions.slice(0, TOP)) {
    console.log(`          ${time.toFixed(1).padStart(5)}  ${name}`);
  }
}
