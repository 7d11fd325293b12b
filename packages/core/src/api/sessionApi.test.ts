import { describe, expect, it } from 'vitest';
import { ScanwiseEventBus } from '../events';
import { HttpClient } from '../http';
import { CALL_EXAMPLES, ENTITY_EXAMPLES, SESSION_CALLS } from '../schemas';
import { FakeClock, FakeHttp, RecordingLogger } from '../testing';
import { MemberCallRunner } from './memberCallRunner';
import { SessionApi } from './sessionApi';

const BASE = 'https://api.scanwise.test';

function setup(production = false) {
  const clock = new FakeClock();
  const http = new FakeHttp();
  const logger = new RecordingLogger();
  const client = new HttpClient({
    http,
    baseUrl: BASE,
    clock,
    events: new ScanwiseEventBus(),
    getAccessToken: () => ({ accessToken: 'stored', expiresAt: clock.now() / 1000 + 3600 }),
  });
  return { http, logger, client, api: new SessionApi({ client, logger, production }) };
}

// The session part's three calls, without the catalogue: same semantics as MemberApi's.
describe('SessionApi', () => {
  it('"GET members: data on success, otherwise nothing" (the failure logged, never thrown)', async () => {
    const ok = setup();
    ok.http.on('GET', SESSION_CALLS.memberGet.path, { body: ENTITY_EXAMPLES.Member });
    await expect(ok.api.loadMember()).resolves.toEqual(ENTITY_EXAMPLES.Member);

    const broken = setup();
    broken.http.on('GET', SESSION_CALLS.memberGet.path, { body: { id: 42 } });
    await expect(broken.api.loadMember()).resolves.toBeUndefined();
    expect(broken.logger.has('warn', 'Member call memberGet failed')).toBe(true);
  });

  it('the conversion is "sent in production only"', async () => {
    const event = CALL_EXAMPLES.trackingMetaConversion.request;
    const test = setup(false);
    await expect(test.api.sendMetaConversion(event)).resolves.toBe(false);
    expect(test.http.requests).toEqual([]);

    const production = setup(true);
    production.http.on('POST', SESSION_CALLS.trackingMetaConversion.path, { status: 204 });
    await expect(production.api.sendMetaConversion(event)).resolves.toBe(true);
    expect(production.http.requests).toHaveLength(1);
  });

  it('the identity logout is fire-and-forget: a failure answers false, logged, never thrown', async () => {
    const s = setup();
    s.http.on('POST', SESSION_CALLS.identityLogout.path, { status: 500, body: {} });
    await expect(s.api.logoutAtIdentityProvider('a.b.c', 'token')).resolves.toBe(false);
    const [sent] = s.http.requestsTo('POST', SESSION_CALLS.identityLogout.path);
    expect(sent?.body).toBe('id_token_hint=a.b.c');
    expect(s.logger.has('warn', 'Member call identityLogout failed')).toBe(true);
  });

  it("a call outside the runner's definitions is refused before sending, logged", async () => {
    const s = setup();
    const runner = new MemberCallRunner({
      client: s.client,
      logger: s.logger,
      definitionOf: () => undefined,
    });
    const result = await runner.attempt('error', 'planList');
    expect(result.success).toBe(false);
    expect(s.http.requests).toEqual([]);
    expect(s.logger.has('error', 'Member call planList failed')).toBe(true);
  });
});
