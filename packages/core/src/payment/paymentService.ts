import { isMemberApiError, type MemberApi } from '../api';
import type { CardInput, CardPaymentPort, Logger } from '../ports';
import type { PendingCharge, PendingChargeCreate } from '../schemas';
import { RunGuard, StateStore, type RunToken } from '../store';
import {
  PAYMENT_FLOW_IDLE,
  type PaymentFailureStage,
  type PaymentFlowState,
} from './paymentFlowState';
import { orderKeyOf } from './paymentOrderKey';

/** The two calls the payment needs (a {@link MemberApi} fits). */
export type PendingChargeCalls = Pick<MemberApi, 'createPendingCharge' | 'completePendingCharge'>;

export interface PaymentServiceOptions {
  readonly calls: PendingChargeCalls;
  /** Confirms the card; the card field itself is mounted by the form. */
  readonly cardPayment: Pick<CardPaymentPort, 'confirmCardPayment'>;
  readonly logger?: Logger;
}

/** The pending charge held between attempts, and whether its card step already succeeded. */
interface HeldCharge {
  readonly charge: PendingCharge;
  readonly orderKey: string;
  cardConfirmed: boolean;
}

const describe = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);

/**
 * Spec 4 "Payment: a pending charge is created for a package, then completed", with the card
 * confirmed in between through the {@link CardPaymentPort}. Progress is an observable state
 * machine (`state$`, `getSnapshot`). A declined card, an offline provider or a failed step keep
 * the pending charge, so the member retries with another card without a second charge; once the
 * card succeeded, a retry only completes.
 */
export class PaymentService extends StateStore<PaymentFlowState> {
  private held: HeldCharge | undefined;
  private running: Promise<PaymentFlowState> | undefined;
  /** A reset or dispose abandons the attempt under way: its answers change nothing. */
  private readonly runs = new RunGuard();

  constructor(private readonly options: PaymentServiceOptions) {
    super(PAYMENT_FLOW_IDLE);
  }

  /** The pending charge kept for a retry, if any. */
  get pendingCharge(): PendingCharge | undefined {
    return this.held?.charge;
  }

  /**
   * Pays `order` with `card`. Resolves the state it ends in; never rejects. While a payment runs,
   * a second call joins it (a double click pays once); after success it returns the succeeded
   * state until `reset`.
   */
  pay(order: PendingChargeCreate, card: CardInput): Promise<PaymentFlowState> {
    if (this.running) return this.running;
    const current = this.getSnapshot();
    if (current.status === 'succeeded') return Promise.resolve(current);
    const run = this.run(order, card, this.runs.current()).finally(() => {
      if (this.running === run) this.running = undefined;
    });
    this.running = run;
    return run;
  }

  /** Back to idle, forgetting the pending charge; an attempt in flight is ignored from now. */
  reset(): void {
    this.runs.abandon();
    this.running = undefined;
    this.held = undefined;
    this.set(PAYMENT_FLOW_IDLE);
  }

  /** Completes `state$`; an attempt in flight changes nothing from now. */
  override dispose(): void {
    this.runs.abandon();
    super.dispose();
  }

  private async run(
    order: PendingChargeCreate,
    card: CardInput,
    run: RunToken,
  ): Promise<PaymentFlowState> {
    const stale = (): boolean => run.stale;
    const { calls, cardPayment } = this.options;

    if (this.held && this.held.orderKey !== orderKeyOf(order)) {
      // Another purchase: a new charge (the platform cancels the older pending one).
      this.held = undefined;
    }
    if (!this.held) {
      this.set({ status: 'creating', packageId: order.packageId });
      try {
        const charge = await calls.createPendingCharge(order);
        if (stale()) return this.getSnapshot();
        this.held = { charge, orderKey: orderKeyOf(order), cardConfirmed: false };
      } catch (error) {
        if (stale()) return this.getSnapshot();
        return this.failed('create', error);
      }
    }
    const held = this.held;

    if (!held.cardConfirmed) {
      this.set({ status: 'confirming', charge: held.charge });
      let result;
      try {
        result = await cardPayment.confirmCardPayment(held.charge.clientSecret, card);
      } catch (error) {
        if (stale()) return this.getSnapshot();
        return this.failed('confirm', error);
      }
      if (stale()) return this.getSnapshot();
      if (result.status === 'declined') {
        return this.set({
          status: 'declined',
          charge: held.charge,
          code: result.code,
          message: result.message,
        });
      }
      if (result.status === 'unavailable') {
        this.options.logger?.warn('Card payment provider unavailable', { message: result.message });
        return this.set({ status: 'unavailable', charge: held.charge, message: result.message });
      }
      held.cardConfirmed = true;
    }

    this.set({ status: 'completing', charge: held.charge });
    try {
      const completion = await calls.completePendingCharge(held.charge.packageId);
      if (stale()) return this.getSnapshot();
      this.held = undefined;
      if (completion.status !== 'SUCCEEDED') {
        // The platform closed the charge without success: a retry needs a new one.
        const message = `The pending charge ended ${completion.status}`;
        this.options.logger?.error('Payment not completed', { status: completion.status });
        return this.set({
          status: 'failed',
          stage: 'complete',
          message,
          messageKey: 'payment.errors.notCompleted',
        });
      }
      return this.set({ status: 'succeeded', charge: held.charge, completion });
    } catch (error) {
      if (stale()) return this.getSnapshot();
      if (isMemberApiError(error) && error.apiCode === 'payment_not_confirmed') {
        // The provider has no successful payment of this charge: the next attempt pays it again.
        held.cardConfirmed = false;
        return this.set({
          status: 'failed',
          stage: 'complete',
          message: describe(error),
          messageKey: 'payment.errors.notConfirmed',
          charge: held.charge,
        });
      }
      return this.failed('complete', error);
    }
  }

  private failed(stage: PaymentFailureStage, error: unknown): PaymentFlowState {
    const fromApi = isMemberApiError(error);
    if (!fromApi) {
      // Call failures are logged by the api already; anything else is logged here.
      this.options.logger?.error('Payment failed', { stage, error: describe(error) });
    }
    return this.set({
      status: 'failed',
      stage,
      message: describe(error),
      messageKey: fromApi ? error.messageKey : 'payment.errors.cardProvider',
      ...(this.held ? { charge: this.held.charge } : {}),
    });
  }

  protected override set(state: PaymentFlowState): PaymentFlowState {
    return super.set(Object.freeze(state));
  }
}
