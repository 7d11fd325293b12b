import { CONSTANTS, type HubConnectionState } from '@scanwise/core';
import {
  HttpClient,
  HttpResponse,
  HttpTransportType,
  LogLevel,
  type HttpRequest,
} from '@microsoft/signalr';
import { describe, expect, it } from 'vitest';
import { PREFERRED_TRANSPORTS, createSignalRHubFactory } from './signalrHub';

/** SignalR's HTTP client seam: records every request and answers from `reply`. */
class RecordingHttpClient extends HttpClient {
  readonly requests: HttpRequest[] = [];

  constructor(
    private readonly reply: (request: HttpRequest) => HttpResponse | Promise<HttpResponse>,
  ) {
    super();
  }

  override send(request: HttpRequest): Promise<HttpResponse> {
    this.requests.push(request);
    return Promise.resolve(this.reply(request));
  }
}

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

  it('"Negotiate redirect limit 100", "request timeout 100 s": a negotiation redirected without end stops after 100, each request with the 100 s timeout', async () => {
    const client = new RecordingHttpClient(
      () =>
        new HttpResponse(
          200,
          'OK',
          JSON.stringify({ url: 'http://127.0.0.1:9/packages/hubs/encounters', accessToken: 't' }),
        ),
    );
    const hub = createSignalRHubFactory({ httpClient: client, logLevel: LogLevel.None }).create({
      url: 'http://127.0.0.1:9/packages/hubs/encounters',
      accessTokenFactory: () => 'token',
    });
    await expect(hub.start()).rejects.toThrow('Negotiate redirection limit exceeded.');
    const negotiations = client.requests.filter((r) => r.url?.includes('/negotiate'));
    expect(negotiations).toHaveLength(CONSTANTS.negotiateRedirectLimit);
    expect(new Set(negotiations.map((r) => r.timeout))).toEqual(
      new Set([CONSTANTS.requestTimeout]),
    );
  });

  it('"Long-poll timeout 100 s": each long poll waits up to 100 s', async () => {
    let polls = 0;
    const client = new RecordingHttpClient((request) => {
      if (request.url?.includes('/negotiate')) {
        return new HttpResponse(
          200,
          'OK',
          JSON.stringify({
            connectionId: 'c1',
            connectionToken: 'k1',
            negotiateVersion: 1,
            availableTransports: [{ transport: 'LongPolling', transferFormats: ['Text'] }],
          }),
        );
      }
      if (request.method !== 'GET') return new HttpResponse(200, 'OK', '');
      polls += 1;
      // The first poll connects; the second brings the handshake answer; later ones wait for data
      // until the connection stops them.
      if (polls === 1) return new HttpResponse(200, 'OK', '');
      if (polls === 2) return new HttpResponse(200, 'OK', '{}\u001e');
      return new Promise<HttpResponse>((resolve) => {
        if (request.abortSignal) request.abortSignal.onabort = () => resolve(new HttpResponse(204));
      });
    });
    const hub = createSignalRHubFactory({
      httpClient: client,
      transport: HttpTransportType.LongPolling,
      logLevel: LogLevel.None,
    }).create({
      url: 'http://127.0.0.1:9/packages/hubs/encounters',
      accessTokenFactory: () => 'token',
    });
    await hub.start();
    await hub.stop();
    const pollTimeouts = client.requests.filter((r) => r.method === 'GET').map((r) => r.timeout);
    expect(pollTimeouts.length).toBeGreaterThanOrEqual(3);
    expect(new Set(pollTimeouts)).toEqual(new Set([CONSTANTS.longPollTimeout]));
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
