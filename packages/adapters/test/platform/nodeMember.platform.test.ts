import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DEMO, control, hasPlatform, platformUrl, until } from './support';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

describe.skipIf(!hasPlatform)('examples/node-member.ts against the mock platform', () => {
  it('signs in, loads the member, watches the encounters and prints each update', async () => {
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
      expect(output).toContain(`Signed in as ${DEMO.email}`);
      expect(output).toMatch(/Member: .+ <demo@example\.com>/);

      await control('/hubs/push', {
        user: DEMO.email,
        hub: 'encounters',
        target: 'UpdateEncounter',
        args: [{ id: 'enc-example', status: 'Scheduled' }],
      });
      await until(() => output.includes('Encounter update 1:'), 10_000, 'the first update');
      // A drop mid-session: the example reconnects and watches again.
      await control('/hubs/drop', {});
      await until(() => output.includes('Watching encounters again'), 15_000, 'the re-watch');
      await control('/hubs/push', {
        user: DEMO.email,
        hub: 'encounters',
        target: 'UpdateEncounter',
        args: [{ id: 'enc-example', status: 'Completed' }],
      });
      expect(await exited).toBe(0);
      expect(output).toContain('Encounter update 1: {"id":"enc-example","status":"Scheduled"}');
      expect(output).toContain('Encounter update 2: {"id":"enc-example","status":"Completed"}');
    } finally {
      if (child.exitCode === null) child.kill('SIGTERM');
    }
  }, 60_000);
});
