import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  HttpTransportType,
  HubConnectionBuilder,
  HubConnectionState,
  LogLevel,
} from '@microsoft/signalr';
import type { HubConnection } from '@microsoft/signalr';
import { ENCOUNTERS_HUB, TASK_NOTES_HUB } from '@scanwise/core';
import { FaultRules } from '../src/controls/faults';
import { DEMO_MEMBER } from '../src/platform';
import { startPlatform, type RunningPlatform } from '../src/server';

let running: RunningPlatform;
let token: string;

async function signIn(email: string, password: string): Promise<string> {
  const response = await fetch(`${running.url}/members/connect/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'password',
      client_id: 'scanwise-web',
      username: email,
      password,
      scope: 'openid offline_access profile roles',
    }),
  });
  return ((await response.json()) as { access_token: string }).access_token;
}

const control = async (path: string, body?: unknown, method = 'POST') => {
  const response = await fetch(`${running.url}/__control${path}`, {
    method,
    headers: { 'Content-Type': 'application/json' },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
};

const get = (path: string, bearer: string | null = token, method = 'GET', body?: unknown) =>
  fetch(`${running.url}${path}`, {
    method,
    headers: {
      ...(bearer ? { Authorization: `Bearer ${bearer}` } : {}),
      'Content-Type': 'application/json',
    },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });

const connectHub = (path: string): HubConnection =>
  new HubConnectionBuilder()
    .withUrl(`${running.url}${path}`, {
      transport: HttpTransportType.WebSockets,
      accessTokenFactory: () => token,
    })
    .configureLogging(LogLevel.None)
    .build();

beforeAll(async () => {
  running = await startPlatform({ port: 0, host: '127.0.0.1', testControls: true });
  token = await signIn(DEMO_MEMBER.email, DEMO_MEMBER.password);
});
afterAll(async () => {
  await running.close();
});
beforeEach(async () => {
  expect((await control('/reset')).status).toBe(200);
});

describe('fault controls', () => {
  it('adds latency to a path', async () => {
    await control('/faults', { path: '/packages/plans', latencyMs: 250 });
    const started = performance.now();
    expect((await get('/packages/plans')).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(240);
    const quick = performance.now();
    await get('/packages/centers?country=US');
    expect(performance.now() - quick).toBeLessThan(200);
  });

  it('fails members-tos on demand with a fixed status, for a number of times', async () => {
    const rule = await control('/faults', {
      path: '/members/tos',
      method: 'PUT',
      status: 503,
      times: 1,
    });
    expect(rule.status).toBe(201);
    const failed = await get('/members/tos', token, 'PUT', { accepted: true, version: '1' });
    expect(failed.status).toBe(503);
    expect(await failed.json()).toMatchObject({ code: 'injected_fault' });
    expect((await get('/members/tos', token, 'PUT', { accepted: true, version: '1' })).status).toBe(
      200,
    );
    expect((await control('/faults', undefined, 'GET')).json).toEqual([]);
  });

  it('holds a call on a path pattern without answering until the client gives up', async () => {
    await control('/faults', { path: '/packages/encounters/:encounterId', hold: true });
    await expect(
      fetch(`${running.url}/packages/encounters/enc_demo_3`, {
        headers: { Authorization: `Bearer ${token}` },
        signal: AbortSignal.timeout(300),
      }),
    ).rejects.toThrow();
    // Another call under the same prefix answers: the pattern matches one segment in its place.
    expect((await get('/packages/encounters')).status).toBe(200);
  });

  it('applies an error rate, reproducibly with a seed', async () => {
    await control('/faults', { path: '/packages/*', errorRate: 0.5, errorStatus: 502 });
    const run = async () => {
      await control('/faults/seed', { seed: 42 });
      const statuses: number[] = [];
      for (let i = 0; i < 20; i += 1) statuses.push((await get('/packages/plans')).status);
      return statuses;
    };
    const first = await run();
    expect(first.filter((s) => s === 502).length).toBeGreaterThan(3);
    expect(first.filter((s) => s === 200).length).toBeGreaterThan(3);
    expect(await run()).toEqual(first);
    await control('/faults', { path: '*', errorRate: 1 });
    expect((await get('/tasks')).status).toBe(500);
  });

  it('reaches identity paths too, and DELETE removes rules', async () => {
    const rule = await control('/faults', { path: '/members/connect/token', status: 500 });
    await expect(signIn(DEMO_MEMBER.email, DEMO_MEMBER.password)).resolves.toBeUndefined();
    await control(`/faults/${rule.json['id'] as string}`, undefined, 'DELETE');
    expect(typeof (await signIn(DEMO_MEMBER.email, DEMO_MEMBER.password))).toBe('string');
  });

  it('lets the web origin call the controls (CORS with credentials)', async () => {
    const preflight = await fetch(`${running.url}/__control/reset`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:5173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('Access-Control-Allow-Origin')).toBe('http://localhost:5173');
    expect(preflight.headers.get('Access-Control-Allow-Credentials')).toBe('true');
  });

  it('refuses bad control bodies with 400 and unknown users with 404', async () => {
    expect((await control('/faults', { path: '/x', errorRate: 2 })).json).toMatchObject({
      code: 'invalid_payload',
      path: ['errorRate'],
    });
    expect((await control('/tokens/expire', { user: 'nobody@example.com' })).status).toBe(404);
    expect((await control('/nope')).status).toBe(404);
  });
});

describe('scenario controls', () => {
  it('reset restores the seed and clears faults', async () => {
    expect((await get('/members', token, 'PATCH', { firstName: 'Changed' })).status).toBe(200);
    await control('/faults', { path: '/members', status: 500 });
    await control('/reset');
    const member = (await (await get('/members')).json()) as Record<string, unknown>;
    expect(member['firstName']).toBe('Dana');
  });

  it('expires and revokes tokens of a member by e-mail', async () => {
    const fresh = await signIn(DEMO_MEMBER.email, DEMO_MEMBER.password);
    expect((await control('/tokens/expire', { user: DEMO_MEMBER.email })).status).toBe(200);
    expect((await get('/members', fresh)).status).toBe(401);
    const again = await signIn(DEMO_MEMBER.email, DEMO_MEMBER.password);
    expect((await get('/members', again)).status).toBe(200);
    await control('/tokens/revoke', { user: DEMO_MEMBER.id });
    expect((await get('/members', again)).status).toBe(401);
    token = await signIn(DEMO_MEMBER.email, DEMO_MEMBER.password);
  });

  it('advances an encounter: REPORT_READY releases a report and pushes UpdateEncounter and UpdateNote', async () => {
    const encounters = connectHub(ENCOUNTERS_HUB.path);
    const tasks = connectHub(TASK_NOTES_HUB.path);
    await Promise.all([encounters.start(), tasks.start()]);
    try {
      await encounters.invoke(ENCOUNTERS_HUB.invoke.watch);
      await tasks.invoke(TASK_NOTES_HUB.invoke.watch);
      const updated = new Promise<Record<string, unknown>>((resolve) =>
        encounters.on(ENCOUNTERS_HUB.push.updateEncounter, resolve),
      );
      const note = new Promise<Record<string, unknown>>((resolve) =>
        tasks.on(TASK_NOTES_HUB.push.updateNote, resolve),
      );
      const r = await control('/encounters/enc_demo_3/advance', { status: 'REPORT_READY' });
      expect(r.json).toMatchObject({
        status: 'REPORT_READY',
        reportAvailable: true,
        nextStep: 'VIEW_REPORT',
      });
      expect(await updated).toMatchObject({ id: 'enc_demo_3', status: 'REPORT_READY' });
      expect(await note).toMatchObject({ type: 'MEMBERTASK', task: { type: 'REVIEW_REPORT' } });
      expect((await get('/diagnostics/encounters/enc_demo_3/digital-report')).status).toBe(200);
      expect((await control('/encounters/enc_nope/advance', { status: 'SCANNED' })).status).toBe(
        404,
      );
      expect(
        (await control('/encounters/enc_demo_3/advance', { status: 'SCHEDULED' })).status,
      ).toBe(400);
    } finally {
      await Promise.all([encounters.stop(), tasks.stop()]);
    }
  });

  it('the care team writes: a reply in a thread, unread, pushed as UpdateMessage on the task notes hub', async () => {
    const tasks = connectHub(TASK_NOTES_HUB.path);
    await tasks.start();
    try {
      await tasks.invoke(TASK_NOTES_HUB.invoke.watch);
      const pushed = new Promise<Record<string, unknown>>((resolve) =>
        tasks.on(TASK_NOTES_HUB.push.updateMessage, resolve),
      );
      const r = await control('/messages', {
        user: DEMO_MEMBER.email,
        threadId: 'thr_demo_1',
        body: 'Your results look good.',
      });
      expect(r.status).toBe(201);
      expect(r.json).toMatchObject({
        threadId: 'thr_demo_1',
        from: 'care-team',
        subject: 'Re: Your Heart CT report is ready',
        body: 'Your results look good.',
        read: false,
      });
      expect(await pushed).toEqual(r.json);
      const listed = (await (await get('/members/messages')).json()) as { id: string }[];
      expect(listed[0]?.id).toBe(r.json['id']);

      // Marking it read is pushed too (another tab's count drops).
      const read = new Promise<Record<string, unknown>>((resolve) =>
        tasks.on(TASK_NOTES_HUB.push.updateMessage, (message: Record<string, unknown>) => {
          if (message['read'] === true) resolve(message);
        }),
      );
      await get(`/members/messages/${String(r.json['id'])}/read`, token, 'POST');
      expect(await read).toMatchObject({ id: r.json['id'], read: true });

      const fresh = await control('/messages', { user: DEMO_MEMBER.email, body: 'Hello' });
      expect(fresh.json).toMatchObject({ subject: 'A message from your care team', read: false });
      expect(fresh.json['threadId']).not.toBe('thr_demo_1');
      expect(
        (await control('/messages', { user: DEMO_MEMBER.email, threadId: 'thr_x', body: 'x' }))
          .status,
      ).toBe(404);
      expect((await control('/messages', { user: 'nobody@example.com', body: 'x' })).status).toBe(
        404,
      );
    } finally {
      await tasks.stop();
    }
  });

  it('outbox shows the forgot-password code', async () => {
    await get('/users/password/forgot', null, 'POST', { email: DEMO_MEMBER.email });
    const outbox = (await (await fetch(`${running.url}/__control/outbox`)).json()) as {
      code: string;
    }[];
    expect(outbox[0]?.code).toMatch(/^\d{6}$/);
  });
});

describe('hub controls', () => {
  const connect = (path: string): HubConnection =>
    new HubConnectionBuilder()
      .withUrl(`${running.url}${path}`, {
        transport: HttpTransportType.WebSockets,
        accessTokenFactory: () => token,
      })
      .withAutomaticReconnect([0, 2000, 10000, 30000])
      .configureLogging(LogLevel.None)
      .build();

  it('pushes any event to a member, drops connections, stops and starts the hubs', async () => {
    const connection = connect(TASK_NOTES_HUB.path);
    await connection.start();
    try {
      const received = new Promise((resolve) => connection.on('UpdateNote', resolve));
      const push = await control('/hubs/push', {
        user: DEMO_MEMBER.email,
        hub: 'tasks',
        target: 'UpdateNote',
        args: [{ id: 'n1', taskId: 't1', type: 'MEMBERTASK', created: '2026-03-01T00:00:00Z' }],
      });
      expect(push.json).toEqual({ reached: 1 });
      expect(await received).toMatchObject({ id: 'n1' });
      expect((await control('/hubs', undefined, 'GET')).json).toEqual({ connections: 1 });

      const reconnected = new Promise((resolve) => connection.onreconnected(resolve));
      expect((await control('/hubs/drop')).json).toMatchObject({ dropped: 1 });
      await reconnected;
      expect(connection.state).toBe(HubConnectionState.Connected);

      const closed = new Promise((resolve) => connection.onclose(resolve));
      await control('/hubs/stop');
      const negotiate = await fetch(
        `${running.url}${ENCOUNTERS_HUB.path}/negotiate?negotiateVersion=1`,
        { method: 'POST', headers: { Authorization: `Bearer ${token}` } },
      );
      expect(negotiate.status).toBe(503);
      await control('/hubs/start');
      await Promise.race([closed, connection.stop()]);
      const second = connect(ENCOUNTERS_HUB.path);
      await second.start();
      await second.stop();
    } finally {
      await connection.stop();
    }
  }, 15_000);

  it('turns the negotiate redirect on and off', async () => {
    await control('/hubs/redirect', { enabled: true });
    const negotiate = await fetch(
      `${running.url}${ENCOUNTERS_HUB.path}/negotiate?negotiateVersion=1`,
      { method: 'POST', headers: { Authorization: `Bearer ${token}` } },
    );
    expect(Object.keys((await negotiate.json()) as object).sort()).toEqual(['accessToken', 'url']);
    const connection = connect(ENCOUNTERS_HUB.path);
    await connection.start();
    expect(await connection.invoke('watch')).toHaveProperty('encounters');
    await connection.stop();
  });
});

describe('FaultRules', () => {
  it('matches exact paths, prefixes and methods; leaves preflights alone', () => {
    const rules = new FaultRules();
    rules.add({ path: '/members', method: 'GET', status: 500 });
    rules.add({ path: '/packages/*', latencyMs: 10 });
    expect(rules.decide('GET', '/members/')?.inject?.status).toBe(500);
    expect(rules.decide('PATCH', '/members')).toBeNull();
    expect(rules.decide('GET', '/members/tos')).toBeNull();
    expect(rules.decide('GET', '/packages/plans')).toEqual({ delayMs: 10 });
    expect(rules.decide('OPTIONS', '/members')).toBeNull();
  });
});
