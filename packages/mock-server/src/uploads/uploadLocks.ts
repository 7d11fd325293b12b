import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import { MemoryLocker, type Lock, type Locker, type RequestRelease } from '@tus/server';

/** The Node request behind @tus/server's web Request (srvx keeps it as runtime.node.req). */
export const nodeRequestOf = (req: Request): IncomingMessage | undefined =>
  (req as Request & { runtime?: { node?: { req?: IncomingMessage } } }).runtime?.node?.req;

/**
 * The tus upload locks of the mock platform: @tus/server's MemoryLocker (one HEAD or PATCH per
 * upload at a time; a newer request asks the holder to stop, which @tus/server does after its
 * `lockDrainTimeout`), with two releases a platform that cuts connections needs:
 *
 * - **a dead connection holds nothing**: a lock is released as soon as the socket of the request
 *   that holds it closes (a cut, a client that aborted), so the client's HEAD to resume never
 *   waits for a handler still winding down on that socket;
 * - **a reset forgets every lock** (`forgetAll`, with the platform's reset): upload ids start
 *   over after `/__control/reset`, and a lock left by an upload of the old world must not hold
 *   the new upload that gets its id.
 *
 * A holder whose lock was released this way unlocks as a no-op later, never the next holder's.
 */
export class UploadLocks {
  private locker = new MemoryLocker();

  /** The locker of one request (@tus/server's `locker` option takes a function of the request). */
  lockerFor(req: Request): Locker {
    const locker = this.locker;
    const socket = nodeRequestOf(req)?.socket;
    return { newLock: (id) => releasableLock(locker.newLock(id), socket) };
  }

  /** Every lock is dropped: requests still holding one unlock as a no-op. */
  forgetAll(): void {
    this.locker = new MemoryLocker();
  }

  /** Ids locked now (for tests). */
  held(): string[] {
    return [...this.locker.locks.keys()];
  }
}

function releasableLock(inner: Lock, socket: Socket | undefined): Lock {
  let held = false;
  const release = (): void => {
    if (!held) return;
    held = false;
    socket?.off('close', release);
    void inner.unlock().catch(() => undefined);
  };
  return {
    async lock(signal: AbortSignal, requestRelease: RequestRelease): Promise<void> {
      await inner.lock(signal, requestRelease);
      held = true;
      if (!socket) return;
      if (socket.destroyed) release();
      else socket.once('close', release);
    },
    async unlock(): Promise<void> {
      if (!held) return;
      held = false;
      socket?.off('close', release);
      await inner.unlock();
    },
  };
}
