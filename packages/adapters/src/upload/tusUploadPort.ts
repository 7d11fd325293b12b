import {
  Upload,
  defaultOptions,
  type DetailedError,
  type PreviousUpload,
  type UploadOptions,
  type UrlStorage,
} from 'tus-js-client';
import type {
  StoredUpload,
  UploadEvents,
  UploadFailure,
  UploadFailureKind,
  UploadFile,
  UploadHandle,
  UploadPort,
  UploadStartOptions,
} from '@scanwise/core';

export interface TusUploadPortOptions {
  /**
   * Where started uploads are remembered for resuming. Default: tus-js-client's default for the
   * runtime (local storage in browsers; nothing in Node: pass `createFileTusUrlStorage(path)`).
   */
  readonly urlStorage?: UrlStorage;
  /**
   * Bytes per PATCH request; also how often Node reports progress. Default 5 MiB: the platform
   * keeps the bytes of a PATCH cut midway (tus), so a smaller chunk would not make a resume
   * cheaper, only cost more requests (docs/adr/0036-stalled-uploads.md).
   */
  readonly chunkSize?: number;
  /** Waits before tus-js-client's own retries; default tus-js-client's [0, 1000, 3000, 5000]. */
  readonly retryDelays?: number[] | null;
}

/** The kind of failure the queue acts on, from a tus-js-client error. */
export function tusFailureOf(error: Error | DetailedError): UploadFailure {
  const status = (error as Partial<DetailedError>).originalResponse?.getStatus() ?? null;
  let kind: UploadFailureKind = 'refused';
  if (status === null || status === 0) kind = 'network';
  else if (status === 401 || status === 403) kind = 'unauthorized';
  else if (status === 404 || status === 410) kind = 'gone';
  else if (status === 413) kind = 'too-large';
  return { kind, status: status === 0 ? null : status, message: error.message };
}

const toStoredUpload = (previous: PreviousUpload): StoredUpload | null =>
  previous.uploadUrl
    ? {
        key: previous.urlStorageKey,
        uploadUrl: previous.uploadUrl,
        size: previous.size,
        metadata: previous.metadata ?? {},
      }
    : null;

const DEFAULT_CHUNK_SIZE = 5 * 1024 * 1024;

/**
 * The core's {@link UploadPort} on tus-js-client: bytes go to the upload URL the platform
 * registered (HEAD for its offset, then PATCHes), the upload is remembered under the file's
 * fingerprint until it succeeds, and a remembered upload of the same file is continued instead
 * of stored twice. The same code runs in browsers (File/Blob sources) and Node (Buffer sources).
 */
export function createTusUploadPort(options: TusUploadPortOptions = {}): UploadPort {
  const urlStorage = options.urlStorage ?? defaultOptions.urlStorage;
  const fingerprintOf = async (file: UploadFile): Promise<string | null> =>
    defaultOptions.fingerprint(file.source as File, { endpoint: null });

  const findStored = async (file: UploadFile): Promise<PreviousUpload[]> => {
    const fingerprint = await fingerprintOf(file);
    return fingerprint === null ? [] : urlStorage.findUploadsByFingerprint(fingerprint);
  };

  return {
    start(file: UploadFile, start: UploadStartOptions, events: UploadEvents): UploadHandle {
      let paused = false;
      let cancelled = false;
      const tusOptions: UploadOptions = {
        uploadUrl: start.uploadUrl,
        metadata: { ...start.metadata },
        urlStorage,
        chunkSize: options.chunkSize ?? DEFAULT_CHUNK_SIZE,
        retryDelays:
          options.retryDelays === undefined ? [0, 1000, 3000, 5000] : options.retryDelays,
        removeFingerprintOnSuccess: true,
        onBeforeRequest: (request) => {
          const authorization = start.authorization?.();
          if (authorization) request.setHeader('Authorization', authorization);
        },
        onProgress: (sent, total) => events.onProgress(sent, total),
        onSuccess: () => events.onSuccess(),
        onError: (error) => events.onError(tusFailureOf(error)),
      };
      const upload = new Upload(file.source as File, tusOptions);
      // Continue a remembered upload of this file at this URL under its own storage key, so
      // resuming does not leave a second entry behind.
      const ready = findStored(file)
        .then((previous) => {
          const same = previous.find((p) => p.uploadUrl === start.uploadUrl);
          if (same) upload.resumeFromPreviousUpload(same);
        })
        .catch(() => undefined)
        .then(() => {
          if (!paused && !cancelled) upload.start();
        });
      return {
        // Aborts the request in flight (the platform keeps what it stored); the queue's stall
        // watchdog uses it to drop a request the network left unanswered, then starts anew.
        pause() {
          paused = true;
          void upload.abort(false);
        },
        resume() {
          if (cancelled) return;
          paused = false;
          void ready.then(() => upload.start());
        },
        async cancel() {
          cancelled = true;
          await ready;
          // Terminating needs the URL; a finished upload cannot be deleted (the platform says no).
          await upload.abort(true).catch(() => upload.abort(false));
          for (const stored of await findStored(file).catch(() => [])) {
            if (stored.uploadUrl === start.uploadUrl) {
              await urlStorage.removeUpload(stored.urlStorageKey).catch(() => undefined);
            }
          }
        },
      };
    },
    async findStoredUploads(file) {
      return (await findStored(file)).map(toStoredUpload).filter((s) => s !== null);
    },
    async listStoredUploads() {
      return (await urlStorage.findAllUploads()).map(toStoredUpload).filter((s) => s !== null);
    },
    forgetStoredUpload(key) {
      return urlStorage.removeUpload(key);
    },
  };
}
