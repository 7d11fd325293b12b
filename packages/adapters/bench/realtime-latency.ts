/// <reference types="node" />
/**
 * Realtime benchmark (not a test): the mock platform's hubs with the app's own client, the core's
 * RealtimeService on the Node adapters (@microsoft/signalr over WebSockets), signed in as the
 * demo member. Each sample is one UpdateEncounter: from the moment the push is requested
 * (`POST /__control/hubs/push`, one loopback HTTP request) to the moment the encounter store
 * emits the changed encounter. Two phases:
 *  - paced: one push at a time (the latency a member sees on an idle line);
 *  - concurrent: 8 push requests always outstanding (queueing in the hub connection and the
 *    store), for the throughput too.
 * Prints p50, p90, p99 and max for each, and the store updates per second when concurrent.
 *
 *   node_modules/.bin/tsx --conditions=@scanwise/source packages/adapters/bench/realtime-latency.ts
 *
 * Environment: REALTIME_BENCH_PUSHES (paced samples, default 500), REALTIME_BENCH_CONCURRENT
 * (default 2000), REALTIME_BENCH_PLATFORM (use a running platform instead of starting one). Aborts after
 * 120 s.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createScanwiseCore, type Encounter } from '@scanwise/core';
import { filter, firstValueFrom } from 'rxjs';
import { createNodeAdapters } from '../src/node';
import { freePort, spawnPlatform, type PlatformProcess } from '../test/platform/platformProcess';

const PACED = Number(process.env['REALTIME_BENCH_PUSHES'] ?? 500);
const CONCURRENT_PUSHES = Number(process.env['REALTIME_BENCH_CONCURRENT'] ?? 2000);
const IN_FLIGHT = 8;
const DEADLINE_MS = 120_000;
const FIGURES_DIR = fileURLToPath(new URL('../../../reports/figures/', import.meta.url));
const DEMO = { email: 'demo@example.com', password: 'Demo-password-1' };

const now = (): number => performance.now();

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}

function summary(label: string, samples: readonly number[]): string {
  const sorted = [...samples].sort((a, b) => a - b);
  const f = (ms: number): string => `${ms.toFixed(2)} ms`;
  return `${label}: ${sorted.length} pushes, p50 ${f(percentile(sorted, 50))}, p90 ${f(percentile(sorted, 90))}, p99 ${f(percentile(sorted, 99))}, max ${f(sorted.at(-1) ?? Number.NaN)}`;
}

async function main(): Promise<void> {
  const deadline = setTimeout(() => {
    console.error(`realtime bench: aborted after ${DEADLINE_MS / 1000} s`);
    process.exit(1);
  }, DEADLINE_MS);
  deadline.unref();

  let platform: PlatformProcess | undefined;
  const given = process.env['REALTIME_BENCH_PLATFORM'];
  const platformUrl = given ?? (platform = await spawnPlatform(await freePort())).url;
  const adapters = createNodeAdapters({ platformUrl, environment: 'bench', logLevel: 'error' });
  const core = createScanwiseCore({
    ports: adapters,
    config: { apiBaseUrl: platformUrl, environment: 'bench' },
  });
  try {
    const control = async (path: string, body: unknown): Promise<void> => {
      const answer = await fetch(`${platformUrl}/__control${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (!answer.ok) throw new Error(`control ${path}: ${answer.status} ${await answer.text()}`);
    };
    await control('/reset', {});
    const signedIn = await core.auth.signInWithPassword(DEMO.email, DEMO.password);
    if (signedIn.status !== 'signedIn') throw new Error('the demo member could not sign in');
    const store = core.realtime.encounters;
    const loaded = await firstValueFrom(store.state$.pipe(filter((state) => state.loaded)));
    const target: Encounter | undefined = loaded.encounters[0];
    if (!target) throw new Error('the demo member has no encounter to update');

    // Each push renames the encounter; the store's emission that carries the name ends the sample.
    const arrived = new Map<string, number>();
    const subscription = store.state$.subscribe((state) => {
      const name = state.encounters.find((e) => e.id === target.id)?.name;
      if (name?.startsWith('bench ') && !arrived.has(name)) arrived.set(name, now());
    });
    const push = (name: string): Promise<void> =>
      control('/hubs/push', {
        user: DEMO.email,
        hub: 'encounters',
        target: 'UpdateEncounter',
        args: [{ ...target, name }],
      });
    const waitFor = async (name: string): Promise<number> => {
      while (!arrived.has(name)) await new Promise((resolve) => setImmediate(resolve));
      return arrived.get(name)!;
    };

    // Warm-up: JIT, sockets, the first emissions.
    for (let i = 0; i < 20; i += 1) {
      await push(`bench warm ${i}`);
      await waitFor(`bench warm ${i}`);
    }

    const paced: number[] = [];
    for (let i = 0; i < PACED; i += 1) {
      const name = `bench paced ${i}`;
      const sent = now();
      await push(name);
      paced.push((await waitFor(name)) - sent);
    }

    // Concurrent: IN_FLIGHT push requests always outstanding, so pushes queue in the hub
    // connection and the store while earlier ones are being applied.
    const concurrent: number[] = [];
    const burstStart = now();
    let next = 0;
    const worker = async (): Promise<void> => {
      while (next < CONCURRENT_PUSHES) {
        const name = `bench concurrent ${(next += 1)}`;
        const sent = now();
        await push(name);
        concurrent.push((await waitFor(name)) - sent);
      }
    };
    await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
    const seconds = (now() - burstStart) / 1000;
    subscription.unsubscribe();

    const lines = [
      summary('paced (one at a time)', paced),
      summary(`concurrent (${IN_FLIGHT} in flight)`, concurrent),
      `concurrent throughput: ${(CONCURRENT_PUSHES / seconds).toFixed(0)} store updates/s`,
    ];
    console.log('realtime bench (RealtimeService on @microsoft/signalr, WebSockets, loopback):');
    for (const line of lines) console.log(`  ${line}`);
    // For the figures at the end of `npm test` (scripts/figures.mjs).
    mkdirSync(FIGURES_DIR, { recursive: true });
    writeFileSync(
      join(FIGURES_DIR, 'realtime.json'),
      `${JSON.stringify({ check: 'realtime', lines }, null, 2)}\n`,
    );
    await core.auth.logout();
  } finally {
    await adapters.dispose();
    core.dispose();
    await platform?.stop();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(
      `realtime bench failed: ${error instanceof Error ? error.message : String(error)}`,
    );
    process.exit(1);
  },
);
