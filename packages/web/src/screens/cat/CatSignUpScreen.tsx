import { assessCatAnswers } from '@scanwise/core';
import { useId, type ReactElement } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Link } from '../../navigation/Link';
import { TOKENS } from '../../composition/tokens';
import { useService } from '../../composition/useService';
import { EmptyState } from '../../design/components/EmptyState/EmptyState';
import { ErrorState } from '../../design/components/ErrorState/ErrorState';
import { LoadingState } from '../../design/components/Spinner/Spinner';
import { PublicPageLayout } from '../../design/layouts/PublicPage';
import { SavedAnswersFailed } from './SavedAnswersFailed';
import { useCatQuestionnaire } from './useCatQuestionnaire';
import styles from './cat.module.css';

/**
 * CAT Results Sign Up (/cat/results/sign-up): keeps the answers by creating an account through
 * the existing Join flow (or signing in). Choosing either asks the core to save the answers as
 * soon as the session is signed in (POST members cat; a toast on arrival says so). A member
 * already signed in has the answers saved here at once (core `CatMemberRecord`, which brings a
 * member's saved answers into a tab that holds none first). Nothing is tracked here.
 */
export function CatSignUpScreen(): ReactElement {
  const { t } = useTranslation();
  // Open, the page has the record save a signed-in member's complete answers.
  const { cat, state, record, recordState, authStatus, signedIn, awaitingSavedAnswers } =
    useCatQuestionnaire('signUp');
  const rootSession = useService(TOKENS.rootSession);
  const { draft, saveStatus } = state;
  const complete = draft.completedAt !== null;
  const headingId = useId();

  const page = (content: ReactElement): ReactElement => (
    <PublicPageLayout title={t('cat.signUp.title')} width="roomy" compact focusTitle>
      {content}
    </PublicPageLayout>
  );

  if (authStatus === 'restoring' || awaitingSavedAnswers) {
    return page(<LoadingState label={t('cat.signUp.saving')} />);
  }
  if (signedIn && recordState.restore === 'failed') {
    return page(<SavedAnswersFailed record={record} />);
  }
  if (!complete) {
    return page(
      <EmptyState
        title={t('cat.signUp.emptyTitle')}
        description={t('cat.signUp.emptyBody')}
        action={
          <Link className={styles.linkButton} to="/cat/questionnaire">
            {t('cat.common.start')}
          </Link>
        }
      />,
    );
  }

  if (signedIn) {
    if (saveStatus === 'failed') {
      return page(
        <ErrorState
          title={t('cat.signUp.savingTitle')}
          description={t('cat.signUp.saveFailed')}
          onRetry={() => void cat.save()}
        />,
      );
    }
    if (saveStatus !== 'saved') return page(<LoadingState label={t('cat.signUp.saving')} />);
    return page(
      <div className={styles.card}>
        <p className={styles.status} role="status">
          {t('cat.signUp.saved')}
        </p>
        <p>
          <Link className={styles.linkButton} to="/cat/results">
            {t('cat.signUp.viewResults')}
          </Link>
        </p>
      </div>,
    );
  }

  const band = assessCatAnswers(draft.answers).riskLevel;
  return page(
    <div className={styles.stack}>
      <section className={styles.card} aria-labelledby={headingId}>
        <h2 id={headingId}>
          {t('cat.signUp.summary', { band: t(`cat.results.band.${band}.title`) })}
        </h2>
        <p>{t('cat.signUp.intro')}</p>
        <p className={styles.muted}>{t('cat.signUp.privacy')}</p>
        <div className={styles.actionsEnd}>
          <Link
            className={styles.linkButton}
            to="/join"
            onClick={() => {
              cat.requestSaveOnSignIn();
              // Join continues to the remembered target once the account exists.
              rootSession.setContinueTo('/cat/results');
            }}
          >
            {t('cat.signUp.create')}
          </Link>
          <Link
            className={styles.linkSecondary}
            to="/sign-in"
            onClick={() => {
              cat.requestSaveOnSignIn();
              rootSession.setContinueTo('/cat/results');
            }}
          >
            {t('cat.signUp.signIn')}
          </Link>
        </div>
      </section>
      <p>
        <Link className={styles.textLink} to="/cat/results">
          {t('cat.signUp.back')}
        </Link>
      </p>
    </div>,
  );
}
