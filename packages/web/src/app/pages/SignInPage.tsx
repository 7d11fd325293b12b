import { emailRule, requiredRule, validateValue } from '@scanwise/core';
import { useState, type FormEvent, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { TOKENS } from '../../composition/tokens';
import { useService } from '../../composition/useService';
import { Button } from '../../design/components/Button/Button';
import { Card } from '../../design/components/Card/Card';
import { TextField } from '../../design/components/TextField/TextField';
import styles from './SignInPage.module.css';

const EMAIL_RULES = [requiredRule(), emailRule()];
const PASSWORD_RULES = [requiredRule()];

/**
 * The sign-in screen's shell: e-mail and password with the spec's validation messages (on blur
 * and on submit). Until the session service lands, a valid submit signs in through the identity
 * port and goes home; the session screens replace this wiring.
 */
export function SignInPage(): ReactElement {
  const { t } = useTranslation();
  const identity = useService(TOKENS.identity);
  const logger = useService(TOKENS.logger);
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{
    email?: string | undefined;
    password?: string | undefined;
  }>({});
  const [failed, setFailed] = useState(false);
  const [pending, setPending] = useState(false);

  const emailLabel = t('signIn.email');
  const passwordLabel = t('signIn.password');
  const checkEmail = (value: string): string | undefined =>
    validateValue(value, EMAIL_RULES, emailLabel)[0];
  const checkPassword = (value: string): string | undefined =>
    validateValue(value, PASSWORD_RULES, passwordLabel)[0];

  const submit = async (event: FormEvent<HTMLFormElement>): Promise<void> => {
    event.preventDefault();
    const next = { email: checkEmail(email), password: checkPassword(password) };
    setErrors(next);
    if (next.email || next.password) return;
    setPending(true);
    setFailed(false);
    try {
      const user = await identity.signInWithPassword(email, password);
      if (user) await navigate('/');
      else setFailed(true);
    } catch (error) {
      logger.warn('Password sign-in failed', { error: String(error) });
      setFailed(true);
    } finally {
      setPending(false);
    }
  };

  return (
    <main className={styles.page} id="main-content">
      <div className={styles.column}>
        <p className={styles.brand}>{t('app.name')}</p>
        <h1>{t('signIn.title')}</h1>
        <p className={styles.intro}>{t('signIn.intro')}</p>
        <Card>
          <form noValidate onSubmit={(event) => void submit(event)}>
            <TextField
              label={emailLabel}
              type="email"
              name="email"
              autoComplete="username"
              isRequired
              value={email}
              onChange={setEmail}
              onBlur={() => setErrors((e) => ({ ...e, email: checkEmail(email) }))}
              errorMessage={errors.email}
            />
            <TextField
              label={passwordLabel}
              type="password"
              name="password"
              autoComplete="current-password"
              isRequired
              value={password}
              onChange={setPassword}
              onBlur={() => setErrors((e) => ({ ...e, password: checkPassword(password) }))}
              errorMessage={errors.password}
            />
            {failed ? (
              <p role="alert" className={styles.failure}>
                {t('signIn.failed')}
              </p>
            ) : null}
            <Button type="submit" fullWidth isPending={pending}>
              {t('signIn.submit')}
            </Button>
          </form>
        </Card>
        <p className={styles.links}>
          <Link to="/forgot-password">{t('signIn.forgotPassword')}</Link>
          <Link to="/join">{t('signIn.join')}</Link>
        </p>
      </div>
    </main>
  );
}
