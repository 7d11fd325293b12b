// "The platform restarting" mid-session, on a platform of this file's own (a child process on a
// free port with a temporary --state-file), under the whole core on the Node adapters.
//
// Honest current behaviour: the state file keeps the platform's data, but the identity
// authorities make new signing keys on every start (mock-server README, "State file"), so the
// tokens issued before the restart get 401 afterwards. The core then logs out ("A 401 or 403
// answer fires a logout event"), stops the hubs and does not crash; a new sign-in sees the data
// kept across the restart.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createScanwiseCore, type LoggedOutReason, type ScanwiseCore } from '@scanwise/core';
import { RecordingLogger } from '@scanwise/core/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNodeAdapters, type NodeAdapters } from '../../src/node';
import { freePort, spawnPlatform, type PlatformProcess } from './platformProcess';
import { DEMO, hasPlatform, until } from './support';

let workDir = '';
let platform: PlatformProcess | undefined;
let core: ScanwiseCore | undefined;
let adapters: NodeAdapters | undefined;

beforeAll(() => {
  workDir = mkdtempSync(join(tmpdir(), 'scanwise-restart-'));
});
afterAll(async () => {
  core?.dispose();
  await adapters?.dispose();
  await platform?.stop();
  rmSync(workDir, { recursive: true, force: true });
});

const statusOf = (id: string): string | undefined =>
  core?.realtime.encounters.getSnapshot().encounters.find((encounter) => encounter.id === id)
    ?.status;

async function advance(url: string, encounterId: string, status: string): Promise<void> {
  const response = await fetch(`${url}/__control/encounters/${encounterId}/advance`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ status }),
  });
  expect(response.status).toBe(200);
}

describe.skipIf(!hasPlatform)('the platform restarting mid-session (--state-file)', () => {
  it('tokens from before the restart get 401: the core logs out, stops the hubs, and a new sign-in sees the kept data', async () => {
    const port = await freePort();
    const stateFile = join(workDir, 'platform.json');
    platform = await spawnPlatform(port, ['--state-file', stateFile]);
    const url = platform.url;

    adapters = createNodeAdapters({ platformUrl: url, environment: 'test', logLevel: 'silent' });
    const logger = new RecordingLogger();
    core = createScanwiseCore({
      ports: { ...adapters, logger },
      config: { apiBaseUrl: url, environment: 'test' },
    });
    const running = core;
    const loggedOut: LoggedOutReason[] = [];
    running.events.on('loggedOut').subscribe((event) => loggedOut.push(event.reason));
    const connected: boolean[] = [];
    running.connected$.subscribe((value) => connected.push(value));

    await running.auth.signInWithPassword(DEMO.email, DEMO.password);
    await until(() => connected.at(-1) === true, 10_000, 'both hubs');
    await advance(url, 'enc_demo_3', 'SCANNED');
    await until(() => statusOf('enc_demo_3') === 'SCANNED', 15_000, 'the push');

    // The platform goes away and comes back on the same port with the same state file.
    await platform.stop();
    await until(() => connected.at(-1) === false, 15_000, 'the hubs to notice');
    platform = await spawnPlatform(port, ['--state-file', stateFile]);

    // The next REST call carries a token the restarted platform does not know.
    expect(await running.api.loadMember()).toBeUndefined();
    await until(() => loggedOut.length > 0, 15_000, 'the logout');
    expect(loggedOut).toEqual(['unauthorized']);
    expect(running.auth.getSnapshot()).toMatchObject({ status: 'signedOut', member: null });
    expect(running.realtime.isConnected()).toBe(false);
    expect(running.realtime.encounters.getSnapshot().loaded).toBe(false);

    // Signing in again works on the restarted platform, and the data survived in the file.
    const again = await running.auth.signInWithPassword(DEMO.email, DEMO.password);
    expect(again.status).toBe('signedIn');
    await until(() => running.realtime.encounters.getSnapshot().loaded, 15_000, 'the re-watch');
    expect(statusOf('enc_demo_3')).toBe('SCANNED');
    expect(logger.messages('error')).toEqual([]);
  }, 90_000);
});
