import { useEffect, useId, useRef, useState, type ReactElement } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { TOKENS } from '../composition/tokens';
import { useService } from '../composition/useService';
import { useStore } from '../composition/useStore';
import { Button } from '../design/components/Button/Button';
import styles from './privacy.module.css';

/** Moves focus to the page's heading once the banner has gone, so keyboard users are not lost. */
function focusPageHeading(): void {
  const heading = document.querySelector<HTMLElement>('main h1, h1');
  if (!heading) return;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus();
}

/**
 * The consent banner's panel, as easy to refuse as to accept. A non-modal labelled region at the end of the page, shown while core's consent asks
 * (opt-in required and not yet answered): Accept and Refuse are the same kind of button, side by
 * side, with the details in a disclosure. Loaded by ConsentBanner the first time a page asks.
 */
export function ConsentBannerPanel(): ReactElement | null {
  const { t } = useTranslation();
  const consent = useService(TOKENS.consent);
  const logger = useService(TOKENS.logger);
  const state = useStore(consent);
  const titleId = useId();
  const [saved, setSaved] = useState(false);
  const answered = useRef(false);

  useEffect(() => {
    if (!answered.current || state.askNeeded) return;
    answered.current = false;
    focusPageHeading();
  }, [state.askNeeded]);

  const answer = (choice: 'granted' | 'denied'): void => {
    answered.current = true;
    if (choice === 'granted') consent.grant();
    else consent.refuse();
    logger.info('Consent answered in the banner', { choice });
    setSaved(true);
  };

  if (!state.askNeeded) {
    return saved ? (
      <p className="sw-visually-hidden" aria-live="polite">
        {t('consent.banner.saved')}
      </p>
    ) : null;
  }
  return (
    <section className={styles.banner} aria-labelledby={titleId} data-testid="consent-banner">
      <div className={styles.bannerInner}>
        <div className={styles.bannerText}>
          <h2 id={titleId} className={styles.bannerTitle}>
            {t('consent.banner.title')}
          </h2>
          <p className={styles.bannerBody}>{t('consent.banner.body')}</p>
          <details className={styles.details}>
            <summary className={styles.summary}>{t('consent.banner.detailsSummary')}</summary>
            <p className={styles.bannerBody}>{t('consent.banner.details')}</p>
          </details>
        </div>
        <div className={styles.actions}>
          <Button variant="secondary" onPress={() => answer('granted')}>
            {t('consent.banner.accept')}
          </Button>
          <Button variant="secondary" onPress={() => answer('denied')}>
            {t('consent.banner.refuse')}
          </Button>
        </div>
      </div>
    </section>
  );
}
