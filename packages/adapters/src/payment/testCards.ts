/**
 * Stripe's documented test card numbers (https://docs.stripe.com/testing) and what Stripe
 * answers for each: the error `code`, the `decline_code` for card_declined, and the message.
 */
export interface TestCardOutcome {
  readonly outcome: 'succeeded' | 'declined';
  readonly brand: string;
  /** Stripe's error code (card_declined, expired_card, incorrect_cvc, ...). */
  readonly code?: string;
  /** Stripe's decline_code for card_declined errors. */
  readonly declineCode?: string;
  readonly message?: string;
}

const ok = (brand: string): TestCardOutcome => ({ outcome: 'succeeded', brand });
const declined = (code: string, message: string, declineCode?: string): TestCardOutcome => ({
  outcome: 'declined',
  brand: 'visa',
  code,
  ...(declineCode === undefined ? {} : { declineCode }),
  message,
});

export const STRIPE_MESSAGES = {
  declined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  expired: 'Your card has expired.',
  incorrectCvc: "Your card's security code is incorrect.",
  processingError: 'An error occurred while processing your card. Try again in a little bit.',
  incorrectNumber: 'Your card number is incorrect.',
  velocity:
    'Your card was declined for making repeated attempts too frequently or exceeding its amount limit.',
  authenticationRequired: 'Your card was declined. This transaction requires authentication.',
  liveCardInTestMode:
    'Your card was declined. Your request was in test mode, but used a non test card. For a list of valid test cards, visit: https://stripe.com/docs/testing.',
  invalidExpiryMonth: "Your card's expiration month is invalid.",
  invalidExpiryYear: "Your card's expiration year is invalid.",
  incompleteCvc: "Your card's security code is incomplete.",
} as const;

/** Test numbers (digits only) and their outcome. */
export const STRIPE_TEST_CARDS: Readonly<Record<string, TestCardOutcome>> = {
  // Successful payments, by brand.
  '4242424242424242': ok('visa'),
  '4000056655665556': ok('visa'),
  '5555555555554444': ok('mastercard'),
  '2223003122003222': ok('mastercard'),
  '5200828282828210': ok('mastercard'),
  '5105105105105100': ok('mastercard'),
  '378282246310005': ok('amex'),
  '371449635398431': ok('amex'),
  '6011111111111117': ok('discover'),
  '6011000990139424': ok('discover'),
  '3056930009020004': ok('diners'),
  '36227206271667': ok('diners'),
  '3566002020360505': ok('jcb'),
  '6200000000000005': ok('unionpay'),
  // Declines.
  '4000000000000002': declined('card_declined', STRIPE_MESSAGES.declined, 'generic_decline'),
  '4000000000009995': declined(
    'card_declined',
    STRIPE_MESSAGES.insufficientFunds,
    'insufficient_funds',
  ),
  '4000000000009987': declined('card_declined', STRIPE_MESSAGES.declined, 'lost_card'),
  '4000000000009979': declined('card_declined', STRIPE_MESSAGES.declined, 'stolen_card'),
  '4100000000000019': declined('card_declined', STRIPE_MESSAGES.declined, 'fraudulent'),
  '4000000000000069': declined('expired_card', STRIPE_MESSAGES.expired),
  '4000000000000127': declined('incorrect_cvc', STRIPE_MESSAGES.incorrectCvc),
  '4000000000000119': declined('processing_error', STRIPE_MESSAGES.processingError),
  '4242424242424241': declined('incorrect_number', STRIPE_MESSAGES.incorrectNumber),
  '4000000000006975': declined('card_declined', STRIPE_MESSAGES.velocity, 'card_velocity_exceeded'),
  // 3D Secure cards need a challenge the offline adapter cannot show.
  '4000002500003155': declined(
    'card_declined',
    STRIPE_MESSAGES.authenticationRequired,
    'authentication_required',
  ),
  '4000002760003184': declined(
    'card_declined',
    STRIPE_MESSAGES.authenticationRequired,
    'authentication_required',
  ),
};

/** The Luhn check every card number passes. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  let double = false;
  for (let index = digits.length - 1; index >= 0; index -= 1) {
    let digit = Number(digits[index]);
    if (double) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
    double = !double;
  }
  return sum % 10 === 0;
}
