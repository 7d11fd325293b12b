// Resumable mammography uploads on the adapters (tus-js-client, dicom-parser) against the real
// mock platform: progress, a connection cut mid-way by the platform's fault control, resume.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  CALLS,
  HttpClient,
  MemberApi,
  createMammoUploadQueue,
  type MammoUpload,
  type UploadFailure,
  type UploadPort,
} from '@scanwise/core';
import { RecordingLogger } from '@scanwise/core/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { systemClock } from '../../src/clock';
import { createUndiciHttp } from '../../src/http/undiciHttp';
import { OidcIdentity } from '../../src/identity/oidcIdentity';
import { MemoryStorage } from '@scanwise/core';
import {
  buildSyntheticDicom,
  createDicomParserInspector,
  createFileTusUrlStorage,
  createTusUploadPort,
  uploadFileFromBytes,
} from '../../src/node';
import { APP_ORIGIN, DEMO, control, hasPlatform, platformUrl, until } from './support';

const ENCOUNTER = 'enc_demo_3';
const http = createUndiciHttp();
let identity: OidcIdentity;
let token = '';

beforeAll(async () => {
  if (!hasPlatform) return;
  await control('/reset', {});
  identity = new OidcIdentity({ platformUrl, appOrigin: APP_ORIGIN, storage: new MemoryStorage() });
  await identity.signInWithPassword(DEMO.email, DEMO.password);
  token = (await identity.getUser('R'))?.accessToken ?? '';
});
beforeEach(async () => {
  if (hasPlatform) await control('/reset', {});
});
afterAll(async () => {
  identity?.dispose();
  await http.close();
  if (hasPlatform) await control('/reset', {});
});

const api = (): MemberApi =>
  new MemberApi({
    calls: CALLS,
    client: new HttpClient({
      http,
      baseUrl: platformUrl,
      clock: systemClock,
      getAccessToken: () => ({ accessToken: token, expiresAt: systemClock.now() / 1000 + 3600 }),
    }),
  });

const offsetOf = async (uploadUrl: string): Promise<number> => {
  const answer = await http.send({
    method: 'HEAD',
    url: uploadUrl,
    headers: { 'Tus-Resumable': '1.0.0', Authorization: `Bearer ${token}` },
  });
  return Number(answer.headers['upload-offset']);
};

interface Run {
  progress: number[];
  outcome: Promise<'done' | UploadFailure>;
}

function send(port: UploadPort, bytes: Uint8Array, uploadUrl: string, uploadId: string): Run {
  const progress: number[] = [];
  const outcome = new Promise<'done' | UploadFailure>((resolve) => {
    port.start(
      uploadFileFromBytes('LCC.dcm', bytes, 'application/dicom'),
      {
        uploadUrl,
        metadata: {
          encounterId: ENCOUNTER,
          uploadId,
          filename: 'LCC.dcm',
          filetype: 'application/dicom',
        },
        authorization: () => `Bearer ${token}`,
      },
      {
        onProgress: (sent) => progress.push(sent),
        onSuccess: () => resolve('done'),
        onError: resolve,
      },
    );
  });
  return { progress, outcome };
}

describe.skipIf(!hasPlatform)(
  'mammography uploads on tus-js-client against the mock platform',
  () => {
    it('uploads with progress; cut mid-way by the fault control; a new process resumes from the stored upload and completes', async () => {
      const bytes = buildSyntheticDicom({
        studyDate: '20240305',
        modality: 'MG',
        totalBytes: 600_000,
      });
      const registered = await api().registerMammoUpload(ENCOUNTER, {
        fileName: 'LCC.dcm',
        size: bytes.length,
        contentType: 'application/dicom',
        studyDate: '2024-03-05',
        modality: 'MG',
      });
      const uploadUrl = `${platformUrl}${registered.uploadUrl}`;
      const storagePath = join(mkdtempSync(join(tmpdir(), 'sw-tus-')), 'uploads.json');
      // No client retries: the cut surfaces as the failure the queue would see.
      const first = createTusUploadPort({
        urlStorage: createFileTusUrlStorage(storagePath),
        chunkSize: 64 * 1024,
        retryDelays: null,
      });
      await control('/uploads/cut', { afterBytes: 250_000 });
      const cut = send(first, bytes, uploadUrl, registered.id);
      expect(await cut.outcome).toMatchObject({ kind: 'network', status: null });
      expect(cut.progress.length).toBeGreaterThan(2);
      expect(await offsetOf(uploadUrl)).toBe(250_000);

      // "Restart": a new port on the same storage file finds the upload by the file's fingerprint.
      const second = createTusUploadPort({
        urlStorage: createFileTusUrlStorage(storagePath),
        chunkSize: 64 * 1024,
        retryDelays: null,
      });
      const stored = await second.findStoredUploads(uploadFileFromBytes('LCC.dcm', bytes));
      expect(stored).toHaveLength(1);
      expect(stored[0]).toMatchObject({
        uploadUrl,
        size: bytes.length,
        metadata: { uploadId: registered.id, encounterId: ENCOUNTER },
      });
      const resumed = send(second, bytes, uploadUrl, registered.id);
      expect(await resumed.outcome).toBe('done');
      // It went on from the cut, not from 0.
      expect(Math.min(...resumed.progress)).toBeGreaterThanOrEqual(250_000);
      expect(await offsetOf(uploadUrl)).toBe(bytes.length);
      // Success forgets the stored upload (tus-js-client removes it just after the last answer).
      await vi.waitFor(async () => expect(await second.listStoredUploads()).toEqual([]), {
        timeout: 5_000,
      });
      const listed = await api().listMammoUploads(ENCOUNTER);
      expect(listed.find((u) => u.id === registered.id)?.completed).toEqual(expect.any(String));
    });

    it('the core queue checks, registers and sends two files; a cut connection is retried by the adapter and completes', async () => {
      const logger = new RecordingLogger();
      const queue = createMammoUploadQueue({
        encounterId: ENCOUNTER,
        uploads: createTusUploadPort({ chunkSize: 64 * 1024, retryDelays: [50, 200] }),
        inspector: createDicomParserInspector(),
        api: api(),
        baseUrl: platformUrl,
        authorization: () => `Bearer ${token}`,
        clock: systemClock,
        logger,
      });
      try {
        await control('/uploads/cut', { afterBytes: 100_000 });
        const image = buildSyntheticDicom({
          studyDate: '20230102',
          modality: 'MG',
          totalBytes: 400_000,
        });
        const report = new TextEncoder().encode(`%PDF-1.7\n${'x'.repeat(2_000)}`);
        await queue.add([
          uploadFileFromBytes('IM000001', image),
          uploadFileFromBytes('prior-report.pdf', report, 'application/pdf'),
          uploadFileFromBytes('photo.heic', new Uint8Array(100), 'image/heic'),
        ]);
        const refused = queue.getSnapshot().entries.find((e) => e.fileName === 'photo.heic');
        expect(refused).toMatchObject({
          status: 'refused',
          refusal: { reason: 'unsupported-type' },
        });
        await until(() => queue.getSnapshot().registered !== null, 20_000, 'all uploads done');
        const state = queue.getSnapshot();
        expect(state.entries.find((e) => e.fileName === 'IM000001')).toMatchObject({
          status: 'done',
          dicom: { studyDate: '2023-01-02', modality: 'MG', isMammography: true },
        });
        expect(state).toMatchObject({
          totalBytes: image.length + report.length,
          sentBytes: image.length + report.length,
        });
        const registered = state.registered ?? [];
        const completed = (name: string): MammoUpload | undefined =>
          registered.find((u) => u.fileName === name && u.completed);
        expect(completed('IM000001')).toBeDefined();
        expect(completed('prior-report.pdf')).toBeDefined();
        // The cut happened (the rule retired) and nothing failed for the member.
        expect(await control('/uploads/cuts')).toEqual([]);
        expect(logger.entries.filter((e) => e.level === 'warn')).toEqual([]);
      } finally {
        queue.dispose();
      }
    });

    it("another member's token cannot touch the upload (404), none refuses (401)", async () => {
      const bytes = new TextEncoder().encode('%PDF-1.7 report');
      const registered = await api().registerMammoUpload(ENCOUNTER, {
        fileName: 'r.pdf',
        size: bytes.length,
        contentType: 'application/pdf',
      });
      const port = createTusUploadPort({ retryDelays: null });
      const attempt = (authorization: string | undefined) =>
        new Promise<'done' | UploadFailure>((resolve) => {
          port.start(
            uploadFileFromBytes('r.pdf', bytes),
            {
              uploadUrl: `${platformUrl}${registered.uploadUrl}`,
              metadata: {},
              authorization: () => authorization,
            },
            { onProgress: () => undefined, onSuccess: () => resolve('done'), onError: resolve },
          );
        });
      expect(await attempt(undefined)).toMatchObject({ kind: 'unauthorized', status: 401 });
      const other = new OidcIdentity({
        platformUrl,
        appOrigin: APP_ORIGIN,
        storage: new MemoryStorage(),
      });
      await other.signInWithPassword('roles@example.com', 'Roles-password-1');
      const otherToken = (await other.getUser('R'))?.accessToken ?? '';
      other.dispose();
      expect(await attempt(`Bearer ${otherToken}`)).toMatchObject({ kind: 'gone', status: 404 });
      expect(await attempt(`Bearer ${token}`)).toBe('done');
    });
  },
);
