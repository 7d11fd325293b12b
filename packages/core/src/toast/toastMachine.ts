import { CONSTANTS } from '../config';
import type { Clock, TimerHandle } from '../ports';
import { StateStore } from '../store';

/** What the toast shows. Hiding keeps the last message so a fade-out can still render it. */
export interface Toast {
  readonly visible: boolean;
  readonly message: string;
}

/** Identifies one showing of a toast, so a caller hides only what it showed. */
export type ToastToken = number;

export const TOAST_HIDDEN: Toast = Object.freeze({ visible: false, message: '' });

export interface ToastMachineOptions {
  /** Duration used when `show` gets none; the spec's default is 15 s. */
  readonly defaultDurationMs?: number;
}

/**
 * The toast of spec section 4: "Showing sets visible and starts a hide timer. The default is
 * 15 s. A zero or negative duration means no timer. A click or the timeout hides it."
 * Showing again replaces the message and restarts the timer. All timing goes through the clock.
 */
export class ToastMachine extends StateStore<Toast> {
  private readonly defaultDurationMs: number;
  private timer: TimerHandle | undefined;
  private token: ToastToken = 0;

  constructor(
    private readonly clock: Clock,
    options: ToastMachineOptions = {},
  ) {
    super(TOAST_HIDDEN);
    this.defaultDurationMs = options.defaultDurationMs ?? CONSTANTS.defaultToast;
  }

  /** Shows `message`; a duration of zero or less keeps it until clicked or hidden. */
  show(message: string, durationMs: number = this.defaultDurationMs): ToastToken {
    this.cancelTimer();
    this.token += 1;
    const current = this.getSnapshot();
    if (!current.visible || current.message !== message) {
      this.set(Object.freeze({ visible: true, message }));
    }
    this.startTimer(durationMs, this.token);
    return this.token;
  }

  /**
   * Restarts the hide timer of the toast now showing. With a token, only if that showing is
   * still the current one (another message may have replaced it).
   */
  hideAfter(delayMs: number, token?: ToastToken): void {
    if (!this.isCurrent(token)) return;
    this.cancelTimer();
    this.startTimer(delayMs, this.token);
  }

  /** A click on the toast. */
  click(): void {
    this.hide();
  }

  /** Hides the toast; with a token, only if that showing is still the current one. */
  hide(token?: ToastToken): void {
    if (!this.isCurrent(token)) return;
    this.cancelTimer();
    const current = this.getSnapshot();
    if (current.visible) this.set(Object.freeze({ visible: false, message: current.message }));
  }

  /** Cancels the timer and completes `state$`. */
  override dispose(): void {
    this.cancelTimer();
    super.dispose();
  }

  private isCurrent(token: ToastToken | undefined): boolean {
    return this.getSnapshot().visible && (token === undefined || token === this.token);
  }

  private startTimer(durationMs: number, token: ToastToken): void {
    if (!(durationMs > 0)) return;
    this.timer = this.clock.schedule(() => {
      this.timer = undefined;
      this.hide(token);
    }, durationMs);
  }

  private cancelTimer(): void {
    if (this.timer === undefined) return;
    this.clock.cancel(this.timer);
    this.timer = undefined;
  }
}
