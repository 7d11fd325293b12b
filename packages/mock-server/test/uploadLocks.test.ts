import { request as httpRequest, type ClientRequest } from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Upload, type DetailedError } from 'tus-js-client';
import { startPlatform, type RunningPlatform } from '../src/server';
import { passwordSignIn } from './support/passwordSignIn';

// The tus locks of the mock platform's uploads (src/uploads/uploadLocks.ts): a lock never
// outlives the connection that took it, a cut inside a large chunk releases it, and a reset
// (ids start over) forgets every lock. Found by the chaos suite: Chromium's PATCH cut mid-chunk
// left the lock held for good, and the next upload with the same id hung at 0 %.

const WEB = 'http://localhost:5173';
const MAMMO_ENCOUNTER = 'enc_demo_3';
const MEBIBYTE = 1024 * 1024;

/** A HEAD of the upload, with how long the answer took. */
async function timedHead(
  url: string,
  token: string,
): Promise<{ status: number; offset: string | null; ms: number }> {
  const started = performance.now();
  const response = await fetch(url, {
    method: 'HEAD',
    headers: { 'Tus-Resumable': '1.0.0', Authorization: `Bearer ${token}` },
    signal: AbortSignal.timeout(10_000),
  });
  return {
    status: response.status,
    offset: response.headers.get('upload-offset'),
    ms: performance.now() - started,
  };
}

/** Registers an upload over REST (as the app does) and answers its absolute tus URL. */
async function register(base: string, token: string, size: number): Promise<string> {
  const response = await fetch(`${base}/packages/encounters/${MAMMO_ENCOUNTER}/mammo-uploads`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({
      fileName: 'prior-left-cc.dcm',
      size,
      contentType: 'application/dicom',
      studyDate: '2024-03-05',
      modality: 'MG',
    }),
  });
  expect(response.status).toBe(201);
  const body = (await response.json()) as { uploadUrl: string };
  return `${base}${body.uploadUrl}`;
}

/**
 * A PATCH that sends `sent` bytes of a `total`-byte body and then keeps its connection open,
 * sending nothing more (a client on a dead network): the platform holds the upload's lock.
 */
function hangingPatch(url: string, token: string, total: number, sent: number): ClientRequest {
  const req = httpRequest(url, {
    method: 'PATCH',
    headers: {
      'Tus-Resumable': '1.0.0',
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/offset+octet-stream',
      'Upload-Offset': '0',
      'Content-Length': String(total),
    },
  });
  req.on('error', () => undefined);
  req.write(Buffer.alloc(sent, 7));
  return req;
}

const until = async (check: () => boolean, ms = 5_000): Promise<void> => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe('tus upload locks of the mock platform', () => {
  let running: RunningPlatform;
  let token: string;

  beforeAll(async () => {
    running = await startPlatform({ port: 0, host: '127.0.0.1', webOrigins: [WEB] });
    token = await passwordSignIn(running.url);
  });
  afterEach(() => {
    running.platform.reset();
    running.uploads.reset();
    running.uploadCuts.clear();
  });
  afterAll(async () => {
    await running.close();
  });

  it('a cut inside a 5 MB chunk releases the lock at once: the HEAD to resume answers the cut offset', async () => {
    const size = 12 * MEBIBYTE;
    const url = await register(running.url, token, size);
    const cutAt = 5 * MEBIBYTE + 2 * MEBIBYTE + 123_457;
    running.uploadCuts.add({ afterBytes: cutAt });
    const failed = await new Promise<DetailedError | Error>((resolve) => {
      const client = new Upload(Buffer.alloc(size, 3), {
        uploadUrl: url,
        chunkSize: 5 * MEBIBYTE,
        retryDelays: null,
        headers: { Authorization: `Bearer ${token}` },
        onError: resolve,
        onSuccess: () => resolve(new Error('not cut')),
      });
      client.start();
    });
    expect(failed.message).not.toBe('not cut');
    expect(running.uploadCuts.list()).toEqual([]);
    await until(() => running.uploads.lockedUploadIds().length === 0);
    const head = await timedHead(url, token);
    expect(head).toMatchObject({ status: 200, offset: String(cutAt) });
    // Not after @tus/server's 3 s drain or its 30 s lock timeout.
    expect(head.ms).toBeLessThan(1_000);
  });

  it('a lock dies with its connection: a client that drops its PATCH mid-body holds nothing', async () => {
    const url = await register(running.url, token, 2 * MEBIBYTE);
    const patch = hangingPatch(url, token, 2 * MEBIBYTE, 256 * 1024);
    const id = url.split('/').at(-1) ?? '';
    await until(() => running.uploads.lockedUploadIds().includes(id));
    patch.destroy();
    await until(() => !running.uploads.lockedUploadIds().includes(id));
    const head = await timedHead(url, token);
    expect(head.status).toBe(200);
    expect(head.ms).toBeLessThan(1_000);
  });

  it('a newer HEAD asks a live holder to stop: answered after the drain, not the 30 s lock timeout', async () => {
    const url = await register(running.url, token, 2 * MEBIBYTE);
    const patch = hangingPatch(url, token, 2 * MEBIBYTE, 256 * 1024);
    const id = url.split('/').at(-1) ?? '';
    await until(() => running.uploads.lockedUploadIds().includes(id));
    const head = await timedHead(url, token);
    expect(head.status).toBe(200);
    expect(head.ms).toBeLessThan(5_000);
    patch.destroy();
  });

  it('a reset forgets the uploads and their locks: the next upload with the same id is not held', async () => {
    const url = await register(running.url, token, 2 * MEBIBYTE);
    const patch = hangingPatch(url, token, 2 * MEBIBYTE, 256 * 1024);
    const id = url.split('/').at(-1) ?? '';
    await until(() => running.uploads.lockedUploadIds().includes(id));
    // The platform's reset, as /__control/reset does it: ids start over.
    running.platform.reset();
    running.uploads.reset();
    expect(running.uploads.lockedUploadIds()).toEqual([]);
    const again = await register(running.url, token, 600 * 1024);
    expect(again).toBe(url);
    const head = await timedHead(again, token);
    expect(head).toMatchObject({ status: 200, offset: '0' });
    expect(head.ms).toBeLessThan(1_000);
    const done = await new Promise<boolean>((resolve) => {
      const client = new Upload(Buffer.alloc(600 * 1024, 5), {
        uploadUrl: again,
        chunkSize: 256 * 1024,
        retryDelays: null,
        headers: { Authorization: `Bearer ${token}` },
        onError: () => resolve(false),
        onSuccess: () => resolve(true),
      });
      client.start();
    });
    expect(done).toBe(true);
    patch.destroy();
  });
});
