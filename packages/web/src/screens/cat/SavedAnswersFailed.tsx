import type { CatMemberRecord } from '@scanwise/core';
import type { ReactElement } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Button } from '../../design/components/Button/Button';
import { ErrorState } from '../../design/components/ErrorState/ErrorState';
import styles from './cat.module.css';

/**
 * A signed-in member's saved answers could not be loaded: try again, or start the check afresh
 * (the answers on the platform stay until new ones are saved).
 */
export function SavedAnswersFailed({
  record,
}: {
  readonly record: Pick<CatMemberRecord, 'retryRestore' | 'startFresh'>;
}): ReactElement {
  const { t } = useTranslation();
  return (
    <>
      <ErrorState
        title={t('cat.questionnaire.loadFailed')}
        description={t('cat.questionnaire.loadFailedHelp')}
        onRetry={() => record.retryRestore()}
      />
      <p className={styles.afterError}>
        <Button variant="ghost" onPress={() => record.startFresh()}>
          {t('cat.questionnaire.startFresh')}
        </Button>
      </p>
    </>
  );
}
