import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO } from '../../test/platform/demoRecords';
import { allOf, joined, signedIn } from '../../test/platform/platformScene';
import {
  dueInvoiceDueOn,
  dueInvoicePaid,
  everythingDone,
  mammogramUploaded,
  mammographyTasksDone,
  nothingLeftButTheScan,
} from './dashboardScenes';
import { HomeScreen } from './HomeScreen';
import { renderDashboardScreen } from './renderDashboardScreen';

// Home's next step in each of its states, on the in-process platform (the scene starts on
// 1 January 2026, 09:00 UTC; the demo's mammography is on 22 January, its invoice due 15 January).

const renderHome = (options: Parameters<typeof renderDashboardScreen>[1] = {}) =>
  renderDashboardScreen(<HomeScreen />, { scene: signedIn(), ...options });

const nextStep = () => screen.findByRole('region', { name: 'Your next step' });

/** The links of Home's main part by where they go: each call to action once. */
function expectNoPlaceLinkedTwice(): void {
  const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
  expect(new Set(hrefs).size).toBe(hrefs.length);
}

describe('Home next step', () => {
  it('asks a new member with nothing yet to book their first scan, once', async () => {
    await renderHome({ scene: joined });
    const next = await nextStep();
    expect(next).toHaveTextContent(
      'Start with a scan that suits you: choose a plan, a center and a time.',
    );
    expect(within(next).getByRole('link', { name: 'Book your first scan' })).toHaveAttribute(
      'href',
      '/book-scan/select-plan',
    );
    // No second way to book: the quiet "Book a scan" is only there when booking is not the step.
    expect(screen.queryByRole('link', { name: 'Book a scan' })).toBeNull();
    expect(within(next).queryByRole('list', { name: 'At a glance' })).toBeNull();
    expectNoPlaceLinkedTwice();
  });

  it('puts the questionnaire of the booked scan first, saying for which scan and by when', async () => {
    await renderHome({ scene: allOf(mammogramUploaded, signedIn()) });
    const next = await nextStep();
    expect(next).toHaveTextContent(
      'Your Mammography is on Jan 22 at 10:00 AM. Please do this by Jan 20.',
    );
    expect(
      within(next).getByRole('link', { name: 'Complete your medical questionnaire' }),
    ).toHaveAttribute('href', expect.stringContaining(`%22${DEMO.mammography}%22`));
    const glance = within(next).getByRole('list', { name: 'At a glance' });
    expect(within(glance).getByRole('link', { name: '1 unread message' })).toHaveAttribute(
      'href',
      '/messages',
    );
    expect(within(glance).getByRole('link', { name: '1 invoice due' })).toHaveAttribute(
      'href',
      '/invoices',
    );
    // The upcoming scan, when and where, and how to prepare for a mammography.
    const upcoming = screen.getByRole('region', { name: 'Your upcoming scan' });
    expect(within(upcoming).getByRole('region', { name: 'Mammography' })).toHaveTextContent(
      'Jan 22 at 10:00 AM',
    );
    expect(within(upcoming).getByRole('region', { name: 'How to prepare' })).toHaveTextContent(
      'Do not use deodorant, powder or lotion under your arms or on your chest that day.',
    );
    // The task's row says it is the next step; nothing else links the questionnaire.
    const tasks = screen.getByRole('region', { name: 'Your to-do list' });
    expect(tasks).toHaveTextContent('Your next step, above');
    expect(
      screen.getAllByRole('link', { name: /Complete your medical questionnaire/ }),
    ).toHaveLength(1);
    expectNoPlaceLinkedTwice();
  });

  it('asks to pay an invoice due once no scan needs preparing', async () => {
    await renderHome({ scene: allOf(everythingDone, signedIn()) });
    const next = await nextStep();
    expect(next).toHaveTextContent(
      `Invoice ${DEMO.dueInvoiceNumber} for $249.00 is due by Jan 15.`,
    );
    expect(
      within(next).getByRole('link', { name: `Pay invoice ${DEMO.dueInvoiceNumber}` }),
    ).toHaveAttribute('href', `/payment-authorize/${DEMO.mammography}`);
    // Booking stays one quiet action away.
    expect(screen.getByRole('link', { name: 'Book a scan' })).toHaveAttribute(
      'href',
      '/book-scan/select-plan',
    );
    expectNoPlaceLinkedTwice();
  });

  it("puts an invoice past its due date before the booked scan's tasks, and says it is overdue", async () => {
    await renderHome({ seed: dueInvoiceDueOn('2025-12-20') });
    const next = await nextStep();
    expect(next).toHaveTextContent(
      `Invoice ${DEMO.dueInvoiceNumber} for $249.00 was due Dec 20, 2025.`,
    );
    expect(
      within(within(next).getByRole('list', { name: 'At a glance' })).getByRole('link', {
        name: '1 invoice overdue',
      }),
    ).toBeInTheDocument();
    expectNoPlaceLinkedTwice();
  });

  it('points to the report once it is ready and nothing else waits', async () => {
    await renderHome({ scene: allOf(everythingDone, signedIn()), seed: dueInvoicePaid });
    const next = await nextStep();
    expect(next).toHaveTextContent(
      'Your Heart CT (calcium score) report is ready. Your care team can talk it through with you.',
    );
    expect(within(next).getByRole('link', { name: 'View your report' })).toHaveAttribute(
      'href',
      `/reports/digital-report/${DEMO.heartCt}`,
    );
    // The Heart CT's card among the scans says it in words: one link to the report.
    expect(screen.getAllByRole('link', { name: /^View your report/ })).toHaveLength(1);
    expectNoPlaceLinkedTwice();
  });

  it('says the member is all set for the booked scan when nothing else waits', async () => {
    await renderHome({
      scene: allOf(mammographyTasksDone, signedIn()),
      seed: nothingLeftButTheScan,
    });
    const next = await nextStep();
    expect(next).toHaveTextContent('You are all set for your Mammography on Jan 22 at 10:00 AM.');
    expect(within(next).getByRole('link', { name: 'See your scan details' })).toHaveAttribute(
      'href',
      '/scans',
    );
    // The report read earlier stays one link away; no counts when nothing is unread or due.
    const glance = within(next).getByRole('list', { name: 'At a glance' });
    expect(within(glance).getAllByRole('listitem')).toHaveLength(1);
    expect(within(glance).getByRole('link', { name: /^View your report/ })).toBeInTheDocument();
    expectNoPlaceLinkedTwice();
  });

  it('shows the demo member the upload due first, with the latest report at a glance', async () => {
    await renderHome();
    const next = await nextStep();
    expect(within(next).getByRole('link', { name: 'Upload your mammography files' })).toBeVisible();
    expect(
      within(within(next).getByRole('list', { name: 'At a glance' })).getByRole('link', {
        name: 'View your report: Heart CT (calcium score)',
      }),
    ).toHaveAttribute('href', `/reports/digital-report/${DEMO.heartCt}`);
    expectNoPlaceLinkedTwice();
  });

  it.each(['en-us', 'en-gb'] as const)(
    "names the step the panel asks for on the upcoming scan and its scan card, in the to-do list's words (%s)",
    async (locale) => {
      await renderHome({ locale });
      const next = await nextStep();
      // The spec's words: members "upload mammography files".
      const step = 'Upload your mammography files';
      expect(within(next).getByRole('link', { name: step })).toBeVisible();
      const upcoming = screen.getByRole('region', { name: 'Your upcoming scan' });
      expect(within(upcoming).getByText(step)).toBeVisible();
      expect(within(upcoming).queryByText('Complete your medical questionnaire')).toBeNull();
      const scans = screen.getByRole('region', { name: 'Your scans' });
      const card = within(scans)
        .getAllByRole('listitem')
        .find((item) => within(item).queryByRole('heading', { name: 'Mammography' }));
      expect(card).toHaveTextContent(step);
      const todo = screen.getByRole('region', { name: 'Your to-do list' });
      expect(within(todo).getAllByRole('listitem')[0]).toHaveTextContent(step);
    },
  );
});
