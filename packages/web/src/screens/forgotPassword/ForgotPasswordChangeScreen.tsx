import { createPasswordChangeFields, type PasswordResetFailure } from '@scanwise/core';
import type { ReactElement } from 'react';
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
import { useTranslation } from '../../i18n/useTranslation';
import { FormFailureMessage, type FormFailure } from '../account/shared/FormFailureMessage';
import { memberCallMessageKey } from '../account/shared/forms';
import { ConfirmPasswordField, NewPasswordField } from '../account/shared/PasswordFields';
import { PublicPage } from '../account/shared/PublicPage';
import { SubmitButton } from '../account/shared/SubmitButton';

/**
 * ForgotPassword/Change (/forgot-password/change, "Query email and code"): the e-mail and the
 * code come from the query (the e-mail's link); whichever is missing is asked for. New password
 * and its confirmation -> the core PasswordReset's change, then the confirmation screen.
 */
export function ForgotPasswordChangeScreen(): ReactElement {
  const { t } = useTranslation();
  const reset = useService(TOKENS.passwordReset);
  const state = useStore(reset);
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const queryEmail = search.get('email')?.trim() ?? '';
  const queryCode = search.get('code')?.trim() ?? '';
  const emailKnown = queryEmail !== '';
  const again = `/forgot-password${emailKnown ? `?${new URLSearchParams({ email: queryEmail }).toString()}` : ''}`;
  useOutcomePerVisit(reset);

  const form = useForm(
    () =>
      createPasswordChangeFields(
        {
          email: t('account.common.email'),
          code: t('account.forgotPasswordChange.code'),
          password: t('account.common.newPassword'),
          confirm: t('account.common.confirmPassword'),
          mismatch: t('account.common.passwordMismatch'),
        },
        { email: queryEmail, code: queryCode },
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

  const failureOf = (failure: PasswordResetFailure): FormFailure =>
    failure.reason === 'invalidCode'
      ? {
          message: t('account.forgotPasswordChange.invalidCode'),
          link: { to: again, label: t('account.forgotPasswordChange.requestNewCode') },
        }
      : { message: t(memberCallMessageKey(failure.call)) };
  const failure = state.status === 'failed' ? failureOf(state.failure) : undefined;

  return (
    <PublicPage
      title={t('account.forgotPasswordChange.title')}
      intro={
        emailKnown
          ? `${t('account.forgotPasswordChange.intro')} ${t('account.forgotPasswordChange.forEmail', { email: queryEmail })}`
          : t('account.forgotPasswordChange.intro')
      }
    >
      <Card>
        <form {...form.formProps}>
          <FormFailureMessage failure={failure} />
          {emailKnown ? null : (
            <TextField
              label={fields.email.label}
              type="email"
              name="email"
              autoComplete="username"
              {...textField(form, 'email')}
            />
          )}
          {queryCode !== '' ? null : (
            <TextField
              label={fields.code.label}
              name="code"
              autoComplete="one-time-code"
              inputMode="numeric"
              description={t('account.forgotPasswordChange.codeHint')}
              {...textField(form, 'code')}
            />
          )}
          <NewPasswordField label={fields.password.label} {...textField(form, 'password')} />
          <ConfirmPasswordField label={fields.confirm.label} {...textField(form, 'confirm')} />
          <SubmitButton pending={state.status === 'sending' || state.status === 'changed'}>
            {t('account.forgotPasswordChange.submit')}
          </SubmitButton>
        </form>
      </Card>
      <PublicPageLinks>
        <Link to={again}>{t('account.forgotPasswordChange.requestNewCode')}</Link>
        <Link to="/sign-in">{t('account.common.backToSignIn')}</Link>
      </PublicPageLinks>
    </PublicPage>
  );
}
