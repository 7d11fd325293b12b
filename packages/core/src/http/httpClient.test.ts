import { number, type } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { ScanwiseEventBus, type ScanwiseEvent } from '../events';
import type { AbortSignalLike, HttpPort, HttpRequest, HttpResponse } from '../ports';
import { CALL_EXAMPLES } from '../schemas';
import { FakeClock, RecordingLogger, flushPromises } from '../testing';
import { callApi } from './callApi';
import {
  HttpClient,
  HttpRequestError,
  isSuccessStatus,
  resolveRequestUrl,
  type HttpClientOptions,
  type StoredAccessToken,
} from './index';

type Handler = (request: HttpRequest) => HttpResponse | Promise<HttpResponse>;

class FakeHttpPort implements HttpPort {
  readonly requests: HttpRequest[] = [];
  constructor(public handler: Handler = () => json(200, {})) {}
  send(request: HttpRequest): Promise<HttpResponse> {
    this.requests.push(request);
    return Promise.resolve().then(() => this.handler(request));
  }
  get last(): HttpRequest {
    const request = this.requests.at(-1);
    if (!request) throw new Error('no request');
    return request;
  }
}

const json = (
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): HttpResponse => ({
  status,
  headers: { 'content-type': 'application/json', ...headers },
  body: body === undefined ? '' : JSON.stringify(body),
});

/** A transport that never answers but rejects when its signal aborts, like fetch. */
const hangingHandler: Handler = (request) =>
  new Promise((_resolve, reject) => {
    request.signal?.addEventListener('abort', () => reject(new Error('AbortError')));
  });

class TestSignal implements AbortSignalLike {
  aborted = false;
  private listeners: (() => void)[] = [];
  addEventListener(_type: 'abort', listener: () => void): void {
    this.listeners.push(listener);
  }
  removeEventListener(_type: 'abort', listener: () => void): void {
    this.listeners = this.listeners.filter((l) => l !== listener);
  }
  abort(): void {
    this.aborted = true;
    for (const l of this.listeners) l();
  }
  get listenerCount(): number {
    return this.listeners.length;
  }
}

interface Setup {
  port: FakeHttpPort;
  clock: FakeClock;
  bus: ScanwiseEventBus;
  logger: RecordingLogger;
  client: HttpClient;
  loggedOut: ScanwiseEvent<'loggedOut'>[];
  token: { current: StoredAccessToken | null };
}

const setup = (overrides: Partial<HttpClientOptions> = {}): Setup => {
  const port = new FakeHttpPort();
  const clock = new FakeClock();
  const bus = new ScanwiseEventBus();
  const logger = new RecordingLogger();
  const token: { current: StoredAccessToken | null } = {
    current: { accessToken: 'stored-token', expiresAt: clock.now() / 1000 + 3600 },
  };
  const loggedOut: ScanwiseEvent<'loggedOut'>[] = [];
  bus.on('loggedOut').subscribe((e) => loggedOut.push(e));
  const client = new HttpClient({
    http: port,
    baseUrl: 'https://api.scanwise.test/',
    clock,
    events: bus,
    logger,
    getAccessToken: () => token.current,
    ...overrides,
  });
  return { port, clock, bus, logger, client, loggedOut, token };
};

describe('HttpClient: Client behaviour of spec section 7', () => {
  it('"Success means status 200 to 299."', () => {
    expect([199, 200, 204, 299, 300, 404].map(isSuccessStatus)).toEqual([
      false,
      true,
      true,
      true,
      false,
      false,
    ]);
  });

  it('"by default a failed request does not throw but is marked success false"', async () => {
    const { port, client } = setup();
    port.handler = () => json(500, { code: 'server_error', message: 'Boom' });
    const result = await client.get('/members');
    expect(result).toMatchObject({
      success: false,
      status: 500,
      error: { code: 'http_status', status: 500, message: 'Boom', apiCode: 'server_error' },
    });
  });

  it('"A caller that asks for resolveOnError false gets a rejection on a non-2xx answer."', async () => {
    const { port, client } = setup();
    port.handler = () => json(409, 'not an api error');
    const failure = await client
      .get('/members', { resolveOnError: false })
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(HttpRequestError);
    expect(failure).toMatchObject({
      status: 409,
      error: {
        code: 'http_status',
        message: 'Request failed with status code 409',
        body: 'not an api error',
      },
    });
    port.handler = () => json(200, { ok: 1 });
    await expect(client.get('/members', { resolveOnError: false })).resolves.toMatchObject({
      success: true,
      data: { ok: 1 },
    });
  });

  it.each([401, 403])('"A %i answer fires a logout event"', async (status) => {
    const { port, client, loggedOut } = setup();
    port.handler = () => json(status, undefined);
    const result = await client.get('/members');
    expect(result).toMatchObject({ success: false, status, error: { code: 'http_status' } });
    expect(loggedOut).toEqual([{ type: 'loggedOut', reason: 'unauthorized', status }]);
  });

  it('a 401 for a session that ended or was replaced while the call was out fires no second logout', async () => {
    const { port, client, loggedOut, token, clock } = setup();
    const answers: ((response: HttpResponse) => void)[] = [];
    port.handler = () => new Promise((resolve) => answers.push(resolve));
    const ended = client.get('/members');
    const replaced = client.get('/members/messages');
    await Promise.resolve();
    await Promise.resolve();
    expect(answers).toHaveLength(2);

    // Another call's 401 (or a refused hub) ended the session: the auth state has no user.
    token.current = null;
    answers[0]?.(json(401, undefined));
    expect(await ended).toMatchObject({ success: false, status: 401 });
    // The member signed in again: the old session's 401 is not the new one's.
    token.current = { accessToken: 'new-token', expiresAt: clock.now() / 1000 + 3600 };
    answers[1]?.(json(401, undefined));
    expect(await replaced).toMatchObject({ success: false, status: 401 });
    expect(loggedOut).toEqual([]);

    // The current session's own 401 still ends it.
    port.handler = () => json(401, undefined);
    await client.get('/members');
    expect(loggedOut).toEqual([{ type: 'loggedOut', reason: 'unauthorized', status: 401 }]);
  });

  it('other failures fire no logout event; logoutOnUnauthorized false opts out', async () => {
    const { port, client, loggedOut } = setup();
    port.handler = () => json(404, undefined);
    await client.get('/x');
    port.handler = () => json(401, undefined);
    await client.get('/x', { logoutOnUnauthorized: false });
    expect(loggedOut).toEqual([]);
  });

  it('"The client timeout is 0 (none)": a slow answer is awaited, no timer is set', async () => {
    const { port, client, clock } = setup();
    let answer: ((r: HttpResponse) => void) | undefined;
    port.handler = () => new Promise((resolve) => (answer = resolve));
    const pending = client.get('/slow');
    await flushPromises();
    expect(clock.pendingTimers).toBe(0);
    await clock.advanceAsync(24 * 3600 * 1000);
    answer?.(json(200, { late: true }));
    await expect(pending).resolves.toMatchObject({ success: true, data: { late: true } });
  });

  it('a positive timeout fails with error code timeout, through the clock', async () => {
    const { port, client, clock } = setup({ timeoutMs: 1000 });
    port.handler = hangingHandler;
    const pending = client.get('/slow');
    await clock.advanceAsync(1000);
    await expect(pending).resolves.toMatchObject({
      success: false,
      status: null,
      error: { code: 'timeout', message: 'timeout of 1000ms exceeded', timeoutMs: 1000 },
    });
    expect(clock.pendingTimers).toBe(0);
  });

  it('a transport that ignores the abort still settles on timeout', async () => {
    const { port, client, clock } = setup();
    port.handler = () => new Promise(() => undefined);
    const pending = client.get('/slow', { timeoutMs: 50 });
    await clock.advanceAsync(50);
    await expect(pending).resolves.toMatchObject({ error: { code: 'timeout' } });
  });

  it('Generic client errors: "Network error"', async () => {
    const { port, client } = setup();
    const cause = new TypeError('Failed to fetch');
    port.handler = () => Promise.reject(cause);
    await expect(client.get('/x')).resolves.toMatchObject({
      success: false,
      status: null,
      error: { code: 'network_error', message: 'Network Error', cause },
    });
  });

  it('Generic client errors: "aborted" by the caller signal, before or during the request', async () => {
    const { port, client } = setup();
    port.handler = hangingHandler;
    const signal = new TestSignal();
    const pending = client.get('/x', { signal });
    await flushPromises();
    signal.abort();
    await expect(pending).resolves.toMatchObject({
      error: { code: 'aborted', message: 'Request aborted' },
    });
    expect(signal.listenerCount).toBe(0);
    const sentBefore = port.requests.length;
    await expect(client.get('/x', { signal })).resolves.toMatchObject({
      error: { code: 'aborted' },
    });
    expect(port.requests.length).toBe(sentBefore);
  });

  it('Generic client errors: "canceled" by cancelAll and after dispose', async () => {
    const { port, client } = setup();
    port.handler = hangingHandler;
    const pending = client.get('/x');
    await flushPromises();
    expect(client.pendingRequests).toBe(1);
    client.cancelAll();
    await expect(pending).resolves.toMatchObject({
      error: { code: 'canceled', message: 'canceled' },
    });
    expect(client.pendingRequests).toBe(0);
    client.dispose();
    await expect(client.get('/x', { resolveOnError: false })).rejects.toMatchObject({
      error: { code: 'canceled' },
      status: null,
    });
  });
});

describe('HttpClient: bearer token (spec section 6)', () => {
  it('"added automatically when no Authorization header is given and the stored token has not expired"', async () => {
    const { port, client } = setup();
    await client.get('/members');
    expect(port.last.headers['Authorization']).toBe('Bearer stored-token');
  });

  it('an Authorization header given by the caller is kept as is', async () => {
    const { port, client } = setup();
    await client.get('/members', { headers: { authorization: 'Basic abc' } });
    expect(port.last.headers).toMatchObject({ authorization: 'Basic abc' });
    expect(port.last.headers['Authorization']).toBeUndefined();
  });

  it('an expired stored token (by the clock) is not sent; nor when signed out', async () => {
    const { port, client, clock, token } = setup();
    token.current = { accessToken: 't', expiresAt: clock.now() / 1000 + 10 };
    await client.get('/a');
    expect(port.last.headers['Authorization']).toBe('Bearer t');
    clock.advance(10_000);
    await client.get('/a');
    expect(port.last.headers['Authorization']).toBeUndefined();
    token.current = null;
    await client.get('/a');
    expect(port.last.headers['Authorization']).toBeUndefined();
  });

  it('"Partner association calls take a token passed in explicitly"', async () => {
    const { port, client } = setup();
    await client.get('/api/members/checkassociation', { token: 'partner-token' });
    expect(port.last.headers['Authorization']).toBe('Bearer partner-token');
  });
});

describe('HttpClient: URLs, bodies, payload validation', () => {
  it('joins base and path, appends the query by the section 5 rules, keeps absolute URLs', async () => {
    const { port, client } = setup();
    await client.get('members/cat', { query: { a: 'x y', b: null, c: [] } });
    expect(port.last.url).toBe('https://api.scanwise.test/members/cat?a=x%20y');
    await client.get('https://other.test/p');
    expect(port.last.url).toBe('https://other.test/p');
    expect(resolveRequestUrl('https://h/', '')).toBe('https://h');
  });

  it('sends JSON bodies with their content type; bytes and platform bodies as they are', async () => {
    const { port, client } = setup();
    await client.post('/members', { a: 1 });
    expect(port.last).toMatchObject({
      method: 'POST',
      body: '{"a":1}',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    });
    const bytes = new Uint8Array([1, 2]);
    await client.put('/upload', bytes);
    expect(port.last.body).toBe(bytes);
    expect(port.last.headers['Content-Type']).toBeUndefined();
    const file = { platformBody: 'file' };
    await client.patch('/upload', file, { onUploadProgress: () => undefined });
    expect(port.last.body).toBe(file);
    expect(port.last.onUploadProgress).toBeTypeOf('function');
    await client.delete('/x');
    expect(port.last).toMatchObject({ method: 'DELETE' });
    expect(port.last.body).toBeUndefined();
  });

  it('returns parsed JSON, raw text when not JSON, undefined when empty', async () => {
    const { port, client } = setup();
    port.handler = () => ({ status: 200, headers: {}, body: 'plain' });
    await expect(client.get('/t')).resolves.toMatchObject({ data: 'plain' });
    port.handler = () => ({ status: 204, headers: {}, body: '' });
    const empty = await client.get('/t');
    expect(empty.success && empty.data).toBeUndefined();
  });

  it("response bodies are validated with the schema passed per call: invalid -> success false, code 'invalid_payload' with the path, logged", async () => {
    const { port, client, logger } = setup();
    const Schema = type({ score: number() });
    port.handler = () => json(200, { score: 'high' });
    const result = await client.get('/score', { schema: Schema });
    expect(result).toMatchObject({
      success: false,
      status: 200,
      error: { code: 'invalid_payload', direction: 'response', path: ['score'] },
    });
    expect(logger.entries[0]).toMatchObject({
      level: 'error',
      context: { path: ['score'], direction: 'response', url: 'https://api.scanwise.test/score' },
    });
    port.handler = () => ({ status: 200, headers: {}, body: '{oops' });
    await expect(
      client.get('/score', { schema: Schema, query: { email: 'a@b.c' } }),
    ).resolves.toMatchObject({
      error: { code: 'invalid_payload', path: [] },
    });
    expect(JSON.stringify(logger.entries)).not.toContain('a@b.c');
    port.handler = () => json(200, { score: 3 });
    await expect(client.get('/score', { schema: Schema })).resolves.toMatchObject({
      success: true,
      data: { score: 3 },
    });
  });
});

describe('HttpClient.callApi: driven by the call catalogue', () => {
  it('fills path params, validates the request and response, and types the data', async () => {
    const { port, client } = setup();
    const example = CALL_EXAMPLES.createPendingCharge;
    port.handler = () => json(201, example.response);
    const result = await callApi(client, 'createPendingCharge', {
      params: example.params,
      body: example.request,
    });
    expect(port.last).toMatchObject({
      method: 'POST',
      url: 'https://api.scanwise.test/packages/payments/pkg_full_body/create-pending',
      body: JSON.stringify(example.request),
    });
    expect(result.success && result.data.id).toBe(example.response.id);
  });

  it('a call without options; 204 calls resolve with data undefined', async () => {
    const { port, client } = setup();
    port.handler = () => json(200, CALL_EXAMPLES.memberGet.response);
    await expect(callApi(client, 'memberGet')).resolves.toMatchObject({ success: true });
    port.handler = () => ({ status: 204, headers: {}, body: '' });
    const stage = await callApi(client, 'bookingStage', {
      body: CALL_EXAMPLES.bookingStage.request,
    });
    expect(stage).toMatchObject({ success: true, status: 204 });
    expect(stage.data).toBeUndefined();
  });

  it('an invalid request body fails before sending, with the path; resolveOnError false rejects', async () => {
    const { port, client } = setup();
    const result = await callApi(client, 'createPendingCharge', {
      params: { id: 'p' },
      body: { ...CALL_EXAMPLES.createPendingCharge.request, addOnIds: 'nope' } as never,
    });
    expect(result).toMatchObject({
      success: false,
      status: null,
      error: { code: 'invalid_payload', direction: 'request', path: ['addOnIds'] },
    });
    expect(port.requests).toHaveLength(0);
    await expect(
      callApi(client, 'createPendingCharge', {
        params: { id: 'p' },
        body: {} as never,
        resolveOnError: false,
      }),
    ).rejects.toBeInstanceOf(HttpRequestError);
  });

  it('an invalid response fails with invalid_payload', async () => {
    const { port, client, logger } = setup();
    port.handler = () => json(200, { nothing: true });
    const result = await callApi(client, 'memberGet');
    expect(result).toMatchObject({
      success: false,
      error: { code: 'invalid_payload', direction: 'response' },
    });
    expect(logger.messages('error')[0]).toContain('memberGet');
  });

  it('explicit-bearer calls send the given token and their query; a missing token is a programming error', async () => {
    const { port, client } = setup();
    port.handler = () => json(200, CALL_EXAMPLES.partnerCheckAssociation.response);
    await callApi(client, 'partnerCheckAssociation', {
      token: 'partner',
      query: { partnerName: 'acme' },
    });
    expect(port.last).toMatchObject({
      url: 'https://api.scanwise.test/api/members/checkassociation?partnerName=acme',
      headers: { Authorization: 'Bearer partner' },
    });
    await expect(callApi(client, 'partnerCheckAssociation', {} as never)).rejects.toThrow(
      TypeError,
    );
    const bad = await callApi(client, 'partnerCheckAssociation', {
      token: 't',
      query: { partnerName: 5 } as never,
    });
    expect(bad).toMatchObject({
      error: { code: 'invalid_payload', direction: 'request', path: ['partnerName'] },
    });
  });

  it('identity calls go to the identity base, form-encoded', async () => {
    const { port, client } = setup({ identityBaseUrl: 'https://id.scanwise.test' });
    port.handler = () => ({ status: 200, headers: {}, body: '' });
    await callApi(client, 'identityLogout', { body: { id_token_hint: 'a.b.c' } });
    expect(port.last).toMatchObject({
      url: 'https://id.scanwise.test/members/connect/logout',
      body: 'id_token_hint=a.b.c',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Authorization: 'Bearer stored-token',
      },
    });
    const { port: port2, client: client2 } = setup();
    await callApi(client2, 'identityLogout', { body: { id_token_hint: 'x' } });
    expect(port2.last.url).toBe('https://api.scanwise.test/members/connect/logout');
  });

  it('bodyless calls send no body', async () => {
    const { port, client } = setup();
    port.handler = () => json(200, CALL_EXAMPLES.completePendingCharge.response);
    await callApi(client, 'completePendingCharge', { params: { id: 'p 1' } });
    expect(port.last.url).toBe('https://api.scanwise.test/packages/payments/p%201/complete');
    expect(port.last.body).toBeUndefined();
  });
});

// Compile-time checks of callApi's options: never run, only type-checked.
export function callApiTypeChecks(client: HttpClient): void {
  // @ts-expect-error params and body are required for createPendingCharge
  void callApi(client, 'createPendingCharge');
  // @ts-expect-error partner calls need the explicit token
  void callApi(client, 'partnerCheckAssociation', { query: { partnerName: 'acme' } });
  // @ts-expect-error memberGet has no path parameters
  void callApi(client, 'memberGet', { params: { id: 'x' } });
}

describe('HttpClient: bodies that cannot be serialised', () => {
  it('a circular or bigint JSON body fails as an invalid request payload, nothing is sent', async () => {
    const { port, client } = setup();
    const circular: Record<string, unknown> = {};
    circular['self'] = circular;
    await expect(client.post('/x', circular)).resolves.toMatchObject({
      success: false,
      status: null,
      error: { code: 'invalid_payload', direction: 'request', path: [] },
    });
    await expect(client.post('/x', { n: 1n }, { resolveOnError: false })).rejects.toBeInstanceOf(
      HttpRequestError,
    );
    expect(port.requests).toHaveLength(0);
  });
});
