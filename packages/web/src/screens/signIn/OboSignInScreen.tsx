import { useState, type ReactElement } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Link } from '../../navigation/Link';
import { TOKENS } from '../../composition/tokens';
import { useService } from '../../composition/useService';
import { useAuthState } from '../../composition/useAuthState';
import { Button } from '../../design/components/Button/Button';
import { Card } from '../../design/components/Card/Card';
import { stashContinueTo } from '../../navigation/redirectContinueTo';
import { AuthLinks, AuthMessage, AuthPage } from './AuthPage';
import { authFailureMessageKey } from './authFailureMessage';
import { useAppLocale } from '../../navigation/appLocale';

/**
 * Login/OBO: staff sign in against the separate on-behalf-of authority (kind O), where they
 * also choose the member; the authority returns to /sign-in/callback/login/obo.
 */
export function OboSignInScreen(): ReactElement {
  const { t } = useTranslation();
  const auth = useService(TOKENS.auth);
  const rootSession = useService(TOKENS.rootSession);
  const locale = useAppLocale();
  const storage = useService(TOKENS.storage);
  const state = useAuthState();
  const [redirecting, setRedirecting] = useState(false);

  const start = (): void => {
    stashContinueTo(rootSession, storage.session, locale);
    setRedirecting(true);
    void auth.signInWithRedirect('O').then((after) => {
      if (after.status !== 'signingIn') setRedirecting(false);
    });
  };

  return (
    <AuthPage title={t('authPages.obo.title')} intro={t('authPages.obo.intro')}>
      {state.error ? (
        <AuthMessage tone="error">{t(authFailureMessageKey(state.error))}</AuthMessage>
      ) : null}
      <Card>
        <Button fullWidth isPending={redirecting} onPress={start}>
          {t('authPages.obo.submit')}
        </Button>
      </Card>
      <AuthLinks>
        <Link to="/sign-in">{t('authPages.obo.memberSignIn')}</Link>
      </AuthLinks>
    </AuthPage>
  );
}
