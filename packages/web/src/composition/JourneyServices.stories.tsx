import type { Meta, StoryObj } from '@storybook/react-vite';
import { Suspense } from 'react';
import { expect, within } from 'storybook/test';
import { RouteErrorBoundary } from '../app/RouteErrorBoundary';
import { RouteLoading } from '../app/RootView';
import type { ServicesLoader } from './servicesLoader';
import { TOKENS } from './tokens';
import { useService } from './useService';
import type { SceneSetup } from '../test/platform/platformScene';

/** Replaces the story container's booking group loader (the screen waits for it on its read). */
const withLoader =
  (loader: ServicesLoader): SceneSetup =>
  ({ container }) => {
    container.rebind(TOKENS.serviceGroups, {
      ...container.get(TOKENS.serviceGroups),
      booking: loader,
    });
  };

const failedLoad = Promise.reject(new Error('Failed to fetch dynamically imported module'));
failedLoad.catch(() => undefined); // the screen's read reports it; the story must not log it twice

/** A screen that reads the journeys' services (here, the booking journey) through useService. */
function JourneyScreen(): React.ReactElement {
  const booking = useService(TOKENS.bookingJourney);
  return (
    <>
      <h1>Book a scan</h1>
      <p>
        A screen that uses the journeys&apos; services (booking, payment, questionnaires):{' '}
        {booking.getSnapshot().booking.promoCode ? 'a promo code applied' : 'no promo code yet'}.
      </p>
    </>
  );
}

/** The route around it: its error boundary and its loading fallback. */
function JourneyRoute(): React.ReactElement {
  return (
    <RouteErrorBoundary>
      <Suspense fallback={<RouteLoading />}>
        <JourneyScreen />
      </Suspense>
    </RouteErrorBoundary>
  );
}

const meta = {
  title: 'Screens/App frame/Journey services',
  component: JourneyRoute,
} satisfies Meta<typeof JourneyRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The services are loaded: the screen renders at once. */
export const Ready: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Book a scan' }),
    ).toBeVisible();
  },
};

/** Still loading: the route's loading state shows in the screen's place. */
export const Loading: Story = {
  parameters: {
    scanwise: {
      scene: withLoader({ isReady: () => false, load: () => new Promise<void>(() => undefined) }),
    },
  },
};

/** The chunk could not be fetched: the route error screen with its reload. */
export const LoadFailed: Story = {
  parameters: {
    scanwise: { scene: withLoader({ isReady: () => false, load: () => failedLoad }) },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'This page could not be shown' }),
    ).toBeVisible();
  },
};
