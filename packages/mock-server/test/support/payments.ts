import { paymentIntents } from '../../src/stripe';

/**
 * Pays a pending charge's PaymentIntent with a test card, as the card frame does in the browser
 * (create-pending answers the client secret; complete then finds the intent succeeded).
 */
export function payWithTestCard(
  charge: { readonly clientSecret: string },
  number = '4242424242424242',
): string {
  const id = charge.clientSecret.split('_secret_')[0] ?? '';
  const answer = paymentIntents.confirm(
    id,
    charge.clientSecret,
    { number, expMonth: 12, expYear: new Date().getUTCFullYear() + 5, cvc: '123' },
    new Date(),
  );
  if (answer.ok) return answer.paymentIntent.status;
  return answer.error.code ?? answer.error.type;
}
