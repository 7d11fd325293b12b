import type { AbortSignalLike } from '../ports';

export type RequestAbortReason = 'timeout' | 'aborted' | 'canceled';

/**
 * The signal the client hands to the transport: it fires when the caller's signal fires, when
 * the client timeout elapses or when the client cancels. Written by hand because core has no
 * AbortController type (no DOM lib); a real AbortSignal from the caller is followed.
 */
export class RequestSignal implements AbortSignalLike {
  private listeners = new Set<() => void>();
  private abortReason: RequestAbortReason | undefined;

  get aborted(): boolean {
    return this.abortReason !== undefined;
  }

  get reason(): RequestAbortReason | undefined {
    return this.abortReason;
  }

  addEventListener(_type: 'abort', listener: () => void): void {
    if (this.aborted) return;
    this.listeners.add(listener);
  }

  removeEventListener(_type: 'abort', listener: () => void): void {
    this.listeners.delete(listener);
  }

  abort(reason: RequestAbortReason): void {
    if (this.aborted) return;
    this.abortReason = reason;
    const listeners = [...this.listeners];
    this.listeners.clear();
    for (const listener of listeners) listener();
  }

  /** Resolves with the reason once aborted. */
  whenAborted(): Promise<RequestAbortReason> {
    return new Promise((resolve) => {
      if (this.abortReason !== undefined) {
        resolve(this.abortReason);
        return;
      }
      this.addEventListener('abort', () => resolve(this.abortReason ?? 'aborted'));
    });
  }
}
