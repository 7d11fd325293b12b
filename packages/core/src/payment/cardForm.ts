import type { CardInput } from '../ports';
import {
  customRule,
  FieldModel,
  fieldValues,
  isEmptyValue,
  requiredRule,
  type ValidationRule,
} from '../validation';

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

const cardDigits = (number: string): string => number.replace(/[\s-]/g, '');
const EXPIRY_PATTERN = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/;

/**
 * The card form's rule of each field: 12 to 19 digits (spaces and dashes allowed), an expiry
 * MM/YY or MM/YYYY with a real month, a 3 or 4 digit security code. The provider checks the rest
 * (Luhn, an expiry in the past, a decline).
 */
const CARD_FIELD_TESTS: Readonly<Record<CardFormField, (value: string) => boolean>> = {
  number: (value) => /^\d{12,19}$/.test(cardDigits(value)),
  expiry: (value) => {
    const month = Number(EXPIRY_PATTERN.exec(value)?.[1] ?? NaN);
    return month >= 1 && month <= 12;
  },
  cvc: (value) => /^\d{3,4}$/.test(value.trim()),
};

/**
 * A card field's rules, for its FieldModel: required (so it is marked so), then its format; both
 * say the field's message key (`CARD_FORM_MESSAGES`), which the screen words.
 */
export function cardFieldRules(field: CardFormField): readonly ValidationRule[] {
  const message = CARD_FORM_MESSAGES[field];
  const test = CARD_FIELD_TESTS[field];
  return [
    requiredRule(message),
    customRule(
      field,
      (value) => isEmptyValue(value) || (typeof value === 'string' && test(value)),
      message,
    ),
  ];
}

/** The card form's fields (number, expiry, security code), each on its rules. */
export type CardFormFields = { readonly [K in CardFormField]: FieldModel };

/** The card form as FieldModels; `labels` are the fields' labels as the page shows them. */
export function createCardFormFields(
  labels: Readonly<Record<CardFormField, string>>,
): CardFormFields {
  const field = (name: CardFormField): FieldModel =>
    new FieldModel({ label: labels[name], initialValue: '', rules: cardFieldRules(name) });
  return { number: field('number'), expiry: field('expiry'), cvc: field('cvc') };
}

/** The card form's check over its fields' values (the card to pay with once they all pass). */
export function cardInputOf(fields: CardFormFields): CardFormCheck {
  return checkCardForm(fieldValues(fields));
}

/**
 * Checks the card form before anything is sent, by each field's rule (`cardFieldRules`): the
 * card to pay with, or each refused field's message key and the first of them. The one card-form
 * rule of the app.
 */
export function checkCardForm(values: CardFormValues): CardFormCheck {
  const errors: Partial<Record<CardFormField, string>> = {};
  for (const field of CARD_FORM_FIELDS) {
    if (!CARD_FIELD_TESTS[field](values[field])) errors[field] = CARD_FORM_MESSAGES[field];
  }
  const expiry = EXPIRY_PATTERN.exec(values.expiry);
  const firstInvalid = CARD_FORM_FIELDS.find((field) => errors[field] !== undefined);
  if (firstInvalid !== undefined || !expiry) {
    return { ok: false, errors, firstInvalid: firstInvalid ?? 'expiry' };
  }
  const month = Number(expiry[1]);
  const digits = cardDigits(values.number);
  const cvc = values.cvc.trim();
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
