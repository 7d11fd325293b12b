import type {
  DicomHeaderFacts,
  DicomInspection,
  DicomInspector,
  StoredUpload,
  UploadEvents,
  UploadFailure,
  UploadFile,
  UploadHandle,
  UploadPort,
  UploadStartOptions,
} from '../ports';

/** An in-memory file with the given bytes (or `size` zero bytes when only a size matters). */
export function createMemoryUploadFile(
  name: string,
  content: Uint8Array | number,
  type = '',
): UploadFile {
  const bytes = typeof content === 'number' ? null : content;
  const size = typeof content === 'number' ? content : content.length;
  return {
    name,
    size,
    type,
    source: bytes,
    read: (start, end) => {
      const from = Math.max(0, Math.min(start, size));
      const to = Math.max(from, Math.min(end, size));
      return Promise.resolve(bytes ? bytes.slice(from, to) : new Uint8Array(to - from));
    },
  };
}

/** Bytes that start like a DICOM file: a 128-byte preamble, `DICM`, then `size - 132` zeros. */
export function fakeDicomBytes(size = 1024): Uint8Array {
  const bytes = new Uint8Array(Math.max(size, 132));
  bytes.set([0x44, 0x49, 0x43, 0x4d], 128);
  return bytes;
}

export type FakeUploadRunState = 'running' | 'paused' | 'cancelled' | 'done' | 'failed';

/** One `start` of the fake port, driven by the test. */
export class FakeUploadRun implements UploadHandle {
  state: FakeUploadRunState = 'running';

  constructor(
    private readonly port: FakeUploadPort,
    readonly file: UploadFile,
    readonly options: UploadStartOptions,
    private readonly events: UploadEvents,
  ) {}

  /** The Authorization value the adapter would send now. */
  get authorization(): string | undefined {
    return this.options.authorization?.();
  }

  /** The platform now holds `bytes` of the file. */
  progress(bytes: number): void {
    if (this.state !== 'running') return;
    this.port.offsets.set(this.options.uploadUrl, bytes);
    this.events.onProgress(bytes, this.file.size);
  }

  succeed(): void {
    if (this.state !== 'running') return;
    this.state = 'done';
    this.port.offsets.set(this.options.uploadUrl, this.file.size);
    // Like tus-js-client with removeFingerprintOnSuccess: a finished upload is forgotten.
    this.port.forgetByUrl(this.options.uploadUrl);
    this.events.onSuccess();
  }

  fail(failure: UploadFailure): void {
    if (this.state !== 'running') return;
    this.state = 'failed';
    this.events.onError(failure);
  }

  pause(): void {
    if (this.state === 'running') this.state = 'paused';
  }

  resume(): void {
    if (this.state !== 'paused') return;
    this.state = 'running';
    this.events.onProgress(this.port.offsets.get(this.options.uploadUrl) ?? 0, this.file.size);
  }

  cancel(): Promise<void> {
    this.state = 'cancelled';
    this.port.offsets.delete(this.options.uploadUrl);
    this.port.forgetByUrl(this.options.uploadUrl);
    return Promise.resolve();
  }
}

/**
 * An {@link UploadPort} in memory: every `start` is a {@link FakeUploadRun} the test drives, and
 * the port stores started uploads by file (name and size), as tus-js-client stores fingerprints,
 * so a queue made after a "reload" finds them.
 */
export class FakeUploadPort implements UploadPort {
  readonly runs: FakeUploadRun[] = [];
  /** Bytes the fake platform holds per upload URL. */
  readonly offsets = new Map<string, number>();
  private readonly stored = new Map<string, { fingerprint: string; upload: StoredUpload }>();
  private nextKey = 1;
  /** Make the storage calls reject (a broken local storage). */
  storageFails = false;

  start(file: UploadFile, options: UploadStartOptions, events: UploadEvents): UploadHandle {
    const run = new FakeUploadRun(this, file, options, events);
    this.runs.push(run);
    if (![...this.stored.values()].some((s) => s.upload.uploadUrl === options.uploadUrl)) {
      this.store(this.fingerprint(file), {
        uploadUrl: options.uploadUrl,
        size: file.size,
        metadata: { ...options.metadata },
      });
    }
    return run;
  }

  /** The latest run of a file. */
  runOf(fileName: string): FakeUploadRun | undefined {
    return this.runs.filter((run) => run.file.name === fileName).at(-1);
  }

  /** Puts an upload into storage directly (what an earlier page left behind). */
  store(fingerprint: string, upload: Omit<StoredUpload, 'key'>): StoredUpload {
    const key = `fake-upload-${this.nextKey++}`;
    const stored = { ...upload, key };
    this.stored.set(key, { fingerprint, upload: stored });
    return stored;
  }

  fingerprint(file: Pick<UploadFile, 'name' | 'size'>): string {
    return `${file.name}-${file.size}`;
  }

  findStoredUploads(file: UploadFile): Promise<readonly StoredUpload[]> {
    if (this.storageFails) return Promise.reject(new Error('storage unavailable'));
    const fingerprint = this.fingerprint(file);
    return Promise.resolve(
      [...this.stored.values()].filter((s) => s.fingerprint === fingerprint).map((s) => s.upload),
    );
  }

  listStoredUploads(): Promise<readonly StoredUpload[]> {
    if (this.storageFails) return Promise.reject(new Error('storage unavailable'));
    return Promise.resolve([...this.stored.values()].map((s) => s.upload));
  }

  forgetStoredUpload(key: string): Promise<void> {
    if (this.storageFails) return Promise.reject(new Error('storage unavailable'));
    this.stored.delete(key);
    return Promise.resolve();
  }

  /** Keys of what is stored now. */
  get storedKeys(): string[] {
    return [...this.stored.keys()];
  }

  forgetByUrl(uploadUrl: string): void {
    for (const [key, entry] of this.stored) {
      if (entry.upload.uploadUrl === uploadUrl) this.stored.delete(key);
    }
  }
}

/**
 * A {@link DicomInspector} without a parser: bytes with the `DICM` marker give the configured
 * facts (default a mammogram of 5 March 2024); others are 'not-dicom'. `answer` overrides both.
 */
export class FakeDicomInspector implements DicomInspector {
  readonly calls: { size: number; wholeFile: boolean }[] = [];
  answer: DicomInspection | null = null;

  constructor(
    public facts: DicomHeaderFacts = { studyDate: '20240305', modality: 'MG', sopClassUid: null },
  ) {}

  inspect(bytes: Uint8Array, wholeFile: boolean): DicomInspection {
    this.calls.push({ size: bytes.length, wholeFile });
    if (this.answer) return this.answer;
    const marked =
      bytes.length >= 132 &&
      bytes[128] === 0x44 &&
      bytes[129] === 0x49 &&
      bytes[130] === 0x43 &&
      bytes[131] === 0x4d;
    return marked
      ? { ok: true, facts: this.facts }
      : { ok: false, reason: 'not-dicom', detail: 'no DICM marker' };
  }
}
