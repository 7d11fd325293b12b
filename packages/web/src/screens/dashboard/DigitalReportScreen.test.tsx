import { ENTITY_EXAMPLES } from '@scanwise/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerCall } from '../../test/fakePlatform';
import { DigitalReportScreen } from './DigitalReportScreen';
import { DIGITAL_REPORT, SERVER_ERROR } from './dashboardFixtures';
import { renderDashboardScreen, type DashboardSetup } from './renderDashboardScreen';

const PATH = '/reports/digital-report/:encounterId/:fromCard?';
const renderReport = (setup: DashboardSetup, route = '/reports/digital-report/enc_1001') =>
  renderDashboardScreen(<DigitalReportScreen />, { route, path: PATH, setup });

describe('DigitalReportScreen', () => {
  it('loads the report of the encounter in the route and shows its findings with their eScore', async () => {
    const { ports } = renderReport((_, p) =>
      answerCall(p, 'digitalReportGet', { body: DIGITAL_REPORT }),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your digital report' }),
    ).toBeInTheDocument();
    expect(
      ports.http.requestsTo('GET', '/diagnostics/encounters/enc_1001/digital-report'),
    ).toHaveLength(1);
    const findings = screen.getByRole('region', { name: 'Findings' });
    const liver = within(findings).getByRole('region', { name: 'Liver' });
    expect(liver).toHaveTextContent('eScore 1');
    expect(liver).toHaveTextContent('Small simple cyst.');
    expect(liver).not.toHaveTextContent('Please talk to your care team');
    // Sub-findings.
    expect(liver).toHaveTextContent('Segment IV');
    expect(liver).toHaveTextContent('Benign.');
  });

  it('"eScore is the last value after sorting the snippets by eScore" and a flagged finding is shown with care', async () => {
    renderReport((_, p) => answerCall(p, 'digitalReportGet', { body: DIGITAL_REPORT }));
    const findings = await screen.findByRole('region', { name: 'Findings' });
    const nodule = within(findings).getByRole('region', { name: 'Lung nodule' });
    expect(nodule).toHaveTextContent('eScore 3');
    expect(nodule).toHaveTextContent('Please talk to your care team about this finding');
    expect(nodule).toHaveTextContent('This does not mean you have cancer.');
    expect(within(nodule).getByRole('link', { name: 'Message your care team' })).toHaveAttribute(
      'href',
      '/messages',
    );
    // The sub-finding's text, and the report-level notice.
    expect(nodule).toHaveTextContent('Follow-up CT suggested in 6 months.');
    expect(screen.getByRole('region', { name: 'Summary' })).toHaveTextContent(
      'One or more findings need a follow-up conversation',
    );
  });

  it('renders platform text as text, never as HTML, and opens only web links', async () => {
    renderReport((_, p) =>
      answerCall(p, 'digitalReportGet', {
        body: {
          ...DIGITAL_REPORT,
          summary: '<img src=x onerror="alert(1)"> Normal study.',
          viewerUrl: 'javascript:alert(1)',
        },
      }),
    );
    const summary = await screen.findByRole('region', { name: 'Summary' });
    expect(summary).toHaveTextContent('<img src=x onerror="alert(1)"> Normal study.');
    expect(summary.querySelector('img')).toBeNull();
    expect(screen.queryByRole('link', { name: 'View your images' })).toBeNull();
  });

  it('shows the sections with their bodies and a link to the images', async () => {
    renderReport((_, p) =>
      answerCall(p, 'digitalReportGet', { body: ENTITY_EXAMPLES.DigitalReport }),
    );
    const sections = await screen.findByRole('region', { name: 'Report sections' });
    expect(
      within(sections).getByRole('heading', { level: 3, name: 'Abdomen' }),
    ).toBeInTheDocument();
    expect(sections).toHaveTextContent('Normal study.');
    expect(screen.getByRole('link', { name: 'View your images' })).toHaveAttribute(
      'href',
      'https://viewer.example.com/studies/enc_1001',
    );
  });

  it('shows loading, then a not-found message with retry', async () => {
    renderReport((_, p) =>
      answerCall(p, 'digitalReportGet', {
        status: 404,
        body: { code: 'not_found', message: 'No report' },
      }),
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading your report…');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load this report');
    expect(alert).toHaveTextContent('We could not find this.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to reports' })).toHaveAttribute(
      'href',
      '/reports',
    );
  });

  it('says so on a server failure', async () => {
    renderReport((_, p) => answerCall(p, 'digitalReportGet', SERVER_ERROR));
    expect(await screen.findByRole('alert')).toHaveTextContent('Our service is having a problem.');
  });
});
