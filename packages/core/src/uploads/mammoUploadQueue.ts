import type {
  Clock,
  DicomInspector,
  Logger,
  TimerHandle,
  UploadFailure,
  UploadFile,
  UploadHandle,
  UploadPort,
} from '../ports';
import type { CallRequest, CallResponse, MammoUpload } from '../schemas';
import { checkMammoUploadFile, type MammoFileRefusal } from './checkMammoUploadFile';
import type { MammoDicomFacts } from './dicomFacts';
import type { MammoFileKind } from './mammoFileKinds';
import { MAMMO_UPLOAD_LIMITS } from './mammoUploadLimits';
import { readStoredMammoUpload, type StoredMammoUpload } from './storedMammoUpload';
import { RunGuard, StateStore, type RunToken } from '../store';

export type MammoUploadStatus =
  /** The file is being checked (type, size, DICOM header). */
  | 'checking'
  /** Refused before upload; `refusal` says why. */
  | 'refused'
  /** Waiting for a free upload slot. */
  | 'waiting'
  | 'uploading'
  /** Paused by the member; the platform keeps what it has. */
  | 'paused'
  /** Stopped by a failure after the adapter's retries; `failure` says why; retry resumes. */
  | 'failed'
  | 'done'
  | 'cancelled'
  /** Started before a reload: the member picks the same file again to resume it. */
  | 'interrupted';

export interface MammoUploadEntry {
  /** The queue's own id of the entry. */
  readonly id: string;
  readonly fileName: string;
  readonly size: number;
  readonly status: MammoUploadStatus;
  readonly kind: MammoFileKind | null;
  readonly dicom: MammoDicomFacts | null;
  readonly refusal: MammoFileRefusal | null;
  readonly failure: UploadFailure | null;
  /** Bytes the platform holds or is receiving. */
  readonly sentBytes: number;
  /** The platform's registration id, once registered. */
  readonly uploadId: string | null;
  /** When it was added (clock time, ms). */
  readonly addedAt: number;
}

export interface MammoUploadQueueState {
  readonly entries: readonly MammoUploadEntry[];
  /** Size of every file that is or will be uploaded (not refused, cancelled or interrupted). */
  readonly totalBytes: number;
  /** Of those, the bytes sent so far. */
  readonly sentBytes: number;
  /** Something is being checked, waits or is uploading. */
  readonly busy: boolean;
  /** At least one file is done and none is left to check, send, resume or retry. */
  readonly allDone: boolean;
  /** The encounter's uploads as the platform lists them, loaded once all are done. */
  readonly registered: readonly MammoUpload[] | null;
}

/** The member API calls the queue uses (MemberApi fits). */
export interface MammoUploadApi {
  registerMammoUpload(
    encounterId: string,
    body: CallRequest<'mammoUploadRegister'>,
  ): Promise<CallResponse<'mammoUploadRegister'>>;
  listMammoUploads(encounterId: string): Promise<CallResponse<'mammoUploadList'>>;
}

export interface MammoUploadQueueOptions {
  readonly encounterId: string;
  readonly uploads: UploadPort;
  readonly inspector: DicomInspector;
  readonly api: MammoUploadApi;
  /** The platform API base; relative upload URLs resolve against it. */
  readonly baseUrl: string;
  /** The Authorization header for the upload requests (HttpClient.currentBearer fits). */
  readonly authorization: () => string | undefined;
  readonly clock: Clock;
  readonly logger?: Logger;
  /** Files sent at once; default MAMMO_UPLOAD_LIMITS.parallelUploads. */
  readonly parallelUploads?: number;
  /** No progress for this long is a stall; default MAMMO_UPLOAD_LIMITS.stallTimeout. */
  readonly stallTimeout?: number;
  /** Waits before each automatic resume of a stall; default MAMMO_UPLOAD_LIMITS.stallResumeDelays. */
  readonly stallResumeDelays?: readonly number[];
}

/** What the queue keeps per entry beside the public view. */
interface EntryRecord {
  view: MammoUploadEntry;
  file: UploadFile | null;
  contentType: string | null;
  uploadUrl: string | null;
  storedKey: string | null;
  handle: UploadHandle | null;
  /** A replaced run is abandoned, so late events of an old run are ignored. */
  readonly runs: RunGuard;
  /** The stall watch of the running upload, or the wait before its automatic resume. */
  stallTimer: TimerHandle | null;
  /** Clock time of the last progress (or of the start) of the running upload. */
  lastProgressAt: number;
  /** Automatic resumes since the upload last moved past `stallMark`. */
  stallResumes: number;
  /** Bytes held when the upload last stalled: progress beyond them resets `stallResumes`. */
  stallMark: number;
}

const COUNTED: ReadonlySet<MammoUploadStatus> = new Set([
  'checking',
  'waiting',
  'uploading',
  'paused',
  'failed',
  'done',
]);
const BUSY: ReadonlySet<MammoUploadStatus> = new Set(['checking', 'waiting', 'uploading']);
const UNFINISHED: ReadonlySet<MammoUploadStatus> = new Set([
  'checking',
  'waiting',
  'uploading',
  'paused',
  'failed',
  'interrupted',
]);
const CANCELLABLE = UNFINISHED;

const describeError = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);

/** A failed registration call as an upload failure (MemberApiError carries the status). */
function registrationFailure(error: unknown): UploadFailure {
  const status =
    typeof (error as { status?: unknown } | null)?.status === 'number'
      ? (error as { status: number }).status
      : null;
  const kind =
    status === null
      ? 'network'
      : status === 401 || status === 403
        ? 'unauthorized'
        : status === 404 || status === 410
          ? 'gone'
          : status === 413
            ? 'too-large'
            : 'refused';
  return { kind, status, message: describeError(error) };
}

/**
 * The mammography files of one encounter on their way to the platform (MammoFileUpload,
 * /mammo-upload/:encounterId): each file is checked, registered with `mammoUploadRegister`
 * (study date and modality from its DICOM header), then sent resumably to the registration's
 * `uploadUrl` through the {@link UploadPort}. Per-file and total progress come out as
 * `state$` / `getSnapshot()`; files can be paused, resumed, cancelled and retried. After a
 * reload, `restore()` lists what the port remembers as 'interrupted'; picking the same file
 * again resumes it from the platform's offset instead of registering it twice.
 */
export class MammoUploadQueue extends StateStore<MammoUploadQueueState> {
  private readonly records: EntryRecord[] = [];
  private readonly parallel: number;
  private readonly stallTimeout: number;
  private readonly stallResumeDelays: readonly number[];
  private counter = 0;
  private progressTimer: TimerHandle | null = null;
  private registeredLoad: 'idle' | 'loading' | 'loaded' = 'idle';
  private registered: readonly MammoUpload[] | null = null;
  /** Upload URLs the platform answered as gone: never resumed again, even if still stored. */
  private readonly goneUrls = new Set<string>();

  constructor(private readonly options: MammoUploadQueueOptions) {
    super(EMPTY_QUEUE_STATE);
    this.parallel = Math.max(1, options.parallelUploads ?? MAMMO_UPLOAD_LIMITS.parallelUploads);
    this.stallTimeout = Math.max(1, options.stallTimeout ?? MAMMO_UPLOAD_LIMITS.stallTimeout);
    this.stallResumeDelays = options.stallResumeDelays ?? MAMMO_UPLOAD_LIMITS.stallResumeDelays;
  }

  /**
   * Shows the uploads of this encounter that a reload interrupted (from the port's storage).
   * Stored entries that are corrupt or already complete on the platform are forgotten.
   */
  async restore(): Promise<void> {
    let stored: StoredMammoUpload[];
    try {
      const all = await this.options.uploads.listStoredUploads();
      stored = [];
      for (const entry of all) {
        const read = readStoredMammoUpload(entry);
        if (read === null) {
          this.options.logger?.warn('Discarded a stored upload with invalid metadata', {
            key: entry.key,
          });
          await this.forget(entry.key);
        } else if (read.metadata.encounterId === this.options.encounterId) {
          stored.push(read);
        }
      }
    } catch (error) {
      this.options.logger?.warn('Stored uploads could not be read', {
        error: describeError(error),
      });
      return;
    }
    if (stored.length === 0) return;
    const completed = await this.completedUploadIds();
    for (const upload of stored) {
      if (completed.has(upload.metadata.uploadId)) {
        await this.forget(upload.key);
        continue;
      }
      if (this.records.some((r) => r.view.uploadId === upload.metadata.uploadId)) continue;
      const record = this.newRecord(upload.metadata.filename, upload.size ?? 0, 'interrupted');
      record.view = { ...record.view, uploadId: upload.metadata.uploadId };
      record.uploadUrl = this.resolveUrl(upload.uploadUrl);
      record.storedKey = upload.key;
      record.contentType = upload.metadata.filetype;
      this.records.push(record);
    }
    this.publish();
  }

  /** Adds files: each is checked, then uploaded in turn. Resolves when all are checked. */
  async add(files: readonly UploadFile[]): Promise<void> {
    this.registeredLoad = 'idle';
    this.registered = null;
    const checks: Promise<void>[] = [];
    for (const file of files) {
      const interrupted = this.records.find(
        (r) =>
          r.view.status === 'interrupted' &&
          r.view.fileName === file.name &&
          r.view.size === file.size,
      );
      const duplicate = this.records.some(
        (r) =>
          COUNTED.has(r.view.status) && r.view.fileName === file.name && r.view.size === file.size,
      );
      const record = interrupted ?? this.newRecord(file.name, file.size, 'checking');
      record.file = file;
      if (!interrupted) this.records.push(record);
      if (duplicate) {
        this.patch(record, { status: 'refused', refusal: { reason: 'duplicate', detail: null } });
        continue;
      }
      this.patch(record, { status: 'checking' });
      checks.push(this.check(record, file));
    }
    this.publish();
    await Promise.all(checks);
  }

  pause(id: string): void {
    const record = this.find(id);
    if (!record || record.view.status !== 'uploading') return;
    this.clearStallTimer(record);
    record.handle?.pause();
    this.patch(record, { status: 'paused' });
    this.publish();
    this.pump();
  }

  resume(id: string): void {
    const record = this.find(id);
    if (!record || record.view.status !== 'paused') return;
    this.patch(record, { status: 'waiting' });
    this.publish();
    this.pump();
  }

  /** Tries a failed file again: it continues from what the platform holds. */
  retry(id: string): void {
    const record = this.find(id);
    if (!record || record.view.status !== 'failed') return;
    record.handle = null;
    record.stallResumes = 0;
    this.patch(record, { status: 'waiting', failure: null });
    this.publish();
    this.pump();
  }

  /** Stops a file for good: the partial upload is deleted and forgotten. */
  async cancel(id: string): Promise<void> {
    const record = this.find(id);
    if (!record || !CANCELLABLE.has(record.view.status)) return;
    const handle = record.handle;
    record.handle = null;
    record.runs.abandon();
    this.clearStallTimer(record);
    this.patch(record, { status: 'cancelled' });
    this.publish();
    this.pump();
    try {
      if (handle) await handle.cancel();
      else if (record.storedKey) await this.options.uploads.forgetStoredUpload(record.storedKey);
    } catch (error) {
      this.options.logger?.warn('A cancelled upload could not be removed', {
        error: describeError(error),
      });
    }
    this.afterSettled();
  }

  /** Takes a refused, cancelled or done file off the list. */
  dismiss(id: string): void {
    const index = this.records.findIndex((r) => r.view.id === id);
    const status = this.records[index]?.view.status;
    if (status !== 'refused' && status !== 'cancelled' && status !== 'done') return;
    this.records.splice(index, 1);
    this.publish();
  }

  /** Pauses what is running (the platform keeps it) and stops publishing. */
  override dispose(): void {
    if (this.disposed) return;
    super.dispose();
    this.cancelProgressTimer();
    for (const record of this.records) {
      record.runs.abandon();
      this.clearStallTimer(record);
      if (record.view.status === 'uploading') record.handle?.pause();
    }
  }

  // ---- internals ----------------------------------------------------------------------

  private newRecord(fileName: string, size: number, status: MammoUploadStatus): EntryRecord {
    this.counter += 1;
    return {
      view: {
        id: `upload-${this.counter}`,
        fileName,
        size,
        status,
        kind: null,
        dicom: null,
        refusal: null,
        failure: null,
        sentBytes: 0,
        uploadId: null,
        addedAt: this.options.clock.now(),
      },
      file: null,
      contentType: null,
      uploadUrl: null,
      storedKey: null,
      handle: null,
      runs: new RunGuard(),
      stallTimer: null,
      lastProgressAt: 0,
      stallResumes: 0,
      stallMark: 0,
    };
  }

  private find(id: string): EntryRecord | undefined {
    return this.records.find((r) => r.view.id === id);
  }

  private patch(record: EntryRecord, change: Partial<MammoUploadEntry>): void {
    record.view = { ...record.view, ...change };
  }

  private async check(record: EntryRecord, file: UploadFile): Promise<void> {
    const run = record.runs.current();
    const result = await checkMammoUploadFile(file, this.options.inspector);
    if (run.stale || record.view.status !== 'checking') return;
    if (!result.ok) {
      this.patch(record, {
        status: 'refused',
        refusal: { reason: result.reason, detail: result.detail },
      });
    } else {
      record.contentType = result.contentType;
      this.patch(record, { status: 'waiting', kind: result.kind, dicom: result.dicom });
    }
    this.publish();
    this.pump();
  }

  /** Starts waiting files while slots are free. */
  private pump(): void {
    if (this.disposed) return;
    for (const record of this.records) {
      const running = this.records.filter((r) => r.view.status === 'uploading').length;
      if (running >= this.parallel) return;
      if (record.view.status !== 'waiting') continue;
      this.patch(record, { status: 'uploading' });
      this.publish();
      if (record.handle) {
        record.handle.resume();
        this.watchStall(record, record.runs.current());
      } else void this.send(record);
    }
  }

  private async send(record: EntryRecord): Promise<void> {
    const file = record.file;
    if (!file) return;
    const run = record.runs.start();
    const stillMine = (): boolean => !run.stale && record.view.status === 'uploading';
    try {
      if (record.uploadUrl === null) await this.findStoredUpload(record, file);
      if (record.uploadUrl === null) await this.register(record, file);
    } catch (error) {
      if (stillMine()) this.fail(record, registrationFailure(error));
      return;
    }
    if (!stillMine() || record.uploadUrl === null || record.view.uploadId === null) return;
    const authorization = this.options.authorization;
    record.handle = this.options.uploads.start(
      file,
      {
        uploadUrl: record.uploadUrl,
        metadata: {
          encounterId: this.options.encounterId,
          uploadId: record.view.uploadId,
          filename: file.name,
          filetype: record.contentType ?? 'application/octet-stream',
        },
        authorization,
      },
      {
        onProgress: (sent) => {
          if (!stillMine()) return;
          record.lastProgressAt = this.options.clock.now();
          if (sent > record.stallMark) record.stallResumes = 0;
          this.patch(record, { sentBytes: Math.min(sent, record.view.size) });
          this.scheduleProgress();
        },
        onSuccess: () => {
          if (run.stale) return;
          this.clearStallTimer(record);
          record.handle = null;
          this.patch(record, { status: 'done', sentBytes: record.view.size });
          this.publish();
          this.pump();
          this.afterSettled();
        },
        onError: (failure) => {
          if (stillMine()) this.fail(record, failure);
        },
      },
    );
    this.watchStall(record, run);
    // The registration id is known now.
    this.publish();
  }

  /**
   * Watches the running upload for progress: when none came for MAMMO_UPLOAD_LIMITS.stallTimeout
   * (a request the network left unanswered), the run is aborted and, after the next of the
   * `stallResumeDelays`, a new run resumes from the platform's offset (tus HEAD). Once those
   * resumes are used up without moving past the stalled offset, the file fails as a dropped
   * connection: what the platform holds is kept and Retry continues from there.
   */
  private watchStall(record: EntryRecord, run: RunToken): void {
    this.clearStallTimer(record);
    record.lastProgressAt = this.options.clock.now();
    const check = (): void => {
      record.stallTimer = null;
      if (run.stale || record.view.status !== 'uploading' || this.disposed) return;
      const quiet = this.options.clock.now() - record.lastProgressAt;
      const timeout = this.stallTimeout;
      if (quiet < timeout) {
        record.stallTimer = this.options.clock.schedule(check, timeout - quiet);
        return;
      }
      this.onStalled(record);
    };
    record.stallTimer = this.options.clock.schedule(check, this.stallTimeout);
  }

  private onStalled(record: EntryRecord): void {
    const handle = record.handle;
    record.handle = null;
    const run = record.runs.start();
    // Aborts the unanswered request; the platform keeps what it stored.
    handle?.pause();
    record.stallMark = record.view.sentBytes;
    const delays = this.stallResumeDelays;
    const attempt = record.stallResumes + 1;
    if (attempt > delays.length) {
      this.fail(record, {
        kind: 'network',
        status: null,
        message: `No upload progress for ${Math.round(this.stallTimeout / 1000)} s after ${delays.length} automatic resumes`,
      });
      return;
    }
    record.stallResumes = attempt;
    this.options.logger?.warn('A stalled mammography upload is resumed', {
      attempt,
      of: delays.length,
      sentBytes: record.view.sentBytes,
    });
    record.stallTimer = this.options.clock.schedule(
      () => {
        record.stallTimer = null;
        if (run.stale || record.view.status !== 'uploading' || this.disposed) return;
        void this.send(record);
      },
      delays[attempt - 1] ?? 0,
    );
  }

  private clearStallTimer(record: EntryRecord): void {
    if (record.stallTimer === null) return;
    this.options.clock.cancel(record.stallTimer);
    record.stallTimer = null;
  }

  /** A stored upload of this very file for this encounter: resume it instead of registering. */
  private async findStoredUpload(record: EntryRecord, file: UploadFile): Promise<void> {
    let candidates: readonly StoredMammoUpload[] = [];
    try {
      const stored = await this.options.uploads.findStoredUploads(file);
      candidates = stored
        .map(readStoredMammoUpload)
        .filter(
          (s): s is StoredMammoUpload =>
            s?.metadata.encounterId === this.options.encounterId &&
            !this.goneUrls.has(this.resolveUrl(s.uploadUrl)),
        );
    } catch (error) {
      this.options.logger?.warn('Stored uploads could not be read', {
        error: describeError(error),
      });
    }
    const match = candidates[0];
    if (!match) return;
    record.uploadUrl = this.resolveUrl(match.uploadUrl);
    record.storedKey = match.key;
    this.patch(record, { uploadId: match.metadata.uploadId });
  }

  private async register(record: EntryRecord, file: UploadFile): Promise<void> {
    const registered = await this.options.api.registerMammoUpload(this.options.encounterId, {
      fileName: file.name,
      size: file.size,
      contentType: record.contentType ?? 'application/octet-stream',
      studyDate: record.view.dicom?.studyDate ?? null,
      modality: record.view.dicom?.modality ?? null,
    });
    record.uploadUrl = this.resolveUrl(registered.uploadUrl);
    this.patch(record, { uploadId: registered.id });
  }

  private fail(record: EntryRecord, failure: UploadFailure): void {
    record.handle = null;
    this.clearStallTimer(record);
    // A vanished upload cannot be resumed: the retry registers the file anew.
    if (failure.kind === 'gone') {
      if (record.uploadUrl !== null) this.goneUrls.add(record.uploadUrl);
      record.uploadUrl = null;
      this.patch(record, { uploadId: null, sentBytes: 0 });
    }
    this.patch(record, { status: 'failed', failure });
    this.options.logger?.warn('A mammography upload failed', {
      kind: failure.kind,
      status: failure.status,
    });
    this.publish();
    this.pump();
  }

  /** When nothing is left to do, loads the platform's list of the encounter's uploads once. */
  private afterSettled(): void {
    const state = this.buildState();
    if (!state.allDone || this.registeredLoad !== 'idle') return;
    this.registeredLoad = 'loading';
    this.options.api.listMammoUploads(this.options.encounterId).then(
      (uploads) => {
        if (this.registeredLoad !== 'loading') return;
        this.registeredLoad = 'loaded';
        this.registered = uploads;
        this.publish();
      },
      (error: unknown) => {
        this.registeredLoad = 'idle';
        this.options.logger?.warn('The uploaded files could not be listed', {
          error: describeError(error),
        });
      },
    );
  }

  private async completedUploadIds(): Promise<ReadonlySet<string>> {
    try {
      const uploads = await this.options.api.listMammoUploads(this.options.encounterId);
      return new Set(uploads.filter((u) => u.completed).map((u) => u.id));
    } catch (error) {
      this.options.logger?.warn('The uploaded files could not be listed', {
        error: describeError(error),
      });
      return new Set();
    }
  }

  private async forget(key: string): Promise<void> {
    try {
      await this.options.uploads.forgetStoredUpload(key);
    } catch (error) {
      this.options.logger?.warn('A stored upload could not be forgotten', {
        error: describeError(error),
      });
    }
  }

  private resolveUrl(url: string): string {
    if (/^https?:\/\//i.test(url)) return url;
    const base = this.options.baseUrl.replace(/\/+$/, '');
    return `${base}${url.startsWith('/') ? '' : '/'}${url}`;
  }

  /** Progress is coalesced: at most one publication per interval. */
  private scheduleProgress(): void {
    if (this.progressTimer !== null || this.disposed) return;
    this.progressTimer = this.options.clock.schedule(() => {
      this.progressTimer = null;
      this.publish();
    }, MAMMO_UPLOAD_LIMITS.progressInterval);
  }

  private cancelProgressTimer(): void {
    if (this.progressTimer === null) return;
    this.options.clock.cancel(this.progressTimer);
    this.progressTimer = null;
  }

  private publish(): void {
    if (this.disposed) return;
    this.cancelProgressTimer();
    this.set(this.buildState());
  }

  private buildState(): MammoUploadQueueState {
    const entries = this.records.map((r) => r.view);
    const counted = entries.filter((e) => COUNTED.has(e.status));
    const allDone =
      entries.some((e) => e.status === 'done') && !entries.some((e) => UNFINISHED.has(e.status));
    return {
      entries,
      totalBytes: counted.reduce((sum, e) => sum + e.size, 0),
      sentBytes: counted.reduce((sum, e) => sum + e.sentBytes, 0),
      busy: entries.some((e) => BUSY.has(e.status)),
      allDone,
      registered: allDone ? this.registered : null,
    };
  }
}

const EMPTY_QUEUE_STATE: MammoUploadQueueState = {
  entries: [],
  totalBytes: 0,
  sentBytes: 0,
  busy: false,
  allDone: false,
  registered: null,
};

/** Creates the upload queue of one encounter's mammography files. */
export function createMammoUploadQueue(options: MammoUploadQueueOptions): MammoUploadQueue {
  return new MammoUploadQueue(options);
}
