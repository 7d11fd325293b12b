import type { ReactElement } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Link } from '../../navigation/Link';
import { Card } from '../../design/components/Card/Card';
import { FormMessage, PublicPage } from '../account/shared/PublicPage';

/** ForgotPassword/Confirm (/forgot-password/confirm): the password changed, on to sign in. */
export function ForgotPasswordConfirmScreen(): ReactElement {
  const { t } = useTranslation();
  return (
    <PublicPage title={t('passwordReset.forgotPasswordConfirm.title')}>
      <Card>
        <FormMessage tone="success">{t('passwordReset.forgotPasswordConfirm.body')}</FormMessage>
        <p>
          <Link to="/sign-in">{t('account.common.signInLink')}</Link>
        </p>
      </Card>
    </PublicPage>
  );
}
