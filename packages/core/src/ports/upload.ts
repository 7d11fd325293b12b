/**
 * A file the member picked, as core sees it: a few facts and a way to read its first bytes for
 * the checks before upload. `source` is the platform's own object (a browser File or Blob, a
 * Node Buffer) that only the adapter that made it sends; core never reads it.
 */
export interface UploadFile {
  readonly name: string;
  readonly size: number;
  /** The MIME type the platform reports ('' when it does not know). */
  readonly type: string;
  /** Reads bytes [start, end), clamped to the file; used for headers, never for whole files. */
  read(start: number, end: number): Promise<Uint8Array>;
  readonly source: unknown;
}

/** Why an upload stopped, in the terms the queue acts on. */
export type UploadFailureKind =
  /** No answer, a dropped connection: retrying resumes from the server's offset. */
  | 'network'
  /** 401 or 403: the member has to sign in again. */
  | 'unauthorized'
  /** 404 or 410: the upload is gone on the server; a retry starts over. */
  | 'gone'
  /** 413: bigger than the platform accepts. */
  | 'too-large'
  /** Any other answer the server gave (4xx, 5xx). */
  | 'refused';

export interface UploadFailure {
  readonly kind: UploadFailureKind;
  /** The HTTP status, or null when no answer came. */
  readonly status: number | null;
  readonly message: string;
}

export interface UploadStartOptions {
  /** Absolute URL of the resumable (tus) upload to send the bytes to. */
  readonly uploadUrl: string;
  /** Kept beside the stored upload, so the upload can be recognised after a reload. */
  readonly metadata: Readonly<Record<string, string>>;
  /** The Authorization header value, read before every request (tokens renew during uploads). */
  readonly authorization?: () => string | undefined;
}

export interface UploadEvents {
  /** Bytes the server holds or is receiving, of the total. */
  onProgress(sentBytes: number, totalBytes: number): void;
  onSuccess(): void;
  /** After the adapter's own retries ran out. */
  onError(failure: UploadFailure): void;
}

/** A running upload. After `cancel` no event fires any more. */
export interface UploadHandle {
  /** Stops sending; the server keeps what it has. */
  pause(): void;
  /** Continues from the server's offset. */
  resume(): void;
  /** Stops, deletes the partial upload on the server and forgets it locally. */
  cancel(): Promise<void>;
}

/** An upload the adapter remembers (browser local storage, a file in Node) to resume it later. */
export interface StoredUpload {
  /** The adapter's key, for `forgetStoredUpload`. */
  readonly key: string;
  readonly uploadUrl: string;
  readonly size: number | null;
  /** As given to `start`; read from storage, so core validates it. */
  readonly metadata: Readonly<Record<string, unknown>>;
}

/** Resumable uploads of files (the tus protocol in the adapters). */
export interface UploadPort {
  start(file: UploadFile, options: UploadStartOptions, events: UploadEvents): UploadHandle;
  /** Uploads of this very file that were started before (same name, size, date or content). */
  findStoredUploads(file: UploadFile): Promise<readonly StoredUpload[]>;
  /** Every stored upload, to show what a reload interrupted. */
  listStoredUploads(): Promise<readonly StoredUpload[]>;
  forgetStoredUpload(key: string): Promise<void>;
}

/** The header facts of a DICOM file, as raw tag values (core normalises them). */
export interface DicomHeaderFacts {
  /** (0008,0020) StudyDate, DICOM DA form `YYYYMMDD`, when present. */
  readonly studyDate: string | null;
  /** (0008,0060) Modality, e.g. `MG`, when present. */
  readonly modality: string | null;
  /** (0002,0002) MediaStorageSOPClassUID, else (0008,0016) SOPClassUID: a DICOMDIR names its own. */
  readonly sopClassUid: string | null;
}

export type DicomInspection =
  | { readonly ok: true; readonly facts: DicomHeaderFacts }
  | {
      readonly ok: false;
      /** 'not-dicom': no DICM preamble or unparsable; 'truncated': the file ends inside its header. */
      readonly reason: 'not-dicom' | 'truncated';
      /** The parser's own words, for logs. */
      readonly detail: string;
    };

/** Reads DICOM headers (dicom-parser in the adapters). Never throws. */
export interface DicomInspector {
  /**
   * @param bytes - the start of the file (or all of it)
   * @param wholeFile - true when `bytes` is the whole file, so running out of bytes means truncated
   */
  inspect(bytes: Uint8Array, wholeFile: boolean): DicomInspection;
}
