import type { i18n } from 'i18next';
import type { ReactElement, ReactNode } from 'react';
import { I18nContext } from './i18nContext';

export interface I18nProviderProps {
  readonly i18n: i18n;
  readonly children?: ReactNode;
}

/** Gives the i18next instance to every `useTranslation()` below (the app's own binding). */
export function I18nProvider({ i18n, children }: I18nProviderProps): ReactElement {
  return <I18nContext value={i18n}>{children}</I18nContext>;
}
