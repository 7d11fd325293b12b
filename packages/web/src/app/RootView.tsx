import { lazy, Suspense, useEffect, type ReactElement } from 'react';
import { useAuthState } from '../composition/useAuthState';
import { useTranslation } from '../i18n/useTranslation';
import { Outlet } from 'react-router-dom';
import { LoadingState } from '../design/components/Spinner/Spinner';
import { ToastRegion } from '../design/components/ToastRegion/ToastRegion';
import { DocumentLinks } from '../navigation/DocumentLinks';
import { NavigationGuard } from '../navigation/NavigationGuard';
import { ConsentBannerAfterPaint } from '../privacy/ConsentBannerAfterPaint';
import { HandsOverThePrerenderedPage } from '../startup/prerenderedHandOver';

// The idle warning (ADR 0072) loads once a member is signed in: no first page carries it. A chunk
// that fails to load is the preload recovery's to handle; the warning then stays away.
const IdleWarning = lazy(() =>
  import('./IdleWarning').then(
    (module) => ({ default: module.IdleWarning }),
    () => ({ default: (): null => null }),
  ),
);

/** While a route's chunk loads. */
export function RouteLoading(): ReactElement {
  const { t } = useTranslation();
  return <LoadingState label={t('route.loading')} />;
}

/**
 * "The root view shows the routed page and a toast": the page behind the navigation guard,
 * the document's canonical and alternate links, the app's one toast and the idle warning.
 */
export function RootView(): ReactElement {
  const signedIn = useAuthState().status === 'signedIn';
  useEffect(() => {
    // Only iOS needs it, and only once a field can take focus: its code loads after the first
    // render rather than with every page's entry.
    import('../navigation/iosViewport').then(
      (module) => module.applyIosViewport({ document, navigator }),
      () => undefined,
    );
  }, []);
  return (
    <>
      <DocumentLinks />
      <NavigationGuard>
        <Suspense fallback={<RouteLoading />}>
          {/* Inside the boundary: a prerendered page is handed over once its own part (React
              hydrates it apart from the frame) is hydrated. */}
          <HandsOverThePrerenderedPage>
            <Outlet />
          </HandsOverThePrerenderedPage>
        </Suspense>
      </NavigationGuard>
      <ToastRegion />
      {signedIn ? (
        <Suspense fallback={null}>
          <IdleWarning />
        </Suspense>
      ) : null}
      <ConsentBannerAfterPaint />
    </>
  );
}
