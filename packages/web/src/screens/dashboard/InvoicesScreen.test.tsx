import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO } from '../../test/platform/demoRecords';
import { allOf, failing, holding, joined, signedIn } from '../../test/platform/platformScene';
import { InvoicesScreen } from './InvoicesScreen';
import { renderDashboardScreen } from './renderDashboardScreen';

describe('InvoicesScreen', () => {
  it('shows amount, status and due date; the due invoice first with a Pay action', async () => {
    await renderDashboardScreen(<InvoicesScreen />, { scene: signedIn() });
    const titles = await screen.findAllByRole('heading', { level: 2 });
    expect(titles.map((title) => title.textContent)).toEqual([
      `Invoice ${DEMO.dueInvoiceNumber}`,
      'Invoice SW-2026-0002',
      'Invoice SW-2025-0001',
    ]);
    expect(screen.getByText('You have 1 invoice to pay.')).toBeInTheDocument();
    const due = screen.getByRole('region', { name: `Invoice ${DEMO.dueInvoiceNumber}` });
    expect(due).toHaveTextContent('Due');
    expect(due).toHaveTextContent('$249.00');
    expect(due).toHaveTextContent('Jan 15');
    expect(
      within(due).getByRole('link', { name: `Pay now: invoice ${DEMO.dueInvoiceNumber}` }),
    ).toHaveAttribute('href', `/payment-authorize/${DEMO.mammography}`);
    const paid = screen.getByRole('region', { name: 'Invoice SW-2025-0001' });
    expect(paid).toHaveTextContent('Paid');
    // The Full Body Scan with the heart add-on: $2,495.00 + $149.00.
    expect(paid).toHaveTextContent('$2,644.00');
    expect(within(paid).queryByRole('link', { name: /Pay/ })).toBeNull();
    expect(screen.queryByText('Prices are in US dollars (USD).')).toBeNull();
    // The platform signs a link to the invoice's PDF on its own origin.
    expect(
      within(paid)
        .getByRole('link', { name: 'Download PDF: invoice SW-2025-0001' })
        .getAttribute('href'),
    ).toMatch(/^http:\/\/localhost:4000\/files\/invoices\/inv_demo_1\.pdf\?member=mbr_demo&/);
  });

  it('names each action starting with its visible label, so a speech user can say what they see', async () => {
    await renderDashboardScreen(<InvoicesScreen />, { scene: signedIn() });
    await screen.findAllByRole('heading', { level: 2 });
    const actions = screen.getAllByRole('link');
    expect(actions.map((action) => action.textContent)).toEqual([
      'Pay now',
      'Download PDF',
      'Download PDF',
    ]);
    for (const action of actions) {
      const visible = (action.textContent ?? '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      expect(action).toHaveAccessibleName(new RegExp(`^${visible}`));
    }
  });

  it('formats money and dates in en-GB too (USD with the dollar symbol)', async () => {
    await renderDashboardScreen(<InvoicesScreen />, { locale: 'en-gb', scene: signedIn() });
    const due = await screen.findByRole('region', { name: `Invoice ${DEMO.dueInvoiceNumber}` });
    expect(due).toHaveTextContent('$249.00');
    expect(due).toHaveTextContent('15 Jan');
    expect(screen.getByText('Prices are in US dollars (USD).')).toBeVisible();
    // Said once: the intro does not repeat the currency.
    expect(screen.getAllByText(/US dollars/)).toHaveLength(1);
  });

  it('shows loading, empty and error (with retry)', async () => {
    const loading = await renderDashboardScreen(<InvoicesScreen />, {
      scene: allOf(holding('invoiceList'), signedIn()),
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading your invoices…');
    loading.unmount();

    const empty = await renderDashboardScreen(<InvoicesScreen />, { scene: joined });
    expect(await screen.findByRole('heading', { name: 'No invoices yet' })).toBeInTheDocument();
    empty.unmount();

    const { scene, user } = await renderDashboardScreen(<InvoicesScreen />, {
      scene: allOf(failing('invoiceList'), signedIn()),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load your invoices');
    scene.faults.clear();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('link', { name: `Pay now: invoice ${DEMO.dueInvoiceNumber}` }),
    ).toBeVisible();
  });
});
