/**
 * The card rules of the emulated Stripe, pure so that the card frame (in the browser) and the
 * emulator's API (in Node) share one definition: what the card field accepts as the member types
 * (Stripe Elements' validation codes and messages), and what Stripe's test mode answers for each
 * documented test number (https://docs.stripe.com/testing), with Stripe's error codes, decline
 * codes and messages.
 */

/** The brands of Stripe's `change` event. */
export type CardBrand =
  'visa' | 'mastercard' | 'amex' | 'discover' | 'diners' | 'jcb' | 'unionpay' | 'unknown';

/** The parts of the card field, in the order the member fills them in. */
export const CARD_PARTS = ['number', 'expiry', 'cvc'] as const;
export type CardPart = (typeof CARD_PARTS)[number];

/** Stripe's error for what the field holds (`type: 'validation_error'`). */
export interface ValidationError {
  readonly type: 'validation_error';
  readonly code: string;
  readonly message: string;
}

/** Stripe's error for a card the API refused (`type: 'card_error'`). */
export interface CardError {
  readonly type: 'card_error';
  readonly code: string;
  readonly decline_code?: string;
  readonly message: string;
  readonly param?: string;
}

/** Stripe's English messages, word for word. */
export const STRIPE_MESSAGES = {
  incompleteNumber: 'Your card number is incomplete.',
  invalidNumber: 'Your card number is invalid.',
  incompleteExpiry: "Your card's expiration date is incomplete.",
  invalidExpiryMonth: "Your card's expiration month is invalid.",
  invalidExpiryMonthPast: "Your card's expiration date is in the past.",
  invalidExpiryYearPast: "Your card's expiration year is in the past.",
  invalidExpiryYear: "Your card's expiration year is invalid.",
  incompleteCvc: "Your card's security code is incomplete.",
  invalidCvc: "Your card's security code is invalid.",
  incorrectNumber: 'Your card number is incorrect.',
  declined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  expired: 'Your card has expired.',
  incorrectCvc: "Your card's security code is incorrect.",
  processingError: 'An error occurred while processing your card. Try again in a little bit.',
  velocity:
    'Your card was declined for making repeated attempts too frequently or exceeding its amount limit.',
  liveCardInTestMode:
    'Your card was declined. Your request was in test mode, but used a non test card. For a list of valid test cards, visit: https://stripe.com/docs/testing.',
  authenticationFailure:
    'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
} as const;

const validation = (code: string, message: string): ValidationError => ({
  type: 'validation_error',
  code,
  message,
});

/** The digits of what was typed (spaces, dashes and slashes dropped). */
export function digitsOf(text: string): string {
  return text.replace(/\D/g, '');
}

/** The Luhn checksum every card number passes. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d{2,19}$/.test(digits)) return false;
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

const startsWithin = (digits: string, length: number, low: number, high: number): boolean => {
  if (digits.length < length) return false;
  const prefix = Number(digits.slice(0, length));
  return prefix >= low && prefix <= high;
};

/** The brand of a (partial) card number, from its leading digits as Stripe reads them. */
export function brandOf(digits: string): CardBrand {
  if (digits.startsWith('4')) return 'visa';
  if (startsWithin(digits, 2, 51, 55) || startsWithin(digits, 4, 2221, 2720)) return 'mastercard';
  if (digits.startsWith('34') || digits.startsWith('37')) return 'amex';
  if (digits.startsWith('6011') || digits.startsWith('65') || startsWithin(digits, 3, 644, 649)) {
    return 'discover';
  }
  if (
    startsWithin(digits, 3, 300, 305) ||
    digits.startsWith('36') ||
    digits.startsWith('38') ||
    digits.startsWith('39')
  ) {
    return 'diners';
  }
  if (digits.startsWith('35')) return 'jcb';
  if (digits.startsWith('62') || digits.startsWith('81')) return 'unionpay';
  return 'unknown';
}

/** The lengths a number of this brand may have, shortest first. */
export function numberLengthsOf(brand: CardBrand): readonly number[] {
  switch (brand) {
    case 'amex':
      return [15];
    case 'diners':
      return [14, 16];
    case 'unionpay':
      return [16, 17, 18, 19];
    default:
      return [16];
  }
}

/** The CVC length of a brand: four digits on American Express, three elsewhere. */
export function cvcLengthOf(brand: CardBrand): number {
  return brand === 'amex' ? 4 : 3;
}

/**
 * What one part of the field holds: `incomplete` carries the error to show once the member has
 * left the part (or tries to pay); `invalid` carries the error to show at once.
 */
export type PartCheck =
  | { readonly status: 'empty' }
  | { readonly status: 'incomplete'; readonly error: ValidationError }
  | { readonly status: 'invalid'; readonly error: ValidationError }
  | { readonly status: 'complete' };

const INCOMPLETE_NUMBER = validation('incomplete_number', STRIPE_MESSAGES.incompleteNumber);
const INVALID_NUMBER = validation('invalid_number', STRIPE_MESSAGES.invalidNumber);

/** Checks a card number as typed. */
export function checkNumber(text: string): PartCheck {
  const digits = digitsOf(text);
  if (digits === '') return { status: 'empty' };
  const lengths = numberLengthsOf(brandOf(digits));
  const shortest = lengths[0] ?? 16;
  const longest = lengths[lengths.length - 1] ?? 16;
  if (digits.length < shortest) return { status: 'incomplete', error: INCOMPLETE_NUMBER };
  if (digits.length > longest) return { status: 'invalid', error: INVALID_NUMBER };
  if (lengths.includes(digits.length) && passesLuhn(digits)) return { status: 'complete' };
  if (digits.length < longest) return { status: 'incomplete', error: INCOMPLETE_NUMBER };
  return { status: 'invalid', error: INVALID_NUMBER };
}

/** The month and four-digit year of an expiry typed as `MM / YY`, when both are there. */
export function parseExpiry(text: string): { month: number; year: number } | null {
  const digits = digitsOf(text);
  if (digits.length !== 4 && digits.length !== 6) return null;
  const month = Number(digits.slice(0, 2));
  const year = digits.length === 4 ? 2000 + Number(digits.slice(2)) : Number(digits.slice(2));
  return { month, year };
}

/** Whether a card expiring at the end of `month`/`year` is still valid at `now` (UTC). */
function expiryCheck(month: number, year: number, now: Date): ValidationError | null {
  if (month < 1 || month > 12) {
    return validation('invalid_expiry_month', STRIPE_MESSAGES.invalidExpiryMonth);
  }
  const currentYear = now.getUTCFullYear();
  if (year < currentYear) {
    return validation('invalid_expiry_year_past', STRIPE_MESSAGES.invalidExpiryYearPast);
  }
  if (year === currentYear && month < now.getUTCMonth() + 1) {
    return validation('invalid_expiry_month_past', STRIPE_MESSAGES.invalidExpiryMonthPast);
  }
  if (year > currentYear + 50) {
    return validation('invalid_expiry_year', STRIPE_MESSAGES.invalidExpiryYear);
  }
  return null;
}

/** Checks an expiry date typed as `MM / YY` against today. */
export function checkExpiry(text: string, now: Date): PartCheck {
  const digits = digitsOf(text);
  if (digits === '') return { status: 'empty' };
  if (digits.length >= 2) {
    const month = Number(digits.slice(0, 2));
    if (month < 1 || month > 12) {
      return {
        status: 'invalid',
        error: validation('invalid_expiry_month', STRIPE_MESSAGES.invalidExpiryMonth),
      };
    }
  }
  const expiry = parseExpiry(text);
  if (expiry === null) {
    return {
      status: 'incomplete',
      error: validation('incomplete_expiry', STRIPE_MESSAGES.incompleteExpiry),
    };
  }
  const error = expiryCheck(expiry.month, expiry.year, now);
  return error === null ? { status: 'complete' } : { status: 'invalid', error };
}

/** Checks a CVC against the length the brand asks for. */
export function checkCvc(text: string, brand: CardBrand): PartCheck {
  const digits = digitsOf(text);
  if (digits === '') return { status: 'empty' };
  if (digits.length < cvcLengthOf(brand)) {
    return {
      status: 'incomplete',
      error: validation('incomplete_cvc', STRIPE_MESSAGES.incompleteCvc),
    };
  }
  if (digits.length > cvcLengthOf(brand)) {
    return { status: 'invalid', error: validation('invalid_cvc', STRIPE_MESSAGES.invalidCvc) };
  }
  return { status: 'complete' };
}

/** What the card field holds, as typed. */
export interface CardFieldValues {
  readonly number: string;
  readonly expiry: string;
  readonly cvc: string;
}

/** The card field's `change` event, less `elementType` and `value`. */
export interface CardFieldSummary {
  readonly empty: boolean;
  readonly complete: boolean;
  readonly error: ValidationError | undefined;
  readonly brand: CardBrand;
}

/** Each part's check, in the order of {@link CardPart}. */
export function checkParts(values: CardFieldValues, now: Date): Record<CardPart, PartCheck> {
  const brand = brandOf(digitsOf(values.number));
  return {
    number: checkNumber(values.number),
    expiry: checkExpiry(values.expiry, now),
    cvc: checkCvc(values.cvc, brand),
  };
}

const EMPTY_PART_ERRORS: Record<CardPart, ValidationError> = {
  number: INCOMPLETE_NUMBER,
  expiry: validation('incomplete_expiry', STRIPE_MESSAGES.incompleteExpiry),
  cvc: validation('incomplete_cvc', STRIPE_MESSAGES.incompleteCvc),
};

/**
 * The error each part shows: an invalid part at once, an incomplete one only after the member
 * has left it (`left`) or when `submitting`, which also reports an empty part as incomplete
 * (Stripe's answer to paying with an unfinished field).
 */
export function partErrors(
  values: CardFieldValues,
  now: Date,
  left: ReadonlySet<CardPart>,
  submitting = false,
): Partial<Record<CardPart, ValidationError>> {
  const checks = checkParts(values, now);
  const errors: Partial<Record<CardPart, ValidationError>> = {};
  for (const part of CARD_PARTS) {
    const check = checks[part];
    if (check.status === 'invalid') errors[part] = check.error;
    else if (check.status === 'incomplete' && (left.has(part) || submitting)) {
      errors[part] = check.error;
    } else if (check.status === 'empty' && submitting) errors[part] = EMPTY_PART_ERRORS[part];
  }
  return errors;
}

/** The state the field reports: the first part's error (see {@link partErrors}). */
export function summarise(
  values: CardFieldValues,
  now: Date,
  left: ReadonlySet<CardPart>,
  submitting = false,
): CardFieldSummary {
  const checks = checkParts(values, now);
  const errors = partErrors(values, now, left, submitting);
  return {
    empty: CARD_PARTS.every((part) => checks[part].status === 'empty'),
    complete: CARD_PARTS.every((part) => checks[part].status === 'complete'),
    error: CARD_PARTS.map((part) => errors[part]).find((error) => error !== undefined),
    brand: brandOf(digitsOf(values.number)),
  };
}

/** Groups a number as it shows on the card: 4-6-5 on American Express, fours elsewhere. */
export function formatNumber(digits: string): string {
  const brand = brandOf(digits);
  const groups = brand === 'amex' || (brand === 'diners' && digits.length === 14) ? [4, 6, 5] : [];
  if (groups.length > 0) {
    const parts: string[] = [];
    let index = 0;
    for (const size of groups) {
      if (index >= digits.length) break;
      parts.push(digits.slice(index, index + size));
      index += size;
    }
    return parts.join(' ');
  }
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/**
 * Formats an expiry as the member types it: `1` stays, `4` becomes `04 / `, `1228` `12 / 28`.
 * While deleting, two digits stay without the separator, so backspace can go past it.
 */
export function formatExpiry(typed: string, deleting = false): string {
  let digits = digitsOf(typed).slice(0, 4);
  if (digits.length === 1 && Number(digits) > 1) digits = `0${digits}`;
  if (digits.length < 2 || (digits.length === 2 && deleting)) return digits;
  return `${digits.slice(0, 2)} / ${digits.slice(2)}`;
}

/** What Stripe's test mode does with a card number that passed the field's checks. */
export type TestCardOutcome =
  | { readonly kind: 'succeeds' }
  | { readonly kind: 'requires_authentication' }
  | { readonly kind: 'declines'; readonly error: CardError };

const cardError = (code: string, message: string, declineCode?: string): CardError => ({
  type: 'card_error',
  code,
  ...(declineCode === undefined ? {} : { decline_code: declineCode }),
  message,
});

const declines = (code: string, message: string, declineCode?: string): TestCardOutcome => ({
  kind: 'declines',
  error: cardError(code, message, declineCode),
});

const SUCCEEDS: TestCardOutcome = { kind: 'succeeds' };
const AUTHENTICATES: TestCardOutcome = { kind: 'requires_authentication' };

/** Stripe's documented test numbers (digits only) and their outcome. */
export const TEST_CARDS: Readonly<Record<string, TestCardOutcome>> = {
  '4242424242424242': SUCCEEDS,
  '4000056655665556': SUCCEEDS,
  '5555555555554444': SUCCEEDS,
  '2223003122003222': SUCCEEDS,
  '5200828282828210': SUCCEEDS,
  '5105105105105100': SUCCEEDS,
  '378282246310005': SUCCEEDS,
  '371449635398431': SUCCEEDS,
  '6011111111111117': SUCCEEDS,
  '6011000990139424': SUCCEEDS,
  '3056930009020004': SUCCEEDS,
  '36227206271667': SUCCEEDS,
  '3566002020360505': SUCCEEDS,
  '6200000000000005': SUCCEEDS,
  '4000000000000002': declines('card_declined', STRIPE_MESSAGES.declined, 'generic_decline'),
  '4000000000009995': declines(
    'card_declined',
    STRIPE_MESSAGES.insufficientFunds,
    'insufficient_funds',
  ),
  '4000000000009987': declines('card_declined', STRIPE_MESSAGES.declined, 'lost_card'),
  '4000000000009979': declines('card_declined', STRIPE_MESSAGES.declined, 'stolen_card'),
  '4100000000000019': declines('card_declined', STRIPE_MESSAGES.declined, 'fraudulent'),
  '4000000000000069': declines('expired_card', STRIPE_MESSAGES.expired),
  '4000000000000127': declines('incorrect_cvc', STRIPE_MESSAGES.incorrectCvc),
  '4000000000000119': declines('processing_error', STRIPE_MESSAGES.processingError),
  '4000000000006975': declines('card_declined', STRIPE_MESSAGES.velocity, 'card_velocity_exceeded'),
  // 3-D Secure: authentication on every payment, and on every payment not set up off-session.
  '4000002760003184': AUTHENTICATES,
  '4000002500003155': AUTHENTICATES,
};

/** The outcome of charging a number: a test card's, else Luhn failures and live cards refused. */
export function outcomeOf(digits: string): TestCardOutcome {
  const known = TEST_CARDS[digits];
  if (known !== undefined) return known;
  if (!passesLuhn(digits)) return declines('incorrect_number', STRIPE_MESSAGES.incorrectNumber);
  return declines('card_declined', STRIPE_MESSAGES.liveCardInTestMode, 'test_mode_live_card');
}

/** The card details the API receives from the card frame. */
export interface CardDetails {
  readonly number: string;
  readonly expMonth: number;
  readonly expYear: number;
  readonly cvc: string;
}

/**
 * The API's own checks of the card before any test-card outcome, as Stripe answers them (a card
 * error with `param`): a number that fails Luhn, a bad month, an expired year, a bad CVC.
 */
export function checkCardDetails(card: CardDetails, now: Date): CardError | null {
  const digits = digitsOf(card.number);
  if (!passesLuhn(digits) || digits.length < 12) {
    return { ...cardError('incorrect_number', STRIPE_MESSAGES.incorrectNumber), param: 'number' };
  }
  if (card.expMonth < 1 || card.expMonth > 12) {
    return {
      ...cardError('invalid_expiry_month', STRIPE_MESSAGES.invalidExpiryMonth),
      param: 'exp_month',
    };
  }
  const year = card.expYear < 100 ? 2000 + card.expYear : card.expYear;
  const expiry = expiryCheck(card.expMonth, year, now);
  if (expiry !== null) {
    return {
      ...cardError('invalid_expiry_year', STRIPE_MESSAGES.invalidExpiryYear),
      param: 'exp_year',
    };
  }
  if (!new RegExp(`^\\d{${cvcLengthOf(brandOf(digits))}}$`).test(card.cvc)) {
    return { ...cardError('invalid_cvc', STRIPE_MESSAGES.invalidCvc), param: 'cvc' };
  }
  return null;
}
