import type { ScanwiseScreenKey } from '@scanwise/core';
import type { ReactElement } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Card } from '../../design/components/Card/Card';
import { PublicPageActionLink, PublicPageLayout } from '../../design/layouts/PublicPage';
import { placeholderTopicFor, type PlaceholderTopic } from './placeholderTopics';

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
    <PublicPageLayout title={title} width="roomy">
      <Card title={t('auth.placeholder.title')}>
        <p>{t('auth.placeholder.description')}</p>
        <PublicPageActionLink to="/">{t('auth.placeholder.home')}</PublicPageActionLink>
      </Card>
    </PublicPageLayout>
  );
}

/** The placeholder of a route's screen (app/routeScreens.tsx), its topic looked up here. */
export function PlaceholderForScreen({
  screen,
}: {
  readonly screen: ScanwiseScreenKey;
}): ReactElement {
  return <PlaceholderScreen topic={placeholderTopicFor(screen)} />;
}
