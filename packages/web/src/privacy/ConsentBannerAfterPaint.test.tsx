import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderOnPlatform } from '../test/renderOnPlatform';
import { ConsentBannerAfterPaint } from './ConsentBannerAfterPaint';

// The banner's place on every page: the banner and the consent it reads load after the first
// paint (at once where the reporting is already there, as in these tests), never before.
describe('ConsentBannerAfterPaint', () => {
  afterEach(() => {
    vi.doUnmock('./ConsentBanner');
    vi.resetModules();
  });

  it('loads the banner, and a UK visitor is asked', async () => {
    await renderOnPlatform(<ConsentBannerAfterPaint />, {
      locale: 'en-gb',
      route: '/en-gb/sign-in',
    });
    expect(await screen.findByRole('region', { name: 'Cookies and advertising' })).toBeVisible();
  });

  it('a banner that cannot load stays away, logged: nothing is tracked without an answer', async () => {
    vi.resetModules();
    vi.doMock('./ConsentBanner', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    // Fresh modules, so the slot and the providers share one React context.
    const { ConsentBannerAfterPaint: Slot } = await import('./ConsentBannerAfterPaint');
    const { renderOnPlatform: render } = await import('../test/renderOnPlatform');
    const { ports } = await render(<Slot />, { locale: 'en-gb', route: '/en-gb/sign-in' });
    await waitFor(() =>
      expect(ports.logger.has('warn', 'Consent banner failed to load')).toBe(true),
    );
    expect(screen.queryByRole('region', { name: 'Cookies and advertising' })).toBeNull();
    expect(ports.tracking.events).toEqual([]);
  });
});
