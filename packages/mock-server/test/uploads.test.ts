import { existsSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { HttpTransportType, HubConnectionBuilder, LogLevel } from '@microsoft/signalr';
import type { HubConnection } from '@microsoft/signalr';
import { Upload, type DetailedError, type UploadOptions } from 'tus-js-client';
import { TASK_NOTES_HUB } from '@scanwise/core';
import { ROLE_LIST_MEMBER } from '../src/platform';
import { startPlatform, type RunningPlatform } from '../src/server';
import { passwordSignIn } from './support/passwordSignIn';

const WEB = 'http://localhost:5173';
const MAMMO_ENCOUNTER = 'enc_demo_3';

const bytes = (size: number): Buffer => {
  const buffer = Buffer.alloc(size);
  for (let i = 0; i < size; i += 1) buffer[i] = (i * 31) % 251;
  return buffer;
};

type Outcome =
  | { ok: true; url: string | null; progress: number[] }
  | { ok: false; status: number | null; body: string; url: string | null; progress: number[] };

/** Runs one tus-js-client upload to its end (success or error, no client retries). */
function upload(file: Buffer, options: UploadOptions): { done: Promise<Outcome>; client: Upload } {
  const progress: number[] = [];
  let client!: Upload;
  const done = new Promise<Outcome>((resolve) => {
    client = new Upload(file, {
      retryDelays: null,
      chunkSize: 64 * 1024,
      ...options,
      onProgress: (sent) => progress.push(sent),
      onSuccess: () => resolve({ ok: true, url: client.url, progress }),
      onError: (error) => {
        const response = (error as DetailedError).originalResponse ?? null;
        resolve({
          ok: false,
          status: response?.getStatus() ?? null,
          body: response?.getBody() ?? String(error),
          url: client.url,
          progress,
        });
      },
    });
    client.start();
  });
  return { done, client };
}

const head = async (url: string, token: string) =>
  fetch(url, {
    method: 'HEAD',
    headers: { 'Tus-Resumable': '1.0.0', Authorization: `Bearer ${token}` },
  });

describe('resumable mammography uploads (tus 1.0 at /packages/uploads)', () => {
  let running: RunningPlatform;
  let demoToken: string;
  let otherToken: string;
  let endpoint: string;

  beforeAll(async () => {
    running = await startPlatform({ port: 0, host: '127.0.0.1', webOrigins: [WEB] });
    endpoint = `${running.url}/packages/uploads`;
    demoToken = await passwordSignIn(running.url);
    otherToken = await passwordSignIn(running.url, ROLE_LIST_MEMBER);
  });
  afterEach(() => {
    running.platform.reset();
    running.uploads.reset();
    running.uploadCuts.clear();
  });
  afterAll(async () => {
    const directory = running.uploads.directory;
    await running.close();
    // The temporary directory of the bytes goes with the platform.
    expect(existsSync(directory)).toBe(false);
  });

  const metadata = (extra: Record<string, string> = {}) => ({
    encounterId: MAMMO_ENCOUNTER,
    filename: 'prior-left-cc.dcm',
    filetype: 'application/dicom',
    studyDate: '2024-03-05',
    modality: 'MG',
    ...extra,
  });
  const auth = (token: string) => ({ headers: { Authorization: `Bearer ${token}` } });

  it('uploads a file with progress; completion registers it for the encounter and pushes the task done', async () => {
    const tasks: HubConnection = new HubConnectionBuilder()
      .withUrl(`${running.url}${TASK_NOTES_HUB.path}`, {
        transport: HttpTransportType.WebSockets,
        accessTokenFactory: () => demoToken,
      })
      .configureLogging(LogLevel.None)
      .build();
    await tasks.start();
    try {
      await tasks.invoke(TASK_NOTES_HUB.invoke.watch);
      const setDone = new Promise<{ taskId: string }>((resolve) =>
        tasks.on(TASK_NOTES_HUB.push.setDone, resolve),
      );
      const file = bytes(300 * 1024);
      const outcome = await upload(file, { endpoint, metadata: metadata(), ...auth(demoToken) })
        .done;

      expect(outcome.ok).toBe(true);
      expect(outcome.url).toMatch(/\/packages\/uploads\/mup_\d+$/);
      expect(outcome.progress.length).toBeGreaterThan(2);
      expect(outcome.progress.at(-1)).toBe(file.length);
      expect(await setDone).toMatchObject({ taskId: 'tsk_demo_mammo' });

      const listed = await fetch(
        `${running.url}/packages/encounters/${MAMMO_ENCOUNTER}/mammo-uploads`,
        auth(demoToken),
      );
      const uploads = (await listed.json()) as {
        id: string;
        uploadUrl: string;
        size: number;
        completed: string | null;
      }[];
      const mine = uploads.find((u) => outcome.url?.endsWith(u.uploadUrl));
      expect(mine).toMatchObject({ size: file.length, fileName: 'prior-left-cc.dcm' });
      expect(mine?.completed).toEqual(expect.any(String));
    } finally {
      await tasks.stop();
    }
  });

  it('abort then resume: the new client continues from the offset the server holds', async () => {
    const file = bytes(512 * 1024);
    let paused!: () => void;
    const pausedAt = new Promise<void>((resolve) => (paused = resolve));
    const first = upload(file, {
      endpoint,
      metadata: metadata(),
      ...auth(demoToken),
      // Abort (keep the upload) once two chunks are on the server.
      onChunkComplete: (_chunk, accepted) => {
        if (accepted >= 128 * 1024) void first.client.abort().then(paused);
      },
    });
    await pausedAt;
    const url = first.client.url as string;
    const offset = Number((await head(url, demoToken)).headers.get('upload-offset'));
    expect(offset).toBe(128 * 1024);

    const sentBodies: number[] = [];
    const resumed = await upload(file, {
      uploadUrl: url,
      ...auth(demoToken),
      onBeforeRequest: (req) => {
        if (req.getMethod() === 'PATCH') sentBodies.push(Number(req.getHeader('Upload-Offset')));
      },
    }).done;
    expect(resumed.ok).toBe(true);
    // The first PATCH of the second client starts where the server was, not at 0.
    expect(sentBodies[0]).toBe(offset);
    const after = await head(url, demoToken);
    expect(after.headers.get('upload-offset')).toBe(String(file.length));
  });

  it('the cut control drops the connection at the offset; a resume completes the file', async () => {
    const file = bytes(400 * 1024);
    const cut = await fetch(`${running.url}/__control/uploads/cut`, { method: 'POST' });
    // Controls are off on this server: the rules are armed in-process instead.
    expect(cut.status).not.toBe(201);
    running.uploadCuts.add({ afterBytes: 150_000 });

    const first = await upload(file, { endpoint, metadata: metadata(), ...auth(demoToken) }).done;
    expect(first.ok).toBe(false);
    if (first.ok) return;
    // No answer came: a dropped connection, not a refusal.
    expect(first.status).toBeNull();
    const url = first.url as string;
    expect((await head(url, demoToken)).headers.get('upload-offset')).toBe('150000');
    expect(running.uploadCuts.list()).toEqual([]);

    const resumed = await upload(file, { uploadUrl: url, ...auth(demoToken) }).done;
    expect(resumed.ok).toBe(true);
    const stored = running.platform.snapshot().uploads.find((u) => url.endsWith(u.uploadUrl));
    expect(stored?.completed).toEqual(expect.any(String));
  });

  it('is refused without a token (401) and with a token the authorities refuse', async () => {
    const none = await upload(bytes(10), { endpoint, metadata: metadata() }).done;
    expect(none).toMatchObject({ ok: false, status: 401 });
    expect(JSON.parse((none as { body: string }).body)).toMatchObject({ code: 'unauthorized' });
    const forged = await upload(bytes(10), { endpoint, metadata: metadata(), ...auth('forged') })
      .done;
    expect(forged).toMatchObject({ ok: false, status: 401 });
    expect(running.platform.snapshot().uploads).toHaveLength(0);
  });

  it("another member's encounter is refused as not found (404) and nothing is registered", async () => {
    const outcome = await upload(bytes(10), {
      endpoint,
      metadata: metadata(),
      ...auth(otherToken),
    }).done;
    expect(outcome).toMatchObject({ ok: false, status: 404 });
    expect(running.platform.snapshot().uploads).toHaveLength(0);
  });

  it("another member's upload URL answers 404 to HEAD, PATCH and DELETE", async () => {
    const file = bytes(200 * 1024);
    running.uploadCuts.add({ afterBytes: 70_000 });
    const partial = await upload(file, { endpoint, metadata: metadata(), ...auth(demoToken) }).done;
    const url = partial.url as string;
    expect((await head(url, otherToken)).status).toBe(404);
    const patch = await fetch(url, {
      method: 'PATCH',
      headers: {
        'Tus-Resumable': '1.0.0',
        'Upload-Offset': '70000',
        'Content-Type': 'application/offset+octet-stream',
        Authorization: `Bearer ${otherToken}`,
      },
      body: new Uint8Array(10),
    });
    expect(patch.status).toBe(404);
    const remove = await fetch(url, {
      method: 'DELETE',
      headers: { 'Tus-Resumable': '1.0.0', Authorization: `Bearer ${otherToken}` },
    });
    expect(remove.status).toBe(404);
    expect((await head(url, demoToken)).headers.get('upload-offset')).toBe('70000');
  });

  it('refuses uploads above the size limit (413) before registering, and a non-mammography encounter (409)', async () => {
    const small = await startPlatform({ port: 0, host: '127.0.0.1', webOrigins: [WEB] });
    try {
      const token = await passwordSignIn(small.url);
      const big = await upload(bytes(10), {
        endpoint: `${small.url}/packages/uploads`,
        metadata: metadata(),
        uploadSize: 3 * 1024 * 1024 * 1024,
        ...auth(token),
      }).done;
      expect(big).toMatchObject({ ok: false, status: 413 });
      const scan = await upload(bytes(10), {
        endpoint: `${small.url}/packages/uploads`,
        metadata: metadata({ encounterId: 'enc_demo_1' }),
        ...auth(token),
      }).done;
      expect(scan).toMatchObject({ ok: false, status: 409 });
      const nameless = await upload(bytes(10), {
        endpoint: `${small.url}/packages/uploads`,
        metadata: { encounterId: MAMMO_ENCOUNTER },
        ...auth(token),
      }).done;
      expect(nameless).toMatchObject({ ok: false, status: 400 });
      expect(small.platform.snapshot().uploads).toHaveLength(0);
    } finally {
      await small.close();
    }
  });

  it('an upload registered over REST takes its bytes over tus at its uploadUrl', async () => {
    const file = bytes(100 * 1024);
    const registered = await fetch(
      `${running.url}/packages/encounters/${MAMMO_ENCOUNTER}/mammo-uploads`,
      {
        method: 'POST',
        headers: { Authorization: `Bearer ${demoToken}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          fileName: 'report.pdf',
          size: file.length,
          contentType: 'application/pdf',
        }),
      },
    );
    const { uploadUrl } = (await registered.json()) as { uploadUrl: string };
    const outcome = await upload(file, {
      uploadUrl: `${running.url}${uploadUrl}`,
      ...auth(demoToken),
    }).done;
    expect(outcome.ok).toBe(true);
    const stored = running.platform.snapshot().uploads.find((u) => u.uploadUrl === uploadUrl);
    expect(stored?.completed).toEqual(expect.any(String));
  });

  it('a cancelled (terminated) upload is gone: HEAD answers 404 or 410', async () => {
    running.uploadCuts.add({ afterBytes: 10_000 });
    const partial = await upload(bytes(50_000), {
      endpoint,
      metadata: metadata(),
      ...auth(demoToken),
    }).done;
    const url = partial.url as string;
    await Upload.terminate(url, auth(demoToken));
    expect([404, 410]).toContain((await head(url, demoToken)).status);
  });

  it('answers CORS preflights of the web origin with the tus headers exposed', async () => {
    const preflight = await fetch(endpoint, {
      method: 'OPTIONS',
      headers: {
        Origin: WEB,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers':
          'authorization,tus-resumable,upload-length,upload-metadata',
      },
    });
    expect(preflight.status).toBeLessThan(300);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(WEB);
    expect(preflight.headers.get('access-control-allow-credentials')).toBe('true');
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/Authorization/);
    const created = await upload(bytes(10), {
      endpoint,
      metadata: metadata(),
      headers: { Authorization: `Bearer ${demoToken}`, Origin: WEB },
    }).done;
    expect(created.ok).toBe(true);
    const answer = await head(created.url as string, demoToken);
    expect(answer.headers.get('access-control-expose-headers')).toMatch(
      /Location.*Tus-Resumable.*Upload-Offset/,
    );
  });
});

describe('the upload cut control', () => {
  it('is armed, listed and cleared through /__control/uploads', async () => {
    const running = await startPlatform({ port: 0, host: '127.0.0.1', testControls: true });
    try {
      const control = (path: string, method: string, body?: unknown) =>
        fetch(`${running.url}/__control${path}`, {
          method,
          headers: { 'Content-Type': 'application/json' },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        });
      expect((await control('/uploads/cut', 'POST', { afterBytes: 0 })).status).toBe(400);
      const armed = await control('/uploads/cut', 'POST', { afterBytes: 1000, times: 2 });
      expect(armed.status).toBe(201);
      expect(await armed.json()).toMatchObject({ afterBytes: 1000, times: 2, uploadId: null });
      expect(await (await control('/uploads/cuts', 'GET')).json()).toHaveLength(1);
      await control('/reset', 'POST', {});
      expect(running.uploadCuts.list()).toEqual([]);
      await control('/uploads/cut', 'POST', { afterBytes: 5, uploadId: 'mup_1' });
      await control('/uploads/cuts', 'DELETE');
      expect(running.uploadCuts.list()).toEqual([]);
    } finally {
      await running.close();
    }
  });
});
