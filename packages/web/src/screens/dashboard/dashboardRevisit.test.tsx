import { ENTITY_EXAMPLES } from '@scanwise/core';
import { act, screen, within } from '@testing-library/react';
import { useState, type ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import type { FakeScanwisePorts } from '../../composition/fakeScanwisePorts';
import { answerCall } from '../../test/fakePlatform';
import { HomeScreen } from './HomeScreen';
import { InvoicesScreen } from './InvoicesScreen';
import { ReportsScreen } from './ReportsScreen';
import { ScansScreen } from './ScansScreen';
import {
  ENCOUNTERS,
  INVOICES,
  SERVER_ERROR,
  TASKS,
  signedInWithLiveLists,
} from './dashboardFixtures';
import { renderDashboardScreen, type DashboardSetup } from './renderDashboardScreen';

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
  setup: DashboardSetup,
  loaded: () => Promise<unknown>,
  beforeComingBack: (ports: FakeScanwisePorts) => void = () => undefined,
) {
  const rendered = renderDashboardScreen(<Revisit>{ui}</Revisit>, { setup });
  await loaded();
  await rendered.user.click(screen.getByRole('button', { name: 'Leave' }));
  // Past the data's freshness: coming back refreshes in the background.
  await act(() => rendered.ports.clock.advanceAsync(60_000));
  beforeComingBack(rendered.ports);
  await rendered.user.click(screen.getByRole('button', { name: 'Come back' }));
  return rendered;
}

describe('Dashboard screens revisited within a session', () => {
  it('Reports shows the last reports at once while the platform has not answered again', async () => {
    const { ports } = await comeBackTo(
      <ReportsScreen />,
      (_, p) => answerCall(p, 'reportList', { body: [ENTITY_EXAMPLES.Report] }),
      () => screen.findByRole('heading', { level: 2, name: ENTITY_EXAMPLES.Report.title }),
      (p) => answerCall(p, 'reportList', 'loading'),
    );
    expect(
      screen.getByRole('heading', { level: 2, name: ENTITY_EXAMPLES.Report.title }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Loading your reports…')).toBeNull();
    // The refresh went out behind the data shown.
    expect(ports.http.requestsTo('GET', '/diagnostics/reports')).toHaveLength(2);
  });

  it('Invoices shows the last invoices at once, and a failed refresh says so quietly', async () => {
    const { user, ports } = await comeBackTo(
      <InvoicesScreen />,
      (_, p) => answerCall(p, 'invoiceList', { body: INVOICES }),
      () => screen.findByRole('heading', { level: 2, name: 'Invoice SW-2026-00043' }),
      (p) => answerCall(p, 'invoiceList', SERVER_ERROR),
    );
    expect(
      screen.getByRole('heading', { level: 2, name: 'Invoice SW-2026-00043' }),
    ).toBeInTheDocument();
    const note = await screen.findByText(/This may not be up to date/);
    expect(note).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Invoice SW-2026-00043' }),
    ).toBeInTheDocument();

    answerCall(ports, 'invoiceList', { body: INVOICES });
    await user.click(within(note).getByRole('button', { name: 'Refresh' }));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(screen.queryByText(/This may not be up to date/)).toBeNull();
  });

  it('Scans shows the live list at once, without a loading status', async () => {
    await comeBackTo(
      <ScansScreen />,
      signedInWithLiveLists({ encounters: ENCOUNTERS, tasks: TASKS }),
      () => screen.findByRole('region', { name: 'Lung CT' }),
    );
    expect(screen.getByRole('region', { name: 'Lung CT' })).toBeInTheDocument();
    expect(screen.queryByText('Loading your scans…')).toBeNull();
  });

  it('Home shows its sections at once on a revisit', async () => {
    await comeBackTo(
      <HomeScreen />,
      signedInWithLiveLists({ encounters: ENCOUNTERS, tasks: TASKS }),
      () => screen.findByRole('region', { name: 'Your to-do list' }, { timeout: 10_000 }),
    );
    expect(screen.getByRole('region', { name: 'Your to-do list' })).toBeInTheDocument();
    expect(screen.queryByText('Loading your dashboard…')).toBeNull();
  });
});
