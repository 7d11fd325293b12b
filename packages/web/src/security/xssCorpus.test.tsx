import {
  ENTITY_EXAMPLES,
  type Encounter,
  type Invoice,
  type Message,
  type Task,
} from '@scanwise/core';
import { screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { DigitalReportScreen } from '../screens/dashboard/DigitalReportScreen';
import { HomeScreen } from '../screens/dashboard/HomeScreen';
import { InvoicesScreen } from '../screens/dashboard/InvoicesScreen';
import { MessagesScreen } from '../screens/dashboard/MessagesScreen';
import { ReportsScreen } from '../screens/dashboard/ReportsScreen';
import { ScansScreen } from '../screens/dashboard/ScansScreen';
import {
  DIGITAL_REPORT,
  ENCOUNTERS,
  INVOICES,
  TASKS,
  answerHubs,
} from '../screens/dashboard/dashboardFixtures';
import {
  renderDashboardScreen,
  type DashboardSetup,
} from '../screens/dashboard/renderDashboardScreen';
import { answerCall, signInFakeMember } from '../test/fakePlatform';
import { writeTestFigures } from '../test/figureLines';
import { EXECUTABLE_MARKUP_SELECTOR, XSS_PAYLOADS } from './xssCorpus';

// Member-written and platform-sent text (messages, report text, names) is rendered as text:
// every payload of the corpus goes through the fake platform into each dashboard
// screen's text fields, one field per payload. The screen must show it character for character
// and hold no element or attribute it would have created. jsdom runs no injected script, so the
// check is on the document: anything the payload built is a failure, whether it would run or not.

const flags = window as unknown as { scanwiseXss?: unknown };
afterEach(() => {
  delete flags.scanwiseXss;
});

// Figures for `npm test` (printed by scripts/figures.mjs): screens rendered and texts checked.
const checked = { payloads: XSS_PAYLOADS.length, screens: 0, textsChecked: 0, executableNodes: 0 };
afterAll(() => writeTestFigures('xss', checked));

/** The payload at an index, cycling through the corpus. */
const payload = (index: number): string => XSS_PAYLOADS[index % XSS_PAYLOADS.length]!;

async function expectShownAsText(
  ui: ReactElement,
  options: { route?: string; path?: string; setup: DashboardSetup },
  ready: () => Promise<unknown>,
  shown: readonly string[] = XSS_PAYLOADS,
): Promise<void> {
  const { container } = renderDashboardScreen(ui, options);
  await ready();
  await waitFor(() => {
    const text = container.textContent ?? '';
    expect(shown.filter((item) => !text.includes(item))).toEqual([]);
  });
  expect(
    [...container.querySelectorAll(EXECUTABLE_MARKUP_SELECTOR)].map((node) => node.outerHTML),
  ).toEqual([]);
  expect(flags.scanwiseXss).toBeUndefined();
  checked.screens += 1;
  checked.textsChecked += shown.length;
}

const encounters: Encounter[] = XSS_PAYLOADS.map((text, index) => ({
  ...ENCOUNTERS[index % ENCOUNTERS.length]!,
  id: `enc_xss_${index}`,
  name: text,
}));

describe('XSS corpus: platform and member text is shown as text', () => {
  it('the check itself finds what the corpus builds when rendered as markup', () => {
    const { container } = renderDashboardScreen(
      <div dangerouslySetInnerHTML={{ __html: XSS_PAYLOADS.join('') }} />,
    );
    expect(container.querySelectorAll(EXECUTABLE_MARKUP_SELECTOR).length).toBeGreaterThan(10);
  });

  it(`Messages: ${XSS_PAYLOADS.length} subjects and bodies`, async () => {
    const messages: Message[] = XSS_PAYLOADS.map((text, index) => ({
      ...ENTITY_EXAMPLES.Message,
      id: `msg_xss_${index}`,
      subject: text,
      body: payload(index + 1),
      read: true,
    }));
    await expectShownAsText(
      <MessagesScreen />,
      {
        route: '/messages',
        setup: (_, ports) => answerCall(ports, 'messageList', { body: messages }),
      },
      () => screen.findByRole('region', { name: 'Inbox' }),
    );
  });

  it('Reports: report titles', async () => {
    const reports = XSS_PAYLOADS.map((text, index) => ({
      ...ENTITY_EXAMPLES.Report,
      id: `rpt_xss_${index}`,
      encounterId: `enc_xss_${index}`,
      title: text,
    }));
    await expectShownAsText(
      <ReportsScreen />,
      {
        route: '/reports',
        setup: (_, ports) => answerCall(ports, 'reportList', { body: reports }),
      },
      () => screen.findByRole('heading', { level: 1, name: 'Reports' }),
    );
  });

  it('Digital report: title, summary, sections, findings, snippets and sub-findings', async () => {
    const finding = DIGITAL_REPORT.findings[0]!;
    const findings = XSS_PAYLOADS.map((text, index) => ({
      ...finding,
      id: `fnd_xss_${index}`,
      title: text,
      organ: payload(index + 2),
      snippets: [{ id: `snp_xss_${index}`, text: payload(index + 3), eScore: 2 }],
      subFindings: [
        {
          id: `sub_xss_${index}`,
          title: payload(index + 4),
          snippets: [{ id: `sub_snp_${index}`, text: payload(index + 5), eScore: 1 }],
        },
      ],
    }));
    const report = {
      ...DIGITAL_REPORT,
      title: payload(0),
      summary: payload(1),
      sections: [{ id: 'sec_xss', title: payload(2), body: payload(3), findings: [] }],
      findings,
    };
    await expectShownAsText(
      <DigitalReportScreen />,
      {
        route: '/reports/digital-report/enc_1001',
        path: '/reports/digital-report/:encounterId/:fromCard?',
        setup: (_, ports) => answerCall(ports, 'digitalReportGet', { body: report }),
      },
      () => screen.findByRole('region', { name: 'Findings' }),
    );
  });

  it('Invoices: line descriptions', async () => {
    const invoices: Invoice[] = XSS_PAYLOADS.map((text, index) => ({
      ...INVOICES[0]!,
      id: `inv_xss_${index}`,
      number: `SW-XSS-${index}`,
      lines: [{ description: text, quantity: 1, unitAmount: 100, amount: 100 }],
    }));
    await expectShownAsText(
      <InvoicesScreen />,
      {
        route: '/invoices',
        setup: (_, ports) => answerCall(ports, 'invoiceList', { body: invoices }),
      },
      () => screen.findByRole('heading', { level: 1, name: 'Invoices' }),
    );
  });

  it('Scans: encounter names', async () => {
    await expectShownAsText(
      <ScansScreen />,
      {
        route: '/scans',
        setup: (_, ports) => answerCall(ports, 'encounterList', { body: encounters }),
      },
      () => screen.findByRole('heading', { level: 1, name: 'Scans' }),
    );
  });

  it("Home: the member's first name, live encounters and task titles", async () => {
    const tasks: Task[] = XSS_PAYLOADS.map((text, index) => ({
      ...TASKS[0]!,
      id: `tsk_xss_${index}`,
      title: text,
      done: false,
    }));
    const name = payload(1);
    await expectShownAsText(
      <HomeScreen />,
      {
        setup: (services, ports) => {
          answerHubs(ports, { encounters, tasks });
          answerCall(ports, 'encounterList', { body: encounters });
          answerCall(ports, 'taskList', { body: tasks });
          void signInFakeMember(services, ports, {
            ...ENTITY_EXAMPLES.Member,
            email: 'demo@example.com',
            firstName: name,
          });
        },
      },
      () => screen.findByRole('heading', { level: 1, name: new RegExp('Welcome back') }),
      [name],
    );
  });
});
