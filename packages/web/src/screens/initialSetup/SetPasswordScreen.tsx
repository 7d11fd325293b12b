import { buildInitialSetupPayload, canSetPassword } from '@scanwise/core';
import { useMemo, type FormEvent, type ReactElement } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Navigate, useNavigate } from 'react-router-dom';
import { TOKENS } from '../../composition/tokens';
import { useObservable } from '../../composition/useObservable';
import { useService } from '../../composition/useService';
import { SubmitButton } from '../account/shared/SubmitButton';
import { Card } from '../../design/components/Card/Card';
import { FormFailureMessage } from '../account/shared/FormFailureMessage';
import {
  apiErrorCode,
  apiErrorKey,
  firstError,
  NEW_PASSWORD_RULES,
  newPasswordConfirmationError,
  setupTimeZone,
} from '../account/shared/forms';
import { ConfirmPasswordField, NewPasswordField } from '../account/shared/PasswordFields';
import { PublicPage } from '../account/shared/PublicPage';
import { useFormFields } from '../account/shared/useFormFields';
import { useFormSubmission } from '../account/shared/useFormSubmission';

type Field = 'password' | 'confirm';

/**
 * InitialSetup/SetPassword (/initial-setup/set-password): needs the stored e-mail and code (core
 * `canSetPassword`; without them it goes home, as the route says). The new password ->
 * `completeInitialSetup` (terms were accepted on the previous step), then a password sign-in
 * and home.
 */
export function SetPasswordScreen(): ReactElement {
  const { t } = useTranslation();
  const memberApi = useService(TOKENS.memberApi);
  const logger = useService(TOKENS.logger);
  const auth = useService(TOKENS.auth);
  const setupStore = useService(TOKENS.initialSetup);
  const navigate = useNavigate();
  const readSetup = useMemo(() => () => setupStore.getSnapshot(), [setupStore]);
  const data = useObservable(setupStore.state$, readSetup);
  const { pending, failure, begin, fail } = useFormSubmission();
  const labels = {
    password: t('account.common.newPassword'),
    confirm: t('account.common.confirmPassword'),
  };
  const { values, formRef, bindText, validateAll } = useFormFields<Record<Field, string>, Field>({
    initialValues: { password: '', confirm: '' },
    fields: ['password', 'confirm'],
    check: (field, all) =>
      field === 'password'
        ? firstError(all.password, NEW_PASSWORD_RULES, labels.password)
        : newPasswordConfirmationError(
            all.confirm,
            all.password,
            labels.confirm,
            t('account.common.passwordMismatch'),
          ),
  });

  if (!canSetPassword(data)) return <Navigate to="/" replace />;
  const ready = data;

  const submit = async (event: FormEvent<HTMLFormElement>): Promise<void> => {
    event.preventDefault();
    if (!validateAll()) return;
    begin();
    try {
      await memberApi.completeInitialSetup(
        buildInitialSetupPayload(ready, {
          legal: true,
          timeZone: setupTimeZone(),
          newPassword: values.password,
        }),
      );
    } catch (cause) {
      logger.warn('Set password: the initial setup failed', { error: String(cause) });
      fail({
        message:
          apiErrorCode(cause) === 'invalid_token'
            ? t('account.terms.invalidLink')
            : t(apiErrorKey(cause)),
      });
      return;
    }
    const state = await auth.signInWithPassword(ready.email, values.password);
    if (state.status !== 'signedIn') {
      logger.warn('Set password: sign-in after the setup failed', { code: state.error?.code });
      fail({
        message: t('account.setPassword.signInFailed'),
        link: { to: '/sign-in', label: t('account.common.signInLink') },
      });
      return;
    }
    setupStore.clear();
    await navigate('/', { replace: true });
  };

  return (
    <PublicPage
      title={t('account.setPassword.title')}
      intro={t('account.setPassword.intro', { email: ready.email })}
    >
      <Card>
        <form ref={formRef} noValidate onSubmit={(event) => void submit(event)}>
          <FormFailureMessage failure={failure} />
          <NewPasswordField label={labels.password} {...bindText('password')} />
          <ConfirmPasswordField label={labels.confirm} {...bindText('confirm')} />
          <SubmitButton pending={pending}>{t('account.setPassword.submit')}</SubmitButton>
        </form>
      </Card>
    </PublicPage>
  );
}
