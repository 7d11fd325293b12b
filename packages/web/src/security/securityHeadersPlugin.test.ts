// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { preview } from 'vite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

/** The policy's directives, each with its sources. */
function parsePolicy(header: string | null): Map<string, string[]> {
  return new Map(
    (header ?? '')
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter((parts) => parts[0] !== '')
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

describe('vite preview of a build with a Stripe publishable key (vite.config.ts)', () => {
  const VARIABLES = ['VITE_PAYMENTS', 'VITE_STRIPE_PUBLISHABLE_KEY', 'VITE_PLATFORM_URL'];
  const saved: Record<string, string | undefined> = {};
  let outDir = '';
  beforeEach(() => {
    for (const name of VARIABLES) {
      saved[name] = process.env[name];
      delete process.env[name];
    }
    process.env['VITE_STRIPE_PUBLISHABLE_KEY'] = 'pk_live_preview';
    process.env['VITE_PLATFORM_URL'] = 'https://platform.scanwise.example';
    outDir = mkdtempSync(join(tmpdir(), 'scanwise-preview-'));
    writeFileSync(join(outDir, 'index.html'), '<!doctype html><title>Scanwise</title>');
  });
  afterEach(() => {
    for (const name of VARIABLES) {
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
    }
    rmSync(outDir, { recursive: true, force: true });
  });

  it("serves a policy that allows exactly Stripe's documented sources for the Card Element, and no emulator", async () => {
    const server = await preview({
      root: fileURLToPath(new URL('../..', import.meta.url)),
      mode: 'production',
      logLevel: 'silent',
      build: { outDir },
      preview: { port: 0, strictPort: false, open: false },
    });
    try {
      const { port } = server.httpServer.address() as AddressInfo;
      const response = await fetch(`http://localhost:${port}/sign-in`);
      const policy = parsePolicy(response.headers.get('content-security-policy'));
      const stripe = (name: string) =>
        (policy.get(name) ?? []).filter((source) => source.includes('stripe'));
      expect(stripe('script-src')).toEqual(['https://js.stripe.com']);
      expect(stripe('frame-src')).toEqual([
        'https://js.stripe.com',
        'https://hooks.stripe.com',
        'https://m.stripe.network',
      ]);
      expect(stripe('connect-src')).toEqual(['https://api.stripe.com']);
      for (const [name, sources] of policy) {
        if (!['script-src', 'frame-src', 'connect-src'].includes(name)) {
          expect(sources.filter((source) => source.includes('stripe'))).toEqual([]);
        }
      }
      // Beyond this origin, scripts come from Stripe only; frames from Stripe and the identity
      // authority (the sign-in library's silent renewal), none from the platform's emulator.
      const PLATFORM = 'https://platform.scanwise.example';
      expect(policy.get('script-src')?.filter((source) => source.startsWith('https:'))).toEqual([
        'https://js.stripe.com',
      ]);
      expect(policy.get('frame-src')).toEqual([
        PLATFORM,
        'https://js.stripe.com',
        'https://hooks.stripe.com',
        'https://m.stripe.network',
      ]);
    } finally {
      await server.close();
    }
  });
});
