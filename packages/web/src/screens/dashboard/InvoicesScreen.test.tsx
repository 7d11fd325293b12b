import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerCall } from '../../test/fakePlatform';
import { InvoicesScreen } from './InvoicesScreen';
import { INVOICES, SERVER_ERROR } from './dashboardFixtures';
import { renderDashboardScreen } from './renderDashboardScreen';

describe('InvoicesScreen', () => {
  it('shows amount, status and due date; the due invoice first with a Pay action', async () => {
    renderDashboardScreen(<InvoicesScreen />, {
      setup: (_, ports) => answerCall(ports, 'invoiceList', { body: INVOICES }),
    });
    const titles = await screen.findAllByRole('heading', { level: 2 });
    expect(titles.map((title) => title.textContent)).toEqual([
      'Invoice SW-2026-00043',
      'Invoice SW-2026-00042',
    ]);
    expect(screen.getByText('You have 1 invoice to pay.')).toBeInTheDocument();
    const due = screen.getByRole('region', { name: 'Invoice SW-2026-00043' });
    expect(due).toHaveTextContent('Due');
    expect(due).toHaveTextContent('$499.00');
    expect(due).toHaveTextContent('Jan 15');
    expect(
      within(due).getByRole('link', { name: 'Pay now: invoice SW-2026-00043' }),
    ).toHaveAttribute('href', '/payment-authorize/enc_mammo');
    const paid = screen.getByRole('region', { name: 'Invoice SW-2026-00042' });
    expect(paid).toHaveTextContent('Paid');
    expect(paid).toHaveTextContent('$2,898.00');
    expect(within(paid).queryByRole('link', { name: /Pay/ })).toBeNull();
    expect(screen.queryByText('Prices are in US dollars (USD).')).toBeNull();
    expect(
      within(paid).getByRole('link', { name: 'Download PDF: invoice SW-2026-00042' }),
    ).toHaveAttribute('href', 'https://files.example.com/invoices/inv_42.pdf');
  });

  it('names each action starting with its visible label, so a speech user can say what they see', async () => {
    renderDashboardScreen(<InvoicesScreen />, {
      setup: (_, ports) => answerCall(ports, 'invoiceList', { body: INVOICES }),
    });
    await screen.findAllByRole('heading', { level: 2 });
    const actions = screen.getAllByRole('link');
    expect(actions.map((action) => action.textContent)).toEqual(['Pay now', 'Download PDF']);
    for (const action of actions) {
      const visible = (action.textContent ?? '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      expect(action).toHaveAccessibleName(new RegExp(`^${visible}`));
    }
  });

  it('formats money and dates in en-GB too (USD with the dollar symbol)', async () => {
    renderDashboardScreen(<InvoicesScreen />, {
      locale: 'en-gb',
      setup: (_, ports) => answerCall(ports, 'invoiceList', { body: INVOICES }),
    });
    const due = await screen.findByRole('region', { name: 'Invoice SW-2026-00043' });
    expect(due).toHaveTextContent('$499.00');
    expect(due).toHaveTextContent('15 Jan');
    expect(screen.getByText('Prices are in US dollars (USD).')).toBeVisible();
  });

  it('shows loading, empty and error (with retry)', async () => {
    const loading = renderDashboardScreen(<InvoicesScreen />, {
      setup: (_, ports) => answerCall(ports, 'invoiceList', 'loading'),
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading your invoices…');
    loading.unmount();

    const empty = renderDashboardScreen(<InvoicesScreen />, {
      setup: (_, ports) => answerCall(ports, 'invoiceList', { body: [] }),
    });
    expect(await screen.findByRole('heading', { name: 'No invoices yet' })).toBeInTheDocument();
    empty.unmount();

    const { ports, user } = renderDashboardScreen(<InvoicesScreen />, {
      setup: (_, p) => answerCall(p, 'invoiceList', SERVER_ERROR),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load your invoices');
    answerCall(ports, 'invoiceList', { body: INVOICES });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('link', { name: 'Pay now: invoice SW-2026-00043' }),
    ).toBeVisible();
  });
});
