import type { PlatformState } from '@scanwise/mock-server/in-process';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO } from '../../test/platform/demoRecords';
import { allOf, failing, signedIn } from '../../test/platform/platformScene';
import type { PlatformRenderOptions } from '../../test/renderOnPlatform';
import { DigitalReportScreen } from './DigitalReportScreen';
import { renderDashboardScreen } from './renderDashboardScreen';

const PATH = '/reports/digital-report/:encounterId/:fromCard?';
const renderReport = (
  encounterId: string = DEMO.heartCt,
  options: PlatformRenderOptions = { scene: signedIn() },
) =>
  renderDashboardScreen(<DigitalReportScreen />, {
    route: `/reports/digital-report/${encounterId}`,
    path: PATH,
    ...options,
  });

/** The Heart CT report's summary and image link, as a platform might send anything. */
const hostileReport = (state: PlatformState): void => {
  const report = state.reports.find((candidate) => candidate.id === DEMO.heartCtReport)!;
  report.summary = '<img src=x onerror="alert(1)"> Normal study.';
  report.viewerUrl = 'javascript:alert(1)';
};

describe('DigitalReportScreen', () => {
  it('loads the report of the encounter in the route and shows its findings with their eScore', async () => {
    await renderReport(DEMO.bodyScan);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Full Body Scan report' }),
    ).toBeInTheDocument();
    const findings = screen.getByRole('region', { name: 'Findings' });
    const liver = within(findings).getByRole('region', { name: 'Fatty liver' });
    expect(liver).toHaveTextContent('Liver');
    expect(liver).toHaveTextContent('eScore 3');
    expect(liver).toHaveTextContent('Fatty liver: observation 1');
    expect(liver).not.toHaveTextContent('Please talk to your care team');
    // Sub-findings.
    expect(liver).toHaveTextContent('Hepatic steatosis grade');
    expect(liver).toHaveTextContent('Hepatic steatosis grade: observation 1');
  });

  it('"eScore is the last value after sorting the snippets by eScore" and a flagged finding is shown with care', async () => {
    await renderReport();
    const findings = await screen.findByRole('region', { name: 'Findings' });
    const nodule = within(findings).getByRole('region', { name: 'Pulmonary nodule, 6 mm' });
    expect(nodule).toHaveTextContent('eScore 4');
    expect(nodule).toHaveTextContent('Please talk to your care team about this finding');
    expect(nodule).toHaveTextContent('This does not mean you have cancer.');
    expect(within(nodule).getByRole('link', { name: 'Message your care team' })).toHaveAttribute(
      'href',
      '/messages',
    );
    expect(screen.getByRole('region', { name: 'Summary' })).toHaveTextContent(
      'One or more findings need a follow-up conversation',
    );
  });

  it('renders platform text as text, never as HTML, and opens only web links', async () => {
    await renderReport(DEMO.heartCt, { seed: hostileReport, scene: signedIn() });
    const summary = await screen.findByRole('region', { name: 'Summary' });
    expect(summary).toHaveTextContent('<img src=x onerror="alert(1)"> Normal study.');
    expect(summary.querySelector('img')).toBeNull();
    expect(screen.queryByRole('link', { name: 'View your images' })).toBeNull();
  });

  it('shows the sections with their bodies and a link to the images', async () => {
    await renderReport();
    const sections = await screen.findByRole('region', { name: 'Report sections' });
    expect(
      within(sections).getByRole('heading', { level: 3, name: 'Overview' }),
    ).toBeInTheDocument();
    expect(sections).toHaveTextContent('Findings by organ system.');
    // The platform signs the link to its own viewer page.
    expect(screen.getByRole('link', { name: 'View your images' }).getAttribute('href')).toMatch(
      new RegExp(`^http://localhost:4000/viewer/studies/${DEMO.heartCt}\\?member=mbr_demo&`),
    );
  });

  it('shows loading, then a not-found message with retry', async () => {
    // The mammography is not scanned yet: no report.
    await renderReport(DEMO.mammography);
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
    await renderReport(DEMO.heartCt, { scene: allOf(failing('digitalReportGet'), signedIn()) });
    expect(await screen.findByRole('alert')).toHaveTextContent('Our service is having a problem.');
  });
});
