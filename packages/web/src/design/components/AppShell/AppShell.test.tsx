import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { AppShell } from './AppShell';
import { ConnectionStatus } from './ConnectionStatus';

describe('AppShell', () => {
  it('navigates between Home, Scans, Reports, Invoices, Messages and Account', () => {
    renderWithProviders(<AppShell onSignOut={() => undefined}>Body</AppShell>, {
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
    const { user } = renderWithProviders(<AppShell onSignOut={() => undefined}>Body</AppShell>);
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', '#main-content');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
  });

  it('the Menu button folds the navigation open and shut (phones)', async () => {
    const { user } = renderWithProviders(<AppShell onSignOut={() => undefined} />);
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
    const { user } = renderWithProviders(
      <AppShell
        onSignOut={onSignOut}
        connectionIndicator={<ConnectionStatus status="connected" />}
      />,
    );
    expect(screen.getByText('Live updates on')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
  });

  it('speaks en-GB where it differs and en-US elsewhere', () => {
    renderWithProviders(<AppShell onSignOut={() => undefined} />, { locale: 'en-gb' });
    expect(screen.getByRole('link', { name: 'Home' })).toBeInTheDocument();
  });
});

describe('ConnectionStatus', () => {
  it.each([
    ['connected', 'Live updates on'],
    ['connecting', 'Connecting…'],
    ['disconnected', 'Live updates paused'],
  ] as const)('%s reads "%s"', (status, text) => {
    renderWithProviders(<ConnectionStatus status={status} />);
    expect(screen.getByText(text)).toBeInTheDocument();
  });
});
