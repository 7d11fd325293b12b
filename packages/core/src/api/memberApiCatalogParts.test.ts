import { describe, expect, it } from 'vitest';
import { HttpClient } from '../http';
import { CALL_EXAMPLES, CALLS, CAT_CALLS, CATALOG_CALLS, type CallName } from '../schemas';
import { FakeClock, FakeHttp, RecordingLogger } from '../testing';
import { MemberApi } from './memberApi';
import { isMemberApiError } from './memberCallFailure';

const BASE = 'https://api.scanwise.test';

/** A member calls' client that knows no part of the catalogue but the session's calls. */
function setup() {
  const clock = new FakeClock();
  const http = new FakeHttp();
  const logger = new RecordingLogger();
  const client = new HttpClient({
    http,
    baseUrl: BASE,
    clock,
    getAccessToken: () => ({ accessToken: 'token', expiresAt: clock.now() / 1000 + 3600 }),
  });
  const answer = (name: CallName): void => {
    http.on(CALLS[name].method, CALLS[name].path, {
      status: CALLS[name].successStatus,
      body: CALL_EXAMPLES[name].response,
    });
  };
  return { http, logger, answer, api: new MemberApi({ client, logger, calls: {} }) };
}

// A journey's member calls carry the parts of the catalogue it makes, not the whole catalogue.
describe('MemberApi over parts of the call catalogue', () => {
  it('refuses a call of a part it was not given before sending, and logs it', async () => {
    const { http, logger, api } = setup();
    const error: unknown = await api.listPlans().catch((rejected: unknown) => rejected);
    expect(isMemberApiError(error) && error.httpError.code).toBe('invalid_payload');
    expect(http.requests).toHaveLength(0);
    expect(logger.has('error', 'Member call planList failed')).toBe(true);
  });

  it('makes the calls of the parts added with withCalls, over the same client', async () => {
    const { http, answer, api } = setup();
    answer('planList');
    const withPlans = api.withCalls(CAT_CALLS, CATALOG_CALLS);
    await expect(withPlans.listPlans()).resolves.toEqual(CALL_EXAMPLES.planList.response);
    expect(http.requestsTo('GET', CALLS.planList.path)).toHaveLength(1);
  });

  it('leaves the client it was made from as it was', async () => {
    const { http, answer, api } = setup();
    answer('planList');
    api.withCalls(CATALOG_CALLS);
    await expect(api.listPlans()).rejects.toSatisfy(isMemberApiError);
    expect(http.requests).toHaveLength(0);
  });

  it("knows the session's calls without any part (the member load)", async () => {
    const { answer, api } = setup();
    answer('memberGet');
    await expect(api.loadMember()).resolves.toEqual(CALL_EXAMPLES.memberGet.response);
  });
});
