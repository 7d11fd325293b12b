import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FaultRules } from '../src/controls/faults';
import { startPlatform, type RunningPlatform } from '../src/server';

// GET /__control/faults/stats: how many requests the fault rules held back (latency) and failed
// (fixed status or drawn by errorRate), kept across clears and resets, for the chaos summary.

describe('fault stats', () => {
  it('counts delayed and failed requests, not the ones that passed', () => {
    const rules = new FaultRules(7);
    rules.add({ path: '/slow', latencyMs: 10 });
    rules.add({ path: '/broken', status: 503, times: 2 });
    rules.add({ path: '/flaky', errorRate: 0.5 });
    rules.decide('GET', '/slow');
    rules.decide('GET', '/broken');
    rules.decide('GET', '/broken');
    rules.decide('GET', '/broken'); // retired: passes
    rules.decide('GET', '/elsewhere');
    let flakyFailures = 0;
    for (let i = 0; i < 20; i += 1) if (rules.decide('GET', '/flaky')?.inject) flakyFailures += 1;
    expect(flakyFailures).toBeGreaterThan(0);
    expect(flakyFailures).toBeLessThan(20);
    rules.clear();
    rules.decide('GET', '/slow');
    expect(rules.stats()).toEqual({ delayed: 1, failed: 2 + flakyFailures });
  });

  describe('over HTTP', () => {
    let running: RunningPlatform;
    beforeAll(async () => {
      running = await startPlatform({ port: 0, host: '127.0.0.1', testControls: true });
    });
    afterAll(async () => {
      await running.close();
    });

    it('GET /__control/faults/stats answers the totals, kept across a reset', async () => {
      const post = (path: string, body?: unknown) =>
        fetch(`${running.url}/__control${path}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
        });
      expect((await post('/faults', { path: '/packages/plans', status: 500 })).status).toBe(201);
      expect((await fetch(`${running.url}/packages/plans`)).status).toBe(500);
      await post('/reset');
      expect((await fetch(`${running.url}/packages/plans`)).status).not.toBe(500);
      const stats = await fetch(`${running.url}/__control/faults/stats`);
      expect(await stats.json()).toEqual({ delayed: 0, failed: 1 });
    });
  });
});
