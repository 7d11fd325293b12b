import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, control, hasPlatform, platformUrl, until } from './support';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

beforeAll(async () => {
  if (hasPlatform) await control('/reset', {});
});
afterAll(async () => {
  if (hasPlatform) await control('/reset', {});
});

describe.skipIf(!hasPlatform)('examples/node-member.ts against the mock platform', () => {
  it('createScanwiseCore on the Node adapters: signs in, prints the member and each encounter update, logs out', async () => {
    const child = spawn(
      `${repoRoot}node_modules/.bin/tsx`,
      [
        '--conditions=@scanwise/source',
        'packages/adapters/examples/node-member.ts',
        '--platform',
        platformUrl,
        '--email',
        DEMO.email,
        '--password',
        DEMO.password,
        '--updates',
        '2',
      ],
      { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    try {
      await until(() => output.includes('Watching encounters'), 20_000, 'the example to watch');
      // The seeded demo member (mock-server README) and their three encounters.
      expect(output).toContain('Member: Dana Demo <demo@example.com>');
      expect(output).toContain('Watching encounters: 3');

      // The clinic side scans the upcoming mammography: the platform pushes UpdateEncounter.
      await control('/encounters/enc_demo_3/advance', { status: 'SCANNED' });
      await until(() => output.includes('Encounter update 1:'), 10_000, 'the first update');
      // A drop mid-session: the core reconnects and watches again (the fresh answer prints
      // nothing new), then the next push still arrives.
      const beforeDrop = output.length;
      await control('/hubs/drop', {});
      await until(
        () => /Hubs connected: false[\s\S]*Hubs connected: true/.test(output.slice(beforeDrop)),
        15_000,
        'the reconnect',
      );
      await control('/encounters/enc_demo_3/advance', { status: 'REPORT_READY' });
      expect(await exited).toBe(0);
      expect(output).toContain('Encounter update 1: enc_demo_3 SCANNED AWAIT_REPORT');
      expect(output).toContain('Encounter update 2: enc_demo_3 REPORT_READY VIEW_REPORT');
      expect(output).not.toContain('Encounter update 3');
      expect(output.trim().endsWith('Logged out')).toBe(true);
      // A clean logout: the hubs unwatched and the identity call finished before the sockets closed.
      expect(output).not.toMatch(/failed|canceled/i);
    } finally {
      if (child.exitCode === null) child.kill('SIGTERM');
    }
  }, 60_000);
});
