import { assessCatAnswers } from '@scanwise/core';
import { useId, type ReactElement } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Link } from '../../navigation/Link';
import { EmptyState } from '../../design/components/EmptyState/EmptyState';
import { ErrorState } from '../../design/components/ErrorState/ErrorState';
import { LoadingState } from '../../design/components/Spinner/Spinner';
import { PublicPageLayout } from '../../design/layouts/PublicPage';
import { useHydrated } from '../../prerender/useHydrated';
import { CatResultView } from './CatResultView';
import { SavedAnswersFailed } from './SavedAnswersFailed';
import { useCatQuestionnaire } from './useCatQuestionnaire';
import styles from './cat.module.css';

/**
 * CAT Results (/cat/results): what the answers suggest and what a heart CT scan adds. Before an
 * account the band is the core's local assessment (the platform's own rules) with the way to
 * save it (sign-up); a signed-in member's answers are saved (POST members cat) and the platform
 * scores them (GET members cat results), both by the core's `CatMemberRecord` while the page is
 * open. Nothing is tracked here.
 *
 * The build prerenders its loading state (the answers are this tab's, the session this browser's):
 * the render that hydrates it is that loading state too, and the next one shows what this tab
 * holds. The results' area reserves the viewport's height, so the site footer is below the fold
 * whatever shows in it and nothing on screen moves when the results replace the loading state
 * (docs/adr/0127-public-pages-hydrate-once-their-services-are-there.md).
 */
export function CatResultsScreen(): ReactElement {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const { cat, state, record, recordState, authStatus, signedIn, awaitingSavedAnswers } =
    useCatQuestionnaire('results');
  const { draft, saveStatus } = state;
  const { scoring } = recordState;
  const complete = draft.completedAt !== null;

  const title = t('cat.results.title');
  const page = (content: ReactElement, busy = false): ReactElement => (
    <PublicPageLayout title={title} width="roomy" compact focusTitle>
      <div className={styles.resultsArea} aria-busy={busy || undefined}>
        {content}
      </div>
    </PublicPageLayout>
  );

  if (!hydrated || authStatus === 'restoring' || awaitingSavedAnswers) {
    return page(<LoadingState label={t('cat.results.loading')} />, true);
  }
  if (signedIn && recordState.restore === 'failed') {
    return page(<SavedAnswersFailed record={record} />);
  }
  if (!complete) {
    return page(
      <EmptyState
        title={t('cat.results.emptyTitle')}
        description={t('cat.results.emptyBody')}
        action={
          <Link className={styles.linkButton} to="/cat/questionnaire">
            {t('cat.common.start')}
          </Link>
        }
      />,
    );
  }

  const assessment = assessCatAnswers(draft.answers);
  if (!signedIn) {
    return page(
      <CatResultView
        riskLevel={assessment.riskLevel}
        eligible={assessment.eligible}
        assessment={assessment}
        answers={draft.answers}
      >
        <SaveInvitation />
        <ChangeAnswers onChange={() => cat.goToStep(1)} />
      </CatResultView>,
    );
  }

  if (saveStatus === 'failed') {
    return page(
      <ErrorState
        title={t('cat.results.loadFailed')}
        description={t('cat.results.saveFailed')}
        retryLabel={t('cat.results.retrySave')}
        onRetry={() => record.retryResults()}
      />,
    );
  }
  if (scoring.status === 'failed') {
    return page(
      <ErrorState title={t('cat.results.loadFailed')} onRetry={() => record.retryResults()} />,
    );
  }
  if (scoring.status !== 'ready') {
    return page(
      <LoadingState
        label={saveStatus === 'saving' ? t('cat.results.saving') : t('cat.results.loading')}
      />,
      true,
    );
  }
  return page(
    <CatResultView
      riskLevel={scoring.result.riskLevel}
      eligible={scoring.result.eligible}
      assessment={assessment}
      answers={draft.answers}
    >
      <div className={styles.card}>
        <p className={styles.status} role="status">
          {t('cat.results.saved')}
        </p>
        {scoring.result.eligible ? (
          <p>
            <Link className={styles.linkButton} to="/book-scan/select-plan">
              {t('cat.results.bookScan')}
            </Link>
          </p>
        ) : null}
      </div>
      <ChangeAnswers onChange={() => cat.goToStep(1)} />
    </CatResultView>,
  );
}

function SaveInvitation(): ReactElement {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('cat.results.saveTitle')}</h2>
      <p>{t('cat.results.saveBody')}</p>
      <p>
        <Link className={styles.linkButton} to="/cat/results/sign-up">
          {t('cat.results.saveCta')}
        </Link>
      </p>
    </section>
  );
}

function ChangeAnswers({ onChange }: { readonly onChange: () => void }): ReactElement {
  const { t } = useTranslation();
  return (
    <p>
      <Link className={styles.textLink} to="/cat/questionnaire" onClick={onChange}>
        {t('cat.results.changeAnswers')}
      </Link>
    </p>
  );
}
