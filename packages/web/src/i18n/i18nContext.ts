import type { i18n } from 'i18next';
import { createContext } from 'react';

/** The i18next instance of the app (./I18nProvider.tsx); null outside a provider. */
export const I18nContext = createContext<i18n | null>(null);
