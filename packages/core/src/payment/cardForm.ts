import type { CardInput } from '../ports';

/** The fields of the app's own card form (number, expiry MM/YY, security code). */
export type CardFormField = 'number' | 'expiry' | 'cvc';

/** The card form's fields in their on-screen order (the first one in error takes focus). */
export const CARD_FORM_FIELDS: readonly CardFormField[] = Object.freeze([
  'number',
  'expiry',
  'cvc',
]);

export type CardFormValues = Readonly<Record<CardFormField, string>>;

export const EMPTY_CARD_FORM: CardFormValues = Object.freeze({ number: '', expiry: '', cvc: '' });

/** The card as the offline test-card adapter reads it (a Stripe element replaces it later). */
export interface CardFormCard {
  readonly number: string;
  readonly expMonth: number;
  readonly expYear: number;
  readonly cvc: string;
}

/** Message keys of a field the form refuses. */
export const CARD_FORM_MESSAGES: Readonly<Record<CardFormField, string>> = Object.freeze({
  number: 'booking.reserve.cardNumberInvalid',
  expiry: 'booking.reserve.expiryInvalid',
  cvc: 'booking.reserve.cvcInvalid',
});

export type CardFormCheck =
  | { readonly ok: true; readonly input: CardInput & { readonly card: CardFormCard } }
  | {
      readonly ok: false;
      /** The message key of each field refused. */
      readonly errors: Readonly<Partial<Record<CardFormField, string>>>;
      /** The first field refused, in on-screen order (to move focus to). */
      readonly firstInvalid: CardFormField;
    };

/**
 * Checks the card form before anything is sent: 12 to 19 digits (spaces and dashes allowed), an
 * expiry MM/YY or MM/YYYY with a real month, a 3 or 4 digit security code. The provider checks
 * the rest (Luhn, an expiry in the past, a decline). The one card-form rule of the app.
 */
export function checkCardForm(values: CardFormValues): CardFormCheck {
  const errors: Partial<Record<CardFormField, string>> = {};
  const digits = values.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits)) errors.number = CARD_FORM_MESSAGES.number;
  const expiry = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(values.expiry);
  const month = expiry ? Number(expiry[1]) : NaN;
  if (!expiry || month < 1 || month > 12) errors.expiry = CARD_FORM_MESSAGES.expiry;
  const cvc = values.cvc.trim();
  if (!/^\d{3,4}$/.test(cvc)) errors.cvc = CARD_FORM_MESSAGES.cvc;
  const firstInvalid = CARD_FORM_FIELDS.find((field) => errors[field] !== undefined);
  if (firstInvalid !== undefined || !expiry) {
    return { ok: false, errors, firstInvalid: firstInvalid ?? 'expiry' };
  }
  const year = Number(expiry[2]);
  return {
    ok: true,
    input: {
      card: {
        number: digits,
        expMonth: month,
        expYear: year < 100 ? 2000 + year : year,
        cvc,
      },
    },
  };
}
