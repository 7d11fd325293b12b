import type { PaymentFlowState } from './paymentFlowState';

/**
 * Why a card payment did not go through, as the member is told: the card was declined (with the
 * provider's own sentence, e.g. "Your card has insufficient funds.", shown as given), the
 * provider is not answering, or a step failed with a message key. Nothing was charged in any of
 * them and the pending charge is kept, so the member simply tries again.
 */
export type CardPaymentProblem =
  | { readonly kind: 'declined'; readonly providerMessage: string | null }
  | { readonly kind: 'unavailable' }
  /** `messageKey`: the failed step's key (a PaymentFailureMessageKey, a booking reason), if any. */
  | { readonly kind: 'failed'; readonly messageKey: string | null };

/** The problem a payment's state shows; null while it runs, before it, or once it succeeded. */
export function cardPaymentProblemOf(state: PaymentFlowState): CardPaymentProblem | null {
  switch (state.status) {
    case 'declined':
      return { kind: 'declined', providerMessage: state.message.trim() || null };
    case 'unavailable':
      return { kind: 'unavailable' };
    case 'failed':
      return { kind: 'failed', messageKey: state.messageKey };
    default:
      return null;
  }
}
