import { CONSENT_STORAGE_KEY, StateCell, type AuthService, type AuthState } from '@scanwise/core';
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TOKENS } from '../composition/tokens';
import type { SceneSetup } from '../test/platform/platformScene';
import { renderOnPlatform } from '../test/renderOnPlatform';
import { ConsentBanner, loadConsentBannerPanel } from './ConsentBanner';

// Advertising pixels and the tag manager load only after consent, with a consent banner that is
// as easy to refuse as to accept; the choice is kept.

/** Renders the page with its banner and waits until a panel that is wanted has loaded. */
async function renderBanner(locale: 'en-us' | 'en-gb', setup?: SceneSetup) {
  const rendered = await renderOnPlatform(
    <>
      <main>
        <h1>Sign in</h1>
        <button type="button">Sign in</button>
      </main>
      <ConsentBanner />
    </>,
    {
      locale,
      route: locale === 'en-gb' ? '/en-gb/sign-in' : '/sign-in',
      // The app reads the stored answer at startup: read again what the setup stored.
      scene: async (scene) => {
        await setup?.(scene);
        scene.container.get(TOKENS.consent).reload();
      },
    },
  );
  await act(async () => {
    await loadConsentBannerPanel();
  });
  return rendered;
}

/** The page's consent decision as the document carries it for the journeys (`data-consent`). */
const documentDecision = () => document.documentElement.dataset['consent'];

const storedChoice = (storage: { getItem(key: string): string | null }) =>
  (JSON.parse(storage.getItem(CONSENT_STORAGE_KEY) ?? 'null') as { choice?: string } | null)
    ?.choice;

describe('ConsentBanner', () => {
  it('a UK visitor sees a labelled region with Accept and Refuse as the same kind of button', async () => {
    await renderBanner('en-gb');
    const banner = screen.getByRole('region', { name: 'Cookies and advertising' });
    const accept = within(banner).getByRole('button', { name: 'Accept advertising cookies' });
    const refuse = within(banner).getByRole('button', { name: 'Refuse advertising cookies' });
    expect(accept.className).toBe(refuse.className);
    expect(accept.dataset['variant']).toBe(refuse.dataset['variant']);
    expect(within(banner).getByText('What this means')).toBeVisible();
    expect(documentDecision()).toBe('asking');
  });

  it('refusing keeps the choice, loads nothing and moves focus to the page heading', async () => {
    const { user, services, ports } = await renderBanner('en-gb');
    await user.click(screen.getByRole('button', { name: 'Refuse advertising cookies' }));
    expect(screen.queryByRole('region', { name: 'Cookies and advertising' })).toBeNull();
    expect(storedChoice(ports.storage.local)).toBe('denied');
    expect(services.get(TOKENS.consent).getSnapshot().trackingAllowed).toBe(false);
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
    expect(
      screen.getByText('Your choice is saved. You can change it at any time in Account.'),
    ).toBeInTheDocument();
    expect(ports.tracking.events).toEqual([]);
    expect(documentDecision()).toBe('refused');
  });

  it('accepting by keyboard keeps the choice and allows tracking', async () => {
    const { user, services, ports } = await renderBanner('en-gb');
    // Reachable with Tab: past the page's button, the disclosure, then Accept.
    await user.tab();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Accept advertising cookies' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(storedChoice(ports.storage.local)).toBe('granted');
    expect(services.get(TOKENS.consent).getSnapshot().trackingAllowed).toBe(true);
    expect(screen.queryByRole('region', { name: 'Cookies and advertising' })).toBeNull();
    expect(documentDecision()).toBe('allowed');
  });

  it('a US visitor sees no banner (tracking allowed until they refuse in Account)', async () => {
    const { services } = await renderBanner('en-us');
    expect(screen.queryByRole('region', { name: 'Cookies and advertising' })).toBeNull();
    expect(services.get(TOKENS.consent).getSnapshot()).toMatchObject({
      requirement: 'optOut',
      trackingAllowed: true,
    });
  });

  it("a US visitor's page does not even load the banner's panel", async () => {
    const loadPanel = vi.fn(loadConsentBannerPanel);
    const { services } = await renderOnPlatform(<ConsentBanner loadPanel={loadPanel} />, {
      locale: 'en-us',
      route: '/sign-in',
    });
    await act(async () => {
      await loadConsentBannerPanel();
    });
    expect(loadPanel).not.toHaveBeenCalled();
    expect(services.get(TOKENS.consent).getSnapshot()).toMatchObject({
      requirement: 'optOut',
      trackingAllowed: true,
    });
  });

  it('a GB member on the US site is asked too', async () => {
    await renderBanner('en-us', ({ container }) =>
      container.get(TOKENS.consent).setMemberCountry('GB'),
    );
    expect(screen.getByRole('region', { name: 'Cookies and advertising' })).toBeVisible();
  });

  it('a UK visitor whose browser sends Global Privacy Control is not asked: the signal is the answer', async () => {
    const { services } = await renderBanner('en-gb', ({ ports }) => {
      ports.privacySignal.globalPrivacyControlOn = true;
    });
    expect(screen.queryByRole('region', { name: 'Cookies and advertising' })).toBeNull();
    expect(services.get(TOKENS.consent).getSnapshot()).toMatchObject({
      requirement: 'optIn',
      askNeeded: false,
      trackingAllowed: false,
      globalPrivacyControl: true,
    });
    expect(documentDecision()).toBe('refused');
  });

  it('a kept answer is not asked again', async () => {
    await renderBanner('en-gb', ({ ports }) =>
      ports.storage.local.setItem(
        CONSENT_STORAGE_KEY,
        JSON.stringify({ version: 1, choice: 'denied', decidedAt: 1, policyVersion: 1 }),
      ),
    );
    expect(screen.queryByRole('region', { name: 'Cookies and advertising' })).toBeNull();
  });

  it('a corrupt stored answer is discarded with a log line and asked again', async () => {
    const { ports } = await renderBanner('en-gb', ({ ports: p }) =>
      p.storage.local.setItem(CONSENT_STORAGE_KEY, '{"choice":"granted"'),
    );
    expect(screen.getByRole('region', { name: 'Cookies and advertising' })).toBeVisible();
    expect(ports.storage.local.getItem(CONSENT_STORAGE_KEY)).toBeNull();
    expect(ports.logger.has('warn', 'Consent record discarded')).toBe(true);
  });

  it('an answer given in another tab hides the banner here', async () => {
    const { ports } = await renderBanner('en-gb');
    act(() => {
      ports.storage.local.setItem(
        CONSENT_STORAGE_KEY,
        JSON.stringify({ version: 1, choice: 'granted', decidedAt: 1, policyVersion: 1 }),
      );
      window.dispatchEvent(new StorageEvent('storage', { key: CONSENT_STORAGE_KEY }));
    });
    expect(screen.queryByRole('region', { name: 'Cookies and advertising' })).toBeNull();
  });

  it('waits for the session check before asking (a restored member may be from anywhere)', async () => {
    const session = new StateCell<Pick<AuthState, 'status'>>({ status: 'restoring' });
    await renderBanner('en-gb', ({ container: services }) =>
      services.rebind(TOKENS.auth, session as unknown as AuthService),
    );
    expect(screen.queryByRole('region', { name: 'Cookies and advertising' })).toBeNull();
    expect(documentDecision()).toBeUndefined();
    act(() => {
      session.set({ status: 'signedOut' });
    });
    expect(await screen.findByRole('region', { name: 'Cookies and advertising' })).toBeVisible();
    expect(documentDecision()).toBe('asking');
  });

  it('takes its decision off the document when it goes', async () => {
    const { unmount } = await renderBanner('en-us');
    expect(documentDecision()).toBe('allowed');
    unmount();
    expect(documentDecision()).toBeUndefined();
  });
});
