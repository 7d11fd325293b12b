/** What the card form hands over: an adapter-specific handle (a Stripe element, a test card). */
export interface CardInput {
  readonly card: unknown;
}

export type CardPaymentResult =
  | { readonly status: 'succeeded'; readonly paymentIntentId: string }
  | { readonly status: 'declined'; readonly code: string; readonly message: string }
  | { readonly status: 'unavailable'; readonly message: string };

/** The card payment provider: confirms a pending charge's client secret with a card. */
export interface CardPaymentPort {
  confirmCardPayment(clientSecret: string, input: CardInput): Promise<CardPaymentResult>;
}
