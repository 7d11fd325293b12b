import { Suspense, useEffect, type ReactElement } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { Outlet } from 'react-router-dom';
import { LoadingState } from '../design/components/Spinner/Spinner';
import { ToastRegion } from '../design/components/ToastRegion/ToastRegion';
import { DocumentLinks } from '../navigation/DocumentLinks';
import { NavigationGuard } from '../navigation/NavigationGuard';
import { applyIosViewport } from '../navigation/iosViewport';
import { IdleWarning } from './IdleWarning';
import { ConsentBanner } from '../privacy/ConsentBanner';

/** While a route's chunk loads. */
export function RouteLoading(): ReactElement {
  const { t } = useTranslation();
  return <LoadingState label={t('auth.route.loading')} />;
}

/**
 * "The root view shows the routed page and a toast": the page behind the navigation guard,
 * the document's canonical and alternate links, the app's one toast and the idle warning.
 */
export function RootView(): ReactElement {
  useEffect(() => {
    applyIosViewport({ document, navigator });
  }, []);
  return (
    <>
      <DocumentLinks />
      <NavigationGuard>
        <Suspense fallback={<RouteLoading />}>
          <Outlet />
        </Suspense>
      </NavigationGuard>
      <ToastRegion />
      <IdleWarning />
      <ConsentBanner />
    </>
  );
}
