import {
  cardInputOf,
  createCardFormFields,
  type CardFormFields,
  type CardInput,
} from '@scanwise/core';
import { useForm, type Form } from '../../forms/useForm';
import { useTranslation } from '../../i18n/useTranslation';
import { CARD_FIELD_LABEL_KEYS } from './CardFields';

/**
 * The card form of a payment screen on useForm: the core's card fields, and `onCard` called with
 * the card once every field passes (a submit with a refused field shows each message and focuses
 * the first).
 */
export function useCardForm(onCard: (card: CardInput) => void): Form<CardFormFields> {
  const { t } = useTranslation();
  return useForm(
    () =>
      createCardFormFields({
        number: t(CARD_FIELD_LABEL_KEYS.number),
        expiry: t(CARD_FIELD_LABEL_KEYS.expiry),
        cvc: t(CARD_FIELD_LABEL_KEYS.cvc),
      }),
    (fields) => {
      const check = cardInputOf(fields);
      if (check.ok) onCard(check.input);
    },
  );
}
