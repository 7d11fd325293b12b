import { describe, expect, it } from 'vitest';
import type { AbortSignalLike, HttpRequest } from '../ports';
import { FakeClock } from './fakeClock';
import { FakeAbortError, FakeHttp, FakeNetworkError } from './fakeHttp';

const get = (url: string, extra: Partial<HttpRequest> = {}): HttpRequest => ({
  method: 'GET',
  url,
  headers: {},
  ...extra,
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
}

describe('FakeHttp (HttpPort)', () => {
  it('routes by method and path pattern, with params and query', async () => {
    const http = new FakeHttp().on('GET', '/api/members/:id', ({ params, query }) => ({
      body: { id: params['id'], expand: query['expand'] },
    }));
    const response = await http.send(get('https://api.test/api/members/m%201?expand=a+b#x'));
    expect(response).toEqual({
      status: 200,
      headers: { 'content-type': 'application/json' },
      body: '{"id":"m 1","expand":"a b"}',
    });
  });

  it('answers every status (resolves) and 404 for an unknown route', async () => {
    const http = new FakeHttp().on('POST', '/api/login', {
      status: 401,
      body: 'nope',
      headers: { 'WWW-Authenticate': 'Bearer' },
    });
    expect(await http.send({ ...get('https://api.test/api/login'), method: 'POST' })).toEqual({
      status: 401,
      headers: { 'www-authenticate': 'Bearer' },
      body: 'nope',
    });
    expect((await http.send(get('https://api.test/api/login'))).status).toBe(404);
    expect((await http.send(get('/elsewhere'))).status).toBe(404);
  });

  it('the last registered route wins; * matches a segment and /** the rest', async () => {
    const http = new FakeHttp()
      .on('*', '/api/**', { status: 299 })
      .on('GET', '/api/*/tasks', { status: 201 });
    expect((await http.send(get('https://api.test/api/m1/tasks'))).status).toBe(201);
    expect((await http.send(get('https://api.test/API/m1/tasks/extra'))).status).toBe(299);
    expect((await http.send({ ...get('https://api.test/api/x'), method: 'DELETE' })).status).toBe(
      299,
    );
  });

  it('parses JSON request bodies (string or bytes) and records every request', async () => {
    const http = new FakeHttp().on('POST', '/echo', ({ json }) => ({ body: json() }));
    const post = (body: HttpRequest['body']): HttpRequest => ({
      method: 'POST',
      url: 'https://api.test/echo',
      headers: {},
      ...(body === undefined ? {} : { body }),
    });
    expect((await http.send(post('{"a":1}'))).body).toBe('{"a":1}');
    expect((await http.send(post(new TextEncoder().encode('{"b":2}')))).body).toBe('{"b":2}');
    expect((await http.send(post(undefined))).body).toBe('');
    expect((await http.send(post({ platformBody: {} }))).body).toBe('');
    expect(http.requests).toHaveLength(4);
    expect(http.requestsTo('POST', '/echo')).toHaveLength(4);
    expect(http.requestsTo('GET', '/echo')).toHaveLength(0);
    expect(http.requestsTo('*', '/echo')).toHaveLength(4);
  });

  it('a throwing handler answers 500', async () => {
    const http = new FakeHttp().on('GET', '/boom', () => {
      throw new Error('bug');
    });
    const response = await http.send(get('https://api.test/boom'));
    expect(response.status).toBe(500);
    expect(response.body).toContain('bug');
  });

  it('reports upload progress for byte bodies', async () => {
    const http = new FakeHttp().on('PUT', '/upload', { status: 204 });
    const progress: [number, number][] = [];
    await http.send({
      method: 'PUT',
      url: 'https://api.test/upload',
      headers: {},
      body: 'héllo',
      onUploadProgress: (sent, total) => progress.push([sent, total]),
    });
    expect(progress).toEqual([[6, 6]]);
  });

  it('fails with a network error on demand and while offline (no answer: rejects)', async () => {
    const http = new FakeHttp().on('GET', '/x', {});
    http.failNextWithNetworkError();
    await expect(http.send(get('/x'))).rejects.toBeInstanceOf(FakeNetworkError);
    expect((await http.send(get('/x'))).status).toBe(200);
    http.setOffline(true);
    await expect(http.send(get('/x'))).rejects.toMatchObject({ name: 'NetworkError' });
    http.setOffline(false);
    expect((await http.send(get('/x'))).status).toBe(200);
  });

  it('honours an abort signal, before sending and during latency on the clock', async () => {
    const clock = new FakeClock(0);
    const http = new FakeHttp({ clock, latencyMs: 1_000 }).on('GET', '/slow', { body: 'done' });
    const early = new TestSignal();
    early.abort();
    await expect(http.send(get('/slow', { signal: early }))).rejects.toBeInstanceOf(FakeAbortError);
    const late = new TestSignal();
    const pending = http.send(get('/slow', { signal: late }));
    const expectation = expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    await clock.advanceAsync(500);
    late.abort();
    await expectation;
    expect(clock.pendingTimers).toBe(0);
  });

  it('answers after the latency on the clock', async () => {
    const clock = new FakeClock(0);
    const http = new FakeHttp({ clock, latencyMs: 1_000 }).on('GET', '/slow', { body: 'done' });
    let body: string | undefined;
    void http.send(get('/slow', { signal: new TestSignal() })).then((r) => (body = r.body));
    await clock.advanceAsync(999);
    expect(body).toBeUndefined();
    await clock.advanceAsync(1);
    expect(body).toBe('done');
  });

  it('an abort while the server is answering rejects with AbortError', async () => {
    const http = new FakeHttp().on('GET', '/fast', ({ request }) => {
      (request.signal as TestSignal).abort();
      return { body: 'late' };
    });
    await expect(http.send(get('/fast', { signal: new TestSignal() }))).rejects.toBeInstanceOf(
      FakeAbortError,
    );
  });
});
