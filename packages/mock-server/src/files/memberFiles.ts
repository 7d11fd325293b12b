import type { DigitalReport, Invoice, Member, MemberDocument } from '@scanwise/core';
import type { Platform } from '../platform/platform';
import { otherDocumentLines, reportLines } from './documentPdf';
import { invoiceLines } from './invoicePdf';
import { renderPdf } from './pdf';
import { viewerPage } from './viewerPage';

/** A file as it is served: its bytes or text, type and name. */
export interface MemberFile {
  readonly body: Uint8Array<ArrayBuffer> | string;
  readonly contentType: string;
  /** The download name of a PDF. */
  readonly fileName?: string;
}

const memberOf = (platform: Platform, memberId: string): Member | null => {
  try {
    return platform.getMember(memberId);
  } catch {
    return null;
  }
};

const pdf = (title: string, bytes: Uint8Array<ArrayBuffer>): MemberFile => ({
  body: bytes,
  contentType: 'application/pdf',
  fileName: `${title.replace(/[^\w.-]+/g, '-')}.pdf`,
});

/** The PDF of one of the member's invoices. */
export function invoicePdf(platform: Platform, memberId: string, invoice: Invoice): MemberFile {
  const lines = invoiceLines(invoice, memberOf(platform, memberId));
  return pdf(
    invoice.number,
    renderPdf({ title: `Invoice ${invoice.number}`, lines, created: new Date(invoice.created) }),
  );
}

/** The PDF of one of the member's documents: its report, its invoice, or the document itself. */
export function documentPdf(
  platform: Platform,
  memberId: string,
  document: MemberDocument,
): MemberFile {
  const member = memberOf(platform, memberId);
  const encounterId = document.encounterId;
  if (document.kind === 'INVOICE' && encounterId) {
    const invoice = platform.listInvoices(memberId).find((i) => i.encounterId === encounterId);
    if (invoice) return invoicePdf(platform, memberId, invoice);
  }
  const report =
    document.kind === 'REPORT' && encounterId ? reportOf(platform, memberId, encounterId) : null;
  if (report) {
    const lines = reportLines(report, member);
    return pdf(
      document.title,
      renderPdf({ title: report.title, lines, created: new Date(report.created) }),
    );
  }
  const lines = otherDocumentLines(document, member);
  return pdf(
    document.title,
    renderPdf({ title: document.title, lines, created: new Date(document.created) }),
  );
}

const reportOf = (
  platform: Platform,
  memberId: string,
  encounterId: string,
): DigitalReport | null => {
  try {
    return platform.getDigitalReport(memberId, encounterId);
  } catch {
    return null;
  }
};

/** Which of the member's files a platform path names; null when none. */
export function fileAt(platform: Platform, memberId: string, path: string): MemberFile | null {
  const invoice = platform.listInvoices(memberId).find((i) => i.pdfUrl === path);
  if (invoice) return invoicePdf(platform, memberId, invoice);
  const document = platform.listDocuments(memberId).find((d) => d.url === path);
  if (document) return documentPdf(platform, memberId, document);
  const study = /^\/viewer\/studies\/([^/]+)$/.exec(path)?.[1];
  const report = study === undefined ? null : reportOf(platform, memberId, study);
  if (report?.viewerUrl !== path) return null;
  return {
    body: viewerPage(report, memberOf(platform, memberId)),
    contentType: 'text/html; charset=utf-8',
  };
}
