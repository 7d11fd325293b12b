import { afterEach, describe, expect, it, vi } from 'vitest';

// Vitest runs without the `@scanwise/source` condition that `npm start` passes to tsx, so the
// package's self-imports would reach a stale dist/: point them at the sources instead.
vi.mock('@scanwise/core', () => import('../src'));
vi.mock('@scanwise/core/testing', () => import('../src/testing'));

describe('examples/headless-demo.ts (npm start)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('narrates the idle logout, the hand-over to session storage and the restore', async () => {
    const lines: string[] = [];
    vi.spyOn(console, 'log').mockImplementation((...args: unknown[]) => {
      lines.push(args.map(String).join(' '));
    });
    await import('../examples/headless-demo');
    const text = lines.join('\n');
    expect(text).toContain('[+24:15] tab-1 warns: logout in a minute');
    expect(text).toContain('[+25:15] tab-1 toast: "You were logged out due to inactivity"');
    expect(text).toContain('tab-2 unload: {"handedOver":false,"keys":[]}');
    expect(text).toMatch(
      /tab-1 unload: \{"handedOver":true,"keys":\["oidc\.user:[^"]+","persist:root"\]\}/,
    );
    expect(text).toContain('local storage: ["scanwise.lastActivity"]');
    expect(text).toContain('decisions: ["reload","reload","reload","give-up","give-up"]');
  });
});
