import { afterEach, describe, expect, it } from 'vitest';
import type { CallRequest, MammoUpload } from '../schemas';
import { FakeClock, flushPromises } from '../testing/fakeClock';
import { RecordingLogger } from '../testing/recordingLogger';
import {
  FakeDicomInspector,
  FakeUploadPort,
  createMemoryUploadFile,
  fakeDicomBytes,
} from '../testing/fakeUpload';
import { MAMMO_UPLOAD_LIMITS } from './mammoUploadLimits';
import {
  createMammoUploadQueue,
  type MammoUploadApi,
  type MammoUploadQueue,
  type MammoUploadQueueState,
} from './mammoUploadQueue';

const ENCOUNTER = 'enc_demo_3';
const BASE = 'https://api.scanwise.test/';

/** The platform's two upload calls, in memory. */
class FakeMammoUploadApi implements MammoUploadApi {
  readonly registrations: { encounterId: string; body: CallRequest<'mammoUploadRegister'> }[] = [];
  readonly uploads: MammoUpload[] = [];
  registerFailure: Error | null = null;
  listFailure: Error | null = null;
  private next = 1000;

  registerMammoUpload(
    encounterId: string,
    body: CallRequest<'mammoUploadRegister'>,
  ): Promise<MammoUpload> {
    if (this.registerFailure) return Promise.reject(this.registerFailure);
    this.registrations.push({ encounterId, body });
    const id = `mup_${this.next++}`;
    const upload: MammoUpload = {
      id,
      encounterId,
      fileName: body.fileName,
      size: body.size,
      uploadUrl: `/packages/uploads/${id}`,
      created: '2026-01-01T09:00:00Z',
      completed: null,
    };
    this.uploads.push(upload);
    return Promise.resolve(upload);
  }

  listMammoUploads(): Promise<MammoUpload[]> {
    if (this.listFailure) return Promise.reject(this.listFailure);
    return Promise.resolve(this.uploads.map((u) => ({ ...u })));
  }

  complete(id: string): void {
    const upload = this.uploads.find((u) => u.id === id);
    if (upload) upload.completed = '2026-01-01T09:05:00Z';
  }
}

const dicom = (name: string, size = 4000) => createMemoryUploadFile(name, fakeDicomBytes(size));
const pdf = (name: string) =>
  createMemoryUploadFile(name, new TextEncoder().encode('%PDF-1.7 a prior report'));

let queue: MammoUploadQueue | undefined;
afterEach(() => queue?.dispose());

function setup(
  options: {
    parallelUploads?: number;
    port?: FakeUploadPort;
    stallTimeout?: number;
    stallResumeDelays?: readonly number[];
  } = {},
) {
  const clock = new FakeClock();
  const port = options.port ?? new FakeUploadPort();
  const api = new FakeMammoUploadApi();
  const logger = new RecordingLogger();
  let token: string | undefined = 'Bearer first';
  queue = createMammoUploadQueue({
    encounterId: ENCOUNTER,
    uploads: port,
    inspector: new FakeDicomInspector(),
    api,
    baseUrl: BASE,
    authorization: () => token,
    clock,
    logger,
    ...(options.parallelUploads ? { parallelUploads: options.parallelUploads } : {}),
    ...(options.stallTimeout ? { stallTimeout: options.stallTimeout } : {}),
    ...(options.stallResumeDelays ? { stallResumeDelays: options.stallResumeDelays } : {}),
  });
  const states: MammoUploadQueueState[] = [];
  queue.state$.subscribe((state) => states.push(state));
  const entry = (fileName: string) =>
    queue?.getSnapshot().entries.find((e) => e.fileName === fileName);
  return {
    queue,
    clock,
    port,
    api,
    logger,
    states,
    entry,
    setToken: (value: string | undefined) => (token = value),
  };
}

describe('MammoUploadQueue', () => {
  it('checks, registers with study date and modality, then sends each file to its upload URL', async () => {
    const { queue, port, api, entry, setToken } = setup();
    await queue.add([dicom('LCC.dcm'), pdf('report.pdf')]);
    await flushPromises();

    expect(api.registrations).toEqual([
      {
        encounterId: ENCOUNTER,
        body: {
          fileName: 'LCC.dcm',
          size: 4000,
          contentType: 'application/dicom',
          studyDate: '2024-03-05',
          modality: 'MG',
        },
      },
      {
        encounterId: ENCOUNTER,
        body: {
          fileName: 'report.pdf',
          size: 23,
          contentType: 'application/pdf',
          studyDate: null,
          modality: null,
        },
      },
    ]);
    const run = port.runOf('LCC.dcm');
    expect(run?.options.uploadUrl).toBe('https://api.scanwise.test/packages/uploads/mup_1000');
    expect(run?.options.metadata).toEqual({
      encounterId: ENCOUNTER,
      uploadId: 'mup_1000',
      filename: 'LCC.dcm',
      filetype: 'application/dicom',
    });
    // The token is read at each request, so a renewal during a long upload is used.
    setToken('Bearer renewed');
    expect(run?.authorization).toBe('Bearer renewed');
    expect(entry('LCC.dcm')).toMatchObject({
      status: 'uploading',
      kind: 'dicom',
      uploadId: 'mup_1000',
      dicom: { studyDate: '2024-03-05', modality: 'MG', isMammography: true },
    });
  });

  it('reports per-file and total progress, coalesced to one publication per interval', async () => {
    const { queue, port, clock, states, entry } = setup();
    await queue.add([dicom('a.dcm', 1000), dicom('b.dcm', 3000)]);
    await flushPromises();
    const before = states.length;
    port.runOf('a.dcm')?.progress(500);
    port.runOf('a.dcm')?.progress(800);
    port.runOf('b.dcm')?.progress(1000);
    expect(states.length).toBe(before);
    expect(queue.getSnapshot().sentBytes).toBe(0);
    clock.advance(MAMMO_UPLOAD_LIMITS.progressInterval);
    expect(states.length).toBe(before + 1);
    expect(queue.getSnapshot()).toMatchObject({ totalBytes: 4000, sentBytes: 1800, busy: true });
    expect(entry('a.dcm')?.sentBytes).toBe(800);
    // A status change publishes at once, with the progress so far.
    port.runOf('a.dcm')?.succeed();
    expect(entry('a.dcm')).toMatchObject({ status: 'done', sentBytes: 1000 });
    // No progress timer is left; only b.dcm's stall watch runs.
    expect(clock.pendingTimers).toBe(1);
  });

  it('sends at most the parallel limit at once; the next file starts when a slot frees', async () => {
    const { queue, port, entry } = setup({ parallelUploads: 2 });
    await queue.add([dicom('1.dcm'), dicom('2.dcm'), dicom('3.dcm')]);
    await flushPromises();
    expect(port.runs.map((r) => r.file.name)).toEqual(['1.dcm', '2.dcm']);
    expect(entry('3.dcm')?.status).toBe('waiting');
    port.runOf('1.dcm')?.succeed();
    await flushPromises();
    expect(port.runs.map((r) => r.file.name)).toEqual(['1.dcm', '2.dcm', '3.dcm']);
  });

  it('refuses a wrong file with its reason; it is neither registered nor counted', async () => {
    const { queue, api, port, entry } = setup();
    await queue.add([
      createMemoryUploadFile('study.zip', new TextEncoder().encode('PK\u0003\u0004')),
    ]);
    await flushPromises();
    expect(entry('study.zip')).toMatchObject({
      status: 'refused',
      refusal: { reason: 'archive', detail: null },
    });
    expect(api.registrations).toEqual([]);
    expect(port.runs).toEqual([]);
    expect(queue.getSnapshot()).toMatchObject({ totalBytes: 0, busy: false, allDone: false });
    const id = entry('study.zip')?.id ?? '';
    queue.dismiss(id);
    expect(queue.getSnapshot().entries).toEqual([]);
  });

  it('refuses the same file picked twice as a duplicate', async () => {
    const { queue, entry } = setup();
    await queue.add([dicom('a.dcm')]);
    await queue.add([dicom('a.dcm')]);
    const entries = queue.getSnapshot().entries;
    expect(entries.map((e) => e.status)).toEqual(['uploading', 'refused']);
    expect(entries[1]?.refusal?.reason).toBe('duplicate');
    expect(entry('a.dcm')?.status).toBe('uploading');
  });

  it('when all are done, loads the encounter uploads from the platform once', async () => {
    const { queue, port, api } = setup();
    await queue.add([dicom('a.dcm')]);
    await flushPromises();
    api.complete('mup_1000');
    port.runOf('a.dcm')?.succeed();
    expect(queue.getSnapshot()).toMatchObject({ allDone: true, registered: null });
    await flushPromises();
    expect(queue.getSnapshot().registered).toEqual([
      expect.objectContaining({ id: 'mup_1000', completed: '2026-01-01T09:05:00Z' }),
    ]);
    // Adding more files starts a new round.
    await queue.add([pdf('r.pdf')]);
    expect(queue.getSnapshot()).toMatchObject({ allDone: false, registered: null });
  });

  it('a failed listing after all are done is only logged', async () => {
    const { queue, port, api, logger } = setup();
    api.listFailure = new Error('offline');
    await queue.add([dicom('a.dcm')]);
    await flushPromises();
    port.runOf('a.dcm')?.succeed();
    await flushPromises();
    expect(queue.getSnapshot()).toMatchObject({ allDone: true, registered: null });
    expect(logger.entries.map((e) => e.message)).toContain(
      'The uploaded files could not be listed',
    );
  });

  it('pause keeps the slot free for the next file; resume continues from the platform offset', async () => {
    const { queue, port, entry, clock } = setup({ parallelUploads: 1 });
    await queue.add([dicom('a.dcm', 1000), dicom('b.dcm')]);
    await flushPromises();
    const a = port.runOf('a.dcm');
    a?.progress(400);
    const id = entry('a.dcm')?.id ?? '';
    queue.pause(id);
    expect(a?.state).toBe('paused');
    expect(entry('a.dcm')?.status).toBe('paused');
    await flushPromises();
    expect(entry('b.dcm')?.status).toBe('uploading');
    queue.resume(id);
    expect(entry('a.dcm')?.status).toBe('waiting');
    port.runOf('b.dcm')?.succeed();
    await flushPromises();
    expect(a?.state).toBe('running');
    clock.advance(MAMMO_UPLOAD_LIMITS.progressInterval);
    expect(entry('a.dcm')).toMatchObject({ status: 'uploading', sentBytes: 400 });
    // Pausing or resuming in the wrong state does nothing.
    queue.resume(id);
    queue.pause('nope');
    expect(entry('a.dcm')?.status).toBe('uploading');
  });

  it('a pause while registering holds the file; resume starts it', async () => {
    const { queue, port, entry } = setup();
    const adding = queue.add([dicom('a.dcm')]);
    await adding;
    // The check resolved; the registration is in flight: pause now.
    const id = entry('a.dcm')?.id ?? '';
    queue.pause(id);
    await flushPromises();
    expect(port.runs).toEqual([]);
    queue.resume(id);
    await flushPromises();
    expect(port.runs).toHaveLength(1);
  });

  it('retry after a dropped connection resumes the same upload (no second registration)', async () => {
    const { queue, port, api, entry, logger } = setup();
    await queue.add([dicom('a.dcm', 1000)]);
    await flushPromises();
    port.runOf('a.dcm')?.progress(300);
    port.runOf('a.dcm')?.fail({ kind: 'network', status: null, message: 'socket hang up' });
    expect(entry('a.dcm')).toMatchObject({
      status: 'failed',
      failure: { kind: 'network', status: null },
    });
    expect(queue.getSnapshot().busy).toBe(false);
    expect(logger.entries.at(-1)).toMatchObject({
      level: 'warn',
      message: 'A mammography upload failed',
    });
    queue.retry(entry('a.dcm')?.id ?? '');
    await flushPromises();
    expect(api.registrations).toHaveLength(1);
    expect(port.runs).toHaveLength(2);
    expect(port.runs[1]?.options.uploadUrl).toBe(port.runs[0]?.options.uploadUrl);
    expect(entry('a.dcm')).toMatchObject({ status: 'uploading', failure: null });
  });

  describe('a stalled upload (no progress: a request the network left unanswered)', () => {
    const { stallTimeout, stallResumeDelays } = MAMMO_UPLOAD_LIMITS;

    it('is aborted after the stall timeout and resumed from the platform offset, without a second registration', async () => {
      const { queue, port, api, clock, entry, logger } = setup();
      await queue.add([dicom('a.dcm', 3000)]);
      await flushPromises();
      const first = port.runOf('a.dcm');
      first?.progress(2000);
      // Progress keeps it alive: just under the timeout after the last progress, nothing happens.
      clock.advance(stallTimeout - 1);
      expect(first?.state).toBe('running');
      expect(port.runs).toHaveLength(1);
      clock.advance(1);
      // The unanswered run is aborted (the platform keeps its bytes) and a new run resumes.
      expect(first?.state).toBe('paused');
      await clock.advanceAsync(stallResumeDelays[0] ?? 0);
      await flushPromises();
      expect(port.runs).toHaveLength(2);
      const second = port.runs[1];
      expect(second?.options.uploadUrl).toBe(first?.options.uploadUrl);
      expect(port.offsets.get(second?.options.uploadUrl ?? '')).toBe(2000);
      expect(api.registrations).toHaveLength(1);
      expect(entry('a.dcm')).toMatchObject({ status: 'uploading', failure: null, sentBytes: 2000 });
      expect(
        logger.entries.find((e) => e.message === 'A stalled mammography upload is resumed'),
      ).toMatchObject({
        level: 'warn',
        context: { attempt: 1, of: stallResumeDelays.length, sentBytes: 2000 },
      });
      // Late events of the aborted run are ignored; the new run finishes the file.
      first?.resume();
      first?.succeed();
      expect(entry('a.dcm')?.status).toBe('uploading');
      second?.progress(3000);
      second?.succeed();
      expect(entry('a.dcm')).toMatchObject({ status: 'done', sentBytes: 3000 });
      expect(clock.pendingTimers).toBe(0);
    });

    it(`tries ${MAMMO_UPLOAD_LIMITS.stallResumeDelays.length} resumes with growing waits, then fails with a clear reason and Retry continues`, async () => {
      const { queue, port, api, clock, entry, logger } = setup();
      await queue.add([dicom('a.dcm', 3000)]);
      await flushPromises();
      port.runOf('a.dcm')?.progress(1200);
      for (const [index, delay] of stallResumeDelays.entries()) {
        clock.advance(stallTimeout);
        // The wait before the resume grows: nothing starts before it ends.
        if (delay > 0) {
          expect(port.runs).toHaveLength(index + 1);
          await clock.advanceAsync(delay - 1);
          expect(port.runs).toHaveLength(index + 1);
          await clock.advanceAsync(1);
        }
        await flushPromises();
        expect(port.runs).toHaveLength(index + 2);
        expect(entry('a.dcm')?.status).toBe('uploading');
      }
      // The last resume stalls too: the file fails as a dropped connection, bytes kept.
      clock.advance(stallTimeout);
      expect(port.runs.at(-1)?.state).toBe('paused');
      expect(entry('a.dcm')).toMatchObject({
        status: 'failed',
        sentBytes: 1200,
        uploadId: 'mup_1000',
        failure: {
          kind: 'network',
          status: null,
          message: `No upload progress for ${stallTimeout / 1000} s after ${stallResumeDelays.length} automatic resumes`,
        },
      });
      expect(port.runs).toHaveLength(stallResumeDelays.length + 1);
      expect(
        logger.entries.filter((e) => e.message === 'A stalled mammography upload is resumed'),
      ).toHaveLength(stallResumeDelays.length);
      expect(logger.entries.at(-1)).toMatchObject({
        level: 'warn',
        message: 'A mammography upload failed',
      });
      expect(clock.pendingTimers).toBe(0);
      expect(queue.getSnapshot().busy).toBe(false);
      // Retry continues the same upload from the platform's offset, with fresh resumes.
      queue.retry(entry('a.dcm')?.id ?? '');
      await flushPromises();
      expect(api.registrations).toHaveLength(1);
      expect(port.runs).toHaveLength(stallResumeDelays.length + 2);
      expect(port.offsets.get(port.runs.at(-1)?.options.uploadUrl ?? '')).toBe(1200);
      clock.advance(stallTimeout);
      await clock.advanceAsync(stallResumeDelays[0] ?? 0);
      await flushPromises();
      expect(entry('a.dcm')?.status).toBe('uploading');
      expect(port.runs).toHaveLength(stallResumeDelays.length + 3);
    });

    it('progress past the stalled offset starts the count of resumes again', async () => {
      const { queue, port, clock, entry } = setup();
      await queue.add([dicom('a.dcm', 3000)]);
      await flushPromises();
      port.runOf('a.dcm')?.progress(1000);
      // Stall, resume, move on, stall again: as often as it moves, it never fails.
      for (let round = 0; round < stallResumeDelays.length + 2; round += 1) {
        clock.advance(stallTimeout);
        await clock.advanceAsync(stallResumeDelays[0] ?? 0);
        await flushPromises();
        port.runOf('a.dcm')?.progress(1000 + (round + 1) * 100);
      }
      expect(entry('a.dcm')).toMatchObject({ status: 'uploading', failure: null });
    });

    it('a paused, cancelled or finished upload is not watched; resume watches again', async () => {
      const { queue, port, clock, entry } = setup();
      await queue.add([dicom('a.dcm'), dicom('b.dcm')]);
      await flushPromises();
      queue.pause(entry('a.dcm')?.id ?? '');
      port.runOf('b.dcm')?.succeed();
      await flushPromises();
      expect(clock.pendingTimers).toBe(0);
      clock.advance(stallTimeout * 10);
      expect(port.runs).toHaveLength(2);
      queue.resume(entry('a.dcm')?.id ?? '');
      await flushPromises();
      clock.advance(MAMMO_UPLOAD_LIMITS.progressInterval);
      expect(clock.pendingTimers).toBe(1);
      clock.advance(stallTimeout);
      // Watched again: the resumed run stalled and a new one took over.
      expect(port.runs.map((run) => run.state)).toEqual(['paused', 'done', 'running']);
      await queue.cancel(entry('a.dcm')?.id ?? '');
      expect(clock.pendingTimers).toBe(0);
    });

    it('a pause during the wait before a resume holds the file; resume then starts one run', async () => {
      const { queue, port, clock, entry } = setup({ parallelUploads: 1 });
      await queue.add([dicom('a.dcm', 3000)]);
      await flushPromises();
      port.runOf('a.dcm')?.progress(500);
      clock.advance(stallTimeout);
      // The first wait is the first delay; stall twice to be inside a non-zero wait.
      await clock.advanceAsync(stallResumeDelays[0] ?? 0);
      await flushPromises();
      clock.advance(stallTimeout);
      const id = entry('a.dcm')?.id ?? '';
      queue.pause(id);
      expect(entry('a.dcm')?.status).toBe('paused');
      await clock.advanceAsync(Math.max(...stallResumeDelays));
      await flushPromises();
      expect(port.runs).toHaveLength(2);
      queue.resume(id);
      await flushPromises();
      expect(port.runs).toHaveLength(3);
      expect(entry('a.dcm')?.status).toBe('uploading');
    });

    it('the stall timeout and resume waits can be set per queue', async () => {
      const { port, clock } = setup({ stallTimeout: 500, stallResumeDelays: [] });
      await queue?.add([dicom('a.dcm')]);
      await flushPromises();
      clock.advance(500);
      expect(port.runOf('a.dcm')?.state).toBe('paused');
      expect(queue?.getSnapshot().entries[0]).toMatchObject({
        status: 'failed',
        failure: {
          kind: 'network',
          message: 'No upload progress for 1 s after 0 automatic resumes',
        },
      });
    });
  });

  it('an upload gone from the platform is registered anew on retry', async () => {
    const { queue, port, api, entry } = setup();
    await queue.add([dicom('a.dcm')]);
    await flushPromises();
    port.runOf('a.dcm')?.fail({ kind: 'gone', status: 404, message: 'not found' });
    expect(entry('a.dcm')).toMatchObject({ status: 'failed', uploadId: null, sentBytes: 0 });
    queue.retry(entry('a.dcm')?.id ?? '');
    await flushPromises();
    expect(api.registrations).toHaveLength(2);
    expect(port.runs[1]?.options.uploadUrl).toMatch(/mup_1001$/);
  });

  it('a refused registration fails the file with the status kind (401 -> unauthorized)', async () => {
    const { queue, api, entry } = setup();
    api.registerFailure = Object.assign(new Error('signed out'), { status: 401 });
    await queue.add([dicom('a.dcm')]);
    await flushPromises();
    expect(entry('a.dcm')?.failure).toEqual({
      kind: 'unauthorized',
      status: 401,
      message: 'signed out',
    });
    for (const [status, kind] of [
      [404, 'gone'],
      [413, 'too-large'],
      [409, 'refused'],
    ] as const) {
      api.registerFailure = Object.assign(new Error('no'), { status });
      queue.retry(entry('a.dcm')?.id ?? '');
      await flushPromises();
      expect(entry('a.dcm')?.failure?.kind).toBe(kind);
    }
    api.registerFailure = new Error('network down');
    queue.retry(entry('a.dcm')?.id ?? '');
    await flushPromises();
    expect(entry('a.dcm')?.failure).toMatchObject({ kind: 'network', status: null });
  });

  it('cancel deletes the partial upload and forgets it; the others go on', async () => {
    const { queue, port, entry } = setup({ parallelUploads: 1 });
    await queue.add([dicom('a.dcm'), dicom('b.dcm')]);
    await flushPromises();
    expect(port.storedKeys).toHaveLength(1);
    await queue.cancel(entry('a.dcm')?.id ?? '');
    expect(port.runOf('a.dcm')?.state).toBe('cancelled');
    expect(entry('a.dcm')?.status).toBe('cancelled');
    await flushPromises();
    expect(entry('b.dcm')?.status).toBe('uploading');
    // Late events of a cancelled run change nothing.
    port.runOf('a.dcm')?.progress(10);
    expect(entry('a.dcm')?.status).toBe('cancelled');
    // Cancelling twice, or a done file, does nothing.
    await queue.cancel(entry('a.dcm')?.id ?? '');
    port.runOf('b.dcm')?.succeed();
    await queue.cancel(entry('b.dcm')?.id ?? '');
    expect(entry('b.dcm')?.status).toBe('done');
    expect(queue.getSnapshot()).toMatchObject({ allDone: true, totalBytes: 4000 });
  });

  it('cancel while checking drops the check result', async () => {
    const { queue, entry, api } = setup();
    const adding = queue.add([dicom('a.dcm')]);
    await queue.cancel(entry('a.dcm')?.id ?? '');
    await adding;
    await flushPromises();
    expect(entry('a.dcm')?.status).toBe('cancelled');
    expect(api.registrations).toEqual([]);
  });

  describe('after a reload', () => {
    it('shows what was interrupted; the same file picked again resumes without registering twice', async () => {
      const first = setup();
      await first.queue.add([dicom('a.dcm', 1000)]);
      await flushPromises();
      first.port.runOf('a.dcm')?.progress(600);
      first.queue.dispose();
      expect(first.port.runOf('a.dcm')?.state).toBe('paused');

      // A new page: same port storage and platform, a new queue.
      const second = setup({ port: first.port });
      second.api.uploads.push(...first.api.uploads);
      await second.queue.restore();
      expect(second.queue.getSnapshot().entries).toEqual([
        expect.objectContaining({
          fileName: 'a.dcm',
          size: 1000,
          status: 'interrupted',
          uploadId: 'mup_1000',
        }),
      ]);
      expect(second.queue.getSnapshot()).toMatchObject({ totalBytes: 0, allDone: false });

      await second.queue.add([dicom('a.dcm', 1000)]);
      await flushPromises();
      expect(second.queue.getSnapshot().entries).toHaveLength(1);
      expect(second.api.registrations).toEqual([]);
      const resumed = second.port.runs.at(-1);
      expect(resumed?.options.uploadUrl).toBe(
        'https://api.scanwise.test/packages/uploads/mup_1000',
      );
      expect(second.entry('a.dcm')).toMatchObject({ status: 'uploading', kind: 'dicom' });
    });

    it('an interrupted file can be cancelled without the file: its stored upload is forgotten', async () => {
      const port = new FakeUploadPort();
      port.store('a.dcm-10', {
        uploadUrl: '/packages/uploads/mup_7',
        size: 10,
        metadata: {
          encounterId: ENCOUNTER,
          uploadId: 'mup_7',
          filename: 'a.dcm',
          filetype: 'application/dicom',
        },
      });
      const { queue, entry } = setup({ port });
      await queue.restore();
      await queue.cancel(entry('a.dcm')?.id ?? '');
      expect(port.storedKeys).toEqual([]);
      expect(entry('a.dcm')?.status).toBe('cancelled');
    });

    it('forgets stored uploads the platform completed, ignores other encounters, discards corrupt ones', async () => {
      const port = new FakeUploadPort();
      port.store('done-10', {
        uploadUrl: '/packages/uploads/mup_1',
        size: 10,
        metadata: {
          encounterId: ENCOUNTER,
          uploadId: 'mup_1',
          filename: 'done.dcm',
          filetype: 'application/dicom',
        },
      });
      port.store('other-10', {
        uploadUrl: '/packages/uploads/mup_2',
        size: 10,
        metadata: {
          encounterId: 'enc_other',
          uploadId: 'mup_2',
          filename: 'o.dcm',
          filetype: 'application/dicom',
        },
      });
      port.store('corrupt', { uploadUrl: '/x', size: null, metadata: { encounterId: 42 } });
      const { queue, api, logger } = setup({ port });
      api.uploads.push({
        id: 'mup_1',
        encounterId: ENCOUNTER,
        fileName: 'done.dcm',
        size: 10,
        uploadUrl: '/packages/uploads/mup_1',
        created: '2026-01-01T08:00:00Z',
        completed: '2026-01-01T08:01:00Z',
      });
      await queue.restore();
      expect(queue.getSnapshot().entries).toEqual([]);
      expect(port.storedKeys).toHaveLength(1); // only the other encounter's is kept
      expect(logger.entries.map((e) => e.message)).toContain(
        'Discarded a stored upload with invalid metadata',
      );
    });

    it('a failing storage is only logged, and a new upload then registers', async () => {
      const port = new FakeUploadPort();
      port.storageFails = true;
      const { queue, api, logger } = setup({ port });
      await queue.restore();
      expect(logger.entries.map((e) => e.message)).toContain('Stored uploads could not be read');
      await queue.add([dicom('a.dcm')]);
      await flushPromises();
      expect(api.registrations).toHaveLength(1);
    });

    it('keeps interrupted entries when the platform list cannot be read', async () => {
      const port = new FakeUploadPort();
      port.store('a.dcm-10', {
        uploadUrl: 'https://other.test/packages/uploads/mup_9',
        size: 10,
        metadata: {
          encounterId: ENCOUNTER,
          uploadId: 'mup_9',
          filename: 'a.dcm',
          filetype: 'application/dicom',
        },
      });
      const { queue, api, entry } = setup({ port });
      api.listFailure = new Error('offline');
      await queue.restore();
      await queue.restore(); // twice: no duplicate entry
      expect(queue.getSnapshot().entries).toHaveLength(1);
      expect(entry('a.dcm')?.status).toBe('interrupted');
    });
  });

  it('dispose completes state$ and ignores later events', async () => {
    const { queue, port } = setup();
    let completed = false;
    queue.state$.subscribe({ complete: () => (completed = true) });
    await queue.add([dicom('a.dcm')]);
    await flushPromises();
    queue.dispose();
    queue.dispose();
    expect(completed).toBe(true);
    const snapshot = queue.getSnapshot();
    port.runOf('a.dcm')?.resume();
    port.runOf('a.dcm')?.succeed();
    expect(queue.getSnapshot()).toBe(snapshot);
  });
});
