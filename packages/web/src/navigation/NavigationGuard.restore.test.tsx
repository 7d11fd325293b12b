import { ENTITY_EXAMPLES, type Member } from '@scanwise/core';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppRoutes } from '../app/appRoutes';
import { ScanwiseProviders } from '../app/ScanwiseProviders';
import { createScanwiseContainer, type ScanwiseContainer } from '../composition/container';
import { createFakeScanwisePorts, type FakeScanwisePorts } from '../composition/fakeScanwisePorts';
import { TOKENS } from '../composition/tokens';
import { TEST_MODE_ENV, loadRuntimeConfig } from '../config/runtimeConfig';
import { createScanwiseI18n } from '../i18n/createScanwiseI18n';
import { answerCall, DEMO_EMAIL, signInFakeMember } from '../test/fakePlatform';

const MEMBER: Member = { ...ENTITY_EXAMPLES.Member, email: DEMO_EMAIL, firstName: 'Dana' };
const LATER = { timeout: 5000 };

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

/**
 * A later visit: a member signed in on a first app (the stored user and the stored member stay
 * in the fakes' storage), then a new app on the same storage starts and restores the session,
 * with the member's reload answered by `memberReload`.
 */
async function startLaterVisit(
  path: string,
  stored: Member,
  memberReload: Parameters<typeof answerCall>[2],
): Promise<{ readonly services: ScanwiseContainer; readonly ports: FakeScanwisePorts }> {
  const ports = createFakeScanwisePorts();
  const first = createScanwiseContainer({ config: loadRuntimeConfig(TEST_MODE_ENV), ports });
  await signInFakeMember(first, ports, stored);
  const services = createScanwiseContainer({ config: loadRuntimeConfig(TEST_MODE_ENV), ports });
  answerCall(ports, 'memberGet', memberReload);
  const i18n = createScanwiseI18n({ locale: 'en-us', logger: services.get(TOKENS.logger) });
  void services.get(TOKENS.auth).restore();
  render(
    <ScanwiseProviders container={services} i18n={i18n}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
      </MemoryRouter>
    </ScanwiseProviders>,
  );
  return { services, ports };
}

describe('startup restoring a stored session (Home first paint on a phone)', () => {
  it('shows Home with the stored member while the member reloads, then the session completes', async () => {
    const { services } = await startLaterVisit('/', MEMBER, 'loading');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome back, Dana' }, LATER),
    ).toBeVisible();
    // Still restoring: the member's reload has not answered.
    expect(services.get(TOKENS.auth).getSnapshot().status).toBe('restoring');
    expect(screen.queryByText('Checking your session…')).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  });

  it('a stored member the guard would send elsewhere (no phone number) waits for the reload, showing only the status', async () => {
    await startLaterVisit('/', { ...MEMBER, phoneNumber: null }, 'loading');
    expect(await screen.findByText('Checking your session…', {}, LATER)).toBeVisible();
    // Nothing of Home is visible (it may be rendered hidden), and nobody was logged out.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(screen.queryByRole('heading', { name: /Welcome back/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
  });

  it('another section (Account, a form of the member) waits for the restored session as before', async () => {
    await startLaterVisit('/account', MEMBER, 'loading');
    expect(await screen.findByText('Checking your session…', {}, LATER)).toBeVisible();
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(screen.getByText('Checking your session…')).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
  });

  it('once the member has reloaded, Home stays and the session is signed in', async () => {
    const { services } = await startLaterVisit('/', MEMBER, { body: MEMBER });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome back, Dana' }, LATER),
    ).toBeVisible();
    await vi.waitFor(() => expect(services.get(TOKENS.auth).getSnapshot().status).toBe('signedIn'));
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back, Dana' })).toBeVisible();
  });
});
