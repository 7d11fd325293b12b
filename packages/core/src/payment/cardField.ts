import type { Subscription } from 'rxjs';
import type {
  CardFieldOptions,
  CardFieldState,
  CardInput,
  CardPaymentPort,
  Clock,
  Logger,
  MountedCardField,
  TimerHandle,
} from '../ports';
import { RunGuard, StateStore } from '../store';

/**
 * The card form's field as the page shows it: not in the page yet, loading (the provider's script
 * or its frame), unavailable (the provider cannot be reached: the form says so and offers a
 * retry) or mounted, with what the field says about itself (ready, complete, its error).
 */
export type CardFieldView =
  | { readonly status: 'detached' }
  | { readonly status: 'loading'; readonly retrying: boolean }
  | { readonly status: 'unavailable'; readonly message: string }
  | { readonly status: 'mounted'; readonly field: CardFieldState };

export interface CardFieldControllerOptions {
  readonly cardPayment: Pick<CardPaymentPort, 'mountCardField'>;
  /** The field's looks, from the app's design tokens. */
  readonly fieldOptions?: CardFieldOptions;
  readonly logger?: Logger;
  /**
   * Times the field's frame: a field not ready {@link CARD_FIELD_READY_WITHIN_MS} after it was
   * mounted is shown as unavailable. Without a clock the field waits as long as its frame takes.
   */
  readonly clock?: Clock;
  /** How long a mounted field may take to become ready (default {@link CARD_FIELD_READY_WITHIN_MS}). */
  readonly readyWithinMs?: number;
}

/**
 * How long a mounted field's frame may take to load before the form says card payments cannot
 * load: the provider's script is in the page by then, so only the frame is left, and a member
 * looking at "Loading" for longer is better told and offered a retry.
 */
export const CARD_FIELD_READY_WITHIN_MS = 15_000;

const DETACHED: CardFieldView = Object.freeze({ status: 'detached' });

/** The log line of a card field that could not be mounted, word for word. */
export const CARD_FIELD_LOG_MESSAGES = {
  unavailable: 'Card field unavailable',
  notReady: 'Card field did not load in time',
} as const;

/** The unavailable view's message for a field whose frame did not load in time. */
export const CARD_FIELD_NOT_READY_MESSAGE = 'The card field did not load.';

/** Whether the member may pay with the field as it is: mounted, ready and complete. */
export function isCardFieldComplete(view: CardFieldView): boolean {
  return view.status === 'mounted' && view.field.ready && view.field.complete;
}

/**
 * One card form's field: mounts the provider's card field into the form's host (waiting for the
 * provider to load), follows what the field says about itself, offers a retry while the provider
 * is unreachable and removes the field when the form goes. A field whose frame does not load in
 * time is shown as unavailable too; it stays in the page, so a frame that loads late still brings
 * the field back, and the retry mounts a new one. The input to pay with is the field's handle, and
 * only once the field is complete: the app never holds card data.
 */
export class CardFieldController extends StateStore<CardFieldView> {
  private readonly mounts = new RunGuard();
  private host: unknown = undefined;
  private mounted: MountedCardField | undefined;
  private watching: Subscription | undefined;
  private readyDeadline: TimerHandle | undefined;
  /** The mounted field missed its deadline and has not become ready since. */
  private late = false;

  constructor(private readonly options: CardFieldControllerOptions) {
    super(DETACHED);
  }

  /** Mounts the field into `host` (a DOM element in a browser); another host replaces the first. */
  attach(host: unknown): void {
    if (this.disposed) return;
    if (this.host === host && this.getSnapshot().status !== 'detached') return;
    this.removeField();
    this.host = host;
    void this.mount(false);
  }

  /** The host leaves the page: the field is destroyed and a mount under way is dropped. */
  detach(): void {
    this.removeField();
    this.host = undefined;
    this.set(DETACHED);
  }

  /** Mounts again after the provider was unavailable (the form's Retry). */
  retry(): void {
    if (this.getSnapshot().status !== 'unavailable' || this.host === undefined) return;
    // A field whose frame did not load is still in the host: a new one replaces it.
    this.removeField();
    void this.mount(true);
  }

  /** What to pay with: the field's handle once it is complete, else null. */
  input(): CardInput | null {
    return this.mounted && isCardFieldComplete(this.getSnapshot())
      ? { element: this.mounted.element }
      : null;
  }

  /** Stops input while a payment is confirmed, and allows it again. */
  setDisabled(disabled: boolean): void {
    this.mounted?.setDisabled(disabled);
  }

  /** Moves focus into the field (a Pay pressed too early, say). */
  focus(): void {
    this.mounted?.focus();
  }

  override dispose(): void {
    this.removeField();
    super.dispose();
  }

  private async mount(retrying: boolean): Promise<void> {
    const run = this.mounts.start();
    const host = this.host;
    this.set({ status: 'loading', retrying });
    const answer = await this.options.cardPayment.mountCardField(host, this.options.fieldOptions);
    if (run.stale || this.disposed) {
      if (answer.status === 'mounted') answer.field.destroy();
      return;
    }
    if (answer.status === 'unavailable') {
      this.options.logger?.warn(CARD_FIELD_LOG_MESSAGES.unavailable, { message: answer.message });
      this.set({ status: 'unavailable', message: answer.message });
      return;
    }
    this.mounted = answer.field;
    this.late = false;
    const { clock } = this.options;
    if (clock) {
      this.readyDeadline = clock.schedule(() => {
        this.readyDeadline = undefined;
        if (run.stale || this.mounted?.element !== answer.field.element) return;
        this.late = true;
        this.options.logger?.warn(CARD_FIELD_LOG_MESSAGES.notReady);
        this.set({ status: 'unavailable', message: CARD_FIELD_NOT_READY_MESSAGE });
      }, this.options.readyWithinMs ?? CARD_FIELD_READY_WITHIN_MS);
    }
    this.watching = answer.field.state$.subscribe((field) => {
      if (run.stale) return;
      if (field.ready) {
        this.late = false;
        this.cancelReadyDeadline();
      }
      if (!this.late) this.set({ status: 'mounted', field });
    });
  }

  private cancelReadyDeadline(): void {
    if (this.readyDeadline === undefined) return;
    this.options.clock?.cancel(this.readyDeadline);
    this.readyDeadline = undefined;
  }

  private removeField(): void {
    this.cancelReadyDeadline();
    this.late = false;
    this.mounts.abandon();
    this.watching?.unsubscribe();
    this.watching = undefined;
    this.mounted?.destroy();
    this.mounted = undefined;
  }
}
