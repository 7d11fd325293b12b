import type { PlatformState } from '@scanwise/mock-server/in-process';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO } from '../../test/platform/demoRecords';
import { allOf, failing, signedIn } from '../../test/platform/platformScene';
import type { PlatformRenderOptions } from '../../test/renderOnPlatform';
import { reportWithManyFindings, reportWithoutFindings } from './dashboardScenes';
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

/** Each element's text, for order checks. */
const texts = (elements: readonly HTMLElement[]): string[] =>
  elements.map((element) => element.textContent ?? '');

afterEach(() => {
  vi.restoreAllMocks();
});

describe('DigitalReportScreen', () => {
  it('puts the summary first and shows the radiologist, scan date and release date', async () => {
    await renderReport(DEMO.bodyScan);
    await screen.findByRole('heading', { level: 1, name: 'Full Body Scan report' });
    expect(texts(screen.getAllByRole('heading', { level: 2 }))).toEqual([
      'Summary',
      'Findings',
      'Report sections',
    ]);
    const about = screen.getByLabelText('About this report');
    expect(about).toHaveTextContent('RadiologistDr. Priya Raman, MD');
    expect(about).toHaveTextContent(/Scan date[A-Z][a-z]{2} \d{1,2}(, \d{4})?/);
    expect(about).toHaveTextContent(/Report released[A-Z][a-z]{2} \d{1,2}(, \d{4})?/);
  });

  it("shows no finding twice: those listed again under a section appear once, in their organ system's group", async () => {
    await renderReport(DEMO.bodyScan);
    const findings = await screen.findByRole('region', { name: 'Findings' });
    expect(findings).toHaveTextContent('3 findings, grouped by organ system.');
    expect(
      texts(within(findings).getAllByRole('heading', { level: 3 })).filter(
        (text) => !['Where your findings are', 'What the eScore means'].includes(text),
      ),
    ).toEqual([
      'Heart and blood vessels',
      'Liver and digestive organs',
      'Kidneys and urinary tract',
    ]);
    for (const title of ['Simple renal cyst', 'Fatty liver', 'Coronary calcium']) {
      expect(screen.getAllByRole('region', { name: title })).toHaveLength(1);
    }
    const digestive = within(findings).getByRole('region', { name: 'Liver and digestive organs' });
    expect(within(digestive).getByRole('region', { name: 'Fatty liver' })).toBeInTheDocument();
    // The section that only repeated the summary is left out; the other keeps its words only.
    const sections = screen.getByRole('region', { name: 'Report sections' });
    expect(within(sections).queryByRole('heading', { name: 'Overview' })).toBeNull();
    expect(sections).toHaveTextContent('Findings by organ system.');
    expect(within(sections).queryByRole('region')).toBeNull();
  });

  it('draws a body diagram whose text alternative lists the regions with findings, each linked to its groups', async () => {
    await renderReport(DEMO.bodyScan);
    const diagram = await screen.findByRole('img', {
      name: 'Body diagram of where your findings are: Chest, 1 finding; Abdomen, 2 findings.',
    });
    expect(diagram.querySelector('[data-region="chest"]')).toHaveAttribute('data-highlighted');
    expect(diagram.querySelector('[data-region="head"]')).not.toHaveAttribute('data-highlighted');
    const where = screen.getByRole('region', { name: 'Where your findings are' });
    const link = within(where).getByRole('link', { name: 'Liver and digestive organs' });
    expect(link).toHaveAttribute('href', '#findings-digestive');
    expect(document.getElementById('findings-digestive')).toHaveAccessibleName(
      'Liver and digestive organs',
    );
    expect(within(where).getByRole('link', { name: 'Kidneys and urinary tract' })).toHaveAttribute(
      'href',
      '#findings-kidneysAndUrinary',
    );
  });

  it('shows the eScore with its meaning, and its scale, in the same colour for the same score', async () => {
    await renderReport();
    const scale = await screen.findByRole('region', { name: 'What the eScore means' });
    const steps = within(scale).getAllByRole('listitem');
    expect(texts(steps)).toEqual([
      '1NormalNothing to follow up.',
      '2BenignA harmless finding; nothing to do.',
      '3Keep an eye on itMention it at your next routine check-up.',
      '4Follow upTalk to your care team about the next steps.',
      '5Prompt follow-upYour care team will contact you soon to plan the next steps.',
    ]);
    const nodule = screen.getByRole('region', { name: 'Pulmonary nodule, 6 mm' });
    const badge = within(nodule).getByText('eScore 4: Follow up');
    expect(badge).toHaveAttribute('data-band', steps[3]!.getAttribute('data-band'));
    const plaque = screen.getByRole('region', { name: 'Calcified plaque, LAD' });
    expect(within(plaque).getByText('eScore 4: Follow up')).toHaveAttribute(
      'data-band',
      badge.getAttribute('data-band'),
    );
  });

  it('shows the same follow-up callout in the summary and on the flagged finding', async () => {
    await renderReport();
    const summary = await screen.findByRole('region', { name: 'Summary' });
    const nodule = screen.getByRole('region', { name: 'Pulmonary nodule, 6 mm' });
    for (const place of [summary, nodule]) {
      expect(within(place).getByRole('link', { name: 'Message your care team' })).toHaveAttribute(
        'href',
        '/messages',
      );
    }
    expect(summary).toHaveTextContent('Some findings need a follow-up conversation');
    expect(nodule).toHaveTextContent('Please talk to your care team about this finding');
    expect(screen.getByRole('region', { name: 'Calcified plaque, LAD' })).not.toHaveTextContent(
      'Please talk to your care team',
    );
  });

  it("offers Print / Save as PDF, which opens the browser's print dialog", async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const { user } = await renderReport();
    await user.click(await screen.findByRole('button', { name: 'Print / Save as PDF' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('groups a report with many findings head to toe, with findings naming no organ system last', async () => {
    await renderReport(DEMO.bodyScan, { seed: reportWithManyFindings, scene: signedIn() });
    const findings = await screen.findByRole('region', { name: 'Findings' });
    expect(findings).toHaveTextContent('6 findings, grouped by organ system.');
    expect(
      texts(within(findings).getAllByRole('heading', { level: 3 })).filter(
        (text) => !['Where your findings are', 'What the eScore means'].includes(text),
      ),
    ).toEqual([
      'Brain',
      'Head and neck',
      'Liver and digestive organs',
      'Pelvis and reproductive organs',
      'Bones, joints and spine',
      'Other findings',
    ]);
    expect(
      screen.getByRole('img', {
        name: 'Body diagram of where your findings are: Head, 1 finding; Neck, 1 finding; Abdomen, 1 finding; Pelvis, 1 finding; Bones and joints, 1 finding.',
      }),
    ).toBeInTheDocument();
    const where = screen.getByRole('region', { name: 'Where your findings are' });
    expect(where).toHaveTextContent('Not on the diagram');
    expect(within(where).getByRole('link', { name: 'Other findings' })).toHaveAttribute(
      'href',
      '#findings-other',
    );
  });

  it('says so when the report has no findings, without a diagram', async () => {
    await renderReport(DEMO.heartCt, { seed: reportWithoutFindings, scene: signedIn() });
    const findings = await screen.findByRole('region', { name: 'Findings' });
    expect(findings).toHaveTextContent('No findings were recorded in this report.');
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Report sections' })).toBeNull();
  });

  it('loads the report of the encounter in the route and shows its findings with their eScore', async () => {
    await renderReport(DEMO.bodyScan);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Full Body Scan report' }),
    ).toBeInTheDocument();
    const findings = screen.getByRole('region', { name: 'Findings' });
    const liver = within(findings).getByRole('region', { name: 'Fatty liver' });
    expect(liver).toHaveTextContent('Liver');
    expect(liver).toHaveTextContent('eScore 3: Keep an eye on it');
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

  it('links to the images', async () => {
    await renderReport();
    await screen.findByRole('region', { name: 'Summary' });
    // The platform signs the link to its own viewer page (its part loads once the report has one).
    const link = await screen.findByRole('link', { name: 'View your images' });
    expect(link.getAttribute('href')).toMatch(
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
