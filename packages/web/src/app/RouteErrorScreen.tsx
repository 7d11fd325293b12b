import { useEffect, type ReactElement } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { TOKENS } from '../composition/tokens';
import { useService } from '../composition/useService';
import { ButtonLink } from '../design/components/Button/ButtonLink';
import { ErrorState } from '../design/components/ErrorState/ErrorState';
import { Logo } from '../design/components/Logo/Logo';
import { SiteFooter } from '../design/components/SiteFooter/SiteFooter';
import styles from './RouteErrorScreen.module.css';

export interface RouteErrorScreenProps {
  /** What the route error boundary caught (a render failure, a chunk that did not load). */
  readonly error: unknown;
  /** Inside the dashboard shell (its main landmark exists) or a page of its own. */
  readonly inShell?: boolean;
}

/** What is logged of a render failure: its name and message, never the whole object. */
export function describeRouteError(error: unknown): Record<string, string> {
  if (error instanceof Error) return { name: error.name, message: error.message };
  return { name: typeof error, message: String(error) };
}

/**
 * The screen of the route error boundary (RouteErrorBoundary, around each route's screen and the
 * root view): a page that failed to render or whose code failed to load says so, logs it and
 * offers a reload and the way home. Never a blank screen.
 */
export function RouteErrorScreen({ error, inShell = false }: RouteErrorScreenProps): ReactElement {
  const { t } = useTranslation();
  const logger = useService(TOKENS.logger);
  useEffect(() => {
    logger.error('A route failed to render', describeRouteError(error));
  }, [error, logger]);
  const content = (
    <div className={styles.column}>
      <ErrorState
        title={t('route.errorTitle')}
        description={t('route.errorDescription')}
        onRetry={() => window.location.reload()}
        retryLabel={t('route.reload')}
        headingLevel={2}
      />
      <p className={styles.home}>
        <ButtonLink to="/" reloadDocument variant="quiet">
          {t('route.home')}
        </ButtonLink>
      </p>
    </div>
  );
  if (inShell) return content;
  return (
    <div className={styles.frame}>
      <header className={styles.top}>
        <Logo />
      </header>
      <main id="main-content" className={styles.page}>
        <h1 className="sw-visually-hidden">{t('app.name')}</h1>
        {content}
      </main>
      <SiteFooter />
    </div>
  );
}
