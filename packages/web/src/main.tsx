import { createBrowserAdapters } from '@scanwise/adapters/browser';
import { intlLocaleTag, matchScanwiseRoute, type AuthService } from '@scanwise/core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './app/appRoutes';
import { PRELOADED_SCREEN_WAIT_MS, PRELOADED_SCREENS } from './app/preloadedScreens';
import { loadScreen } from './app/routeScreens';
import { ScanwiseProviders } from './app/ScanwiseProviders';
import {
  createSessionContainer,
  type ScanwiseContainerOptions,
} from './composition/sessionContainer';
import { TOKENS } from './composition/tokens';
import { loadRuntimeConfig, usesOfflinePayments } from './config/runtimeConfig';
import './design/global.css';
import { createScanwiseI18n } from './i18n/createScanwiseI18n';
import { localeFromPathname } from './i18n/localeFromPath';
import { warmUpDateFormatting } from './i18n/warmUpDateFormatting';
import { installPreloadRecovery } from './navigation/preloadRecovery';
import { onAfterPaint } from './platform/afterPaint';
import { domActivitySource, readSessionFlag } from './platform/browserEnvironment';

// Startup: configuration -> ports -> the one container -> session restore -> locale -> render.
const delay = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
/** Settles once startup's restore has read the stored user (or found none, or ended). */
const storedUserRead = (auth: Pick<AuthService, 'state$'>): Promise<void> =>
  new Promise((resolve) => {
    const subscription = auth.state$.subscribe((state) => {
      if (state.status !== 'restoring' || state.user !== null) {
        resolve();
        queueMicrotask(() => subscription.unsubscribe());
      }
    });
  });
const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');

try {
  const config = loadRuntimeConfig(import.meta.env);
  // What the first page does not need (the sign-in library, the card payment, error reporting,
  // the tag manager) loads once the first page has painted, not while it waits for its own code.
  let firstPageRendered: () => void = () => undefined;
  const firstPagePainted = new Promise<void>((resolve) => {
    firstPageRendered = () => onAfterPaint(resolve);
  });
  const ports = createBrowserAdapters({
    platformUrl: config.platformUrl,
    appOrigin: window.location.origin,
    environment: config.environment,
    offlinePayments: usesOfflinePayments(config),
    ...(config.stripePublishableKey ? { stripePublishableKey: config.stripePublishableKey } : {}),
    ...(config.sentryDsn ? { sentryDsn: config.sentryDsn } : {}),
    ...(config.release ? { release: config.release } : {}),
    ...(config.gtmId ? { gtmId: config.gtmId } : {}),
    pixelIds: {
      ...(config.metaPixelId ? { meta: config.metaPixelId } : {}),
      ...(config.tiktokPixelId ? { tiktok: config.tiktokPixelId } : {}),
    },
    logLevel: config.environment === 'production' ? 'warn' : 'info',
    whenIdle: (task) => void firstPagePainted.then(() => onAfterPaint(task)),
  });
  const containerOptions: ScanwiseContainerOptions = {
    config,
    ports: {
      ...ports,
      // tus-js-client and dicom-parser load with the upload screen only.
      mammoUploadAdapters: () =>
        import('./composition/browserMammoUploadAdapters').then((m) =>
          m.createBrowserMammoUploadAdapters(),
        ),
    },
    siteOrigin: window.location.origin,
    tabId: crypto.randomUUID(),
    readTrackingSessionFlag: () => readSessionFlag('scanwise.tracking'),
    currentTimeZone: () => Intl.DateTimeFormat().resolvedOptions().timeZone,
    activitySource: domActivitySource,
  };
  // The sign-in page needs only the session part; the journeys' services (hubs, booking,
  // payment, questionnaires, uploads) load with the first screen that uses them.
  const container = createSessionContainer(containerOptions, {
    load: () => import('./composition/journeyBindings').then((m) => m.bindJourneyServices),
  });
  const core = container.get(TOKENS.sessionCore);
  // The last tab closing hands the session over to session storage (spec 4, Multi-tab).
  window.addEventListener('pagehide', () => core.unload());
  void core.start();
  // Signed in from the sign-in page: every screen ahead uses the journeys, so fetch them while
  // the member waits for Home. A restored session leaves it to the page (a journey screen's gate,
  // Home's lists once its greeting has painted), so the first paint does not share the network.
  const journeys = container.get(TOKENS.journeyServices);
  let previousStatus = core.auth.getSnapshot().status;
  const signedIn = core.auth.state$.subscribe((state) => {
    const justSignedIn = state.status === 'signedIn' && previousStatus === 'signingIn';
    previousStatus = state.status;
    if (!justSignedIn) return;
    queueMicrotask(() => signedIn.unsubscribe());
    // A failure is logged by the loader; a screen that needs them then shows the route error
    // screen, whose reload starts afresh.
    void journeys.load().catch(() => undefined);
  });
  const { locale, basename } = localeFromPathname(window.location.pathname);
  document.documentElement.lang = intlLocaleTag(locale);
  const i18n = createScanwiseI18n({ locale, logger: container.get(TOKENS.logger) });
  // "If a preload of a page asset fails, the page reloads, at most 3 times" (count in session storage).
  installPreloadRecovery({
    target: window,
    storage: container.get(TOKENS.storage).session,
    logger: container.get(TOKENS.logger),
    reload: () => window.location.reload(),
  });

  const render = (): void => {
    createRoot(rootElement).render(
      <StrictMode>
        <ScanwiseProviders container={container} i18n={i18n}>
          <BrowserRouter {...(basename ? { basename } : {})}>
            <AppRoutes />
          </BrowserRouter>
        </ScanwiseProviders>
      </StrictMode>,
    );
    firstPageRendered();
  };
  // The first render waits, briefly, for the first page's screen, so it paints at once rather
  // than through the route's fallback: the sign-in page (index.html preloads its chunk when no
  // session is stored: app/firstPagePreload.ts) and, with a stored session, the member's page,
  // once the stored user has been read (the member's page then paints first, not the session
  // check before it).
  const firstRoute = matchScanwiseRoute(window.location.pathname)?.route;
  const firstScreen = firstRoute?.screen;
  const preloaded = PRELOADED_SCREENS.some((screen) => screen === firstScreen);
  const membersPage =
    firstRoute?.access !== 'public' &&
    container.get(TOKENS.rootSession).getSnapshot().authenticated;
  // Members' pages show dates once their lists arrive: set the browser's date formatting up while
  // the member's page loads, or on another first page once it has painted (before a sign-in).
  if (membersPage) warmUpDateFormatting(locale);
  else void firstPagePainted.then(() => warmUpDateFormatting(locale));
  const firstScreenLoad =
    firstScreen && (preloaded || membersPage)
      ? Promise.all([loadScreen(firstScreen), membersPage ? storedUserRead(core.auth) : null])
      : undefined;
  if (firstScreenLoad) {
    // A failed load is the lazy screen's to report, on its route, after the render.
    void Promise.race([firstScreenLoad, delay(PRELOADED_SCREEN_WAIT_MS)])
      .catch(() => undefined)
      .then(render);
  } else {
    render();
  }
} catch (error) {
  // A broken configuration must be visible, not a blank page.
  const message = error instanceof Error ? error.message : String(error);
  rootElement.textContent = `Scanwise could not start: ${message}`;
  throw error;
}
