import { ENCOUNTERS_HUB, TASK_NOTES_HUB } from '@scanwise/core';
import { HttpTransportType } from '@microsoft/signalr';
import { describe, expect, it } from 'vitest';
import { createFetchHttp } from '../../src/http/fetchHttp';
import { OidcIdentity } from '../../src/identity/oidcIdentity';
import { createSignalRHubFactory } from '../../src/realtime/signalrHub';
import { WebStorage } from '../../src/storage/webStorage';
import { DEMO, control, hasPlatform, platformMissing, platformUrl, until } from './support';

if (!hasPlatform) console.warn(`Platform browser tests skipped: ${platformMissing}`);

async function signIn() {
  localStorage.clear();
  const identity = new OidcIdentity({
    platformUrl,
    appOrigin: location.origin,
    storage: new WebStorage('local'),
  });
  const user = await identity.signInWithPassword(DEMO.email, DEMO.password);
  return { identity, user };
}

describe.skipIf(!hasPlatform)(
  'adapters in Chromium against the mock platform (cross-origin)',
  () => {
    it('password sign-in stores the user in localStorage under its oidc.user: key', async () => {
      const { identity, user } = await signIn();
      expect(user?.profile.email).toBe(DEMO.email);
      expect(localStorage.getItem(identity.userStorageKey('R'))).toContain(user?.accessToken);
      identity.dispose();
    });

    it('fetch adapter: GET /members with the bearer token, cross-origin', async () => {
      const { identity, user } = await signIn();
      const response = await createFetchHttp().send({
        method: 'GET',
        url: `${platformUrl}/members`,
        headers: { Authorization: `Bearer ${user?.accessToken ?? ''}` },
      });
      expect(response.status).toBe(200);
      expect(response.body).toContain(DEMO.email);
      identity.dispose();
    });

    for (const [name, transport] of [
      ['WebSockets', HttpTransportType.WebSockets],
      ['ServerSentEvents', HttpTransportType.ServerSentEvents],
      ['LongPolling', HttpTransportType.LongPolling],
    ] as const) {
      it(`both hubs over ${name}: watch and receive a push`, async () => {
        const { identity, user } = await signIn();
        for (const hub of [
          {
            name: 'encounters',
            path: ENCOUNTERS_HUB.path,
            watch: ENCOUNTERS_HUB.invoke.watch,
            push: ENCOUNTERS_HUB.push.updateEncounter,
          },
          {
            name: 'tasks',
            path: TASK_NOTES_HUB.path,
            watch: TASK_NOTES_HUB.invoke.watch,
            push: TASK_NOTES_HUB.push.setDone,
          },
        ]) {
          const connection = createSignalRHubFactory({ transport }).create({
            url: `${platformUrl}${hub.path}`,
            accessTokenFactory: () => user?.accessToken ?? '',
          });
          const pushes: unknown[] = [];
          connection.on(hub.push, (payload) => pushes.push(payload));
          await connection.start();
          await connection.invoke(hub.watch);
          await control('/hubs/push', {
            user: DEMO.email,
            hub: hub.name,
            target: hub.push,
            args: [{ id: name }],
          });
          await until(() => pushes.length === 1, 10_000, `${hub.name} push over ${name}`);
          expect(pushes[0]).toEqual({ id: name });
          await connection.stop();
        }
        identity.dispose();
      });
    }
  },
);
