import { offerSavingOf, type Discount, type Offer } from '@scanwise/core';
import type { TFunction } from 'i18next';
import type { LocaleFormatters } from '../../i18n/localeFormatters';

/** The i18n key of a core message key (`api.errors.offline`, `offers.notLinked`). */
export function offersErrorKey(messageKey: string): string {
  const last = messageKey.split('.').pop() ?? 'server';
  return `offers.errors.${last}`;
}

/** "10% off", "$50.00 off", or "Arranged for you" for an offer without a discount. */
export function savingText(
  t: TFunction,
  money: LocaleFormatters,
  discount: Discount | null | undefined,
): string {
  const saving = offerSavingOf(discount);
  if (saving.kind === 'percent') return t('offers.saving.percent', { percent: saving.percent });
  if (saving.kind === 'amount') {
    return t('offers.saving.amount', { amount: money.formatMoney(saving.cents) });
  }
  return t('offers.saving.none');
}

/** The partner's name to show: the platform's display name, else the link's partner. */
export function partnerDisplayName(offer: Offer | null, linkPartner: string | null): string | null {
  return offer?.partner?.displayName ?? linkPartner;
}
