import type { CardPaymentPort } from '@scanwise/core';

/** What a host without the provider's card field answers. */
export const CARD_FIELD_NEEDS_A_PAGE_MESSAGE =
  "Card payments need the card provider's field in a browser page.";

/**
 * The card payment of a host that cannot show the provider's card field (a Node script): card
 * details are typed into the provider's frame only, so such a host never pays by card. Mounting
 * and paying answer `unavailable`.
 */
export function createUnavailableCardPayment(
  message: string = CARD_FIELD_NEEDS_A_PAGE_MESSAGE,
): CardPaymentPort {
  return {
    mountCardField: () => Promise.resolve({ status: 'unavailable', message }),
    confirmCardPayment: () => Promise.resolve({ status: 'unavailable', message }),
  };
}
