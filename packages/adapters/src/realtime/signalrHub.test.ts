import { CONSTANTS, type HubConnectionState } from '@scanwise/core';
import { HttpTransportType } from '@microsoft/signalr';
import { describe, expect, it } from 'vitest';
import { PREFERRED_TRANSPORTS, createSignalRHubFactory } from './signalrHub';

interface RetryPolicy {
  nextRetryDelayInMilliseconds(context: { previousRetryCount: number }): number | null;
}

describe('SignalR hub factory (no server)', () => {
  it('configures the reconnect schedule, server timeout and keep-alive of section 9', () => {
    const hub = createSignalRHubFactory().create({
      url: 'http://127.0.0.1:9/packages/hubs/encounters',
      accessTokenFactory: () => 'token',
    });
    expect(hub.connection.serverTimeoutInMilliseconds).toBe(CONSTANTS.hubServerTimeout);
    expect(hub.connection.keepAliveIntervalInMilliseconds).toBe(CONSTANTS.hubKeepAlivePing);
    const policy = (hub.connection as unknown as { _reconnectPolicy: RetryPolicy })
      ._reconnectPolicy;
    const delays = [0, 1, 2, 3, 4].map((previousRetryCount) =>
      policy.nextRetryDelayInMilliseconds({ previousRetryCount }),
    );
    expect(delays).toEqual([0, 2_000, 10_000, 30_000, null]);
    expect(PREFERRED_TRANSPORTS).toBe(
      HttpTransportType.WebSockets |
        HttpTransportType.ServerSentEvents |
        HttpTransportType.LongPolling,
    );
  });

  it('a failed start rejects and the state goes Connecting -> Disconnected; stop when stopped is quiet', async () => {
    const warnings: string[] = [];
    const hub = createSignalRHubFactory({
      logger: {
        debug: () => undefined,
        info: () => undefined,
        warn: (message) => warnings.push(message),
        error: (message) => warnings.push(message),
      },
    }).create({ url: 'http://127.0.0.1:9/tasks/hubs/notes', accessTokenFactory: () => '' });
    const states: HubConnectionState[] = [];
    hub.state$.subscribe((state) => states.push(state));
    await expect(hub.start()).rejects.toThrow();
    expect(states).toEqual(['Disconnected', 'Connecting', 'Disconnected']);
    await hub.stop();
    expect(states).toEqual(['Disconnected', 'Connecting', 'Disconnected']);
    expect(warnings.length).toBeGreaterThan(0);
  });
});
