import { ENCOUNTERS_HUB, type HubConnectionState } from '@scanwise/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUndiciHttp } from '../../src/http/undiciHttp';
import { OidcIdentity } from '../../src/identity/oidcIdentity';
import { createSignalRHubFactory } from '../../src/realtime/signalrHub';
import { MemoryStorage } from '@scanwise/core';
import { APP_ORIGIN, DEMO, control, hasPlatform, platformUrl, sleep, until } from './support';

const http = createUndiciHttp();
let identity: OidcIdentity;

beforeAll(async () => {
  if (!hasPlatform) return;
  await control('/reset', {});
  identity = new OidcIdentity({ platformUrl, appOrigin: APP_ORIGIN, storage: new MemoryStorage() });
  await identity.signInWithPassword(DEMO.email, DEMO.password);
});
afterAll(async () => {
  identity?.dispose();
  await http.close();
  if (hasPlatform) await control('/reset', {});
});

const getMember = async (token: string) =>
  http.send({
    method: 'GET',
    url: `${platformUrl}/members`,
    headers: { Authorization: `Bearer ${token}` },
  });

describe.skipIf(!hasPlatform)('faults against the mock platform', () => {
  it('an access token that stops verifying answers 401; a renewal with the refresh token recovers', async () => {
    const before = await identity.getUser('R');
    expect((await getMember(before?.accessToken ?? '')).status).toBe(200);
    await control('/tokens/expire', { user: DEMO.email });
    expect((await getMember(before?.accessToken ?? '')).status).toBe(401);
    const renewed = await identity.renew('R');
    expect((await getMember(renewed?.accessToken ?? '')).status).toBe(200);
  });

  it('revoked grants: the renewal fails as a server error (invalid_grant) and is reported', async () => {
    const other = new OidcIdentity({
      platformUrl,
      appOrigin: APP_ORIGIN,
      storage: new MemoryStorage(),
    });
    await other.signInWithPassword(DEMO.email, DEMO.password);
    await control('/tokens/revoke', { user: DEMO.email });
    await expect(other.renew('R')).rejects.toMatchObject({
      code: 'server_error',
      error: 'invalid_grant',
    });
    other.dispose();
    // Sign the shared identity in again for the next tests.
    await identity.signInWithPassword(DEMO.email, DEMO.password);
  });

  it('hubs stopped mid-session (the platform going away): reconnects on the schedule once they are back', async () => {
    const user = await identity.getUser('R');
    const hub = createSignalRHubFactory().create({
      url: `${platformUrl}${ENCOUNTERS_HUB.path}`,
      accessTokenFactory: () => user?.accessToken ?? '',
    });
    const states: HubConnectionState[] = [];
    hub.state$.subscribe((state) => states.push(state));
    let reconnected = 0;
    hub.reconnected$.subscribe(() => (reconnected += 1));
    await hub.start();
    await hub.invoke(ENCOUNTERS_HUB.invoke.watch);

    await control('/hubs/stop', {});
    await until(() => states.includes('Reconnecting'), 10_000, 'reconnecting');
    const stoppedAt = Date.now();
    // The 0 s attempt is refused (503); the next one is 2 s later.
    await sleep(500);
    await control('/hubs/start', {});
    await until(() => reconnected === 1, 15_000, 'the reconnect');
    expect(Date.now() - stoppedAt).toBeGreaterThanOrEqual(1_000);
    expect(hub.state).toBe('Connected');
    const pushes: unknown[] = [];
    hub.on(ENCOUNTERS_HUB.push.updateEncounter, (payload) => pushes.push(payload));
    await hub.invoke(ENCOUNTERS_HUB.invoke.watch);
    await control('/hubs/push', {
      user: DEMO.email,
      hub: 'encounters',
      target: ENCOUNTERS_HUB.push.updateEncounter,
      args: [{ id: 'after-restart' }],
    });
    await until(() => pushes.length === 1, 10_000, 'a push after the restart');
    await hub.stop();
  });

  it('a malformed push (no handler, odd arguments) reaches the handler as is and crashes nothing', async () => {
    const user = await identity.getUser('R');
    const hub = createSignalRHubFactory().create({
      url: `${platformUrl}${ENCOUNTERS_HUB.path}`,
      accessTokenFactory: () => user?.accessToken ?? '',
    });
    await hub.start();
    await hub.invoke(ENCOUNTERS_HUB.invoke.watch);
    const received: unknown[][] = [];
    hub.on(ENCOUNTERS_HUB.push.updateEncounter, (...args) => received.push(args));
    await control('/hubs/push', {
      user: DEMO.email,
      hub: 'encounters',
      target: 'NobodyListens',
      args: [1],
    });
    await control('/hubs/push', {
      user: DEMO.email,
      hub: 'encounters',
      target: ENCOUNTERS_HUB.push.updateEncounter,
      args: ['not an encounter', null, 42],
    });
    await until(() => received.length === 1, 10_000, 'the malformed push');
    expect(received[0]).toEqual(['not an encounter', null, 42]);
    expect(hub.state).toBe('Connected');
    await hub.stop();
  });

  it('follows a negotiate redirect (Azure SignalR style)', async () => {
    const user = await identity.getUser('R');
    await control('/hubs/redirect', { enabled: true });
    try {
      const hub = createSignalRHubFactory().create({
        url: `${platformUrl}${ENCOUNTERS_HUB.path}`,
        accessTokenFactory: () => user?.accessToken ?? '',
      });
      await hub.start();
      expect(hub.state).toBe('Connected');
      await expect(hub.invoke(ENCOUNTERS_HUB.invoke.watch)).resolves.toBeDefined();
      await hub.stop();
    } finally {
      await control('/hubs/redirect', { enabled: false });
    }
  });
});
