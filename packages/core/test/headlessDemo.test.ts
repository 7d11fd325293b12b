import { afterEach, describe, expect, it, vi } from 'vitest';

// Vitest runs without the `@scanwise/source` condition that `npm start` passes to tsx, so the
// package's self-imports would reach a stale dist/: point them at the sources instead.
vi.mock('@scanwise/core', () => import('../src'));
vi.mock('@scanwise/core/testing', () => import('../src/testing'));

describe('examples/headless-demo.ts (npm start)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('narrates createScanwiseCore over the fakes: sign-in, hubs, idle logout, hand-over and restore', async () => {
    const lines: string[] = [];
    vi.spyOn(console, 'log').mockImplementation((...args: unknown[]) => {
      lines.push(args.map(String).join(' '));
    });
    await import('../examples/headless-demo');
    const text = lines.join('\n');
    expect(text).toContain('the member signs in with the password: signedIn');
    expect(text).toContain('encounters: ["enc_1001 SCANNED"]');
    expect(text).toContain('tab-2 opens and restores the session: signedIn');
    expect(text).toContain('[+10:00] tab-1 is still active: activity in any tab counts');
    expect(text).toContain('[+24:00] tab-1 warns: logout in a minute');
    expect(text).toContain('[+25:00] tab-1 loggedOut (inactivity)');
    expect(text).toContain('[+25:00] tab-1 toast: "You were logged out due to inactivity"');
    expect(text).toMatch(/hubs connected: false\n.*the member moves the mouse/);
    // The last tab closing moves the session entries to its session storage; a reload restores.
    expect(text).toContain('local storage: ["scanwise.lastActivity"]\n');
    expect(text).toContain('tab-1 session storage: ["scanwise.rootState","scanwise.signInKind"]');
    expect(text).toContain('startup restores them: signedIn');
    expect(text).toContain('authenticated: true');
    // The first import compiles the whole core from source: slow on a busy 2-core machine.
  }, 30_000);
});
