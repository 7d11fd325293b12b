import { localizePath, type AuthFailure } from '@scanwise/core';
import { useEffect, useState, type ReactElement } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { useHref, useLocation } from 'react-router-dom';
import { TOKENS } from '../../composition/tokens';
import { useService } from '../../composition/useService';
import { LoadingState } from '../../design/components/Spinner/Spinner';
import { useAppLocale } from '../../navigation/appLocale';
import { replacePageWith } from '../../navigation/pageLoad';
import { takeStashedContinueTo, takeStashedLocale } from '../../navigation/redirectContinueTo';
import { useSafeNavigate } from '../../navigation/useSafeNavigate';
import { AuthActionLink, AuthMessage, AuthPage } from '../signIn/AuthPage';
import { authFailureMessageKey } from '../signIn/authFailureMessage';
import { completeRedirectOnce } from './completeRedirectOnce';

export interface SignInCallbackScreenProps {
  /** G: the social sign-in's return (/sign-in/callback); O: on-behalf-of (/sign-in/callback/login/obo). */
  readonly kind: 'G' | 'O';
}

type Outcome =
  { readonly kind: 'working' } | { readonly kind: 'failed'; readonly failure: AuthFailure | null };

/**
 * The return path of a redirect sign-in: completes it from the page's URL
 * (`auth.completeRedirect(kind, url)`), then continues to the remembered target or home. A
 * tampered, expired or failed callback signs nobody in and says so, with a way back.
 */
export function SignInCallbackScreen({ kind }: SignInCallbackScreenProps): ReactElement {
  const { t } = useTranslation();
  const auth = useService(TOKENS.auth);
  const rootSession = useService(TOKENS.rootSession);
  const storage = useService(TOKENS.storage);
  const logger = useService(TOKENS.logger);
  const navigator = useSafeNavigate();
  const location = useLocation();
  const href = useHref({
    pathname: location.pathname,
    search: location.search,
    hash: location.hash,
  });
  const currentLocale = useAppLocale();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'working' });

  useEffect(() => {
    let active = true;
    const url = new URL(href, window.location.origin).toString();
    void completeRedirectOnce(auth, kind, url).then((state) => {
      if (!active) return;
      if (state.status === 'signedIn') {
        const target = takeStashedContinueTo(rootSession, storage.session) ?? '/';
        const startedIn = takeStashedLocale(storage.session);
        if (startedIn !== null && startedIn !== currentLocale) {
          // The callback path has no locale prefix: back to the locale the member started in,
          // which the app only chooses at startup (a page load; the session is restored).
          replacePageWith(localizePath(startedIn, target));
          return;
        }
        navigator.navigate(target, { replace: true });
        return;
      }
      // Kind and code only: the URL carries the authorization code.
      logger.warn('Redirect sign-in did not complete', { kind, code: state.error?.code ?? null });
      setOutcome({ kind: 'failed', failure: state.error });
    });
    return () => {
      active = false;
    };
    // The callback is completed for the URL the page opened with, once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [href, kind]);

  const title = t(kind === 'O' ? 'authPages.callback.oboTitle' : 'authPages.callback.title');
  if (outcome.kind === 'working') {
    return (
      <AuthPage title={title}>
        <LoadingState label={t('authPages.callback.working')} />
      </AuthPage>
    );
  }
  return (
    <AuthPage title={t('authPages.callback.failedTitle')}>
      <AuthMessage tone="error">
        {outcome.failure
          ? t(authFailureMessageKey(outcome.failure))
          : t('authPages.callback.noResult')}
      </AuthMessage>
      <AuthActionLink
        to={kind === 'O' ? '/login/obo' : '/sign-in'}
        onClick={() => auth.clearError()}
      >
        {t('authPages.callback.backToSignIn')}
      </AuthActionLink>
    </AuthPage>
  );
}
