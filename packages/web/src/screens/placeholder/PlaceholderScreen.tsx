import type { ReactElement } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Card } from '../../design/components/Card/Card';
import { PublicPageActionLink, PublicPageLayout } from '../../design/layouts/PublicPage';

/**
 * The one honest placeholder for a screen of the route table not built yet (app/routeScreens.tsx):
 * says on screen that this part is coming in a later release and offers the way home.
 */
export function PlaceholderScreen(): ReactElement {
  const { t } = useTranslation();
  return (
    <PublicPageLayout title={t('authPages.placeholder.title')} width="roomy">
      <Card title={t('authPages.placeholder.title')}>
        <p>{t('authPages.placeholder.description')}</p>
        <PublicPageActionLink to="/">{t('authPages.placeholder.home')}</PublicPageActionLink>
      </Card>
    </PublicPageLayout>
  );
}
