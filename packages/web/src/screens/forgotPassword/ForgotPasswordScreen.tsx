import { createResetEmailField } from '@scanwise/core';
import type { ReactElement } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { TOKENS } from '../../composition/tokens';
import { useOutcomePerVisit } from '../../composition/useOutcomePerVisit';
import { useService } from '../../composition/useService';
import { useStore } from '../../composition/useStore';
import { Card } from '../../design/components/Card/Card';
import { TextField } from '../../design/components/TextField/TextField';
import { PublicPageLinks } from '../../design/layouts/PublicPage';
import { textField, useForm } from '../../forms/useForm';
import { useAuthState } from '../../composition/useAuthState';
import { useTranslation } from '../../i18n/useTranslation';
import { Link } from '../../navigation/Link';
import { memberCallMessageKey } from '../account/shared/forms';
import { FormMessage, PublicPage } from '../account/shared/PublicPage';
import { SubmitButton } from '../account/shared/SubmitButton';

/**
 * ForgotPassword (/forgot-password): the e-mail of the account -> the core PasswordReset's code
 * request (the platform answers alike for known and unknown e-mails), then the change step with
 * the e-mail in its query. A query `email` (the Account screen's link) fills the field.
 */
export function ForgotPasswordScreen(): ReactElement {
  const { t } = useTranslation();
  // A signed-in member comes from the account ("Change your password") and stays signed in.
  const signedIn = useAuthState().status === 'signedIn';
  const reset = useService(TOKENS.passwordReset);
  const state = useStore(reset);
  const navigate = useNavigate();
  const [search] = useSearchParams();
  useOutcomePerVisit(reset);
  const form = useForm(
    () => ({ email: createResetEmailField(t('account.common.email'), search.get('email') ?? '') }),
    ({ email }) => {
      const address = email.normalizedValue;
      void reset.requestCode(address).then(async (result) => {
        if (!result.ok) return;
        await navigate(
          `/forgot-password/change?${new URLSearchParams({ email: address }).toString()}`,
        );
      });
    },
  );
  const failure =
    state.status === 'failed' && state.failure.reason === 'callFailed'
      ? t(memberCallMessageKey(state.failure.call))
      : undefined;

  return (
    <PublicPage
      title={t('passwordReset.forgotPassword.title')}
      intro={t('passwordReset.forgotPassword.intro')}
    >
      <Card>
        <form {...form.formProps}>
          {failure ? <FormMessage tone="error">{failure}</FormMessage> : null}
          <TextField
            label={form.fields.email.label}
            type="email"
            name="email"
            autoComplete="username"
            {...textField(form, 'email')}
          />
          <SubmitButton pending={state.status === 'sending' || state.status === 'codeSent'}>
            {t('passwordReset.forgotPassword.submit')}
          </SubmitButton>
        </form>
      </Card>
      <PublicPageLinks>
        {signedIn ? (
          <Link to="/account">{t('account.common.backToAccount')}</Link>
        ) : (
          <Link to="/sign-in">{t('account.common.backToSignIn')}</Link>
        )}
      </PublicPageLinks>
    </PublicPage>
  );
}
