/**
 * Where the platform serves a member's files: the state keeps these paths, and the REST layer
 * turns them into signed links on its own origin when it answers (files/fileLinks.ts).
 */
export const FILE_PATHS = {
  invoicePdf: (invoiceId: string): string => `/files/invoices/${invoiceId}.pdf`,
  documentPdf: (documentId: string): string => `/files/documents/${documentId}.pdf`,
  viewer: (encounterId: string): string => `/viewer/studies/${encounterId}`,
} as const;

/** Hosts of the links in state files written before the platform served its files. */
const LEGACY_HOSTS: readonly [string, string][] = [
  ['https://files.scanwise.test/', '/files/'],
  ['https://viewer.scanwise.test/', '/viewer/'],
];

/** A link of an older state file, moved to the platform's own path (others unchanged). */
export function platformPathOf(link: string): string {
  for (const [host, path] of LEGACY_HOSTS) {
    if (link.startsWith(host)) return path + link.slice(host.length);
  }
  return link;
}
