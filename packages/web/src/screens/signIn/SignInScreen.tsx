import {
  appendQueryString,
  CONSTANTS,
  EMAIL_ADDRESS_RULES,
  FieldModel,
  MINUTE,
  requiredRule,
  type SignOutNotice,
} from '@scanwise/core';
import { useCallback, useEffect, useState, type ReactElement } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from '../../i18n/useTranslation';
import { useLocation, useSearchParams } from 'react-router-dom';
import { Link } from '../../navigation/Link';
import { TOKENS } from '../../composition/tokens';
import { useService } from '../../composition/useService';
import { useAuthState } from '../../composition/useAuthState';
import { Button } from '../../design/components/Button/Button';
import { Card } from '../../design/components/Card/Card';
import { TextField } from '../../design/components/TextField/TextField';
import { textField, useForm } from '../../forms/useForm';
import { stashContinueTo } from '../../navigation/redirectContinueTo';
import { signInNoticeOf } from '../../navigation/signInNotice';
import { useSafeNavigate } from '../../navigation/useSafeNavigate';
import { AuthLinks, AuthMessage, AuthPage } from './AuthPage';
import { authFailureMessageKey } from './authFailureMessage';
import styles from './AuthPage.module.css';
import { useAppLocale } from '../../navigation/appLocale';

/**
 * Which screen reuses the sign-in screen: SignIn (/sign-in), Login/Renewal (/login/renewal) or
 * Login/MedicalQuestionnaire (/login/medical-questionnaire?encounterId=...).
 */
export type SignInVariant = 'signIn' | 'renewal' | 'medicalQuestionnaire';

export interface SignInScreenProps {
  readonly variant?: SignInVariant;
}

/** The password of an account: whatever it is, it must be given. */
const PASSWORD_RULES = [requiredRule()];

const TITLE_KEYS = {
  signIn: ['auth.signIn.title', 'auth.signIn.intro'],
  renewal: ['auth.signIn.renewalTitle', 'auth.signIn.renewalIntro'],
  medicalQuestionnaire: ['auth.signIn.questionnaireTitle', 'auth.signIn.questionnaireIntro'],
} as const;

/** What the sign-in page says about why the member is signed out (the session decides why). */
function signOutNoticeText(t: TFunction, notice: SignOutNotice): string {
  if (notice === 'inactivity') {
    return t('auth.signedOut.inactivity', { count: CONSTANTS.inactiveLogout / MINUTE });
  }
  return t(`auth.signedOut.${notice}`);
}

/** Where Login/MedicalQuestionnaire continues: the questionnaire of the encounter, directly. */
export function medicalQuestionnairePath(encounterId: string | null): string | null {
  const id = encounterId?.trim();
  if (!id) return null;
  return appendQueryString('/medical-questionnaire', {
    extraData: JSON.stringify({ encounterId: id }),
    direct: 'true',
  });
}

/**
 * The sign-in screen: e-mail and password with the spec's validation messages (on blur and on
 * submit, not while typing), social sign-in, a link for staff. The auth state's error is shown
 * member-friendly. On /sign-in the navigation guard moves on once signed in (to the remembered
 * target or home); the renewal and questionnaire variants continue themselves.
 */
export function SignInScreen({ variant = 'signIn' }: SignInScreenProps): ReactElement {
  const { t } = useTranslation();
  const auth = useService(TOKENS.auth);
  const rootSession = useService(TOKENS.rootSession);
  const locale = useAppLocale();
  const storage = useService(TOKENS.storage);
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const navigator = useSafeNavigate();
  const state = useAuthState();
  const [redirecting, setRedirecting] = useState(false);
  const form = useForm(
    () => ({
      // An e-mail input strips the white space around its value itself: nothing to trim.
      email: new FieldModel({
        label: t('auth.signIn.email'),
        initialValue: '',
        rules: EMAIL_ADDRESS_RULES,
      }),
      password: new FieldModel({
        label: t('auth.signIn.password'),
        initialValue: '',
        rules: PASSWORD_RULES,
      }),
    }),
    ({ email, password }) => void auth.signInWithPassword(email.value, password.value),
  );

  const encounterId = searchParams.get('encounterId');
  const continueAfterSignIn = useCallback((): void => {
    if (variant === 'signIn') return; // the navigation guard moves on from /sign-in
    const questionnaire =
      variant === 'medicalQuestionnaire' ? medicalQuestionnairePath(encounterId) : null;
    const target = questionnaire ?? rootSession.takeContinueTo() ?? '/';
    navigator.navigate(target, { replace: true });
  }, [variant, encounterId, rootSession, navigator]);

  // Already signed in on a screen that reuses sign-in: continue at once.
  const signedIn = state.status === 'signedIn';
  useEffect(() => {
    if (signedIn) continueAfterSignIn();
  }, [signedIn, continueAfterSignIn]);

  const socialSignIn = (): void => {
    // The page leaves for the identity provider: keep the remembered target for the callback
    // (the questionnaire entry's own target first: the callback does not come back here).
    const questionnaire =
      variant === 'medicalQuestionnaire' ? medicalQuestionnairePath(encounterId) : null;
    if (questionnaire !== null) rootSession.setContinueTo(questionnaire);
    stashContinueTo(rootSession, storage.session, locale);
    setRedirecting(true);
    void auth.signInWithRedirect('G').then((after) => {
      if (after.status !== 'signingIn') setRedirecting(false);
    });
  };

  const [titleKey, introKey] = TITLE_KEYS[variant];
  const pending = state.status === 'signingIn' && !redirecting;
  // The guard's own reason (no phone number) first; otherwise why the session ended.
  const notice =
    signInNoticeOf(location.state) === 'phoneMissing'
      ? t('auth.signIn.phoneMissing')
      : state.signOutNotice !== null
        ? signOutNoticeText(t, state.signOutNotice)
        : null;
  return (
    <AuthPage title={t(titleKey)} intro={t(introKey)}>
      {notice !== null && state.error === null ? (
        <AuthMessage tone="info">{notice}</AuthMessage>
      ) : null}
      {state.error ? (
        <AuthMessage tone="error">{t(authFailureMessageKey(state.error))}</AuthMessage>
      ) : null}
      <Card>
        {/* POST: the page is prerendered (src/prerender), so a submit before the app has started
            is the browser's own; it must not put the password in the address. */}
        <form {...form.formProps} method="post" aria-busy={pending}>
          <TextField
            label={form.fields.email.label}
            type="email"
            name="email"
            autoComplete="username"
            {...textField(form, 'email')}
          />
          <TextField
            label={form.fields.password.label}
            type="password"
            name="password"
            autoComplete="current-password"
            {...textField(form, 'password')}
          />
          <Button type="submit" fullWidth isPending={pending}>
            {t('auth.signIn.submit')}
          </Button>
        </form>
        <p className={styles.divider}>{t('auth.signIn.or')}</p>
        <Button variant="secondary" fullWidth isPending={redirecting} onPress={socialSignIn}>
          {t('auth.signIn.social')}
        </Button>
      </Card>
      <p className="sw-visually-hidden" role="status">
        {pending ? t('auth.signIn.signingIn') : ''}
      </p>
      <AuthLinks>
        <Link to="/forgot-password">{t('auth.signIn.forgotPassword')}</Link>
        <Link to="/join">{t('auth.signIn.join')}</Link>
      </AuthLinks>
      <p className={styles.staffLink}>
        <Link to="/login/obo">{t('auth.signIn.staff')}</Link>
      </p>
    </AuthPage>
  );
}
