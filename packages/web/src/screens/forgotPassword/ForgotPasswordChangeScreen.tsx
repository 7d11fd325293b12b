import { emailRule, maxLengthRule, requiredRule } from '@scanwise/core';
import { useRef, useState, type FormEvent, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { TOKENS } from '../../composition/tokens';
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
  useFocusFirstInvalid,
} from '../account/shared/forms';
import { FormMessage, PublicPage } from '../account/shared/PublicPage';
import styles from '../account/shared/shared.module.css';

const EMAIL_RULES = [requiredRule(), emailRule()];
const CODE_RULES = [requiredRule(), maxLengthRule(2000)];

type Field = 'email' | 'code' | 'password' | 'confirm';

/**
 * ForgotPassword/Change (/forgot-password/change, "Query email and code"): the e-mail and the
 * code come from the query (the e-mail's link); whichever is missing is asked for. New password
 * and its confirmation -> `changeForgottenPassword`, then the confirmation screen.
 */
export function ForgotPasswordChangeScreen(): ReactElement {
  const { t } = useTranslation();
  const memberApi = useService(TOKENS.memberApi);
  const logger = useService(TOKENS.logger);
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const queryEmail = search.get('email')?.trim() ?? '';
  const queryCode = search.get('code')?.trim() ?? '';
  const [values, setValues] = useState<Record<Field, string>>({
    email: queryEmail,
    code: queryCode,
    password: '',
    confirm: '',
  });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [failure, setFailure] = useState<{ message: string; invalidCode: boolean } | undefined>();
  const [pending, setPending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(formRef);

  const labels: Record<Field, string> = {
    email: t('account.common.email'),
    code: t('account.forgotPasswordChange.code'),
    password: t('account.common.newPassword'),
    confirm: t('account.common.confirmPassword'),
  };
  const check = (field: Field, all = values): string | undefined => {
    const value = all[field];
    switch (field) {
      case 'email':
        return firstError(value.trim(), EMAIL_RULES, labels.email);
      case 'code':
        return firstError(value.trim(), CODE_RULES, labels.code);
      case 'password':
        return firstError(value, NEW_PASSWORD_RULES, labels.password);
      case 'confirm':
        return (
          firstError(value, [requiredRule()], labels.confirm) ??
          (value !== all.password ? t('account.common.passwordMismatch') : undefined)
        );
    }
  };
  const set = (field: Field) => (value: string) => setValues((v) => ({ ...v, [field]: value }));
  const blur = (field: Field) => () => setErrors((e) => ({ ...e, [field]: check(field) }));

  const submit = async (event: FormEvent<HTMLFormElement>): Promise<void> => {
    event.preventDefault();
    const next: FieldErrors<Field> = {
      email: check('email'),
      code: check('code'),
      password: check('password'),
      confirm: check('confirm'),
    };
    setErrors(next);
    if (hasErrors(next)) {
      focusFirstInvalid();
      return;
    }
    setPending(true);
    setFailure(undefined);
    try {
      await memberApi.changeForgottenPassword({
        email: values.email.trim(),
        code: values.code.trim(),
        newPassword: values.password,
      });
      await navigate('/forgot-password/confirm');
    } catch (cause) {
      logger.warn('Forgot password: the change failed', { error: String(cause) });
      const invalidCode = apiErrorCode(cause) === 'invalid_code';
      setFailure({
        message: invalidCode
          ? t('account.forgotPasswordChange.invalidCode')
          : t(apiErrorKey(cause)),
        invalidCode,
      });
      setPending(false);
    }
  };

  const emailKnown = queryEmail !== '';
  const again = `/forgot-password${emailKnown ? `?${new URLSearchParams({ email: queryEmail }).toString()}` : ''}`;
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
        <form ref={formRef} noValidate onSubmit={(event) => void submit(event)}>
          {failure ? (
            <FormMessage tone="error">
              {failure.message}{' '}
              {failure.invalidCode ? (
                <Link to={again}>{t('account.forgotPasswordChange.requestNewCode')}</Link>
              ) : null}
            </FormMessage>
          ) : null}
          {emailKnown ? null : (
            <TextField
              label={labels.email}
              type="email"
              name="email"
              autoComplete="username"
              isRequired
              value={values.email}
              onChange={set('email')}
              onBlur={blur('email')}
              errorMessage={errors.email}
            />
          )}
          {queryCode !== '' ? null : (
            <TextField
              label={labels.code}
              name="code"
              autoComplete="one-time-code"
              inputMode="numeric"
              description={t('account.forgotPasswordChange.codeHint')}
              isRequired
              value={values.code}
              onChange={set('code')}
              onBlur={blur('code')}
              errorMessage={errors.code}
            />
          )}
          <TextField
            label={labels.password}
            type="password"
            name="new-password"
            autoComplete="new-password"
            description={t('account.common.passwordHint')}
            isRequired
            value={values.password}
            onChange={set('password')}
            onBlur={blur('password')}
            errorMessage={errors.password}
          />
          <TextField
            label={labels.confirm}
            type="password"
            name="confirm-password"
            autoComplete="new-password"
            isRequired
            value={values.confirm}
            onChange={set('confirm')}
            onBlur={blur('confirm')}
            errorMessage={errors.confirm}
          />
          <SubmitButton pending={pending}>{t('account.forgotPasswordChange.submit')}</SubmitButton>
        </form>
      </Card>
      <p className={styles.links}>
        <Link to={again}>{t('account.forgotPasswordChange.requestNewCode')}</Link>
        <Link to="/sign-in">{t('account.common.backToSignIn')}</Link>
      </p>
    </PublicPage>
  );
}
