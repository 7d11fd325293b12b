// The whole core, through its one entry point, on the Node adapters against the real mock
// platform (started by globalSetup): sign-in, member, both hubs, pushes, drops, expiry, 401s,
// malformed pushes and logout. Faults come from the platform's /__control endpoints.
import {
  createScanwiseCore,
  HUB_LOG_MESSAGES,
  orderCentersByDistance,
  type HttpPort,
  type HttpRequest,
  type LoggedOutReason,
  type ScanwiseCore,
} from '@scanwise/core';
import { RecordingLogger } from '@scanwise/core/testing';
import { firstValueFrom } from 'rxjs';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HttpTransportError } from '../../src/http/errors';
import { createNodeAdapters, type NodeAdapters } from '../../src/node';
import { DEMO, control, hasPlatform, platformUrl, until, untilAnswered } from './support';

interface RunningCore {
  readonly core: ScanwiseCore;
  readonly adapters: NodeAdapters;
  readonly logger: RecordingLogger;
  /** Every request the core sent through the HTTP port. */
  readonly requests: HttpRequest[];
  readonly loggedOut: LoggedOutReason[];
}

let running: RunningCore | undefined;
/** The network is down for the identity logout only (set by a test, reset after each). */
let logoutUnreachable = false;

/** The Node preset with the core's logger and HTTP port recorded, plugged into the core. */
function startCore(): RunningCore {
  const adapters = createNodeAdapters({ platformUrl, environment: 'test', logLevel: 'silent' });
  const logger = new RecordingLogger();
  const requests: HttpRequest[] = [];
  const http: HttpPort = {
    send: (request) => {
      requests.push(request);
      if (logoutUnreachable && request.url.endsWith('/members/connect/logout')) {
        return Promise.reject(new HttpTransportError('network_error', 'fetch failed'));
      }
      return adapters.http.send(request);
    },
  };
  const core = createScanwiseCore({
    ports: { ...adapters, logger, http },
    config: { apiBaseUrl: platformUrl, environment: 'test' },
  });
  const loggedOut: LoggedOutReason[] = [];
  core.events.on('loggedOut').subscribe((event) => loggedOut.push(event.reason));
  running = { core, adapters, logger, requests, loggedOut };
  return running;
}

/** Signs the demo member in and waits for both hubs to be watched (both stores loaded). */
async function signedInCore(): Promise<RunningCore> {
  const run = startCore();
  const state = await run.core.auth.signInWithPassword(DEMO.email, DEMO.password);
  expect(state.status).toBe('signedIn');
  await until(() => bothStoresLoaded(run.core), 10_000, 'both hubs watched');
  return run;
}

const bothStoresLoaded = (core: ScanwiseCore): boolean =>
  core.realtime.encounters.getSnapshot().loaded && core.realtime.tasks.getSnapshot().loaded;

const encounterStatus = (core: ScanwiseCore, id: string): string | undefined =>
  core.realtime.encounters.getSnapshot().encounters.find((encounter) => encounter.id === id)
    ?.status;

const hubConnections = async (): Promise<number> =>
  ((await control('/hubs')) as { connections: number }).connections;

beforeEach(async () => {
  if (hasPlatform) await control('/reset', {});
});
afterEach(async () => {
  logoutUnreachable = false;
  const run = running;
  running = undefined;
  if (!run) return;
  run.core.dispose();
  await run.adapters.dispose();
});
afterAll(async () => {
  if (hasPlatform) await control('/reset', {});
});

describe.skipIf(!hasPlatform)(
  'createScanwiseCore on the Node adapters against the platform',
  () => {
    it('password sign-in (R) loads the member; "they start and subscribe to the member\'s tasks and encounters"', async () => {
      const { core } = await signedInCore();
      const state = core.auth.getSnapshot();
      expect(state.kind).toBe('R');
      expect(state.member).toMatchObject({ email: DEMO.email, firstName: 'Dana' });
      expect(core.rootSession.getSnapshot().authenticated).toBe(true);
      expect(core.realtime.encounters.getSnapshot().encounters.map((e) => e.id)).toEqual([
        'enc_demo_1',
        'enc_demo_2',
        'enc_demo_3',
      ]);
      expect(core.realtime.tasks.getSnapshot().tasks.length).toBeGreaterThan(0);
      expect(await firstValueFrom(core.connected$)).toBe(true);
      expect(await hubConnections()).toBe(2);
    });

    it("centers nearest first: CenterOrigin locates the member's address and a ZIP code through the platform's postal code lookup; an unknown one is a result", async () => {
      const { core } = await signedInCore();
      await core.centerOrigin.start('US');
      expect(core.centerOrigin.getSnapshot().origin).toMatchObject({
        source: 'memberAddress',
        postalCode: '10118',
      });
      const centers = await core.api.listCenters({ country: 'US' });
      const from = (postalCode: string) =>
        core.centerOrigin.search(postalCode).then((outcome) => {
          if (!outcome.ok) throw new Error(`${postalCode}: ${outcome.reason}`);
          return orderCentersByDistance(centers, outcome.origin.point)[0]?.center.id;
        });
      expect(await from('90210')).toBe('ctr_la_wilshire');
      expect(await from('33139')).toBe('ctr_mia_internal');
      expect(await core.centerOrigin.search('99999')).toEqual({
        ok: false,
        reason: 'notFound',
        typed: '99999',
      });
    });

    it('an encounter update pushed by the platform (UpdateEncounter) reaches core.realtime.encounters', async () => {
      const { core } = await signedInCore();
      expect(encounterStatus(core, 'enc_demo_3')).not.toBe('SCANNED');
      await control('/encounters/enc_demo_3/advance', { status: 'SCANNED' });
      await until(() => encounterStatus(core, 'enc_demo_3') === 'SCANNED', 5_000, 'the push');
      expect(core.realtime.encounters.getSnapshot().encounters).toHaveLength(3);
    });

    it('hubs dropped: "It reconnects automatically, waiting 0, 2, 10 and 30 s", watches again and the stores catch up', async () => {
      const { core } = await signedInCore();
      const connected: boolean[] = [];
      core.connected$.subscribe((value) => connected.push(value));

      // An abrupt drop: the 0 s attempt reconnects at once.
      await control('/hubs/drop', {});
      await until(() => connected.includes(false), 5_000, 'the drop');
      await until(() => connected.at(-1) === true, 5_000, 'the 0 s reconnect');
      expect(await hubConnections()).toBe(2);

      // The hubs go away: the 0 s attempt is refused (503), the one 2 s later gets through.
      // Meanwhile the clinic releases a report; its pushes reach nobody.
      connected.length = 0;
      await control('/hubs/stop', {});
      const stoppedAt = Date.now();
      await until(() => connected.includes(false), 5_000, 'the stop');
      await control('/encounters/enc_demo_3/advance', { status: 'REPORT_READY' });
      expect(encounterStatus(core, 'enc_demo_3')).not.toBe('REPORT_READY');
      await control('/hubs/start', {});
      await until(() => connected.at(-1) === true, 10_000, 'the 2 s reconnect');
      expect(Date.now() - stoppedAt).toBeGreaterThanOrEqual(1_500);

      // The watch after the reconnect stores the fresh state: both stores caught up.
      await until(() => encounterStatus(core, 'enc_demo_3') === 'REPORT_READY', 5_000, 'catch-up');
      await until(
        () => core.realtime.tasks.getSnapshot().tasks.some((task) => task.type === 'REVIEW_REPORT'),
        5_000,
        'the new task',
      );
      expect(core.auth.getSnapshot().status).toBe('signedIn');
    });

    it('an access token the platform stopped accepting (tokens/expire): the next call is a 401, then logout', async () => {
      const { core, loggedOut } = await signedInCore();
      await control('/tokens/expire', { user: DEMO.email });
      expect(await core.api.loadMember()).toBeUndefined();
      await until(() => core.auth.getSnapshot().status === 'signedOut', 5_000, 'the logout');
      expect(loggedOut).toEqual(['unauthorized']);
      expect(core.rootSession.getSnapshot()).toMatchObject({ authenticated: false, member: null });
      await until(() => !core.realtime.isConnected(), 5_000, 'the hubs to stop');
      expect(core.realtime.encounters.getSnapshot().loaded).toBe(false);
    });

    it('"A 401 or 403 answer fires a logout event" (a 401 injected on GET /members)', async () => {
      const { core, loggedOut } = await signedInCore();
      await control('/faults', { path: '/members', method: 'GET', status: 401, times: 1 });
      expect(await core.api.loadMember()).toBeUndefined();
      await until(() => loggedOut.length > 0, 5_000, 'the loggedOut event');
      expect(loggedOut).toEqual(['unauthorized']);
      expect(core.auth.getSnapshot()).toMatchObject({ status: 'signedOut', member: null });
    });

    it('a malformed push is logged and dropped: the store is unchanged, nothing crashes', async () => {
      const { core, logger } = await signedInCore();
      const before = core.realtime.encounters.getSnapshot();
      const tasksBefore = core.realtime.tasks.getSnapshot();
      const pushed = (await control('/hubs/push', {
        user: DEMO.email,
        hub: 'encounters',
        target: 'UpdateEncounter',
        args: [{ id: 'enc_demo_1', status: 42 }],
      })) as { reached: number };
      expect(pushed.reached).toBe(1);
      await control('/hubs/push', { user: DEMO.email, hub: 'tasks', target: 'SetDone', args: [] });
      await until(
        () =>
          logger.messages('warn').filter((m) => m === HUB_LOG_MESSAGES.malformedPayload).length ===
          2,
        5_000,
        'the two warnings',
      );
      expect(core.realtime.encounters.getSnapshot()).toBe(before);
      expect(core.realtime.tasks.getSnapshot()).toBe(tasksBefore);
      // Still connected and still listening: the next valid push is applied.
      await control('/encounters/enc_demo_3/advance', { status: 'SCANNED' });
      await until(() => encounterStatus(core, 'enc_demo_3') === 'SCANNED', 5_000, 'the valid push');
      expect(core.auth.getSnapshot().status).toBe('signedIn');
    });

    it('"Logout: the identity provider is called ..., a loggedOut event fires"; the hubs stop', async () => {
      const { core, adapters, requests, loggedOut } = await signedInCore();
      const storedUser = adapters.storage.local.getItem(adapters.identity.userStorageKey('R'));
      const refreshToken = (JSON.parse(storedUser ?? '{}') as { refresh_token?: string })
        .refresh_token;
      expect(refreshToken).toBeTruthy();

      await core.auth.logout();
      expect(loggedOut).toEqual(['logout']);
      expect(core.rootSession.getSnapshot()).toMatchObject({ authenticated: false, member: null });
      expect(adapters.storage.local.getItem(adapters.identity.userStorageKey('R'))).toBeNull();
      await untilAnswered(async () => (await hubConnections()) === 0, 5_000, 'the hubs to stop');
      expect(core.realtime.isConnected()).toBe(false);
      expect(core.realtime.encounters.getSnapshot().loaded).toBe(false);

      const logoutCall = requests.find(
        (request) =>
          request.method === 'POST' && request.url === `${platformUrl}/members/connect/logout`,
      );
      expect(logoutCall?.body).toMatch(/^id_token_hint=[\w-]+\.[\w-]+\.[\w-]+$/);
      // The platform ended the grant: the refresh token no longer renews.
      await untilAnswered(
        async () => (await refreshWith(refreshToken ?? '')) === 400,
        5_000,
        'revocation',
      );
    });

    describe('"If the logout fails, stored user entries are removed from local storage"', () => {
      /** Every stored user entry of the identity adapter, whatever its kind. */
      const storedUserKeys = (adapters: NodeAdapters): string[] =>
        adapters.storage.local.keys().filter((key) => adapters.identity.isStoredSessionEntry(key));

      /**
       * Signed in with a second, stale stored user (an on-behalf-of entry left behind): a
       * logout removes the current kind's user, only the fallback removes every entry.
       */
      async function signedInWithStaleEntry(): Promise<RunningCore> {
        const run = await signedInCore();
        const { storage, identity } = run.adapters;
        const current = storage.local.getItem(identity.userStorageKey('R'));
        storage.local.setItem(identity.userStorageKey('O'), current ?? '{}');
        expect(storedUserKeys(run.adapters)).toHaveLength(2);
        return run;
      }

      it('the identity provider answers an error: the fallback removes every stored entry', async () => {
        const { core, adapters, logger } = await signedInWithStaleEntry();
        await control('/faults', {
          path: '/members/connect/logout',
          method: 'POST',
          status: 500,
          times: 1,
        });
        await core.auth.logout();
        await until(
          () => logger.has('warn', 'Logout call failed; stored user entries removed'),
          5_000,
          'the fallback',
        );
        expect(storedUserKeys(adapters)).toEqual([]);
        expect(core.auth.getSnapshot()).toMatchObject({ status: 'signedOut', member: null });
      });

      it('the network is down: the fallback removes every stored entry', async () => {
        const { core, adapters, logger } = await signedInWithStaleEntry();
        logoutUnreachable = true;
        await core.auth.logout();
        await until(
          () => logger.has('warn', 'Logout call failed; stored user entries removed'),
          5_000,
          'the fallback',
        );
        expect(storedUserKeys(adapters)).toEqual([]);
      });

      it('a logout the identity provider accepts takes no fallback (the stale entry stays)', async () => {
        const { core, adapters, logger, requests } = await signedInWithStaleEntry();
        await core.auth.logout();
        await until(
          () => requests.some((request) => request.url.endsWith('/members/connect/logout')),
          5_000,
          'the logout call',
        );
        await untilAnswered(
          async () => (await hubConnections()) === 0,
          5_000,
          'the logout to settle',
        );
        expect(logger.has('warn', 'Logout call failed; stored user entries removed')).toBe(false);
        expect(storedUserKeys(adapters)).toEqual([adapters.identity.userStorageKey('O')]);
      });
    });
  },
);

async function refreshWith(refreshToken: string): Promise<number> {
  const response = await fetch(`${platformUrl}/members/connect/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
      client_id: 'scanwise-web',
    }),
  });
  return response.status;
}
