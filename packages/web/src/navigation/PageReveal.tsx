import { Activity, useDeferredValue, type ReactElement, type ReactNode } from 'react';
import { LoadingState } from '../design/components/Spinner/Spinner';
import { useTranslation } from '../i18n/useTranslation';
import type { FirstPage } from '../startup/firstPagePlanOf';
import {
  FirstPageReadinessContext,
  HoldFirstReveal,
  useFirstPageReveal,
} from '../startup/firstPageReveal';
import styles from './NavigationGuard.module.css';

export interface PageRevealProps {
  readonly firstPage: FirstPage;
  /** The guard is sending the member elsewhere: the page is not shown. */
  readonly redirecting: boolean;
  /** Startup is still restoring the session the page needs. */
  readonly waitingForSession: boolean;
  readonly children?: ReactNode;
}

/**
 * The routed page behind the guard: the session status or the page's loading status while it
 * cannot show, the page once it can, revealed in a deferred (transition) render (a redirect
 * hides it at once). At startup, a first page the plan shows while the session is restored
 * renders hidden behind the status (Activity: no effects, so no request and no subscription) and
 * shows in one commit (startup/firstPageReveal.tsx).
 */
export function PageReveal({
  firstPage,
  redirecting,
  waitingForSession,
  children,
}: PageRevealProps): ReactElement {
  const { t } = useTranslation();
  const reveal = useFirstPageReveal(firstPage, { waitingForSession, redirecting });
  const revealed = useDeferredValue(!redirecting) && !redirecting;
  return (
    <>
      {!revealed ? (
        <main id="main-content" className={styles.page}>
          <LoadingState label={t(waitingForSession ? 'route.checking' : 'route.loading')} />
        </main>
      ) : null}
      <Activity mode={revealed ? 'visible' : 'hidden'}>
        <FirstPageReadinessContext value={reveal.settle}>
          {!redirecting || reveal.rendersHidden ? children : null}
        </FirstPageReadinessContext>
      </Activity>
      {revealed && reveal.holdUntil ? <HoldFirstReveal until={reveal.holdUntil} /> : null}
    </>
  );
}
