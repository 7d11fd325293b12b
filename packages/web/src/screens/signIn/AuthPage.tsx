import type { ReactElement, ReactNode } from 'react';
import {
  PublicPageActionLink,
  PublicPageLayout,
  PublicPageLinks,
  PublicPageMessage,
} from '../../design/layouts/PublicPage';

export interface AuthPageProps {
  readonly title: string;
  readonly intro?: ReactNode;
  readonly children?: ReactNode;
}

/**
 * The frame of the sign-in screens and their callbacks: the shared public page with the narrow
 * column.
 */
export function AuthPage({ title, intro, children }: AuthPageProps): ReactElement {
  return (
    <PublicPageLayout title={title} intro={intro} width="narrow">
      {children}
    </PublicPageLayout>
  );
}

/** A message for the whole screen: an error (role=alert) or a notice (role=status). */
export const AuthMessage = PublicPageMessage;

/** A row of secondary links under the form. */
export const AuthLinks = PublicPageLinks;

/** The screen's way forward as a link that looks like the primary button. */
export const AuthActionLink = PublicPageActionLink;
