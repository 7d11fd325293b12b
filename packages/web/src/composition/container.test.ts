import { HttpClient, ScanwiseEventBus, ToastMachine } from '@scanwise/core';
import { describe, expect, it } from 'vitest';
import { loadRuntimeConfig } from '../config/runtimeConfig';
import { createScanwiseContainer } from './container';
import { createFakeScanwisePorts } from './fakeScanwisePorts';
import { TOKENS } from './tokens';

describe('createScanwiseContainer', () => {
  it('binds every port behind its token', () => {
    const ports = createFakeScanwisePorts();
    const container = createScanwiseContainer({ config: loadRuntimeConfig({}), ports });
    expect(container.get(TOKENS.clock)).toBe(ports.clock);
    expect(container.get(TOKENS.logger)).toBe(ports.logger);
    expect(container.get(TOKENS.storage)).toBe(ports.storage);
    expect(container.get(TOKENS.httpPort)).toBe(ports.http);
    expect(container.get(TOKENS.identity)).toBe(ports.identity);
    expect(container.get(TOKENS.hubs)).toBe(ports.hubs);
    expect(container.get(TOKENS.broadcast)).toBe(ports.broadcast);
    expect(container.get(TOKENS.payment)).toBe(ports.payment);
    expect(container.get(TOKENS.errorReporting)).toBe(ports.errorReporting);
    expect(container.get(TOKENS.tracking)).toBe(ports.tracking);
  });

  it('holds one event bus, toast machine and HTTP client for the whole app', () => {
    const container = createScanwiseContainer({
      config: loadRuntimeConfig({}),
      ports: createFakeScanwisePorts(),
    });
    expect(container.get(TOKENS.eventBus)).toBeInstanceOf(ScanwiseEventBus);
    expect(container.get(TOKENS.eventBus)).toBe(container.get(TOKENS.eventBus));
    expect(container.get(TOKENS.toastMachine)).toBeInstanceOf(ToastMachine);
    expect(container.get(TOKENS.httpClient)).toBeInstanceOf(HttpClient);
    expect(container.get(TOKENS.httpClient)).toBe(container.get(TOKENS.httpClient));
  });

  it('toast machine runs on the bound clock: "The default is 15 s"', () => {
    const ports = createFakeScanwisePorts();
    const container = createScanwiseContainer({ config: loadRuntimeConfig({}), ports });
    const toast = container.get(TOKENS.toastMachine);
    toast.show('Saved');
    ports.clock.advance(14_999);
    expect(toast.getSnapshot().visible).toBe(true);
    ports.clock.advance(1);
    expect(toast.getSnapshot().visible).toBe(false);
  });

  it('sends the platform calls to the configured platform, with the token of the rebound source', async () => {
    const ports = createFakeScanwisePorts();
    const seen: { url: string; authorization: string | undefined }[] = [];
    ports.http.on('GET', '/members', ({ request }) => {
      seen.push({ url: request.url, authorization: request.headers['Authorization'] });
      return { status: 200, body: {} };
    });
    const container = createScanwiseContainer({
      config: loadRuntimeConfig({ VITE_PLATFORM_URL: 'https://api.example.test' }),
      ports,
    });
    const client = container.get(TOKENS.httpClient);
    await client.get('/members');
    container.rebind(TOKENS.accessTokenSource, () => ({
      accessToken: 'token-1',
      expiresAt: ports.clock.now() / 1000 + 3600,
    }));
    await client.get('/members');
    expect(seen).toEqual([
      { url: 'https://api.example.test/members', authorization: undefined },
      { url: 'https://api.example.test/members', authorization: 'Bearer token-1' },
    ]);
  });
});
