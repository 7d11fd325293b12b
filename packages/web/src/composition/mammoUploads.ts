import {
  RemoteDataCache,
  type Clock,
  type createMammoUploadQueue,
  type DicomInspector,
  type Logger,
  type MammoUploadApi,
  type MammoUploadQueue,
  type MammoUploadQueueState,
  type ReadableStore,
  type RemoteQuery,
  type UploadFile,
  type UploadPort,
} from '@scanwise/core';
import type { Observable } from 'rxjs';

/**
 * The ports of mammography uploads: tus-js-client and dicom-parser in the browser, the core's
 * fakes in stories and tests. They are loaded on demand (the upload screen is the only user),
 * so the sign-in route does not carry their code.
 */
export interface MammoUploadAdapters {
  readonly uploads: UploadPort;
  readonly inspector: DicomInspector;
  /** A picked or dropped browser File as the core's UploadFile. */
  fileFrom(file: File): UploadFile;
}

export type MammoUploadAdaptersLoader = () => Promise<MammoUploadAdapters>;

/** One encounter's uploads as the screen uses them: a store of the core queue's state. */
export interface MammoUploadSession extends ReadableStore<MammoUploadQueueState> {
  readonly encounterId: string;
  /** Checks then uploads the files (browser Files); resolves when all are checked. */
  addFiles(files: readonly File[]): Promise<void>;
  pause(id: string): void;
  resume(id: string): void;
  retry(id: string): void;
  cancel(id: string): Promise<void>;
  dismiss(id: string): void;
}

/** The mammography uploads of the signed-in member, one queue per encounter. */
export interface MammoUploads {
  /**
   * The encounter's uploads: made on the first ask (adapters loaded, uploads a reload
   * interrupted restored), then the same session while the app runs, so uploads keep going
   * while the member looks at other pages.
   */
  open(encounterId: string): Promise<MammoUploadSession>;
  /**
   * `open` as a store for the screen: loading while the session opens, an error a `refresh`
   * tries again (a chunk that did not load), then the session.
   */
  session(encounterId: string): RemoteQuery<MammoUploadSession>;
  /** Pauses and forgets every queue (sign-out); the platform keeps what it received. */
  closeAll(): void;
}

export interface MammoUploadsOptions {
  readonly load: MammoUploadAdaptersLoader;
  readonly api: MammoUploadApi;
  /** The platform API base (relative upload URLs resolve against it). */
  readonly baseUrl: string;
  /** The Authorization header of the upload requests (HttpClient.currentBearer). */
  readonly authorization: () => string | undefined;
  readonly clock: Clock;
  readonly logger: Logger;
  /** Emits the session status; queues are closed when it turns 'signedOut'. */
  readonly authStatus$?: Observable<{ readonly status: string }>;
}

function sessionOf(
  encounterId: string,
  queue: MammoUploadQueue,
  adapters: MammoUploadAdapters,
): MammoUploadSession {
  return {
    encounterId,
    state$: queue.state$,
    getSnapshot: queue.getSnapshot,
    subscribe: queue.subscribe,
    addFiles: (files) => queue.add(files.map((file) => adapters.fileFrom(file))),
    pause: (id) => queue.pause(id),
    resume: (id) => queue.resume(id),
    retry: (id) => queue.retry(id),
    cancel: (id) => queue.cancel(id),
    dismiss: (id) => queue.dismiss(id),
  };
}

interface SessionEntry {
  readonly ready: Promise<MammoUploadSession>;
  queue: MammoUploadQueue | null;
}

/** The core's queue factory, loaded with the first queue (its own chunk, like the adapters). */
const loadQueueFactory = (): Promise<typeof createMammoUploadQueue> =>
  import('./mammoUploadQueueFactory').then((module) => module.createMammoUploadQueue);

/**
 * The app's mammography uploads on the core's {@link MammoUploadQueue}: the adapters load once,
 * each encounter gets one queue, restored from the uploads stored before a reload.
 */
export function createMammoUploads(options: MammoUploadsOptions): MammoUploads {
  let adapters: Promise<MammoUploadAdapters> | null = null;
  const sessions = new Map<string, SessionEntry>();
  // The opening of each encounter's session as a store (shared while it opens, kept once open).
  const opened = new RemoteDataCache({ clock: options.clock, logger: options.logger });

  const loadAdapters = (): Promise<MammoUploadAdapters> => {
    adapters ??= options.load().catch((error: unknown) => {
      // A failed chunk load (offline) is tried again on the next open.
      adapters = null;
      throw error;
    });
    return adapters;
  };

  const closeAll = (): void => {
    for (const entry of sessions.values()) entry.queue?.dispose();
    sessions.clear();
    opened.clear();
  };

  options.authStatus$?.subscribe((state) => {
    if (state.status === 'signedOut') closeAll();
  });

  const open = (encounterId: string): Promise<MammoUploadSession> => {
    const existing = sessions.get(encounterId);
    if (existing) return existing.ready;
    const ready = Promise.all([loadAdapters(), loadQueueFactory()]).then(
      async ([loaded, create]) => {
        const queue = create({
          encounterId,
          uploads: loaded.uploads,
          inspector: loaded.inspector,
          api: options.api,
          baseUrl: options.baseUrl,
          authorization: options.authorization,
          clock: options.clock,
          logger: options.logger,
        });
        entry.queue = queue;
        await queue.restore();
        return sessionOf(encounterId, queue, loaded);
      },
    );
    const entry: SessionEntry = { ready, queue: null };
    entry.ready.catch(() => {
      if (sessions.get(encounterId) === entry) sessions.delete(encounterId);
    });
    sessions.set(encounterId, entry);
    return entry.ready;
  };

  return {
    open,
    session: (encounterId) =>
      opened.query({
        key: [encounterId],
        load: () => open(encounterId),
        freshForMs: Number.POSITIVE_INFINITY,
      }),
    closeAll,
  };
}
