import { buildInitialSetupPayload, canSetPassword, requiredRule } from '@scanwise/core';
import { useMemo, useRef, useState, type FormEvent, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { TOKENS } from '../../composition/tokens';
import { useObservable } from '../../composition/useObservable';
import { useService } from '../../composition/useService';
import { SubmitButton } from '../account/shared/SubmitButton';
import { Card } from '../../design/components/Card/Card';
import { TextField } from '../../design/components/TextField/TextField';
import {
  type FieldErrors,
  apiErrorCode,
  apiErrorKey,
  firstError,
  hasErrors,
  NEW_PASSWORD_RULES,
  setupTimeZone,
  useFocusFirstInvalid,
} from '../account/shared/forms';
import { FormMessage, PublicPage } from '../account/shared/PublicPage';

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
  const [values, setValues] = useState<Record<Field, string>>({ password: '', confirm: '' });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [failure, setFailure] = useState<{ message: string; signIn: boolean } | undefined>();
  const [pending, setPending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(formRef);

  const labels = {
    password: t('account.common.newPassword'),
    confirm: t('account.common.confirmPassword'),
  };
  const check = (field: Field): string | undefined =>
    field === 'password'
      ? firstError(values.password, NEW_PASSWORD_RULES, labels.password)
      : (firstError(values.confirm, [requiredRule()], labels.confirm) ??
        (values.confirm !== values.password ? t('account.common.passwordMismatch') : undefined));

  if (!canSetPassword(data)) return <Navigate to="/" replace />;
  const ready = data;

  const submit = async (event: FormEvent<HTMLFormElement>): Promise<void> => {
    event.preventDefault();
    const next = { password: check('password'), confirm: check('confirm') };
    setErrors(next);
    if (hasErrors(next)) {
      focusFirstInvalid();
      return;
    }
    setPending(true);
    setFailure(undefined);
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
      setFailure({
        message:
          apiErrorCode(cause) === 'invalid_token'
            ? t('account.terms.invalidLink')
            : t(apiErrorKey(cause)),
        signIn: false,
      });
      setPending(false);
      return;
    }
    const state = await auth.signInWithPassword(ready.email, values.password);
    if (state.status !== 'signedIn') {
      logger.warn('Set password: sign-in after the setup failed', { code: state.error?.code });
      setFailure({ message: t('account.setPassword.signInFailed'), signIn: true });
      setPending(false);
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
          {failure ? (
            <FormMessage tone="error">
              {failure.message}{' '}
              {failure.signIn ? <Link to="/sign-in">{t('account.common.signInLink')}</Link> : null}
            </FormMessage>
          ) : null}
          <TextField
            label={labels.password}
            type="password"
            name="new-password"
            autoComplete="new-password"
            description={t('account.common.passwordHint')}
            isRequired
            value={values.password}
            onChange={(value) => setValues((v) => ({ ...v, password: value }))}
            onBlur={() => setErrors((e) => ({ ...e, password: check('password') }))}
            errorMessage={errors.password}
          />
          <TextField
            label={labels.confirm}
            type="password"
            name="confirm-password"
            autoComplete="new-password"
            isRequired
            value={values.confirm}
            onChange={(value) => setValues((v) => ({ ...v, confirm: value }))}
            onBlur={() => setErrors((e) => ({ ...e, confirm: check('confirm') }))}
            errorMessage={errors.confirm}
          />
          <SubmitButton pending={pending}>{t('account.setPassword.submit')}</SubmitButton>
        </form>
      </Card>
    </PublicPage>
  );
}
