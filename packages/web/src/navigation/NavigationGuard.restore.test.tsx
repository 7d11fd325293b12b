import { DEMO_MEMBER, NO_PHONE_MEMBER } from '@scanwise/mock-server/in-process';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppRoutes } from '../app/appRoutes';
import { ScanwiseProviders } from '../app/ScanwiseProviders';
import type { ScanwiseContainer } from '../composition/container';
import { TOKENS } from '../composition/tokens';
import { TEST_MODE_ENV, loadRuntimeConfig } from '../config/runtimeConfig';
import { createScanwiseI18n } from '../i18n/createScanwiseI18n';
import {
  holdCall,
  preparePlatformScene,
  signIn,
  type SceneAccount,
} from '../test/platform/platformScene';

const LATER = { timeout: 5000 };

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

/**
 * A later visit: a member signed in on a first app (the stored user and the stored member stay
 * on the device), then a new app on the same device and platform starts and restores the
 * session; with `reloadAnswers: false` the member's reload never answers.
 */
async function startLaterVisit(
  path: string,
  account: SceneAccount,
  { reloadAnswers }: { readonly reloadAnswers: boolean },
): Promise<{ readonly services: ScanwiseContainer }> {
  const config = loadRuntimeConfig(TEST_MODE_ENV);
  const first = await preparePlatformScene({ config, scene: (scene) => signIn(scene, account) });
  const later = await preparePlatformScene({
    config,
    reopen: first,
    scene: (scene) => {
      if (!reloadAnswers) holdCall(scene, 'memberGet');
    },
  });
  const services = later.container;
  const i18n = createScanwiseI18n({ locale: 'en-us', logger: services.get(TOKENS.logger) });
  void services.get(TOKENS.auth).restore();
  render(
    <ScanwiseProviders container={services} i18n={i18n}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
      </MemoryRouter>
    </ScanwiseProviders>,
  );
  return { services };
}

describe('startup restoring a stored session (Home first paint on a phone)', () => {
  it('shows Home with the stored member while the member reloads, then the session completes', async () => {
    const { services } = await startLaterVisit('/', DEMO_MEMBER, { reloadAnswers: false });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome, Dana' }, LATER),
    ).toBeVisible();
    // Still restoring: the member's reload has not answered.
    expect(services.get(TOKENS.auth).getSnapshot().status).toBe('restoring');
    expect(screen.queryByText('Checking your session…')).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  });

  it('a stored member the guard would send elsewhere (no phone number) waits for the reload, showing only the status', async () => {
    await startLaterVisit('/', NO_PHONE_MEMBER, { reloadAnswers: false });
    expect(await screen.findByText('Checking your session…', {}, LATER)).toBeVisible();
    // Nothing of Home is visible (it may be rendered hidden), and nobody was logged out.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(screen.queryByRole('heading', { name: /Welcome/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
  });

  it('another section (Account, a form of the member) waits for the restored session as before', async () => {
    await startLaterVisit('/account', DEMO_MEMBER, { reloadAnswers: false });
    expect(await screen.findByText('Checking your session…', {}, LATER)).toBeVisible();
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(screen.getByText('Checking your session…')).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
  });

  it('once the member has reloaded, Home stays and the session is signed in', async () => {
    const { services } = await startLaterVisit('/', DEMO_MEMBER, { reloadAnswers: true });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome, Dana' }, LATER),
    ).toBeVisible();
    await vi.waitFor(() => expect(services.get(TOKENS.auth).getSnapshot().status).toBe('signedIn'));
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Dana' })).toBeVisible();
  });
});
