import {
  EMPTY_CARD_FORM,
  checkCardForm,
  type CardFormField,
  type CardFormValues,
  type CardInput,
} from '@scanwise/core';
import { useCallback, useState } from 'react';

/** The card form as the fields render it: values, the refused fields' message keys, changes. */
export interface CardForm {
  /** Prefix of the input ids (`<prefix>-number`, `-expiry`, `-cvc`). */
  readonly idPrefix: string;
  readonly values: CardFormValues;
  readonly errors: Readonly<Partial<Record<CardFormField, string>>>;
  readonly onChange: (field: CardFormField) => (value: string) => void;
  /**
   * Checks the form with the core's card-form rule: the card to pay with, or null after showing
   * each refused field and moving focus to the first.
   */
  readonly read: () => CardInput | null;
}

/**
 * The one card form of the app (reserve-appointment and payment-authorize): what the member
 * types, checked by the core's `checkCardForm` when they pay. A field's message goes as soon as
 * it is edited again.
 */
export function useCardForm(idPrefix: string): CardForm {
  const [values, setValues] = useState<CardFormValues>(EMPTY_CARD_FORM);
  const [errors, setErrors] = useState<Partial<Record<CardFormField, string>>>({});

  const onChange = useCallback(
    (field: CardFormField) => (value: string) => {
      setValues((current) => ({ ...current, [field]: value }));
      setErrors((current) =>
        current[field] === undefined ? current : { ...current, [field]: undefined },
      );
    },
    [],
  );

  const read = (): CardInput | null => {
    const check = checkCardForm(values);
    if (check.ok) {
      setErrors({});
      return check.input;
    }
    setErrors(check.errors);
    requestAnimationFrame(() =>
      document.getElementById(`${idPrefix}-${check.firstInvalid}`)?.focus(),
    );
    return null;
  };

  return { idPrefix, values, errors, onChange, read };
}
