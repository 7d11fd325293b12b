import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpTransportType, HubConnectionBuilder, LogLevel } from '@microsoft/signalr';
import type { HubConnection } from '@microsoft/signalr';
import { ENCOUNTERS_HUB, TASK_NOTES_HUB } from '@scanwise/core';
import { startPlatform, type RunningPlatform } from '../src/server';
import { DEMO_MEMBER, ROLE_LIST_MEMBER, StateFileError } from '../src/platform';
import { passwordSignIn } from './support/passwordSignIn';

const WEB = 'http://localhost:5173';

const api = async (
  url: string,
  path: string,
  token: string | null,
  init: { method?: string; body?: unknown } = {},
) => {
  const response = await fetch(`${url}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(init.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
    },
    ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
  });
  const text = await response.text();
  return {
    status: response.status,
    json: text ? (JSON.parse(text) as Record<string, unknown>) : undefined,
  };
};

function hub(url: string, path: string, token: string): HubConnection {
  return new HubConnectionBuilder()
    .withUrl(`${url}${path}`, {
      transport: HttpTransportType.WebSockets,
      accessTokenFactory: () => token,
    })
    .configureLogging(LogLevel.None)
    .build();
}

const nextMessage = <T>(connection: HubConnection, target: string, timeoutMs = 3000): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`no ${target} within ${timeoutMs} ms`)),
      timeoutMs,
    );
    const handler = (value: T) => {
      clearTimeout(timer);
      connection.off(target, handler);
      resolve(value);
    };
    connection.on(target, handler);
  });

describe('the platform server end to end', () => {
  let running: RunningPlatform;
  let demoToken: string;

  beforeAll(async () => {
    running = await startPlatform({ port: 0, host: '127.0.0.1', webOrigins: [WEB] });
    demoToken = await passwordSignIn(running.url);
  });
  afterAll(async () => {
    await running.close();
  });

  it('serves REST with tokens of the real members authority', async () => {
    const member = await api(running.url, '/members', demoToken);
    expect(member.status).toBe(200);
    expect(member.json).toMatchObject({ id: DEMO_MEMBER.id });
    expect((await api(running.url, '/members', null)).status).toBe(401);
    expect((await api(running.url, '/members', `${demoToken.slice(0, -4)}AAAA`)).status).toBe(401);
  });

  it('answers 404 for another member through the real server', async () => {
    const rosa = await passwordSignIn(running.url, ROLE_LIST_MEMBER);
    expect((await api(running.url, '/packages/encounters/enc_demo_3', rosa)).status).toBe(404);
    expect((await api(running.url, '/packages/encounters/enc_rosa_1', rosa)).status).toBe(200);
  });

  it('refuses tokens after expireTokensOf', async () => {
    const token = await passwordSignIn(running.url, {
      email: 'nophone@example.com',
      password: 'Nophone-password-1',
    });
    expect((await api(running.url, '/members', token)).status).toBe(200);
    running.identity.expireTokensOf('mbr_nophone');
    expect((await api(running.url, '/members', token)).status).toBe(401);
  });

  it('a REST cancel pushes UpdateEncounter to the watching member only', async () => {
    const rosaToken = await passwordSignIn(running.url, ROLE_LIST_MEMBER);
    const demo = hub(running.url, ENCOUNTERS_HUB.path, demoToken);
    const rosa = hub(running.url, ENCOUNTERS_HUB.path, rosaToken);
    await Promise.all([demo.start(), rosa.start()]);
    try {
      const state = await demo.invoke<{ encounters: { id: string }[] }>(
        ENCOUNTERS_HUB.invoke.watch,
      );
      expect(state.encounters.map((e) => e.id)).toContain('enc_demo_3');
      await rosa.invoke(ENCOUNTERS_HUB.invoke.watch);
      let rosaGot = 0;
      rosa.on(ENCOUNTERS_HUB.push.updateEncounter, () => (rosaGot += 1));
      const pushed = nextMessage<{ id: string; status: string }>(
        demo,
        ENCOUNTERS_HUB.push.updateEncounter,
      );
      const cancelled = await api(
        running.url,
        '/packages/appointments/apt_demo_3/cancel',
        demoToken,
        { method: 'POST', body: { reason: 'test' } },
      );
      expect(cancelled.status).toBe(200);
      expect(await pushed).toMatchObject({
        id: 'enc_demo_3',
        status: 'AWAITING_SCHEDULING',
        nextStep: 'SCHEDULE',
      });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(rosaGot).toBe(0);
    } finally {
      await Promise.all([demo.stop(), rosa.stop()]);
    }
  });

  it('myscanwiseComplete and an upload push SetDone notes on the tasks hub', async () => {
    const tasks = hub(running.url, TASK_NOTES_HUB.path, demoToken);
    await tasks.start();
    try {
      const state = await tasks.invoke<{ tasks: { id: string; done: boolean }[] }>(
        TASK_NOTES_HUB.invoke.watch,
      );
      expect(state.tasks.find((t) => t.id === 'tsk_demo_mq')?.done).toBe(false);
      const done = nextMessage<{ taskId: string; type: string; done: boolean }>(
        tasks,
        TASK_NOTES_HUB.push.setDone,
      );
      const result = await tasks.invoke<{ id: string; done: boolean }>(
        TASK_NOTES_HUB.invoke.complete,
        { id: 'tsk_demo_mq', encounterId: 'enc_demo_3', data: { answers: { q1: 'no' } } },
        TASK_NOTES_HUB.completeType,
      );
      expect(result).toMatchObject({ id: 'tsk_demo_mq', done: true });
      expect(await done).toMatchObject({ taskId: 'tsk_demo_mq', type: 'MEMBERTASK', done: true });
      await expect(
        tasks.invoke(TASK_NOTES_HUB.invoke.complete, { data: 1 }, 'MEMBERTASK'),
      ).rejects.toThrow(/Invalid task payload/);

      const uploadDone = nextMessage<{ taskId: string }>(tasks, TASK_NOTES_HUB.push.setDone);
      const registered = await api(
        running.url,
        '/packages/encounters/enc_demo_3/mammo-uploads',
        demoToken,
        {
          method: 'POST',
          body: { fileName: 'prior.dcm', size: 3, contentType: 'application/dicom' },
        },
      );
      const sent = await fetch(`${running.url}${registered.json?.['uploadUrl'] as string}`, {
        method: 'PUT',
        headers: { Authorization: `Bearer ${demoToken}` },
        body: new Uint8Array([1, 2, 3]),
      });
      expect(sent.status).toBe(200);
      expect(await uploadDone).toMatchObject({ taskId: 'tsk_demo_mammo' });
    } finally {
      await tasks.stop();
    }
  });

  it('has no /__control without testControls', async () => {
    expect((await api(running.url, '/__control/reset', null, { method: 'POST' })).status).toBe(404);
  });
});

describe('state file through the server', () => {
  it('keeps changes across restarts', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'sw-server-')), 'state.json');
    const first = await startPlatform({ port: 0, host: '127.0.0.1', stateFile: file });
    try {
      const token = await passwordSignIn(first.url);
      expect(
        (await api(first.url, '/members', token, { method: 'PATCH', body: { firstName: 'Kept' } }))
          .status,
      ).toBe(200);
    } finally {
      await first.close();
    }
    expect(readFileSync(file, 'utf8')).toContain('"Kept"');
    const second = await startPlatform({ port: 0, host: '127.0.0.1', stateFile: file });
    try {
      const token = await passwordSignIn(second.url);
      expect((await api(second.url, '/members', token)).json).toMatchObject({ firstName: 'Kept' });
    } finally {
      await second.close();
    }
  });

  it('refuses a corrupt state file: startPlatform rejects and the CLI exits non-zero', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'sw-server-')), 'state.json');
    writeFileSync(file, '{"format":"scanwise-platform-state","state":{');
    await expect(
      startPlatform({ port: 0, host: '127.0.0.1', stateFile: file }),
    ).rejects.toBeInstanceOf(StateFileError);
    const cli = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        '--conditions=@scanwise/source',
        'src/main.ts',
        '--port',
        '0',
        '--state-file',
        file,
      ],
      { cwd: join(__dirname, '..'), encoding: 'utf8', timeout: 30_000 },
    );
    expect(cli.status).toBe(1);
    expect(cli.stderr).toMatch(/Refusing to start: the state file .* is unreadable \(not JSON/);
    expect(readFileSync(file, 'utf8')).toBe('{"format":"scanwise-platform-state","state":{');
  }, 30_000);
});
