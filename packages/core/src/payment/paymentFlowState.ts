import type { MemberApiMessageKey } from '../api';
import type { PendingCharge, PendingChargeCompletion } from '../schemas';

/** Which step of "created ... then completed" a failure happened in. */
export type PaymentFailureStage = 'create' | 'confirm' | 'complete';

/**
 * Member-facing message keys of a failed payment (spec 8: "User-facing messages for failed
 * payments ... are not shown"): the call's own key, or one of the payment-specific ones.
 */
export type PaymentFailureMessageKey =
  | MemberApiMessageKey
  /** The card provider threw instead of answering. */
  | 'payment.errors.cardProvider'
  /** The platform answered complete with a charge that did not succeed. */
  | 'payment.errors.notCompleted'
  /** The platform refused to complete: the card provider has no successful payment of it. */
  | 'payment.errors.notConfirmed';

/**
 * Progress of one card payment, as a state machine:
 * idle -> creating -> confirming -> completing -> succeeded, with declined, unavailable and failed
 * as resting states a new attempt leaves again. `charge` is the pending charge kept for a retry.
 */
export type PaymentFlowState =
  | { readonly status: 'idle' }
  | { readonly status: 'creating'; readonly packageId: string }
  | { readonly status: 'confirming'; readonly charge: PendingCharge }
  | { readonly status: 'completing'; readonly charge: PendingCharge }
  | {
      readonly status: 'succeeded';
      readonly charge: PendingCharge;
      readonly completion: PendingChargeCompletion;
    }
  /** The card was refused; the pending charge stays for another card. */
  | {
      readonly status: 'declined';
      readonly charge: PendingCharge;
      readonly code: string;
      readonly message: string;
    }
  /** The card provider is offline (its script did not load); the pending charge stays. */
  | { readonly status: 'unavailable'; readonly charge: PendingCharge; readonly message: string }
  | {
      readonly status: 'failed';
      readonly stage: PaymentFailureStage;
      readonly message: string;
      readonly messageKey: PaymentFailureMessageKey;
      /** The pending charge kept for the retry, when one exists. */
      readonly charge?: PendingCharge;
    };

export type PaymentFlowStatus = PaymentFlowState['status'];

export const PAYMENT_FLOW_IDLE: PaymentFlowState = Object.freeze({ status: 'idle' });

/** Whether a payment is under way (a second `pay` then joins it instead of starting again). */
export function isPaymentInProgress(state: PaymentFlowState): boolean {
  return (
    state.status === 'creating' || state.status === 'confirming' || state.status === 'completing'
  );
}
