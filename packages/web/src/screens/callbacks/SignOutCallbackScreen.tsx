import type { ReactElement } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { AuthActionLink, AuthPage } from '../signIn/AuthPage';

/** The return path of sign-out at the identity provider: signed out, with the way back in. */
export function SignOutCallbackScreen(): ReactElement {
  const { t } = useTranslation();
  return (
    <AuthPage title={t('authPages.signOut.title')} intro={t('authPages.signOut.intro')}>
      <AuthActionLink to="/sign-in">{t('authPages.signOut.signInAgain')}</AuthActionLink>
    </AuthPage>
  );
}
