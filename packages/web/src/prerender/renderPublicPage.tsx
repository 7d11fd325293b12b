// The server side of a prerendered public page, bundled by the prerender plugin for Node
// (docs/adr/0115-prerendered-public-pages.md). It renders the same tree main.tsx renders in the
// browser, for a first visit: nothing stored, so nothing member-specific or time-dependent shows,
// and the browser's first render of a visitor's page (which hydrates this markup) matches it.
import { StrictMode, type ReactElement } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { AppRoutes, loadPage } from '../app/appRoutes';
import { ScanwiseProviders } from '../app/ScanwiseProviders';
import { createFakeScanwisePorts } from '../composition/fakeScanwisePorts';
import { groupBindingsOver } from '../composition/journeyBindings';
import { SERVICE_GROUPS, type ServiceGroup } from '../composition/serviceGroups';
import type { BindJourneyServices } from '../composition/servicesLoader';
import { createSessionContainer } from '../composition/sessionContainer';
import { TEST_MODE_ENV, loadRuntimeConfig } from '../config/runtimeConfig';
import { createScanwiseI18n } from '../i18n/createScanwiseI18n';
import { localeFromPathname } from '../i18n/localeFromPath';
import { decideFirstPagePlan } from '../startup/firstPagePlan';
import { PRERENDERED_SCREENS, servicesBeforeHydration } from '../startup/prerenderedScreens';

/** A page's markup, the inside of #root. */
export interface RenderedPage {
  readonly html: string;
}

/**
 * The app's tree for the page at `pathname` (with the query `search`, '' for none) as a first
 * visit renders it, once its code and strings and the services its first render reads are loaded
 * (as startup waits for them before it hydrates: startup/prerenderedScreens.ts). The ports are the
 * in-memory fakes: the page renders before any session or call (effects do not run), so no port is
 * asked for anything it would answer differently in the browser.
 */
export async function publicPageTree(pathname: string, search = ''): Promise<ReactElement> {
  const { locale, basename } = localeFromPathname(pathname);
  const ports = createFakeScanwisePorts();
  // Each group of services loads on its own, as in the browser; the groups startup waits for load
  // here too, and a page that reads any other group fails the build (below) rather than
  // prerendering a render the browser would not hydrate in one go.
  let loadsServices = true;
  const bindings = groupBindingsOver(ports);
  const groups = Object.fromEntries(
    SERVICE_GROUPS.map((group) => [
      group,
      () =>
        loadsServices
          ? Promise.resolve(bindings[group])
          : Promise.reject(
              new Error(
                `prerender: ${pathname} reads the ${group} services, which startup does not wait for (startup/prerenderedScreens.ts)`,
              ),
            ),
    ]),
  ) as Record<ServiceGroup, () => Promise<BindJourneyServices>>;
  const container = createSessionContainer(
    // A public page shows nothing of the configuration (test mode needs no payment key).
    { config: loadRuntimeConfig({ ...TEST_MODE_ENV, MODE: 'production' }), ports, locale },
    { groups },
  );
  const plan = decideFirstPagePlan({
    pathname,
    sessionStored: false,
    memberStored: false,
    memberRecordStored: false,
    homeOverviewKept: false,
  });
  if (plan.membersPage || plan.screen === undefined) {
    throw new Error(`prerender: ${pathname} is not a public page`);
  }
  if (PRERENDERED_SCREENS[plan.screen] === undefined) {
    throw new Error(`prerender: ${plan.screen} is not in startup/prerenderedScreens.ts`);
  }
  await loadPage(plan.screen);
  await servicesBeforeHydration(container, plan.screen);
  loadsServices = false;
  const i18n = createScanwiseI18n({ locale, logger: ports.logger });
  return (
    <StrictMode>
      <ScanwiseProviders container={container} i18n={i18n}>
        <StaticRouter location={`${pathname}${search}`} {...(basename ? { basename } : {})}>
          <AppRoutes />
        </StaticRouter>
      </ScanwiseProviders>
    </StrictMode>
  );
}

/** Renders the page at `pathname` (with the query `search`) as the build's static markup. */
export async function renderPublicPage(pathname: string, search = ''): Promise<RenderedPage> {
  const tree = await publicPageTree(pathname, search);
  // An error while rendering (React would leave that part to the browser) fails the build.
  const errors: unknown[] = [];
  const { prelude } = await prerender(tree, { onError: (error) => void errors.push(error) });
  const html = await new Response(prelude).text();
  if (errors.length > 0) {
    throw new Error(`prerender: ${pathname} failed to render`, { cause: errors[0] });
  }
  return { html };
}
