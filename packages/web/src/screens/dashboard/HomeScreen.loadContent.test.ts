import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOKENS } from '../../composition/tokens';
import { loadHomeContent, type HomeContentServices } from './HomeScreen';

describe("loadHomeContent (Home's lists and the member's data before its first paint)", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("starts the overview's calls in a task after the member's data and the overview are bound, not in the same one", async () => {
    vi.useFakeTimers();
    const prefetch = vi.fn(() => Promise.resolve());
    const services = {
      get: (token: unknown) =>
        token === TOKENS.serviceGroups
          ? { home: { load: () => Promise.resolve() } }
          : token === TOKENS.homeOverview
            ? { prefetch }
            : undefined,
    } as unknown as HomeContentServices;
    const loaded = loadHomeContent(services);
    // The binding has settled and its microtasks have run: the calls wait for the next task.
    for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
    expect(prefetch).not.toHaveBeenCalled();
    await vi.runAllTimersAsync();
    expect(prefetch).toHaveBeenCalledOnce();
    await loaded;
  });
});
