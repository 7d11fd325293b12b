import { act, screen, within } from '@testing-library/react';
import { useState, type ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { DEMO } from '../../test/platform/demoRecords';
import {
  failCall,
  holdCall,
  signedIn,
  type PlatformScene,
} from '../../test/platform/platformScene';
import { HomeScreen } from './HomeScreen';
import { InvoicesScreen } from './InvoicesScreen';
import { ReportsScreen } from './ReportsScreen';
import { ScansScreen } from './ScansScreen';
import { renderDashboardScreen } from './renderDashboardScreen';

/** The screen, and a way to leave it for another page and come back within the session. */
function Revisit({ children }: { readonly children: ReactElement }): ReactElement {
  const [shown, setShown] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setShown((value) => !value)}>
        {shown ? 'Leave' : 'Come back'}
      </button>
      {shown ? children : <p>Another page</p>}
    </>
  );
}

/** Renders `screen`, waits for `loaded`, leaves, lets a minute pass, and comes back. */
async function comeBackTo(
  ui: ReactElement,
  loaded: () => Promise<unknown>,
  beforeComingBack: (scene: PlatformScene) => void = () => undefined,
) {
  const rendered = await renderDashboardScreen(<Revisit>{ui}</Revisit>, { scene: signedIn() });
  await loaded();
  await rendered.user.click(screen.getByRole('button', { name: 'Leave' }));
  // Past the data's freshness: coming back refreshes in the background.
  await act(() => rendered.ports.clock.advanceAsync(60_000));
  beforeComingBack(rendered.scene);
  await rendered.user.click(screen.getByRole('button', { name: 'Come back' }));
  return rendered;
}

const DUE_INVOICE = `Invoice ${DEMO.dueInvoiceNumber}`;

describe('Dashboard screens revisited within a session', () => {
  it('Reports shows the last reports at once while the platform has not answered again', async () => {
    let refresh: { readonly id: string } | undefined;
    const { scene } = await comeBackTo(
      <ReportsScreen />,
      () => screen.findByRole('heading', { level: 2, name: 'Heart CT report' }),
      (platformScene) => {
        refresh = holdCall(platformScene, 'reportList');
      },
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Heart CT report' })).toBeInTheDocument();
    expect(screen.queryByText('Loading your reports…')).toBeNull();
    // The refresh went out behind the data shown (and is still waiting for its answer).
    expect(scene.faults.list().find((rule) => rule.id === refresh?.id)?.hits).toBe(1);
  });

  it('Invoices shows the last invoices at once, and a failed refresh says so quietly', async () => {
    const { user, scene } = await comeBackTo(
      <InvoicesScreen />,
      () => screen.findByRole('heading', { level: 2, name: DUE_INVOICE }),
      (platformScene) => failCall(platformScene, 'invoiceList'),
    );
    expect(screen.getByRole('heading', { level: 2, name: DUE_INVOICE })).toBeInTheDocument();
    const note = await screen.findByText(/This may not be up to date/);
    expect(note).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: DUE_INVOICE })).toBeInTheDocument();

    scene.faults.clear();
    await user.click(within(note).getByRole('button', { name: 'Refresh' }));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(screen.queryByText(/This may not be up to date/)).toBeNull();
  });

  it('Scans shows the live list at once, without a loading status', async () => {
    await comeBackTo(<ScansScreen />, () =>
      screen.findByRole('region', { name: 'Heart CT (calcium score)' }),
    );
    expect(screen.getByRole('region', { name: 'Heart CT (calcium score)' })).toBeInTheDocument();
    expect(screen.queryByText('Loading your scans…')).toBeNull();
  });

  it('Home shows its sections at once on a revisit', async () => {
    await comeBackTo(<HomeScreen />, () =>
      screen.findByRole('region', { name: 'Your to-do list' }, { timeout: 10_000 }),
    );
    expect(screen.getByRole('region', { name: 'Your to-do list' })).toBeInTheDocument();
    expect(screen.queryByText('Loading your dashboard…')).toBeNull();
  });
});
