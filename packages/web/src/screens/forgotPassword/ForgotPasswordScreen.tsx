import { emailRule, requiredRule } from '@scanwise/core';
import { useRef, useState, type FormEvent, type ReactElement } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { TOKENS } from '../../composition/tokens';
import { useService } from '../../composition/useService';
import { SubmitButton } from '../account/shared/SubmitButton';
import { Card } from '../../design/components/Card/Card';
import { TextField } from '../../design/components/TextField/TextField';
import { PublicPageLinks } from '../../design/layouts/PublicPage';
import { apiErrorKey, firstError, useFocusFirstInvalid } from '../account/shared/forms';
import { FormMessage, PublicPage } from '../account/shared/PublicPage';

const EMAIL_RULES = [requiredRule(), emailRule()];

/**
 * ForgotPassword (/forgot-password): the e-mail of the account -> `requestPasswordReset` (the
 * platform answers alike for known and unknown e-mails), then the change step with the e-mail in
 * its query. A query `email` (the Account screen's link) fills the field.
 */
export function ForgotPasswordScreen(): ReactElement {
  const { t } = useTranslation();
  const memberApi = useService(TOKENS.memberApi);
  const logger = useService(TOKENS.logger);
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const [email, setEmail] = useState(search.get('email') ?? '');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(formRef);
  const label = t('account.common.email');

  const submit = async (event: FormEvent<HTMLFormElement>): Promise<void> => {
    event.preventDefault();
    const message = firstError(email.trim(), EMAIL_RULES, label);
    setError(message);
    if (message) {
      focusFirstInvalid();
      return;
    }
    setPending(true);
    setFailure(undefined);
    try {
      const address = email.trim();
      await memberApi.requestPasswordReset({ email: address });
      await navigate(
        `/forgot-password/change?${new URLSearchParams({ email: address }).toString()}`,
      );
    } catch (cause) {
      logger.warn('Forgot password: the code request failed', { error: String(cause) });
      setFailure(t(apiErrorKey(cause)));
      setPending(false);
    }
  };

  return (
    <PublicPage title={t('account.forgotPassword.title')} intro={t('account.forgotPassword.intro')}>
      <Card>
        <form ref={formRef} noValidate onSubmit={(event) => void submit(event)}>
          {failure ? <FormMessage tone="error">{failure}</FormMessage> : null}
          <TextField
            label={label}
            type="email"
            name="email"
            autoComplete="username"
            isRequired
            value={email}
            onChange={setEmail}
            onBlur={() => setError(firstError(email.trim(), EMAIL_RULES, label))}
            errorMessage={error}
          />
          <SubmitButton pending={pending}>{t('account.forgotPassword.submit')}</SubmitButton>
        </form>
      </Card>
      <PublicPageLinks>
        <Link to="/sign-in">{t('account.common.backToSignIn')}</Link>
      </PublicPageLinks>
    </PublicPage>
  );
}
