import { ENCOUNTERS_HUB, TASK_NOTES_HUB, type HubConnectionState } from '@scanwise/core';
import { HttpTransportType, LogLevel } from '@microsoft/signalr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OidcIdentity } from '../../src/identity/oidcIdentity';
import { createSignalRHubFactory, type SignalRHubConnection } from '../../src/realtime/signalrHub';
import { MemoryStorage } from '@scanwise/core';
import { APP_ORIGIN, DEMO, control, hasPlatform, platformUrl, sleep, until } from './support';

let identity: OidcIdentity;
let token = '';

beforeAll(async () => {
  if (!hasPlatform) return;
  identity = new OidcIdentity({ platformUrl, appOrigin: APP_ORIGIN, storage: new MemoryStorage() });
  token = (await identity.signInWithPassword(DEMO.email, DEMO.password))?.accessToken ?? '';
});
afterAll(() => identity?.dispose());

/** A logger for the client's own lines: warnings and errors (loud) apart from debug ones (quiet). */
function sortedLines() {
  const loud: string[] = [];
  const quiet: string[] = [];
  const logger = {
    debug: (message: string) => quiet.push(message),
    info: () => undefined,
    warn: (message: string) => loud.push(message),
    error: (message: string) => loud.push(message),
  };
  return { loud, quiet, logger };
}

const transports = [
  ['WebSockets', HttpTransportType.WebSockets],
  ['ServerSentEvents', HttpTransportType.ServerSentEvents],
  ['LongPolling', HttpTransportType.LongPolling],
] as const;

const hubs = [
  {
    name: 'encounters' as const,
    path: ENCOUNTERS_HUB.path,
    watch: ENCOUNTERS_HUB.invoke.watch,
    unwatch: ENCOUNTERS_HUB.invoke.unwatch,
    push: ENCOUNTERS_HUB.push.updateEncounter,
  },
  {
    name: 'tasks' as const,
    path: TASK_NOTES_HUB.path,
    watch: TASK_NOTES_HUB.invoke.watch,
    unwatch: TASK_NOTES_HUB.invoke.unwatch,
    push: TASK_NOTES_HUB.push.updateNote,
  },
];

describe.skipIf(!hasPlatform)('SignalR adapter against the mock platform hubs (Node)', () => {
  for (const [transportName, transport] of transports) {
    for (const hub of hubs) {
      it(`${hub.name} over ${transportName}: watch, receive a push, reconnect after a drop and watch again`, async () => {
        const connection: SignalRHubConnection = createSignalRHubFactory({ transport }).create({
          url: `${platformUrl}${hub.path}`,
          accessTokenFactory: () => token,
        });
        const states: HubConnectionState[] = [];
        connection.state$.subscribe((state) => states.push(state));
        let reconnects = 0;
        connection.reconnected$.subscribe(() => (reconnects += 1));
        const pushes: unknown[][] = [];
        const off = connection.on(hub.push, (...args) => pushes.push(args));

        await connection.start();
        expect(connection.state).toBe('Connected');
        expect(connection.connection.connectionId).toBeTruthy();
        const watched = await connection.invoke(hub.watch);
        expect(watched).toBeDefined();

        const payload = { id: `${hub.name}-${transportName}`, marker: 1 };
        await control('/hubs/push', {
          user: DEMO.email,
          hub: hub.name,
          target: hub.push,
          args: [payload],
        });
        await until(() => pushes.length === 1, 10_000, 'the first push');
        expect(pushes[0]).toEqual([payload]);

        // The platform drops every connection: the client reconnects (first delay 0) as a new
        // connection, so the app watches again and receives pushes again.
        const firstId = connection.connection.connectionId;
        await control('/hubs/drop', {});
        await until(() => reconnects === 1, 15_000, 'the reconnect');
        expect(states).toContain('Reconnecting');
        expect(connection.state).toBe('Connected');
        expect(connection.connection.connectionId).not.toBe(firstId);
        await connection.invoke(hub.watch);
        const again = { ...payload, marker: 2 };
        await control('/hubs/push', {
          user: DEMO.email,
          hub: hub.name,
          target: hub.push,
          args: [again],
        });
        await until(() => pushes.length === 2, 10_000, 'the push after reconnect');
        expect(pushes[1]).toEqual([again]);

        await connection.invoke(hub.unwatch);
        off();
        await connection.stop();
        expect(connection.state).toBe('Disconnected');
        expect(states.at(-1)).toBe('Disconnected');
        expect(states).toContain('Disconnecting');
      });
    }
  }

  it('a start without a valid token fails (negotiation refused) and the state goes back to Disconnected', async () => {
    const connection = createSignalRHubFactory().create({
      url: `${platformUrl}${ENCOUNTERS_HUB.path}`,
      accessTokenFactory: () => '',
    });
    await expect(connection.start()).rejects.toThrow();
    expect(connection.state).toBe('Disconnected');
  });

  it('a stop while the start is negotiating (a sign-out) ends that start quietly: no warning, no error', async () => {
    const { loud, quiet, logger } = sortedLines();
    const connection = createSignalRHubFactory({ logger, logLevel: LogLevel.Debug }).create({
      url: `${platformUrl}${TASK_NOTES_HUB.path}`,
      accessTokenFactory: () => token,
    });
    const started = connection.start();
    await connection.stop();
    await expect(started).rejects.toThrow(/stopped during negotiation/);
    expect(connection.state).toBe('Disconnected');
    expect(loud).toEqual([]);
    expect(quiet.some((message) => /stopped during negotiation/.test(message))).toBe(true);

    // The next start is the member's next session: connects, and its failures are loud again.
    await connection.start();
    expect(connection.state).toBe('Connected');
    await connection.stop();
    expect(loud).toEqual([]);
  });

  it('a stop while the automatic reconnect negotiates (an idle logout after a drop) ends it quietly', async () => {
    const { loud, quiet, logger } = sortedLines();
    const connection = createSignalRHubFactory({ logger, logLevel: LogLevel.Debug }).create({
      url: `${platformUrl}${TASK_NOTES_HUB.path}`,
      accessTokenFactory: () => token,
    });
    await connection.start();
    // The reconnect's negotiation (first delay 0) is held by the platform while the app stops.
    await control('/faults', {
      path: `${TASK_NOTES_HUB.path}/negotiate`,
      method: 'POST',
      latencyMs: 1_500,
      times: 1,
    });
    await control('/hubs/drop', {});
    await until(() => connection.state === 'Reconnecting', 10_000, 'the reconnect');
    // The drop itself is a fault and said so ('Connection disconnected with error ...').
    loud.length = 0;
    await sleep(300);
    await connection.stop();
    expect(connection.state).toBe('Disconnected');
    expect(loud).toEqual([]);
    expect(quiet.some((message) => /stopped during negotiation/.test(message))).toBe(true);

    // The next session's start connects, and a failure of its own is loud again.
    await connection.start();
    expect(connection.state).toBe('Connected');
    await connection.stop();
    expect(loud).toEqual([]);
  });

  it('a reconnect the platform refuses with 401 (the tokens revoked) closes at once and says so on refusedUnauthorized$', async () => {
    // A member of its own: revoking the demo member's tokens would end the other tests' session.
    const member = new OidcIdentity({
      platformUrl,
      appOrigin: APP_ORIGIN,
      storage: new MemoryStorage(),
    });
    const memberToken =
      (await member.signInWithPassword('roles@example.com', 'Roles-password-1'))?.accessToken ?? '';
    const connection = createSignalRHubFactory({ logLevel: LogLevel.None }).create({
      url: `${platformUrl}${TASK_NOTES_HUB.path}`,
      accessTokenFactory: () => memberToken,
    });
    let announced: HubConnectionState = 'Disconnected';
    connection.state$.subscribe((state) => (announced = state));
    const refused: number[] = [];
    const statesWhenRefused: HubConnectionState[] = [];
    connection.refusedUnauthorized$.subscribe((status) => {
      refused.push(status);
      statesWhenRefused.push(announced);
    });
    await connection.start();
    expect(connection.state).toBe('Connected');

    await control('/tokens/revoke', { user: 'roles@example.com' });
    await control('/hubs/drop', {});
    // The first attempt (delay 0) is refused: no waiting for the 2, 10 and 30 s attempts.
    await until(() => connection.state === 'Disconnected', 5_000, 'the refused reconnect');
    expect(refused).toEqual([401]);
    expect(statesWhenRefused).toEqual(['Reconnecting']);
    member.dispose();
  });

  it('a start the platform refuses with 401 says so on refusedUnauthorized$, and the client logs it quietly', async () => {
    const { loud, quiet, logger } = sortedLines();
    const connection = createSignalRHubFactory({ logger, logLevel: LogLevel.Debug }).create({
      url: `${platformUrl}${ENCOUNTERS_HUB.path}`,
      accessTokenFactory: () => 'not-a-token',
    });
    const refused: number[] = [];
    connection.refusedUnauthorized$.subscribe((status) => refused.push(status));
    await expect(connection.start()).rejects.toThrow(/401/);
    expect(refused).toEqual([401]);
    // The refusal is the app's to handle (the core logs it and ends the session), not an error.
    expect(loud).toEqual([]);
    expect(quiet.some((message) => /Status code '401'/.test(message))).toBe(true);
  });
});
