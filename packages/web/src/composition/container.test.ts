import { ENTITY_EXAMPLES, HttpClient, ScanwiseEventBus, ToastMachine } from '@scanwise/core';
import { describe, expect, it } from 'vitest';
import { TEST_MODE_ENV, loadRuntimeConfig } from '../config/runtimeConfig';
import { createScanwiseContainer } from './container';
import { createFakeScanwisePorts } from './fakeScanwisePorts';
import { TOKENS } from './tokens';

describe('createScanwiseContainer', () => {
  it('binds every port behind its token', () => {
    const ports = createFakeScanwisePorts();
    const container = createScanwiseContainer({ config: loadRuntimeConfig(TEST_MODE_ENV), ports });
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
      config: loadRuntimeConfig(TEST_MODE_ENV),
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
    const container = createScanwiseContainer({ config: loadRuntimeConfig(TEST_MODE_ENV), ports });
    const toast = container.get(TOKENS.toastMachine);
    toast.show('Saved');
    ports.clock.advance(14_999);
    expect(toast.getSnapshot().visible).toBe(true);
    ports.clock.advance(1);
    expect(toast.getSnapshot().visible).toBe(false);
  });

  it("sends the platform calls to the configured platform, with the signed-in member's token", async () => {
    const ports = createFakeScanwisePorts();
    const seen: { url: string; authorization: string | undefined }[] = [];
    ports.http.on('GET', '/members', ({ request }) => {
      seen.push({ url: request.url, authorization: request.headers['Authorization'] });
      return { status: 200, body: ENTITY_EXAMPLES.Member };
    });
    const container = createScanwiseContainer({
      config: loadRuntimeConfig({
        ...TEST_MODE_ENV,
        VITE_PLATFORM_URL: 'https://api.example.test',
      }),
      ports,
    });
    const client = container.get(TOKENS.httpClient);
    await client.get('/members');
    await container.get(TOKENS.auth).signInWithPassword('demo@example.com', 'Demo-password-1');
    expect(container.get(TOKENS.auth).getSnapshot().status).toBe('signedIn');
    expect(seen[0]).toEqual({ url: 'https://api.example.test/members', authorization: undefined });
    // The sign-in's own member load and any later call carry the session's bearer token.
    expect(seen.slice(1).every((s) => /^Bearer \S+$/.test(s.authorization ?? ''))).toBe(true);
    expect(seen.length).toBeGreaterThan(1);
  });

  it('binds every service of the one core: the session, the hubs and the stores share it', () => {
    const container = createScanwiseContainer({
      config: loadRuntimeConfig(TEST_MODE_ENV),
      ports: createFakeScanwisePorts(),
    });
    const core = container.get(TOKENS.sessionCore);
    expect(container.get(TOKENS.auth)).toBe(core.auth);
    // The session's one platform client, created at once with the journeys' services.
    expect(container.get(TOKENS.httpClient)).toBe(
      core.clientWith(() => expect.fail('a second client')).http,
    );
    expect(container.get(TOKENS.booking)).toBe(core.booking);
    expect(container.get(TOKENS.toastMachine)).toBe(core.toast);
    // The journeys' services are bound at once here, over the same session.
    expect(container.get(TOKENS.journeyServices).isReady()).toBe(true);
    expect(container.get(TOKENS.realtime).isConnected()).toBe(false);
    expect(container.get(TOKENS.bookingJourney).getSnapshot().booking).toBe(
      core.booking.getSnapshot(),
    );
  });
});
