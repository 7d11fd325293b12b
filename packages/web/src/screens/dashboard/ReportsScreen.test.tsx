import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO } from '../../test/platform/demoRecords';
import { allOf, failing, holding, joined, signedIn } from '../../test/platform/platformScene';
import { ReportsScreen } from './ReportsScreen';
import { renderDashboardScreen } from './renderDashboardScreen';

describe('ReportsScreen', () => {
  it('lists the released reports, latest first, each opening its digital report', async () => {
    await renderDashboardScreen(<ReportsScreen />, { scene: signedIn() });
    const titles = await screen.findAllByRole('heading', { level: 2 });
    expect(titles.map((title) => title.textContent)).toEqual([
      'Heart CT report',
      'Full Body Scan report',
    ]);
    const heart = screen.getByRole('region', { name: 'Heart CT report' });
    // Released 35 days before the scene's 1 January 2026, shown in the member's New York time.
    expect(heart).toHaveTextContent('Released Nov 26, 2025');
    expect(heart).toHaveTextContent('2 findings');
    expect(heart).toHaveTextContent(
      'One or more findings need a follow-up conversation with your care team. Open the digital report to see which.',
    );
    expect(heart).not.toHaveTextContent('marked below');
    expect(
      within(heart).getByRole('link', { name: 'Open digital report: Heart CT report' }),
    ).toHaveAttribute('href', `/reports/digital-report/${DEMO.heartCt}`);
    const body = screen.getByRole('region', { name: 'Full Body Scan report' });
    expect(body).not.toHaveTextContent('follow-up');
  });

  it('shows loading, then empty', async () => {
    const { unmount } = await renderDashboardScreen(<ReportsScreen />, {
      scene: allOf(holding('reportList'), signedIn()),
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading your reports…');
    unmount();
    await renderDashboardScreen(<ReportsScreen />, { scene: joined });
    expect(await screen.findByRole('heading', { name: 'No reports yet' })).toBeInTheDocument();
  });

  it('says what failed and retries', async () => {
    const { scene, user } = await renderDashboardScreen(<ReportsScreen />, {
      scene: allOf(failing('reportList'), signedIn()),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load your reports');
    scene.faults.clear();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { name: 'Full Body Scan report' }),
    ).toBeInTheDocument();
  });
});
