import type { UploadEvents, UploadFile, UploadHandle, UploadStartOptions } from '@scanwise/core';
import { FakeUploadPort } from '@scanwise/core/testing';
import type { Platform } from '@scanwise/mock-server/in-process';

type VerifyToken = (token: string) => Promise<{ sub: string } | null>;

const UPLOAD_PATH = /\/packages\/uploads\/([^/?#]+)/;

/**
 * The fake resumable-upload port of `@scanwise/core/testing` (each upload a run the test drives)
 * whose finished uploads reach the platform as the server's upload endpoint reports them: the
 * member of the upload's bearer token, the registered upload in its URL, all of the file's
 * bytes. Until then the platform lists the upload as not completed.
 */
export class PlatformUploadPort extends FakeUploadPort {
  constructor(
    private readonly platform: Platform,
    private readonly verifyToken: VerifyToken,
  ) {
    super();
  }

  override start(
    file: UploadFile,
    options: UploadStartOptions,
    events: UploadEvents,
  ): UploadHandle {
    const uploadId = UPLOAD_PATH.exec(options.uploadUrl)?.[1];
    const bearer = /^Bearer\s+(\S+)$/i.exec(options.authorization?.() ?? '')?.[1] ?? '';
    const member = this.verifyToken(bearer);
    return super.start(file, options, {
      ...events,
      onSuccess: () => {
        void member.then((verified) => {
          if (!verified || uploadId === undefined) {
            events.onError({ kind: 'unauthorized', status: 401, message: 'Unauthorized' });
            return;
          }
          try {
            this.platform.completeUpload(verified.sub, uploadId, file.size);
          } catch (error) {
            events.onError({ kind: 'gone', status: 404, message: String(error) });
            return;
          }
          events.onSuccess();
        });
      },
    });
  }
}
