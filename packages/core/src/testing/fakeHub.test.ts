import { describe, expect, it } from 'vitest';
import { CONSTANTS } from '../config';
import type { HubConnectionState } from '../ports';
import { FakeClock } from './fakeClock';
import { FAKE_HUB_ERRORS, FakeHubConnection, FakeHubConnectionFactory } from './fakeHub';

const options = { url: 'https://api.test/hubs/tasks', accessTokenFactory: () => 'token-1' };

function watch(connection: FakeHubConnection): HubConnectionState[] {
  const states: HubConnectionState[] = [];
  connection.state$.subscribe((s) => states.push(s));
  return states;
}

describe('FakeHubConnection (HubConnection)', () => {
  it('start moves Disconnected → Connecting → Connected and sends the token', async () => {
    const hub = new FakeHubConnection(options);
    const states = watch(hub);
    await hub.start();
    expect(states).toEqual(['Disconnected', 'Connecting', 'Connected']);
    expect(hub.tokensSent).toEqual(['token-1']);
    expect(hub.startCount).toBe(1);
  });

  it("a second start rejects with SignalR's message", async () => {
    const hub = new FakeHubConnection(options);
    await hub.start();
    await expect(hub.start()).rejects.toThrow(FAKE_HUB_ERRORS.notDisconnected);
  });

  it('start failures on demand, and 401 without a token, end Disconnected', async () => {
    const hub = new FakeHubConnection({
      ...options,
      accessTokenFactory: () => Promise.resolve(''),
    });
    await expect(hub.start()).rejects.toThrow(FAKE_HUB_ERRORS.unauthorized);
    expect(hub.state).toBe('Disconnected');
    const open = new FakeHubConnection(
      { ...options, accessTokenFactory: () => '' },
      {
        requireToken: false,
      },
    );
    open.failNextStart(new Error('negotiation failed'));
    await expect(open.start()).rejects.toThrow('negotiation failed');
    open.failNextStart();
    await expect(open.start()).rejects.toThrow(/Internal Server Error/);
    await open.start();
    expect(open.state).toBe('Connected');
  });

  it('stop moves through Disconnecting to Disconnected; stopping when stopped is a no-op', async () => {
    const hub = new FakeHubConnection(options);
    await hub.stop();
    await hub.start();
    const states = watch(hub);
    await hub.stop();
    expect(states).toEqual(['Connected', 'Disconnecting', 'Disconnected']);
  });

  it('a stop during negotiation fails the start', async () => {
    const hub = new FakeHubConnection(options);
    const starting = hub.start();
    const stopping = hub.stop();
    await expect(starting).rejects.toThrow(FAKE_HUB_ERRORS.stoppedDuringNegotiation);
    await stopping;
    expect(hub.state).toBe('Disconnected');
  });

  it('invoke is answered by registered handlers (names case-insensitive)', async () => {
    const hub = new FakeHubConnection(options)
      .handle('SubscribeToTasks', (memberId) => `subscribed ${String(memberId)}`)
      .handle('Explode', () => {
        throw new Error('hub exception');
      })
      .handle('Reject', () => {
        // eslint-disable-next-line @typescript-eslint/only-throw-error -- a server throwing a non-Error
        throw 'plain';
      })
      .handle('Later', () => Promise.resolve(42));
    await expect(hub.invoke('SubscribeToTasks', 'm1')).rejects.toThrow(
      FAKE_HUB_ERRORS.notConnected,
    );
    await hub.start();
    await expect(hub.invoke('subscribetotasks', 'm1')).resolves.toBe('subscribed m1');
    await expect(hub.invoke<number>('Later')).resolves.toBe(42);
    await expect(hub.invoke('Missing')).rejects.toThrow(/Method does not exist/);
    await expect(hub.invoke('Explode')).rejects.toThrow('hub exception');
    await expect(hub.invoke('Reject')).rejects.toThrow('plain');
    expect(hub.invocations.map((i) => i.method)).toEqual([
      'subscribetotasks',
      'Later',
      'Missing',
      'Explode',
      'Reject',
    ]);
  });

  it('serverPush reaches on() handlers only while connected; unsubscribe works', async () => {
    const hub = new FakeHubConnection(options);
    const got: unknown[][] = [];
    const off = hub.on('TaskUpdated', (...args) => got.push(args));
    expect(hub.serverPush('TaskUpdated', 1)).toBe(0);
    await hub.start();
    expect(hub.serverPush('taskupdated', { id: 't1' }, 'x')).toBe(1);
    expect(hub.listenerCount('TASKUPDATED')).toBe(1);
    off();
    expect(hub.serverPush('TaskUpdated', 2)).toBe(0);
    expect(hub.serverPush('Nobody')).toBe(0);
    expect(got).toEqual([[{ id: 't1' }, 'x']]);
  });

  it('simulateDrop: Reconnecting, then Connected with reconnected$ after the first delay', async () => {
    const clock = new FakeClock(0);
    const hub = new FakeHubConnection(options, { clock });
    await hub.start();
    const states = watch(hub);
    let reconnected = 0;
    hub.reconnected$.subscribe(() => reconnected++);
    hub.simulateDrop();
    expect(hub.state).toBe('Reconnecting');
    clock.advance(0);
    expect(states).toEqual(['Connected', 'Reconnecting', 'Connected']);
    expect(reconnected).toBe(1);
  });

  it('failed reconnect attempts wait 0, 2, 10 and 30 s, then the connection closes', async () => {
    const clock = new FakeClock(0);
    const hub = new FakeHubConnection(options, { clock });
    await hub.start();
    hub.simulateDrop({ failedAttempts: 2 });
    clock.advance(0 + CONSTANTS.hubReconnectDelays[1]!);
    expect(hub.state).toBe('Reconnecting');
    clock.advance(CONSTANTS.hubReconnectDelays[2]! - 1);
    expect(hub.state).toBe('Reconnecting');
    clock.advance(1);
    expect(hub.state).toBe('Connected');
    hub.simulateDrop({ failedAttempts: 4 });
    clock.advance(42_000);
    expect(hub.state).toBe('Disconnected');
    expect(() => hub.simulateDrop()).toThrow(/connected hub/);
  });

  it('without a clock reconnects at once; stop or close during reconnecting ends it', async () => {
    const hub = new FakeHubConnection(options);
    await hub.start();
    hub.simulateDrop();
    expect(hub.state).toBe('Connected');
    const clock = new FakeClock(0);
    const timed = new FakeHubConnection(options, { clock, reconnectDelays: [1_000] });
    await timed.start();
    timed.simulateDrop();
    await timed.stop();
    clock.advance(1_000);
    expect(timed.state).toBe('Disconnected');
    expect(clock.pendingTimers).toBe(0);
    await timed.start();
    timed.simulateClose();
    expect(timed.state).toBe('Disconnected');
  });
});

describe('FakeHubConnectionFactory (HubConnectionFactory)', () => {
  it('creates connections with factory-wide handlers and finds them by URL', async () => {
    const factory = new FakeHubConnectionFactory().handle('Ping', () => 'pong');
    const tasks = factory.create(options);
    const encounters = factory.create({ ...options, url: 'https://api.test/hubs/encounters' });
    expect(factory.connections).toEqual([tasks, encounters]);
    expect(factory.connectionTo('encounters')).toBe(encounters);
    expect(factory.connectionTo('nothing')).toBeUndefined();
    await encounters.start();
    await expect(encounters.invoke('Ping')).resolves.toBe('pong');
  });
});
