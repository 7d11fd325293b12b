import type { ReactElement } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { PublicPageActionLink, PublicPageLayout } from '../../design/layouts/PublicPage';
import styles from './offers.module.css';

export interface OnboardingConfirmationViewProps {
  /** The partner's name as shown. */
  readonly partner: string;
  /** The member was linked before this visit (the check said so). */
  readonly alreadyLinked: boolean;
  /** The kept offer's booking entry, or null: then the way forward is Home. */
  readonly nextPath: string | null;
}

/**
 * OnboardingConfirmation (the confirmation after onboarding; the spec's screen list names it, its
 * route table does not): the end of the partner onboarding on `/link-association`. Says what
 * happened, announced as a status, and gives one way forward.
 */
export function OnboardingConfirmationView({
  partner,
  alreadyLinked,
  nextPath,
}: OnboardingConfirmationViewProps): ReactElement {
  const { t } = useTranslation();
  return (
    <PublicPageLayout title={t('offers.done.title')} width="roomy" compact focusTitle>
      <p className={`${styles.notice} ${styles.confirmed}`} role="status">
        <span className={styles.check} aria-hidden="true">
          ✓
        </span>
        <span>
          {alreadyLinked
            ? t('offers.done.alreadyLinked', { partner })
            : t('offers.done.linked', { partner })}
        </span>
      </p>
      <p>{nextPath ? t('offers.done.nextBook') : t('offers.done.nextHome')}</p>
      <div className={styles.actions}>
        <PublicPageActionLink to={nextPath ?? '/'}>
          {nextPath ? t('offers.done.book') : t('offers.done.home')}
        </PublicPageActionLink>
      </div>
    </PublicPageLayout>
  );
}
