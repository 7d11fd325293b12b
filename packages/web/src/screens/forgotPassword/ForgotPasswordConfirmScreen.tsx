import type { ReactElement } from 'react';
import { useAuthState } from '../../composition/useAuthState';
import { useTranslation } from '../../i18n/useTranslation';
import { Link } from '../../navigation/Link';
import { Card } from '../../design/components/Card/Card';
import { FormMessage, PublicPage } from '../account/shared/PublicPage';

/**
 * ForgotPassword/Confirm (/forgot-password/confirm): the password changed, on to sign in; a
 * signed-in member stays signed in and goes back to the account.
 */
export function ForgotPasswordConfirmScreen(): ReactElement {
  const { t } = useTranslation();
  const signedIn = useAuthState().status === 'signedIn';
  return (
    <PublicPage title={t('passwordReset.forgotPasswordConfirm.title')}>
      <Card>
        <FormMessage tone="success">
          {t(
            signedIn
              ? 'passwordReset.forgotPasswordConfirm.bodySignedIn'
              : 'passwordReset.forgotPasswordConfirm.body',
          )}
        </FormMessage>
        <p>
          {signedIn ? (
            <Link to="/account">{t('account.common.backToAccount')}</Link>
          ) : (
            <Link to="/sign-in">{t('account.common.signInLink')}</Link>
          )}
        </p>
      </Card>
    </PublicPage>
  );
}
