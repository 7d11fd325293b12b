import { ENTITY_EXAMPLES } from '@scanwise/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerCall } from '../../test/fakePlatform';
import { ReportsScreen } from './ReportsScreen';
import { FLAGGED_FINDING, SERVER_ERROR } from './dashboardFixtures';
import { renderDashboardScreen } from './renderDashboardScreen';

describe('ReportsScreen', () => {
  it('lists the released reports, latest first, each opening its digital report', async () => {
    const older = {
      ...ENTITY_EXAMPLES.Report,
      id: 'rpt_1',
      title: 'Body scan report',
      created: '2025-01-05T10:00:00Z',
      encounterId: 'enc_body',
    };
    const flagged = {
      ...ENTITY_EXAMPLES.Report,
      title: 'Heart CT report',
      findings: [FLAGGED_FINDING],
    };
    renderDashboardScreen(<ReportsScreen />, {
      setup: (_, ports) => answerCall(ports, 'reportList', { body: [older, flagged] }),
    });
    const titles = await screen.findAllByRole('heading', { level: 2 });
    expect(titles.map((title) => title.textContent)).toEqual([
      'Heart CT report',
      'Body scan report',
    ]);
    const heart = screen.getByRole('region', { name: 'Heart CT report' });
    expect(heart).toHaveTextContent('Released Mar 9');
    expect(heart).toHaveTextContent('1 finding');
    expect(heart).toHaveTextContent(
      'One or more findings need a follow-up conversation with your care team.',
    );
    expect(
      within(heart).getByRole('link', { name: 'Open digital report: Heart CT report' }),
    ).toHaveAttribute('href', '/reports/digital-report/enc_1001');
    const body = screen.getByRole('region', { name: 'Body scan report' });
    expect(body).not.toHaveTextContent('follow-up');
  });

  it('shows loading, then empty', async () => {
    const { unmount } = renderDashboardScreen(<ReportsScreen />, {
      setup: (_, ports) => answerCall(ports, 'reportList', 'loading'),
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading your reports…');
    unmount();
    renderDashboardScreen(<ReportsScreen />, {
      setup: (_, ports) => answerCall(ports, 'reportList', { body: [] }),
    });
    expect(await screen.findByRole('heading', { name: 'No reports yet' })).toBeInTheDocument();
  });

  it('says what failed and retries', async () => {
    const { ports, user } = renderDashboardScreen(<ReportsScreen />, {
      setup: (_, p) => answerCall(p, 'reportList', SERVER_ERROR),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load your reports');
    answerCall(ports, 'reportList', { body: [ENTITY_EXAMPLES.Report] });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { name: 'Full Body Scan report' }),
    ).toBeInTheDocument();
  });
});
