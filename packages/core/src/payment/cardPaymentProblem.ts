import type { PaymentFlowState } from './paymentFlowState';

/** The provider's code of a card whose authentication (3-D Secure) failed or was abandoned. */
export const CARD_AUTHENTICATION_FAILURE_CODE = 'payment_intent_authentication_failure';

/**
 * Why a card payment did not go through, as the member is told: the card was declined (with the
 * provider's own sentence, e.g. "Your card has insufficient funds.", shown as given), the card's
 * bank could not confirm it was the member (its security check failed or was closed), the
 * provider is not answering, or a step failed with a message key. Nothing was charged in any of
 * them and the pending charge is kept, so the member simply tries again.
 */
export type CardPaymentProblem =
  | { readonly kind: 'declined'; readonly providerMessage: string | null }
  | { readonly kind: 'notAuthenticated' }
  | { readonly kind: 'unavailable' }
  /** `messageKey`: the failed step's key (a PaymentFailureMessageKey, a booking reason), if any. */
  | { readonly kind: 'failed'; readonly messageKey: string | null };

/** The problem a payment's state shows; null while it runs, before it, or once it succeeded. */
export function cardPaymentProblemOf(state: PaymentFlowState): CardPaymentProblem | null {
  switch (state.status) {
    case 'declined':
      return state.code === CARD_AUTHENTICATION_FAILURE_CODE
        ? { kind: 'notAuthenticated' }
        : { kind: 'declined', providerMessage: state.message.trim() || null };
    case 'unavailable':
      return { kind: 'unavailable' };
    case 'failed':
      return { kind: 'failed', messageKey: state.messageKey };
    default:
      return null;
  }
}
