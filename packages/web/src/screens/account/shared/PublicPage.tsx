import type { ReactElement, ReactNode } from 'react';
import { PublicPageLayout, PublicPageMessage } from '../../../design/layouts/PublicPage';

export interface PublicPageProps {
  readonly title: string;
  readonly intro?: ReactNode;
  readonly children?: ReactNode;
  /** Wider column for longer forms (Join, terms). */
  readonly wide?: boolean;
}

/**
 * The frame of the public account screens (Join, forgot password, initial setup): the shared
 * public page with a compact header whose h1 takes focus when the page opens (so a screen reader
 * starts at the new page).
 */
export function PublicPage({
  title,
  intro,
  children,
  wide = false,
}: PublicPageProps): ReactElement {
  return (
    <PublicPageLayout
      title={title}
      intro={intro}
      width={wide ? 'wide' : 'regular'}
      compact
      focusTitle
    >
      {children}
    </PublicPageLayout>
  );
}

/** A message for the whole form: an error (role=alert) or a success (role=status). */
export const FormMessage = PublicPageMessage;
