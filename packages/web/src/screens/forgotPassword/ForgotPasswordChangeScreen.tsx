import { emailRule, maxLengthRule, requiredRule } from '@scanwise/core';
import { type FormEvent, type ReactElement } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { TOKENS } from '../../composition/tokens';
import { useService } from '../../composition/useService';
import { SubmitButton } from '../account/shared/SubmitButton';
import { Card } from '../../design/components/Card/Card';
import { TextField } from '../../design/components/TextField/TextField';
import { PublicPageLinks } from '../../design/layouts/PublicPage';
import { FormFailureMessage } from '../account/shared/FormFailureMessage';
import {
  apiErrorCode,
  apiErrorKey,
  firstError,
  NEW_PASSWORD_RULES,
  newPasswordConfirmationError,
} from '../account/shared/forms';
import { ConfirmPasswordField, NewPasswordField } from '../account/shared/PasswordFields';
import { PublicPage } from '../account/shared/PublicPage';
import { useFormFields } from '../account/shared/useFormFields';
import { useFormSubmission } from '../account/shared/useFormSubmission';

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
  const emailKnown = queryEmail !== '';
  const again = `/forgot-password${emailKnown ? `?${new URLSearchParams({ email: queryEmail }).toString()}` : ''}`;
  const { pending, failure, begin, fail } = useFormSubmission();

  const labels: Record<Field, string> = {
    email: t('account.common.email'),
    code: t('account.forgotPasswordChange.code'),
    password: t('account.common.newPassword'),
    confirm: t('account.common.confirmPassword'),
  };
  const check = (field: Field, all: Record<Field, string>): string | undefined => {
    const value = all[field];
    switch (field) {
      case 'email':
        return firstError(value.trim(), EMAIL_RULES, labels.email);
      case 'code':
        return firstError(value.trim(), CODE_RULES, labels.code);
      case 'password':
        return firstError(value, NEW_PASSWORD_RULES, labels.password);
      case 'confirm':
        return newPasswordConfirmationError(
          value,
          all.password,
          labels.confirm,
          t('account.common.passwordMismatch'),
        );
    }
  };
  const { values, formRef, bindText, validateAll } = useFormFields<Record<Field, string>, Field>({
    initialValues: { email: queryEmail, code: queryCode, password: '', confirm: '' },
    fields: ['email', 'code', 'password', 'confirm'],
    check,
  });

  const submit = async (event: FormEvent<HTMLFormElement>): Promise<void> => {
    event.preventDefault();
    if (!validateAll()) return;
    begin();
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
      fail({
        message: invalidCode
          ? t('account.forgotPasswordChange.invalidCode')
          : t(apiErrorKey(cause)),
        link: invalidCode
          ? { to: again, label: t('account.forgotPasswordChange.requestNewCode') }
          : undefined,
      });
    }
  };

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
          <FormFailureMessage failure={failure} />
          {emailKnown ? null : (
            <TextField
              label={labels.email}
              type="email"
              name="email"
              autoComplete="username"
              isRequired
              {...bindText('email')}
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
              {...bindText('code')}
            />
          )}
          <NewPasswordField label={labels.password} {...bindText('password')} />
          <ConfirmPasswordField label={labels.confirm} {...bindText('confirm')} />
          <SubmitButton pending={pending}>{t('account.forgotPasswordChange.submit')}</SubmitButton>
        </form>
      </Card>
      <PublicPageLinks>
        <Link to={again}>{t('account.forgotPasswordChange.requestNewCode')}</Link>
        <Link to="/sign-in">{t('account.common.backToSignIn')}</Link>
      </PublicPageLinks>
    </PublicPage>
  );
}
