import { canSetPassword, createNewPasswordFields, type InitialSetupFailure } from '@scanwise/core';
import type { ReactElement } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { TOKENS } from '../../composition/tokens';
import { useOutcomePerVisit } from '../../composition/useOutcomePerVisit';
import { useService } from '../../composition/useService';
import { useStore } from '../../composition/useStore';
import { Card } from '../../design/components/Card/Card';
import { textField, useForm } from '../../forms/useForm';
import { useTranslation } from '../../i18n/useTranslation';
import { FormFailureMessage, type FormFailure } from '../account/shared/FormFailureMessage';
import { memberCallMessageKey } from '../account/shared/forms';
import { ConfirmPasswordField, NewPasswordField } from '../account/shared/PasswordFields';
import { PublicPage } from '../account/shared/PublicPage';
import { SubmitButton } from '../account/shared/SubmitButton';

/**
 * InitialSetup/SetPassword (/initial-setup/set-password): needs the stored e-mail and code (core
 * `canSetPassword`; without them it goes home, as the route says). The new password goes to the
 * core InitialSetupFlow (the setup with it, then a sign-in), then home.
 */
export function SetPasswordScreen(): ReactElement {
  const { t } = useTranslation();
  const flow = useService(TOKENS.initialSetupFlow);
  const flowState = useStore(flow);
  const data = useStore(useService(TOKENS.initialSetup));
  const navigate = useNavigate();
  useOutcomePerVisit(flow);
  const form = useForm(
    () =>
      createNewPasswordFields({
        password: t('account.common.newPassword'),
        confirm: t('account.common.confirmPassword'),
        mismatch: t('account.common.passwordMismatch'),
      }),
    ({ password }) => {
      void flow.setPassword(password.value).then(async (result) => {
        if (result.ok && result.next.step === 'continue') {
          await navigate(result.next.to, { replace: true });
        }
      });
    },
  );

  const working = flowState.status === 'working' || flowState.status === 'finished';
  // The data goes once the setup is done: the screen stays while the app moves on.
  if (!canSetPassword(data) && !working) return <Navigate to="/" replace />;

  const failureOf = (failure: InitialSetupFailure): FormFailure => {
    switch (failure.reason) {
      case 'invalidLink':
        return { message: t('initialSetup.terms.invalidLink') };
      case 'signInFailed':
        return {
          message: t('initialSetup.setPassword.signInFailed'),
          link: { to: '/sign-in', label: t('account.common.signInLink') },
        };
      case 'termsNotRecorded':
        return { message: t('initialSetup.terms.acceptFailed') };
      case 'callFailed':
        return { message: t(memberCallMessageKey(failure.call)) };
    }
  };
  const failure = flowState.status === 'failed' ? failureOf(flowState.failure) : undefined;

  return (
    <PublicPage
      title={t('initialSetup.setPassword.title')}
      intro={t('initialSetup.setPassword.intro', { email: data.email })}
    >
      <Card>
        <form {...form.formProps}>
          <FormFailureMessage failure={failure} />
          <NewPasswordField label={form.fields.password.label} {...textField(form, 'password')} />
          <ConfirmPasswordField label={form.fields.confirm.label} {...textField(form, 'confirm')} />
          <SubmitButton pending={working}>{t('initialSetup.setPassword.submit')}</SubmitButton>
        </form>
      </Card>
    </PublicPage>
  );
}
