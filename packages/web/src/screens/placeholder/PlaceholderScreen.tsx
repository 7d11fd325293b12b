import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Card } from '../../design/components/Card/Card';
import type { PlaceholderTopic } from './placeholderTopics';
import styles from './PlaceholderScreen.module.css';

export interface PlaceholderScreenProps {
  /** What the screen will be (its heading); without it a general heading. */
  readonly topic?: PlaceholderTopic | undefined;
}

/**
 * The one honest placeholder for the screens of later releases (booking flows, questionnaires,
 * uploads, offers, payment authorisation, ...): says on screen that this part is coming in a
 * later release and offers the way home.
 */
export function PlaceholderScreen({ topic }: PlaceholderScreenProps): ReactElement {
  const { t } = useTranslation();
  const title = topic ? t(`auth.placeholder.screens.${topic}`) : t('auth.placeholder.title');
  return (
    <main className={styles.page} id="main-content">
      <div className={styles.column}>
        <p className={styles.brand}>{t('app.name')}</p>
        <h1>{title}</h1>
        <Card title={t('auth.placeholder.title')}>
          <p>{t('auth.placeholder.description')}</p>
          <Link to="/" className={styles.homeLink}>
            {t('auth.placeholder.home')}
          </Link>
        </Card>
      </div>
    </main>
  );
}
