import type { ReactNode } from 'react';
import type { LocaleFormatters } from '../../i18n/localeFormatters';
import { useLocaleFormatters } from '../../i18n/useLocaleFormatters';

export interface LocaleFormatsOnDemandProps {
  readonly children: (formatters: LocaleFormatters) => ReactNode;
}

/**
 * The locale's formatters for a loaded offer's view, in a chunk of their own (`lazy`): the claim
 * screens' first render (and hydration) waits for none of the date and money formats, which load
 * beside the offer's call (docs/adr/0153).
 */
export default function LocaleFormatsOnDemand({ children }: LocaleFormatsOnDemandProps): ReactNode {
  return children(useLocaleFormatters());
}
