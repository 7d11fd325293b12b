import type { ScanwiseTranslations } from './enUS';

type DeepPartial<T> = { readonly [K in keyof T]?: T[K] extends object ? DeepPartial<T[K]> : T[K] };

/**
 * British English: only what differs from the base (US) language, spelling and date order.
 * A missing key falls back to the base language.
 */
export const EN_GB_TRANSLATIONS: DeepPartial<ScanwiseTranslations> = {
  home: {
    centerName: 'imaging centre',
  },
  states: {
    canceled: 'Cancelled',
  },
  payment: {
    authorize: 'Authorise payment',
  },
  forms: {
    datePlaceholder: 'DD/MM/YYYY',
  },
};
