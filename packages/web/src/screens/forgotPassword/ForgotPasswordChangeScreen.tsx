import { createPasswordChangeFields, type PasswordResetFailure } from '@scanwise/core';
import { useEffect, useState, type ReactElement } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Link } from '../../navigation/Link';
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
import { useHydrated } from '../../prerender/useHydrated';
import { FormFailureMessage, type FormFailure } from '../account/shared/FormFailureMessage';
import { memberCallMessageKey } from '../account/shared/forms';
import { ConfirmPasswordField, NewPasswordField } from '../account/shared/PasswordFields';
import { PublicPage } from '../account/shared/PublicPage';
import { SubmitButton } from '../account/shared/SubmitButton';

/**
 * ForgotPassword/Change (/forgot-password/change, "Query email and code"): e-mail, code, new
 * password and its confirmation, the e-mail and the code filled from the query (the start step's
 * e-mail, or an e-mail's link with both) -> the core PasswordReset's change, then the confirmation
 * screen. The fields are the same for every visit, so the build prerenders the page: the render
 * that hydrates it is the build's (empty fields), and the query's values go into their fields
 * right after, before what the visitor typed meanwhile is handed over (which wins)
 * (docs/adr/0132-the-password-change-step-always-shows-e-mail-and-code.md).
 */
export function ForgotPasswordChangeScreen(): ReactElement {
  const { t } = useTranslation();
  // A signed-in member comes from the account ("Change your password") and stays signed in.
  const signedIn = useAuthState().status === 'signedIn';
  const reset = useService(TOKENS.passwordReset);
  const state = useStore(reset);
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const queryEmail = search.get('email')?.trim() ?? '';
  const queryCode = search.get('code')?.trim() ?? '';
  useOutcomePerVisit(reset);
  // False only in the render that hydrates the build's page (which knew no query): that render
  // reads nothing of the query.
  const hydrated = useHydrated();
  const [linkInFirstRender] = useState(hydrated);
  const againEmail = hydrated ? queryEmail : '';
  const again = `/forgot-password${againEmail !== '' ? `?${new URLSearchParams({ email: againEmail }).toString()}` : ''}`;

  const form = useForm(
    () =>
      createPasswordChangeFields(
        {
          email: t('account.common.email'),
          code: t('passwordReset.forgotPasswordChange.code'),
          password: t('account.common.newPassword'),
          confirm: t('account.common.confirmPassword'),
          mismatch: t('account.common.passwordMismatch'),
        },
        linkInFirstRender ? { email: queryEmail, code: queryCode } : { email: '', code: '' },
      ),
    ({ email, code, password }) => {
      void reset
        .changePassword({
          email: email.normalizedValue,
          code: code.normalizedValue,
          newPassword: password.value,
        })
        .then(async (result) => {
          if (result.ok) await navigate('/forgot-password/confirm');
        });
    },
  );
  const { fields } = form;
  // The hydrated page's fields take the link's e-mail and code (as initial values: not checked
  // until left or submitted).
  useEffect(() => {
    if (linkInFirstRender) return;
    if (queryEmail !== '') fields.email.reset(queryEmail);
    if (queryCode !== '') fields.code.reset(queryCode);
  }, [linkInFirstRender, fields, queryEmail, queryCode]);

  const failureOf = (failure: PasswordResetFailure): FormFailure =>
    failure.reason === 'invalidCode'
      ? {
          message: t('passwordReset.forgotPasswordChange.invalidCode'),
          link: { to: again, label: t('passwordReset.forgotPasswordChange.requestNewCode') },
        }
      : { message: t(memberCallMessageKey(failure.call)) };
  const failure = state.status === 'failed' ? failureOf(state.failure) : undefined;

  return (
    <PublicPage
      title={t('passwordReset.forgotPasswordChange.title')}
      intro={t('passwordReset.forgotPasswordChange.intro')}
    >
      <Card>
        <form {...form.formProps}>
          <FormFailureMessage failure={failure} />
          <TextField
            label={fields.email.label}
            type="email"
            name="email"
            autoComplete="username"
            {...textField(form, 'email')}
          />
          <TextField
            label={fields.code.label}
            name="code"
            autoComplete="one-time-code"
            inputMode="numeric"
            description={t('passwordReset.forgotPasswordChange.codeHint')}
            {...textField(form, 'code')}
          />
          <NewPasswordField label={fields.password.label} {...textField(form, 'password')} />
          <ConfirmPasswordField label={fields.confirm.label} {...textField(form, 'confirm')} />
          <SubmitButton pending={state.status === 'sending' || state.status === 'changed'}>
            {t('passwordReset.forgotPasswordChange.submit')}
          </SubmitButton>
        </form>
      </Card>
      <PublicPageLinks>
        <Link to={again}>{t('passwordReset.forgotPasswordChange.requestNewCode')}</Link>
        {signedIn ? (
          <Link to="/account">{t('account.common.backToAccount')}</Link>
        ) : (
          <Link to="/sign-in">{t('account.common.backToSignIn')}</Link>
        )}
      </PublicPageLinks>
    </PublicPage>
  );
}
