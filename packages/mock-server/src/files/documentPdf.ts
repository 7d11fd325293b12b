import type { DigitalReport, Finding, Member, MemberDocument } from '@scanwise/core';
import { formatDay, fullName } from './format';
import type { PdfLine } from './pdf';

const findingLines = (finding: Finding): PdfLine[] => [
  { text: `${finding.title} (${finding.organ})`, bold: true, gap: 6 },
  ...finding.snippets.map((snippet) => ({
    text: `${snippet.text} eScore ${snippet.eScore}${snippet.potentialCancer ? ', follow-up advised' : ''}.`,
  })),
];

/** The lines of a report's PDF: the summary, the findings and the report's sections. */
export function reportLines(report: DigitalReport, member: Member | null): PdfLine[] {
  return [
    { text: 'Scanwise', size: 20, bold: true },
    { text: report.title, size: 15, bold: true, gap: 12 },
    { text: `For: ${fullName(member)}`, gap: 10 },
    { text: `Released: ${formatDay(report.created, member)}` },
    { text: 'Summary', size: 13, bold: true, gap: 16 },
    { text: report.summary },
    ...(report.findings.length > 0
      ? [
          { text: 'Findings', size: 13, bold: true, gap: 16 },
          ...report.findings.flatMap(findingLines),
        ]
      : []),
    ...report.sections.flatMap((section) => [
      { text: section.title, size: 13, bold: true, gap: 16 },
      { text: section.body },
    ]),
    { text: 'Demo document of the Scanwise local platform.', size: 9, gap: 18 },
  ];
}

/** The lines of a document that is neither a report nor an invoice (a consent form). */
export function otherDocumentLines(document: MemberDocument, member: Member | null): PdfLine[] {
  return [
    { text: 'Scanwise', size: 20, bold: true },
    { text: document.title, size: 15, bold: true, gap: 12 },
    { text: `For: ${fullName(member)}`, gap: 10 },
    { text: `Date: ${formatDay(document.created, member)}` },
    {
      text: 'The signed copy of this document is kept with your scan records.',
      gap: 16,
    },
    { text: 'Demo document of the Scanwise local platform.', size: 9, gap: 18 },
  ];
}
