import { alternateLinks, canonicalUrl, localizePath } from '@scanwise/core';
import type { ReactElement } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppLocale } from './appLocale';

export interface DocumentLinksProps {
  /**
   * The site's origin (browsers: location.origin; none while the build prerenders a page, whose
   * HTML leaves these links to the browser's render: src/prerender).
   */
  readonly origin?: string;
  /** The app's base path (Vite's BASE_URL). */
  readonly base?: string;
}

/**
 * The canonical link and the alternate-language links of the current page ("built from
 * origin, base and path"; en-us unprefixed, others prefixed). React 19 hoists them into the
 * document head and replaces them as the page changes.
 */
export function DocumentLinks({
  origin = typeof window === 'undefined' ? '' : window.location.origin,
  base = import.meta.env.BASE_URL,
}: DocumentLinksProps): ReactElement {
  const { pathname } = useLocation();
  const locale = useAppLocale();
  const path = localizePath(locale, pathname);
  return (
    <>
      <link rel="canonical" href={canonicalUrl(origin, base, path)} />
      {alternateLinks(origin, base, path).map((link) => (
        <link key={link.hrefLang} rel="alternate" hrefLang={link.hrefLang} href={link.href} />
      ))}
    </>
  );
}
