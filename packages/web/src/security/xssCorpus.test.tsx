import { DEMO_MEMBER, type PlatformState } from '@scanwise/mock-server/in-process';
import { screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { DigitalReportScreen } from '../screens/dashboard/DigitalReportScreen';
import { HomeScreen } from '../screens/dashboard/HomeScreen';
import { InvoicesScreen } from '../screens/dashboard/InvoicesScreen';
import { MessagesScreen } from '../screens/dashboard/MessagesScreen';
import { ReportsScreen } from '../screens/dashboard/ReportsScreen';
import { ScansScreen } from '../screens/dashboard/ScansScreen';
import { renderDashboardScreen } from '../screens/dashboard/renderDashboardScreen';
import { writeTestFigures } from '../test/figureLines';
import { DEMO } from '../test/platform/demoRecords';
import { signedIn, type SeedChange } from '../test/platform/platformScene';
import { EXECUTABLE_MARKUP_SELECTOR, XSS_PAYLOADS } from './xssCorpus';

// Member-written and platform-sent text (messages, report text, names) is rendered as text:
// every payload of the corpus is stored on the platform (a change to its seed) and reaches each
// dashboard screen through the platform's REST app and hubs, within their contract, one text
// field per payload. The screen must show it character for character and hold no element or
// attribute it would have created. jsdom runs no injected script, so the check is on the
// document: anything the payload built is a failure, whether it would run or not.

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
  options: { route?: string; path?: string; seed: SeedChange },
  ready: () => Promise<unknown>,
  shown: readonly string[] = XSS_PAYLOADS,
): Promise<void> {
  const { container } = await renderDashboardScreen(ui, { ...options, scene: signedIn() });
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

const ofDemo = <T extends { readonly memberId: string }>(records: readonly T[]): T[] =>
  records.filter((record) => record.memberId === DEMO_MEMBER.id);
const notOfDemo = <T extends { readonly memberId: string }>(records: readonly T[]): T[] =>
  records.filter((record) => record.memberId !== DEMO_MEMBER.id);

/** The demo member's scans, one per payload and named by it (copies of the seed's, in turn). */
const payloadScans = (state: PlatformState): void => {
  const seeded = ofDemo(state.encounters);
  state.encounters = [
    ...notOfDemo(state.encounters),
    ...XSS_PAYLOADS.map((text, index) => ({
      ...seeded[index % seeded.length]!,
      id: `enc_xss_${index}`,
      name: text,
    })),
  ];
};

describe('XSS corpus: platform and member text is shown as text', () => {
  it('the check itself finds what the corpus builds when rendered as markup', async () => {
    const { container } = await renderDashboardScreen(
      <div dangerouslySetInnerHTML={{ __html: XSS_PAYLOADS.join('') }} />,
    );
    expect(container.querySelectorAll(EXECUTABLE_MARKUP_SELECTOR).length).toBeGreaterThan(10);
  });

  it(`Messages: ${XSS_PAYLOADS.length} subjects and bodies`, async () => {
    await expectShownAsText(
      <MessagesScreen />,
      {
        route: '/messages',
        seed: (state) => {
          const [seeded] = ofDemo(state.messages);
          state.messages = [
            ...notOfDemo(state.messages),
            ...XSS_PAYLOADS.map((text, index) => ({
              ...seeded!,
              id: `msg_xss_${index}`,
              subject: text,
              body: payload(index + 1),
              read: true,
            })),
          ];
        },
      },
      () => screen.findByRole('region', { name: 'Inbox' }),
    );
  });

  it('Reports: report titles', async () => {
    await expectShownAsText(
      <ReportsScreen />,
      {
        route: '/reports',
        seed: (state) => {
          const [seeded] = ofDemo(state.reports);
          state.reports = [
            ...notOfDemo(state.reports),
            ...XSS_PAYLOADS.map((text, index) => ({
              ...seeded!,
              id: `rpt_xss_${index}`,
              title: text,
            })),
          ];
        },
      },
      () => screen.findByRole('heading', { level: 1, name: 'Reports' }),
    );
  });

  it('Digital report: title, summary, sections, findings, snippets and sub-findings', async () => {
    await expectShownAsText(
      <DigitalReportScreen />,
      {
        route: `/reports/digital-report/${DEMO.heartCt}`,
        path: '/reports/digital-report/:encounterId/:fromCard?',
        seed: (state) => {
          const report = state.reports.find((candidate) => candidate.id === DEMO.heartCtReport)!;
          const finding = report.findings[0]!;
          report.title = payload(0);
          report.summary = payload(1);
          report.sections = [{ id: 'sec_xss', title: payload(2), body: payload(3), findings: [] }];
          report.findings = XSS_PAYLOADS.map((text, index) => ({
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
        },
      },
      () => screen.findByRole('region', { name: 'Findings' }),
    );
  });

  it('Invoices: line descriptions', async () => {
    await expectShownAsText(
      <InvoicesScreen />,
      {
        route: '/invoices',
        seed: (state) => {
          const [seeded] = ofDemo(state.invoices);
          state.invoices = [
            ...notOfDemo(state.invoices),
            ...XSS_PAYLOADS.map((text, index) => ({
              ...seeded!,
              id: `inv_xss_${index}`,
              number: `SW-XSS-${index}`,
              amount: 100,
              lines: [{ description: text, quantity: 1, unitAmount: 100, amount: 100 }],
            })),
          ];
        },
      },
      () => screen.findByRole('heading', { level: 1, name: 'Invoices' }),
    );
  });

  it('Scans: encounter names', async () => {
    await expectShownAsText(<ScansScreen />, { route: '/scans', seed: payloadScans }, () =>
      screen.findByRole('heading', { level: 1, name: 'Scans' }),
    );
  });

  it("Home: the member's first name, live encounters and task titles", async () => {
    const name = payload(1);
    await expectShownAsText(
      <HomeScreen />,
      {
        seed: (state) => {
          payloadScans(state);
          const [seeded] = ofDemo(state.tasks);
          state.tasks = [
            ...notOfDemo(state.tasks),
            ...XSS_PAYLOADS.map((text, index) => ({
              ...seeded!,
              id: `tsk_xss_${index}`,
              encounterId: `enc_xss_${index}`,
              title: text,
              done: false,
            })),
          ];
          state.members.find((member) => member.id === DEMO_MEMBER.id)!.firstName = name;
        },
      },
      () => screen.findByRole('heading', { level: 1, name: new RegExp('Welcome') }),
      [name],
    );
  });
});
