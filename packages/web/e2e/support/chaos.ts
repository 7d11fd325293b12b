import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';
import { PLATFORM } from './origins';

// A small fault driver for the chaos suite (e2e/chaos.spec.ts) over the platform's /__control
// endpoints: inject (fault rules, hub drops, restarts, token revocations), count, clear; and a
// summary line for the run: "chaos: N faults injected (latency, errors, hub drops, restarts and
// revocations counted apart), C of J journeys completed".

export interface FaultRule {
  /** Exact path, or a prefix ending in `*`. */
  readonly path: string;
  readonly method?: 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  readonly latencyMs?: number;
  readonly status?: number;
  readonly errorRate?: number;
  readonly errorStatus?: number;
  readonly times?: number;
}

interface FaultStats {
  readonly delayed: number;
  readonly failed: number;
}

/** The counts of one run, kept in a file: a failed test replaces the worker, not the run. */
interface ChaosTally {
  /** The Playwright runner process (the workers' parent): a new run starts a new tally. */
  runner: number;
  hubDrops: number;
  restarts: number;
  revocations: number;
  journeys: Record<string, boolean>;
  baseline: FaultStats | null;
  last: FaultStats;
}

export class ChaosDriver {
  private tally: ChaosTally;
  private request: APIRequestContext | null = null;

  /** `file`: where the tally lives (the project's output folder); `journeys`: every journey. */
  constructor(
    private readonly file: string,
    journeys: readonly string[],
  ) {
    const fresh: ChaosTally = {
      runner: process.ppid,
      hubDrops: 0,
      restarts: 0,
      revocations: 0,
      journeys: Object.fromEntries(journeys.map((name) => [name, false])),
      baseline: null,
      last: { delayed: 0, failed: 0 },
    };
    let stored: ChaosTally | null = null;
    if (existsSync(file)) {
      try {
        stored = JSON.parse(readFileSync(file, 'utf8')) as ChaosTally;
      } catch {
        stored = null;
      }
    }
    this.tally = stored?.runner === process.ppid ? stored : fresh;
    this.save();
  }

  private save(): void {
    mkdirSync(dirname(this.file), { recursive: true });
    writeFileSync(this.file, JSON.stringify(this.tally));
  }

  /** The request context of the current test (a fixture: set it in beforeEach). */
  use(request: APIRequestContext): this {
    this.request = request;
    return this;
  }

  private get api(): APIRequestContext {
    if (!this.request) throw new Error('ChaosDriver.use(request) first');
    return this.request;
  }

  private async stats(): Promise<FaultStats> {
    const answer = await this.api.get(`${PLATFORM}/__control/faults/stats`);
    expect(answer.ok()).toBe(true);
    return (await answer.json()) as FaultStats;
  }

  /** Call once before the first fault: later counts are relative to it. */
  async start(): Promise<void> {
    if (this.tally.baseline) return;
    this.tally.baseline = await this.stats();
    this.tally.last = this.tally.baseline;
    this.save();
  }

  /** Back to the seed with no faults (the platform's counters keep going). */
  async reset(): Promise<void> {
    const reset = await this.api.post(`${PLATFORM}/__control/reset`);
    expect(reset.ok()).toBe(true);
  }

  /** Restarts the error-rate draws, so a run repeats. */
  async seed(seed: number): Promise<void> {
    expect(
      (await this.api.post(`${PLATFORM}/__control/faults/seed`, { data: { seed } })).ok(),
    ).toBe(true);
  }

  async inject(rule: FaultRule): Promise<void> {
    const answer = await this.api.post(`${PLATFORM}/__control/faults`, { data: rule });
    expect(answer.status(), `fault rule ${JSON.stringify(rule)}`).toBe(201);
  }

  async clear(): Promise<void> {
    expect((await this.api.delete(`${PLATFORM}/__control/faults`)).ok()).toBe(true);
  }

  /** Drops every hub connection abruptly; answers how many were dropped. */
  async dropHubs(): Promise<number> {
    const answer = await this.api.post(`${PLATFORM}/__control/hubs/drop`);
    expect(answer.ok()).toBe(true);
    const { dropped } = (await answer.json()) as { dropped: number };
    if (dropped > 0) this.count('hubDrops');
    return dropped;
  }

  /** Closes every hub connection and refuses new ones (503) until `startHubs`. */
  async stopHubs(): Promise<void> {
    expect((await this.api.post(`${PLATFORM}/__control/hubs/stop`)).ok()).toBe(true);
    this.count('hubDrops');
  }

  async startHubs(): Promise<void> {
    expect((await this.api.post(`${PLATFORM}/__control/hubs/start`)).ok()).toBe(true);
  }

  async hubConnections(): Promise<number> {
    const answer = await this.api.get(`${PLATFORM}/__control/hubs`);
    return ((await answer.json()) as { connections: number }).connections;
  }

  /** A real restart: down for `downMs`, then back with the data and fresh signing keys. */
  async restart(downMs: number): Promise<void> {
    await this.goDown(downMs);
    await this.waitUntilBack();
  }

  /**
   * Starts a restart and returns once the platform no longer answers. (A trace lists each poll
   * that still found it answering as a failed expectation: the restart closes the listener some
   * 50 ms after its 202, so the first polls are expected to see it up.)
   */
  async goDown(downMs: number): Promise<void> {
    const answer = await this.api.post(`${PLATFORM}/__control/restart`, { data: { downMs } });
    expect(answer.status()).toBe(202);
    this.count('restarts');
    await expect
      .poll(async () => this.reachable(), {
        message: 'the platform stops answering once its restart starts',
        timeout: 5_000,
        intervals: [20],
      })
      .toBe(false);
  }

  async waitUntilBack(): Promise<void> {
    await expect
      .poll(async () => this.reachable(), {
        message: 'the platform answers again after its restart',
        timeout: 15_000,
        intervals: [100],
      })
      .toBe(true);
  }

  private async reachable(): Promise<boolean> {
    try {
      const answer = await this.api.get(`${PLATFORM}/members/.well-known/openid-configuration`, {
        timeout: 2_000,
      });
      return answer.ok();
    } catch {
      return false;
    }
  }

  async revokeTokens(user: string): Promise<void> {
    const answer = await this.api.post(`${PLATFORM}/__control/tokens/revoke`, { data: { user } });
    expect(answer.ok()).toBe(true);
    this.count('revocations');
  }

  /** Records a journey's outcome; `completed` only after its last assertion passed. */
  completed(name: string): void {
    this.tally.journeys[name] = true;
    this.save();
  }

  private count(kind: 'hubDrops' | 'restarts' | 'revocations'): void {
    this.tally[kind] += 1;
    this.save();
  }

  /** Reads the platform's counters (call it while the platform is up). */
  async refresh(): Promise<void> {
    try {
      this.tally.last = await this.stats();
      this.save();
    } catch {
      // keep the last reading
    }
  }

  /** The run's counts: faults injected by kind, journeys completed and planned. */
  counts(): Readonly<Record<string, number>> {
    const { baseline, last, hubDrops, restarts, revocations, journeys } = this.tally;
    const base = baseline ?? { delayed: 0, failed: 0 };
    const latency = last.delayed - base.delayed;
    const errors = last.failed - base.failed;
    const outcomes = Object.values(journeys);
    return {
      faults: latency + errors + hubDrops + restarts + revocations,
      latency,
      errors,
      hubDrops,
      restarts,
      revocations,
      journeysCompleted: outcomes.filter(Boolean).length,
      journeys: outcomes.length,
    };
  }

  summary(): string {
    const c = this.counts();
    return (
      `chaos: ${c['faults']} faults injected (latency ${c['latency']}, errors ${c['errors']}, ` +
      `hub drops ${c['hubDrops']}, restarts ${c['restarts']}, revocations ${c['revocations']}), ` +
      `${c['journeysCompleted']} of ${c['journeys']} journeys completed`
    );
  }
}
