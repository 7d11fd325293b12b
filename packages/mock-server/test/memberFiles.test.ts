import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DigitalReport, Invoice, MemberDocument } from '@scanwise/core';
import { createRestApp } from '../src/http/app';
import { restHarness } from '../src/http/testing';
import {
  createPlatform,
  createSeedState,
  DEMO_MEMBER,
  readStateFile,
  writeStateFile,
} from '../src/platform';
import { startPlatform, type RunningPlatform } from '../src/server';
import { payWithTestCard } from './support/payments';
import { passwordSignIn } from './support/passwordSignIn';

// "View your images" and "Download PDF" resolve: the platform serves the image viewer's stand-in
// page and real PDFs of invoices and reports, behind signed links on its own origin.

const NOW = new Date('2026-03-01T12:00:00Z');
const latin1 = (bytes: Uint8Array): string => String.fromCharCode(...bytes);

/** Checks a PDF's structure: header, objects where the cross-reference table says, trailer. */
function expectValidPdf(bytes: Uint8Array): string {
  const text = latin1(bytes);
  expect(text.startsWith('%PDF-1.4\n')).toBe(true);
  expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
  const startxref = Number(/startxref\n(\d+)\n%%EOF/.exec(text)?.[1]);
  expect(text.slice(startxref, startxref + 4)).toBe('xref');
  const [, first, count] = /^xref\n(\d+) (\d+)\n/.exec(text.slice(startxref)) ?? [];
  expect(Number(first)).toBe(0);
  const entries = text
    .slice(startxref)
    .split('\n')
    .slice(2, 2 + Number(count));
  entries.slice(1).forEach((entry, index) => {
    expect(entry).toMatch(/^\d{10} 00000 n $/);
    const offset = Number(entry.slice(0, 10));
    expect(text.slice(offset, offset + 12)).toMatch(new RegExp(`^${index + 1} 0 obj\\n`));
  });
  expect(text).toMatch(new RegExp(`trailer\\n<< /Size ${count} /Root 1 0 R`));
  for (const [, length, stream] of text.matchAll(
    /<< \/Length (\d+) >>\nstream\n([\s\S]*?)\nendstream/g,
  )) {
    expect(stream?.length).toBe(Number(length));
  }
  return text;
}

describe("a member's files", () => {
  const h = restHarness();
  const open = async (url: string) => {
    const response = await h.fetch(url);
    return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
  };

  it("an invoice's Download PDF link is a signed link on the platform that answers a real PDF", async () => {
    const invoices = (await h.call('invoiceList', '/payments/invoices')).json as Invoice[];
    const paid = invoices.find((i) => i.number === 'SW-2025-0001');
    expect(paid?.pdfUrl).toMatch(
      /^http:\/\/platform\.test\/files\/invoices\/inv_demo_1\.pdf\?member=mbr_demo&expires=\d+&signature=/,
    );
    const { response, bytes } = await open(paid?.pdfUrl ?? '');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/pdf');
    expect(response.headers.get('Content-Disposition')).toBe('inline; filename="SW-2025-0001.pdf"');
    const text = expectValidPdf(bytes);
    expect(text).toContain('(Invoice SW-2025-0001)');
    expect(text).toContain('(Full Body Scan)');
    expect(text).toContain('($2,644.00)');
  });

  it("a new invoice's PDF lists the discount as a negative line and the total it adds up to", async () => {
    const charge = h.platform.createPendingCharge(DEMO_MEMBER.id, 'pkg_full_body', {
      packageId: 'pkg_full_body',
      addOnIds: [],
      promoCode: 'SPRING10',
    });
    payWithTestCard(charge);
    const { invoiceId } = h.platform.completePendingCharge(DEMO_MEMBER.id, 'pkg_full_body');
    const invoices = (await h.call('invoiceList', '/payments/invoices')).json as Invoice[];
    const invoice = invoices.find((i) => i.id === invoiceId);
    const text = expectValidPdf((await open(invoice?.pdfUrl ?? '')).bytes);
    expect(text).toContain('($2,495.00)');
    expect(text).toContain('(Discount SPRING10)');
    expect(text).toContain('(-$249.50)');
    expect(text).toContain('($2,245.50)');
  });

  it('a report document is a PDF of the report, and the listed size is its real size', async () => {
    const documents = (await h.call('documentList', '/members/documents')).json as MemberDocument[];
    const report = documents.find((d) => d.id === 'doc_demo_rep2');
    expect(report?.url).toMatch(/^http:\/\/platform\.test\/files\/documents\/doc_demo_rep2\.pdf\?/);
    const { response, bytes } = await open(report?.url ?? '');
    expect(response.headers.get('Content-Type')).toBe('application/pdf');
    expect(report?.size).toBe(bytes.byteLength);
    const digital = h.platform.getDigitalReport(DEMO_MEMBER.id, 'enc_demo_2');
    expect(expectValidPdf(bytes)).toContain(`(${digital.title})`);
    for (const document of documents) {
      expectValidPdf((await open(document.url)).bytes);
    }
  });

  it('"View your images" opens the viewer stand-in page for the study', async () => {
    const report = (
      await h.call('digitalReportGet', '/diagnostics/encounters/enc_demo_2/digital-report')
    ).json as DigitalReport;
    expect(report.viewerUrl).toMatch(/^http:\/\/platform\.test\/viewer\/studies\/enc_demo_2\?/);
    const { response, bytes } = await open(report.viewerUrl ?? '');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('Content-Security-Policy')).toContain("default-src 'none'");
    const html = new TextDecoder().decode(bytes);
    expect(html).toContain('<html lang="en-US">');
    expect(html).toContain('<h1>Your images</h1>');
    expect(html).toContain(report.title);
  });

  it('refuses a changed or unsigned link with 403 and a short page', async () => {
    const invoices = (await h.call('invoiceList', '/payments/invoices')).json as Invoice[];
    const link = new URL(invoices[0]?.pdfUrl ?? '');
    const otherMember = new URL(link);
    otherMember.searchParams.set('member', 'mbr_roles');
    expect((await open(otherMember.href)).response.status).toBe(403);
    const otherFile = new URL(link);
    otherFile.pathname = '/files/invoices/inv_demo_2.pdf';
    expect((await open(otherFile.href)).response.status).toBe(403);
    const unsigned = new URL(link.pathname, link.origin);
    const refused = await open(unsigned.href);
    expect(refused.response.status).toBe(403);
    expect(new TextDecoder().decode(refused.bytes)).toContain('role="alert"');
  });
});

describe('signed links expire', () => {
  it('a link works for an hour, then answers 403', async () => {
    let now = NOW;
    const platform = createPlatform({ now: () => now });
    const app = createRestApp(platform, {
      verifyAccessToken: (token) => Promise.resolve({ sub: token }),
    });
    const listed = await app.fetch(
      new Request('http://platform.test/payments/invoices', {
        headers: { Authorization: `Bearer ${DEMO_MEMBER.id}` },
      }),
    );
    const link = ((await listed.json()) as Invoice[])[0]?.pdfUrl ?? '';
    now = new Date(NOW.getTime() + 59 * 60_000);
    expect((await app.fetch(new Request(link))).status).toBe(200);
    now = new Date(NOW.getTime() + 61 * 60_000);
    expect((await app.fetch(new Request(link))).status).toBe(403);
  });
});

describe('over the Node server', () => {
  let running: RunningPlatform;
  beforeAll(async () => {
    running = await startPlatform({ port: 0, host: '127.0.0.1', now: () => NOW });
  });
  afterAll(() => running.close());

  it('serves the PDF at the link the invoice list answers, on the origin the call reached', async () => {
    const token = await passwordSignIn(running.url);
    const listed = await fetch(`${running.url}/payments/invoices`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    const link = ((await listed.json()) as Invoice[])[0]?.pdfUrl ?? '';
    expect(link.startsWith(`${running.url}/files/invoices/`)).toBe(true);
    const served = await fetch(link);
    expect(served.status).toBe(200);
    expect(served.headers.get('Content-Type')).toBe('application/pdf');
    expectValidPdf(new Uint8Array(await served.arrayBuffer()));
  });
});

describe('state files written before the platform served its files', () => {
  it("move their links to the platform's own paths when read", () => {
    const state = createSeedState(new Date('2026-03-01T00:00:00Z'));
    const invoice = state.invoices[0];
    const document = state.documents[0];
    const report = state.reports[0];
    if (!invoice || !document || !report) throw new Error('seed without files');
    invoice.pdfUrl = 'https://files.scanwise.test/invoices/inv_demo_1.pdf';
    document.url = 'https://files.scanwise.test/documents/rep_1200.pdf';
    report.viewerUrl = 'https://viewer.scanwise.test/studies/enc_demo_1';
    const file = join(mkdtempSync(join(tmpdir(), 'scanwise-state-')), 'platform.json');
    writeStateFile(file, state);
    const read = readStateFile(file);
    expect(read?.invoices[0]?.pdfUrl).toBe('/files/invoices/inv_demo_1.pdf');
    expect(read?.documents[0]?.url).toBe('/files/documents/rep_1200.pdf');
    expect(read?.reports[0]?.viewerUrl).toBe('/viewer/studies/enc_demo_1');
  });
});
