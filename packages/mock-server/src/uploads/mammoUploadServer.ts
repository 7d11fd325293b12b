import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Server as TusServer, Upload } from '@tus/server';
import {
  MAMMO_UPLOAD_LIMITS,
  MAMMO_UPLOAD_TUS_PATH,
  MammoUploadRegisterRequestSchema,
  validatePayload,
  type PlatformErrorCode,
} from '@scanwise/core';
import type { UploadCutRules } from '../controls/uploadCuts';
import { PlatformError } from '../platform/errors';
import type { Platform } from '../platform/platform';
import { CuttableFileStore } from './cuttableFileStore';
import { UploadLocks, nodeRequestOf } from './uploadLocks';

export interface MammoUploadServerOptions {
  platform: Platform;
  /** The identity authorities' access-token check (the REST app and the hubs use the same). */
  verifyAccessToken(token: string): Promise<{ sub: string } | null>;
  /** Browser origins allowed to upload (CORS with credentials, tus headers exposed). */
  webOrigins: readonly string[];
  /** The fault control that cuts connections mid-upload. */
  cuts: UploadCutRules;
  /** Where the bytes are kept; default a fresh temporary directory, removed on close. */
  directory?: string;
  /** Largest upload accepted; default core's MAMMO_UPLOAD_LIMITS.maxFileBytes. */
  maxFileBytes?: number;
}

export interface MammoUploadServer {
  /** True for the requests the tus endpoint answers (PUT stays with the REST app). */
  handles(req: IncomingMessage): boolean;
  handle(req: IncomingMessage, res: ServerResponse): Promise<void>;
  readonly directory: string;
  /** Ids of the uploads a request holds the tus lock of now (for tests). */
  lockedUploadIds(): string[];
  /**
   * Forgets every upload, its bytes and its lock, and drops the connections still sending
   * (with the platform's reset: ids start over, so nothing of an old upload may hold a new one).
   */
  reset(): void;
  close(): void;
}

/**
 * A refusal as @tus/server sends it (it reads `status_code` and `body` off what a hook throws);
 * the body is the platform's JSON error shape.
 */
class TusRefusal extends Error {
  readonly body: string;

  constructor(
    readonly status_code: number,
    code: PlatformErrorCode,
    message: string,
    path: string[] | null = null,
  ) {
    super(message);
    this.body = JSON.stringify({ code, message, path });
  }
}

const refusal = (status: number, code: PlatformErrorCode, message: string): TusRefusal =>
  new TusRefusal(status, code, message);

const toRefusal = (error: unknown): Error =>
  error instanceof PlatformError
    ? new TusRefusal(error.status, error.code, error.message, error.path)
    : error instanceof Error
      ? error
      : new Error(String(error));

const TUS_METHODS = new Set(['POST', 'HEAD', 'PATCH', 'DELETE', 'OPTIONS']);

interface Owner {
  userId: string;
  encounterId: string;
}

/**
 * The resumable upload endpoint of mammography files (tus 1.0 with @tus/server and a FileStore).
 *
 * - `POST /packages/uploads` with `Upload-Length` and metadata `encounterId`, `filename`,
 *   `filetype`, optional `studyDate` (YYYY-MM-DD) and `modality` registers the upload for the
 *   member's mammography encounter (the same record `mammoUploadRegister` makes) and answers its
 *   `uploadUrl` as Location: `/packages/uploads/<id>`.
 * - An upload registered through `POST /packages/encounters/:id/mammo-uploads` is a tus upload
 *   at its `uploadUrl` too: HEAD and PATCH create it on first use with the registered size.
 * - Every request needs the member's bearer token; someone else's upload or encounter is 404.
 * - When the last byte arrives the platform completes the upload: the MAMMO_UPLOAD task is done
 *   and the task and encounter changes are pushed to the hubs, as for the REST upload.
 */
export function createMammoUploadServer(options: MammoUploadServerOptions): MammoUploadServer {
  const { platform } = options;
  const ownDirectory = options.directory === undefined;
  const directory = options.directory ?? mkdtempSync(join(tmpdir(), 'scanwise-uploads-'));
  mkdirSync(directory, { recursive: true });
  const owners = new Map<string, Owner>();
  const usersOfRequests = new WeakMap<Request, string>();
  const terminated = new Set<string>();
  const sockets = new Map<string, Socket>();
  const maxFileBytes = options.maxFileBytes ?? MAMMO_UPLOAD_LIMITS.maxFileBytes;
  const locks = new UploadLocks();

  const store = new CuttableFileStore(directory, options.cuts, (uploadId) => {
    sockets.get(uploadId)?.destroy();
  });

  const authenticate = async (req: Request): Promise<string> => {
    const known = usersOfRequests.get(req);
    if (known) return known;
    const match = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.get('authorization') ?? '');
    if (!match?.[1]) throw refusal(401, 'unauthorized', 'A bearer access token is required');
    const verified = await options.verifyAccessToken(match[1]).catch(() => null);
    if (!verified || !platform.accounts.findById(verified.sub)) {
      throw refusal(401, 'invalid_token', 'The access token is invalid or has expired');
    }
    usersOfRequests.set(req, verified.sub);
    return verified.sub;
  };

  /** The registration behind a tus id (cached; uploads registered over REST are looked up). */
  const registrationOf = (uploadId: string) =>
    platform.snapshot().uploads.find((upload) => upload.id === uploadId);

  const ownerOf = (uploadId: string): Owner | undefined => {
    const cached = owners.get(uploadId);
    if (cached) return cached;
    const registered = registrationOf(uploadId);
    if (!registered) return undefined;
    const owner = { userId: registered.memberId, encounterId: registered.encounterId };
    owners.set(uploadId, owner);
    return owner;
  };

  /** A REST-registered upload gets its tus file on first use. */
  const ensureStored = async (uploadId: string): Promise<void> => {
    if (terminated.has(uploadId)) return;
    try {
      await store.getUpload(uploadId);
      return;
    } catch (error) {
      if ((error as { status_code?: number }).status_code !== 404) throw error;
    }
    const registered = registrationOf(uploadId);
    if (!registered || registered.completed) return;
    await store.create(
      new Upload({
        id: uploadId,
        size: registered.size,
        offset: 0,
        metadata: {
          encounterId: registered.encounterId,
          filename: registered.fileName,
          filetype: registered.contentType,
        },
      }),
    );
  };

  const tus = new TusServer({
    path: MAMMO_UPLOAD_TUS_PATH,
    datastore: store,
    // A lock dies with its connection and with a reset (uploadLocks.ts); a newer HEAD or PATCH
    // still asks a live holder to stop, which @tus/server does after lockDrainTimeout (3 s).
    locker: (req) => locks.lockerFor(req),
    relativeLocation: true,
    maxSize: maxFileBytes,
    allowedOrigins: [...options.webOrigins],
    allowedCredentials: true,
    // A finished upload belongs to the care team: the member cannot delete it through tus.
    disableTerminationForFinishedUploads: true,
    // Creation registers the upload, so its id is the platform's (the registration's uploadUrl).
    namingFunction: async (req, metadata) => {
      const userId = await authenticate(req);
      const length = Number.parseInt(req.headers.get('upload-length') ?? '', 10);
      if (!Number.isInteger(length)) {
        throw refusal(400, 'length_required', 'Upload-Length is required (no deferred length)');
      }
      if (length > maxFileBytes) {
        throw refusal(413, 'too_large', `Uploads are limited to ${maxFileBytes} bytes`);
      }
      const encounterId = metadata?.['encounterId'] ?? '';
      const body = {
        fileName: metadata?.['filename'] ?? '',
        size: length,
        contentType: metadata?.['filetype'] || 'application/octet-stream',
        studyDate: metadata?.['studyDate'] || null,
        modality: metadata?.['modality'] || null,
      };
      const checked = validatePayload(MammoUploadRegisterRequestSchema, body);
      if (!checked.ok || encounterId === '') {
        const message = checked.ok ? 'metadata encounterId is required' : checked.error.message;
        throw refusal(400, 'invalid_payload', message);
      }
      try {
        const registered = platform.registerUpload(userId, encounterId, checked.value);
        owners.set(registered.id, { userId, encounterId });
        return registered.id;
      } catch (error) {
        throw toRefusal(error);
      }
    },
    onIncomingRequest: async (req, uploadId) => {
      if (req.method === 'POST') return;
      const userId = await authenticate(req);
      const owner = ownerOf(uploadId);
      // Someone else's upload is answered like one that does not exist (no probing).
      if (!owner || owner.userId !== userId) {
        throw refusal(404, 'not_found', 'Upload not found');
      }
      if (req.method === 'DELETE') terminated.add(uploadId);
      if (req.method === 'HEAD' || req.method === 'PATCH') await ensureStored(uploadId);
      const socket = nodeRequestOf(req)?.socket;
      if (req.method === 'PATCH' && socket) sockets.set(uploadId, socket);
    },
    onUploadFinish: (_req, upload) => {
      sockets.delete(upload.id);
      const owner = ownerOf(upload.id);
      if (!owner) return Promise.reject(refusal(404, 'not_found', 'Upload not found'));
      try {
        platform.completeUpload(owner.userId, upload.id, upload.offset);
      } catch (error) {
        return Promise.reject(toRefusal(error));
      }
      return Promise.resolve({});
    },
  });

  const pathOf = (req: IncomingMessage): string =>
    new URL(req.url ?? '/', 'http://localhost').pathname;

  return {
    directory,
    lockedUploadIds: () => locks.held(),
    handles(req) {
      const pathname = pathOf(req);
      if (pathname !== MAMMO_UPLOAD_TUS_PATH && !pathname.startsWith(`${MAMMO_UPLOAD_TUS_PATH}/`)) {
        return false;
      }
      const method = req.method ?? 'GET';
      if (!TUS_METHODS.has(method)) return false;
      // The preflight of the REST upload (PUT) is the REST app's.
      return !(
        method === 'OPTIONS' &&
        req.headers['access-control-request-method']?.toUpperCase() === 'PUT'
      );
    },
    async handle(req, res) {
      await tus.handle(req, res);
    },
    reset() {
      for (const socket of sockets.values()) socket.destroy();
      sockets.clear();
      locks.forgetAll();
      owners.clear();
      terminated.clear();
      for (const entry of readdirSync(directory)) {
        rmSync(join(directory, entry), { recursive: true, force: true });
      }
    },
    close() {
      for (const socket of sockets.values()) socket.destroy();
      sockets.clear();
      if (ownDirectory) rmSync(directory, { recursive: true, force: true });
    },
  };
}
