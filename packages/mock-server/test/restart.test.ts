import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  HttpTransportType,
  HubConnectionBuilder,
  HubConnectionState,
  LogLevel,
} from '@microsoft/signalr';
import { ENCOUNTERS_HUB } from '@scanwise/core';
import { startPlatform, type RunningPlatform } from '../src/server';
import { passwordSignIn } from './support/passwordSignIn';

// POST /__control/restart {downMs}: a real restart, as a deploy does. The listener and the hubs
// close, nothing answers for downMs, then the same port serves the platform re-created from its
// persisted state with fresh signing keys: the data is kept, tokens issued before are refused.

let running: RunningPlatform | undefined;

afterEach(async () => {
  await running?.close();
  running = undefined;
});

const members = (url: string, token: string) =>
  fetch(`${url}/members`, { headers: { Authorization: `Bearer ${token}` } }).then((r) => r.status);

const control = async (url: string, path: string, body?: unknown) => {
  const response = await fetch(`${url}/__control${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
};

const reachable = (url: string): Promise<boolean> =>
  fetch(`${url}/members/.well-known/openid-configuration`).then(
    (r) => r.ok,
    () => false,
  );

async function waitUntil(check: () => Promise<boolean>, timeoutMs = 12_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('POST /__control/restart', () => {
  it('goes down for downMs, comes back on the same port with the data and fresh signing keys', async () => {
    running = await startPlatform({ port: 0, host: '127.0.0.1', testControls: true });
    const { url } = running;
    const token = await passwordSignIn(url);
    expect(await members(url, token)).toBe(200);
    // A change of state before the restart, and a fault rule, both kept.
    expect(
      (await control(url, '/encounters/enc_demo_3/advance', { status: 'SCANNED' })).status,
    ).toBe(200);
    await control(url, '/faults', { path: '/never/matched', status: 500 });
    const before = running.platform.snapshot();
    const hub = new HubConnectionBuilder()
      .withUrl(`${url}${ENCOUNTERS_HUB.path}`, {
        transport: HttpTransportType.WebSockets,
        accessTokenFactory: () => token,
      })
      .configureLogging(LogLevel.None)
      .build();
    await hub.start();
    const hubClosed = new Promise<void>((resolve) => hub.onclose(() => resolve()));

    const started = Date.now();
    const answer = await control(url, '/restart', { downMs: 400 });
    expect(answer).toEqual({ status: 202, json: { ok: true, downMs: 400 } });
    await hubClosed;
    expect(hub.state).toBe(HubConnectionState.Disconnected);
    await waitUntil(async () => !(await reachable(url)));
    await waitUntil(() => reachable(url));
    expect(Date.now() - started).toBeGreaterThanOrEqual(400);

    // Same data, same port; the old token fails (new keys), a new sign-in works.
    expect(running.platform.snapshot()).toEqual(before);
    expect(await members(url, token)).toBe(401);
    expect(await members(url, await passwordSignIn(url))).toBe(200);
    expect(running.faults.list().map((rule) => rule.path)).toEqual(['/never/matched']);
    // The controls of the new platform answer; a reset still goes back to the seed.
    expect((await control(url, '/reset')).status).toBe(200);
    expect(running.platform.snapshot()).not.toEqual(before);
  });

  it('keeps the state file across the restart and refuses a bad downMs', async () => {
    const stateFile = join(mkdtempSync(join(tmpdir(), 'scanwise-restart-')), 'state.json');
    running = await startPlatform({ port: 0, host: '127.0.0.1', testControls: true, stateFile });
    const { url } = running;
    expect((await control(url, '/restart', { downMs: -1 })).status).toBe(400);
    expect((await control(url, '/restart', { downMs: 'soon' })).status).toBe(400);
    await control(url, '/encounters/enc_demo_3/advance', { status: 'SCANNED' });
    const before = running.platform.snapshot();
    await running.restart(0);
    // (the client's pooled keep-alive socket was closed by the restart: the first try may fail)
    await waitUntil(() => reachable(url), 1000);
    expect(running.platform.snapshot()).toEqual(before);
  });

  it('is listed by GET /__control', async () => {
    running = await startPlatform({ port: 0, host: '127.0.0.1', testControls: true });
    const listing = (await (await fetch(`${running.url}/__control`)).json()) as {
      endpoints: string[];
    };
    expect(listing.endpoints.some((line) => line.startsWith('POST /__control/restart'))).toBe(true);
  });
});
