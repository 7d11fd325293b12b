import { Transform } from 'node:stream';
import type { Readable } from 'node:stream';
import type { IncomingMessage } from 'node:http';
import { FileStore } from '@tus/file-store';
import type { UploadCutRules } from '../controls/uploadCuts';

/**
 * A FileStore whose writes obey the upload cut rules: when a write would carry an upload past a
 * rule's offset, exactly the bytes up to it are stored and `cut(uploadId)` drops the connection
 * at that moment, as a network failure would (the client never sees an answer to that request).
 *
 * Its directory must exist before it is made (the upload server makes it synchronously).
 */
export class CuttableFileStore extends FileStore {
  constructor(
    directory: string,
    private readonly cuts: UploadCutRules,
    private readonly cut: (uploadId: string) => void,
  ) {
    super({ directory });
  }

  override write(
    readable: IncomingMessage | Readable,
    uploadId: string,
    offset: number,
  ): Promise<number> {
    const budget = this.cuts.budgetFor(uploadId, offset);
    if (!budget) return super.write(readable, uploadId, offset);
    let left = budget.bytes;
    const limiter = new Transform({
      transform: (chunk: Buffer, _encoding, done) => {
        if (left <= 0) {
          done();
          return;
        }
        const part = chunk.length <= left ? chunk : chunk.subarray(0, left);
        left -= part.length;
        if (left > 0) {
          done(null, part);
          return;
        }
        // The offset is reached: stop storing, drop the connection, keep what arrived. The rest
        // already received is drained (read and dropped): left unread, it would hold the
        // request's streams open, and with them the handler and its tus lock, for good (a cut
        // inside a large chunk leaves megabytes buffered; Chromium then waits for ever).
        readable.unpipe(limiter);
        readable.resume();
        this.cuts.recordCut(budget.ruleId);
        this.cut(uploadId);
        done(null, part);
        limiter.end();
      },
    });
    readable.pipe(limiter);
    return super.write(limiter, uploadId, offset);
  }
}

// FileStore's constructor checks its directory asynchronously and throws from the callback when
// the check fails: a platform closed at once (a test's) removes the directory during that check
// and the process gets an uncaught ENOENT. The upload server makes the directory synchronously
// before the store exists, so the store skips the check.
Object.defineProperty(CuttableFileStore.prototype, 'checkOrCreateDirectory', {
  value: (): void => undefined,
});
