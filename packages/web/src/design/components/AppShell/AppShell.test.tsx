import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderOnPlatform } from '../../../test/renderOnPlatform';
import { AppShell } from './AppShell';
import { ConnectionStatus } from './ConnectionStatus';

describe('AppShell', () => {
  it('navigates between Home, Scans, Reports, Invoices, Messages and Account', async () => {
    await renderOnPlatform(<AppShell onSignOut={() => undefined}>Body</AppShell>, {
      route: '/reports',
    });
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Home',
      'Scans',
      'Reports',
      'Invoices',
      'Messages',
      'Account',
    ]);
    expect(within(nav).getByRole('link', { name: 'Reports' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('main')).toHaveTextContent('Body');
  });

  it('starts with a skip link to the main content', async () => {
    const { user } = await renderOnPlatform(<AppShell onSignOut={() => undefined}>Body</AppShell>);
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', '#main-content');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
  });

  it('the Menu button folds the navigation open and shut (phones)', async () => {
    const { user } = await renderOnPlatform(<AppShell onSignOut={() => undefined} />);
    const menu = screen.getByRole('button', { name: 'Menu' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(menu).toHaveAttribute('aria-controls', nav.id);
    expect(nav).toHaveAttribute('data-open', 'true');
    await user.click(within(nav).getByRole('link', { name: 'Scans' }));
    expect(menu).toHaveAttribute('aria-expanded', 'false');
  });

  it('signs out and shows the live-connection slot', async () => {
    const onSignOut = vi.fn();
    const { user } = await renderOnPlatform(
      <AppShell
        onSignOut={onSignOut}
        connectionIndicator={<ConnectionStatus status="connected" />}
      />,
    );
    expect(screen.getByText('Live updates on')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
  });

  it('shows unread messages as a count on Messages, read with its words', async () => {
    await renderOnPlatform(<AppShell onSignOut={() => undefined} unreadMessages={2} />);
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Messages, 2 unread' })).toHaveAttribute(
      'href',
      '/messages',
    );
    // On a phone the navigation folds behind Menu: the button carries the count too.
    expect(screen.getByRole('button', { name: 'Menu, 2 unread messages' })).toBeInTheDocument();
  });

  it("leads to Home from the brand, gives the care team's number and ends with the footer", async () => {
    await renderOnPlatform(<AppShell onSignOut={() => undefined}>Body</AppShell>);
    expect(screen.getByRole('link', { name: 'Scanwise' })).toHaveAttribute('href', '/');
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Care team (888) 555-0142' })).toHaveAttribute(
      'href',
      'tel:+18885550142',
    );
    expect(screen.getByRole('contentinfo')).toHaveTextContent('In a medical emergency, call 911.');
  });

  it("draws each section's icon as decoration: the links are named by their words", async () => {
    await renderOnPlatform(<AppShell onSignOut={() => undefined} />);
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    for (const icon of nav.querySelectorAll('svg')) {
      expect(icon).toHaveAttribute('aria-hidden', 'true');
    }
    expect(nav.querySelectorAll('svg')).toHaveLength(6);
  });

  it('speaks en-GB where it differs and en-US elsewhere', async () => {
    await renderOnPlatform(<AppShell onSignOut={() => undefined} />, { locale: 'en-gb' });
    expect(screen.getByRole('link', { name: 'Home' })).toBeInTheDocument();
  });
});

describe('ConnectionStatus', () => {
  it.each([
    ['connected', 'Live updates on'],
    ['connecting', 'Connecting…'],
    ['disconnected', 'Live updates paused'],
  ] as const)('%s reads "%s"', async (status, text) => {
    await renderOnPlatform(<ConnectionStatus status={status} />);
    expect(screen.getByText(text)).toBeInTheDocument();
  });
});
