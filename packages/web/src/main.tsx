import { createBrowserSessionAdapters, type AdaptersConfig } from '@scanwise/adapters/browser';
import { createDeferredLoader, intlLocaleTag } from '@scanwise/core';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes, loadPage } from './app/appRoutes';
import { loadScreenServices } from './app/routeScreens';
import { ScanwiseProviders } from './app/ScanwiseProviders';
import {
  createSessionContainer,
  type ScanwiseContainerOptions,
} from './composition/sessionContainer';
import { TOKENS } from './composition/tokens';
import { runtimeConfigOf } from './config/runtimeConfig';
import './design/global.css';
import { loadAreaStrings } from './i18n/areaStrings';
import { createScanwiseI18n } from './i18n/createScanwiseI18n';
import { localeFromPathname } from './i18n/localeFromPath';
import { warmUpTranslation } from './i18n/warmUpTranslation';
import { installPreloadRecovery, untilThePageReloads } from './navigation/preloadRecovery';
import { domActivitySource, readSessionFlag } from './platform/browserEnvironment';
import { installUnexpectedErrorReporting } from './platform/unexpectedErrors';
import { beforeFirstRender } from './startup/beforeFirstRender';
import { firstPagePlanOf } from './startup/firstPagePlanOf';
import { FirstPageContentContext } from './startup/firstPageContent';
import { createFirstPaint } from './startup/idleScheduler';
import { hydratesPrerenderedPage, prerenderedFor } from './startup/prerenderedRoot';
import { loadForHydration, queryChangesFirstRender } from './startup/prerenderedScreens';
import { nextTask } from './startup/nextTask';
import payments from 'virtual:scanwise/payments';
import type * as HomeScreenModule from './screens/dashboard/HomeScreen';
import type * as FirstPageDataModule from './startup/firstPageData';
import type * as JourneysOnSignInModule from './startup/journeysOnSignIn';
import type * as GroupChunksModule from './composition/journeys/groupChunks';
import { SERVICE_GROUPS, type ServiceGroup } from './composition/serviceGroups';
import type { BindJourneyServices } from './composition/servicesLoader';

// Startup: configuration -> ports -> the one container -> session restore -> the first page's
// plan (src/startup) -> locale -> render. Each step that takes a phone's main thread for long is
// a task of its own (`await nextTask()`): the entry's evaluation, the container, the restore and
// the locale's set-up do not add up to one long task (Lighthouse's total blocking time).
const foundRoot = document.getElementById('root');
if (!foundRoot) throw new Error('index.html has no #root element');
const rootElement: HTMLElement = foundRoot;

async function start(): Promise<void> {
  await nextTask();
  // Payments as the build decided them (it refuses one that cannot take a card).
  const config = runtimeConfigOf(import.meta.env, payments);
  // The locale is the URL's prefix, fixed for the page's life (the router's basename).
  const { locale, basename } = localeFromPathname(window.location.pathname);
  // What the first page does not need (the sign-in library, the card payment, error reporting,
  // the tag manager) waits for its paint, not only for the page's own code.
  const firstPaint = createFirstPaint();
  const adaptersConfig: AdaptersConfig = {
    platformUrl: config.platformUrl,
    appOrigin: window.location.origin,
    environment: config.environment,
    stripePublishableKey: config.payments.publishableKey,
    ...(config.payments.scriptUrl ? { stripeScriptUrl: config.payments.scriptUrl } : {}),
    ...(config.sentryDsn ? { sentryDsn: config.sentryDsn } : {}),
    ...(config.release ? { release: config.release } : {}),
    ...(config.gtmId ? { gtmId: config.gtmId } : {}),
    pixelIds: {
      ...(config.metaPixelId ? { meta: config.metaPixelId } : {}),
      ...(config.tiktokPixelId ? { tiktok: config.tiktokPixelId } : {}),
    },
    logLevel: config.environment === 'production' ? 'warn' : 'info',
    whenIdle: firstPaint.whenIdle,
  };
  const ports = createBrowserSessionAdapters(adaptersConfig);
  // The journeys' hubs and card payment: a chunk of their own, fetched with the journeys, or once
  // the first page has painted, when the card payment loads Stripe.js ("on startup").
  const journeyPorts = createDeferredLoader({
    port: 'journey ports',
    logger: ports.logger,
    load: () =>
      import('./composition/browserJourneyPorts').then((m) =>
        m.createBrowserJourneyAdapters(adaptersConfig, ports.logger),
      ),
  });
  firstPaint.whenIdle(() => {
    journeyPorts
      .get()
      .then((journey) => journey.payment.preload())
      .catch(() => undefined);
  });
  await nextTask();
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
    locale,
    whenIdle: firstPaint.whenIdle,
  };
  // Each group's binding, from the chunk every group builds on (composition/journeys/
  // groupChunks.ts). A failed chunk whose reload is under way resolves to nothing
  // (navigation/preloadRecovery.ts): the page is going away, so the load waits for it.
  const groupLoad = (group: ServiceGroup) => (): Promise<BindJourneyServices> =>
    import('./composition/journeys/groupChunks').then(
      (chunks: typeof GroupChunksModule | undefined) =>
        chunks === undefined
          ? untilThePageReloads()
          : chunks.loadGroupBinding(group, () => journeyPorts.get()),
    );
  // The sign-in page needs only the session part; each screen of a journey loads its own group
  // (and what that builds on) beside its code, never the other journeys'.
  const container = createSessionContainer(containerOptions, {
    groups: Object.fromEntries(SERVICE_GROUPS.map((group) => [group, groupLoad(group)])) as Record<
      ServiceGroup,
      () => Promise<BindJourneyServices>
    >,
  });
  await nextTask();
  const core = container.get(TOKENS.sessionCore);
  await nextTask();
  // Where the visitor came from: the arrival's UTM values, kept until a member exists.
  core.captureArrival(window.location.search);
  // The last tab closing hands the session over to session storage (spec 4, Multi-tab).
  window.addEventListener('pagehide', () => core.unload());
  void core.start();
  // Tracking, consent and error reporting once the first page has painted: the page views and
  // error reports before it wait for them in order (the consent banner loads with them).
  firstPaint.whenIdle(
    () =>
      void container
        .get(TOKENS.reporting)
        .load()
        .catch(() => undefined),
  );
  // The other tabs' sign-ins and sign-outs and the idle warning, once the first page has
  // painted; what another tab did meanwhile is caught up from storage.
  firstPaint.whenIdle(() => {
    const logger = container.get(TOKENS.logger);
    // The idle warning's strings first: it may open as soon as the followers run.
    loadAreaStrings(['session'])
      .catch((error: unknown) =>
        logger.warn('Session strings failed to load', { error: String(error) }),
      )
      .then(() => core.followers())
      .catch((error: unknown) => {
        logger.warn('Session followers failed to load', { error: String(error) });
      });
  });
  // Decided once, before anything renders; the guard reads the same plan.
  const plan = firstPagePlanOf(
    { identity: ports.identity, rootSession: core.rootSession, storage: ports.storage },
    window.location.pathname,
  );
  // Home's next step comes after its greeting's paint: the loads it does not need wait for it.
  if (plan.holdsForContent) firstPaint.holdForContent();
  await nextTask();
  // The warm-up after a sign-in: its code loads once one starts (on this page or the callback's),
  // not with every page, and watches it from there.
  const signInStarts = core.auth.state$.subscribe((state) => {
    if (state.status !== 'signingIn') return;
    queueMicrotask(() => signInStarts.unsubscribe());
    import('./startup/journeysOnSignIn').then(
      (warmUp: typeof JourneysOnSignInModule | undefined) =>
        warmUp?.loadJourneysOnSignIn(core.auth, container.get(TOKENS.serviceGroups), 'signingIn'),
      () => undefined,
    );
  });
  document.documentElement.lang = intlLocaleTag(locale);
  const i18n = createScanwiseI18n({ locale, logger: container.get(TOKENS.logger) });
  warmUpTranslation(i18n);
  // Errors nothing handled go to error reporting (masked, the page as its route pattern); the
  // first of them starts its load.
  const pathname = (): string => window.location.pathname;
  installUnexpectedErrorReporting({ target: window, errorReporting: core, pathname });
  // "If a preload of a page asset fails, the page reloads, at most 3 times" (count in session storage).
  installPreloadRecovery({
    target: window,
    storage: container.get(TOKENS.storage).session,
    logger: container.get(TOKENS.logger),
    reload: () => window.location.reload(),
    onGiveUp: (error) =>
      core.reportUnexpected(error, { source: 'asset-load', pathname: pathname() }),
  });

  await nextTask();
  // A page the build prerendered for this address shows from its HTML already: a visitor's is
  // hydrated once its code and the services its first render reads are there, however long they
  // take (a member with a stored session gets the app's render, at once); a page painted only
  // (an offer's claim) is rendered afresh once they are there.
  const queryChangesRender =
    plan.screen !== undefined && queryChangesFirstRender(plan.screen, window.location.search);
  const prerenderedScreen =
    prerenderedFor(rootElement) === window.location.pathname ? plan.screen : undefined;
  const readyToHydrate =
    prerenderedScreen === undefined
      ? Promise.resolve(false)
      : loadForHydration({
          screen: prerenderedScreen,
          loadPage,
          container,
          mayRenderAsBuilt: !queryChangesRender && !ports.identity.hasStoredSession(),
        });

  const render = (ready: boolean): void => {
    const app = (
      <StrictMode>
        <ScanwiseProviders container={container} i18n={i18n}>
          <FirstPageContentContext value={firstPaint}>
            <BrowserRouter {...(basename ? { basename } : {})}>
              <AppRoutes />
            </BrowserRouter>
          </FirstPageContentContext>
        </ScanwiseProviders>
      </StrictMode>
    );
    // A public page the build prerendered (src/prerender) is hydrated when this render is the
    // build's; otherwise the app renders over its markup as on any other page.
    const hydrate = hydratesPrerenderedPage({
      renderedFor: prerenderedFor(rootElement),
      pathname: window.location.pathname,
      queryChangesRender,
      readyToHydrate: ready,
      sessionStored: ports.identity.hasStoredSession(),
      auth: core.auth.getSnapshot(),
      routerState: (window.history.state as { usr?: unknown } | null)?.usr,
    });
    if (hydrate) hydrateRoot(rootElement, app);
    else {
      // A transition: React renders the first page in slices that give the main thread back
      // between them (the page behind it, HTML or Home's last paint, stays on screen meanwhile),
      // so a phone's input and paint are not held by one long task.
      const root = createRoot(rootElement);
      startTransition(() => root.render(app));
    }
    firstPaint.rendered();
  };
  // Home with its last overview kept paints that next step first: its lists' code and the
  // member's data come before the first render (index.html preloads them beside the entry).
  // Another page shown while restoring (Scans, Reports, a digital report, select-plan) reads its
  // service groups (the member's data, the booking journey) as it renders: their code comes
  // first, so it renders at once. Each asks for its data as soon as those services are bound
  // and the stored user is read (startup/firstPageData.ts), not after the render; under
  // select-plan's last paint, which shows the plans, the first render waits for them too, so it
  // shows them where the paint had them rather than a loading status in between.
  const loadContent = (): Promise<unknown> => {
    if (plan.screen === 'Home') {
      return import('./screens/dashboard/HomeScreen').then(
        (m: typeof HomeScreenModule | undefined) => m?.loadHomeContent(container),
      );
    }
    const services =
      plan.screen && loadScreenServices(plan.screen, container.get(TOKENS.serviceGroups));
    return import('./startup/firstPageData').then((chunk: typeof FirstPageDataModule | undefined) =>
      chunk?.askFirstPageData(locale, core.auth, container, services, rootElement),
    );
  };
  void Promise.all([
    beforeFirstRender({ plan, locale, auth: core.auth, firstPaint, loadPage, loadContent }),
    readyToHydrate,
  ]).then(([, ready]) => render(ready));
}

start().catch((error: unknown) => {
  // A broken configuration must be visible, not a blank page.
  const message = error instanceof Error ? error.message : String(error);
  rootElement.textContent = `Scanwise could not start: ${message}`;
  throw error;
});
