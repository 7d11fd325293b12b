import { invoiceLinesTotal, isInvoiceDue, type Invoice, type Member } from '@scanwise/core';
import { formatDay, formatUsd, fullName } from './format';
import type { PdfLine } from './pdf';

/** The lines of an invoice's PDF: who, when, each line and the total (they add up). */
export function invoiceLines(invoice: Invoice, member: Member | null): PdfLine[] {
  const due = isInvoiceDue(invoice);
  return [
    { text: 'Scanwise', size: 20, bold: true },
    { text: `Invoice ${invoice.number}`, size: 15, bold: true, gap: 12 },
    { text: `Billed to: ${fullName(member)}`, gap: 10 },
    { text: member?.email ?? '' },
    { text: `Date: ${formatDay(invoice.created, member)}`, gap: 10 },
    {
      text: due
        ? `Due by: ${formatDay(invoice.dueDate, member)}`
        : `Status: ${invoice.status === 'PAID' ? 'Paid' : 'Void'}`,
    },
    { text: 'Description', right: 'Amount', bold: true, gap: 18 },
    ...invoice.lines.map((line) => ({
      text: line.quantity > 1 ? `${line.quantity} x ${line.description}` : line.description,
      right: formatUsd(line.amount),
    })),
    {
      text: due ? 'Amount due' : 'Total',
      right: formatUsd(invoiceLinesTotal(invoice.lines)),
      bold: true,
      gap: 8,
    },
    { text: 'Amounts in US dollars.', size: 9, gap: 18 },
    { text: 'Demo document of the Scanwise local platform.', size: 9 },
  ];
}
