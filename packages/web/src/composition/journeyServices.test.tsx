import { act, render, screen } from '@testing-library/react';
import { Suspense, type ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { DashboardLayout } from '../app/DashboardLayout';
import { HomeScreen } from '../screens/dashboard/HomeScreen';
import { RouteErrorBoundary } from '../app/RouteErrorBoundary';
import { ScanwiseProviders } from '../app/ScanwiseProviders';
import { TEST_MODE_ENV, loadRuntimeConfig } from '../config/runtimeConfig';
import { createScanwiseI18n } from '../i18n/createScanwiseI18n';
import { deferred, type Deferred } from '../test/deferred';
import { createScanwiseContainer } from './container';
import { createFakeScanwisePorts } from './fakeScanwisePorts';
import { bindJourneyServicesOver } from './journeyBindings';
import type { BindJourneyServices } from './servicesLoader';
import { createSessionContainer, type ScanwiseContainer } from './sessionContainer';
import { TOKENS } from './tokens';
import { useService } from './useService';

/** A container whose journeys' chunk the test delivers (`bind`: the journeys over its fakes). */
function lazyJourneys(): {
  container: ScanwiseContainer;
  bind: BindJourneyServices;
} & Deferred<BindJourneyServices> {
  const chunk = deferred<BindJourneyServices>();
  const ports = createFakeScanwisePorts();
  const container = createSessionContainer(
    { config: loadRuntimeConfig(TEST_MODE_ENV), ports },
    { load: () => chunk.promise },
  );
  return { container, bind: bindJourneyServicesOver(ports), ...chunk };
}

/** Settles the loader's promise inside act, and lets React retry the suspended render. */
async function settle(container: ScanwiseContainer, settleChunk: () => void): Promise<void> {
  await act(async () => {
    settleChunk();
    await container
      .get(TOKENS.journeyServices)
      .load()
      .catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

/** Renders inside an awaited act, so a render that suspends is retried once it settles. */
async function renderIn(container: ScanwiseContainer, ui: ReactElement): Promise<void> {
  const i18n = createScanwiseI18n({ locale: 'en-us', logger: container.get(TOKENS.logger) });
  await act(() => {
    render(
      <ScanwiseProviders container={container} i18n={i18n}>
        <MemoryRouter>{ui}</MemoryRouter>
      </ScanwiseProviders>,
    );
    return Promise.resolve();
  });
}

/** A screen of a journey: it reads a journeys' service, with no registration of its own. */
function LiveScreen(): ReactElement {
  const realtime = useService(TOKENS.realtime);
  return <h1>{realtime.isConnected() ? 'Live' : 'Live lists waiting for sign-in'}</h1>;
}

describe("the journeys' services, read through useService", () => {
  it('a screen reading one shows the loading fallback until they have loaded, then itself', async () => {
    const journeys = lazyJourneys();
    await renderIn(
      journeys.container,
      <Suspense fallback={<p>Loading the page</p>}>
        <LiveScreen />
      </Suspense>,
    );
    expect(screen.getByText('Loading the page')).toBeInTheDocument();
    await settle(journeys.container, () => journeys.resolve(journeys.bind));
    expect(
      await screen.findByRole('heading', { name: 'Live lists waiting for sign-in' }),
    ).toBeInTheDocument();
  });

  it('a failed load ends on the route error screen, not an endless loading state', async () => {
    const journeys = lazyJourneys();
    await renderIn(
      journeys.container,
      <RouteErrorBoundary>
        <Suspense fallback={<p>Loading the page</p>}>
          <LiveScreen />
        </Suspense>
      </RouteErrorBoundary>,
    );
    await settle(journeys.container, () =>
      journeys.reject(new Error('Failed to fetch dynamically imported module')),
    );
    expect(
      await screen.findByRole('heading', { name: 'This page could not be shown' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Loading the page')).not.toBeInTheDocument();
  });

  it('where they come with the container (tests, stories), a read goes on at once: no fallback', () => {
    const container = createScanwiseContainer({
      config: loadRuntimeConfig(TEST_MODE_ENV),
      ports: createFakeScanwisePorts(),
    });
    const i18n = createScanwiseI18n({ locale: 'en-us', logger: container.get(TOKENS.logger) });
    render(
      <ScanwiseProviders container={container} i18n={i18n}>
        <Suspense fallback={<p>Loading the page</p>}>
          <LiveScreen />
        </Suspense>
      </ScanwiseProviders>,
    );
    expect(screen.getByRole('heading', { name: 'Live lists waiting for sign-in' })).toBeVisible();
  });

  it('the dashboard shell renders before the journeys: its live pill says "Connecting…" until they load', async () => {
    const journeys = lazyJourneys();
    await renderIn(
      journeys.container,
      <Routes>
        <Route path="/" element={<DashboardLayout />}>
          <Route index element={<h1>Account</h1>} />
        </Route>
      </Routes>,
    );
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    expect(screen.getByText('Connecting…')).toBeInTheDocument();
    await settle(journeys.container, () => journeys.resolve(journeys.bind));
    expect(await screen.findByText('Live updates paused')).toBeInTheDocument();
  });

  it("Home's greeting shows while the journeys load; its lists come under it once they have", async () => {
    const journeys = lazyJourneys();
    // The member's data is asked for only while signed in.
    await journeys.container
      .get(TOKENS.auth)
      .signInWithPassword('demo@example.com', 'Demo-password-1');
    await renderIn(journeys.container, <HomeScreen />);
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome' })).toBeInTheDocument();
    expect(screen.getByText('Your scans, reports and messages in one place.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toBeInTheDocument();
    await settle(journeys.container, () => journeys.resolve(journeys.bind));
    expect(await screen.findByRole('heading', { name: 'Your to-do list' })).toBeInTheDocument();
  });
});
