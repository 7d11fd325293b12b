import type { QueryKey } from '../remoteData';

/**
 * The keys of the member's remote data in the cache: one definition that loads, pushes and
 * mutations all name, so a payment that invalidates `invoices` reaches every screen showing them.
 */
export const MEMBER_QUERY_KEYS = {
  encounters: ['encounters'],
  tasks: ['tasks'],
  reports: ['reports'],
  digitalReport: (encounterId: string): QueryKey => ['reports', 'digital', encounterId],
  invoices: ['invoices'],
  messages: ['messages'],
  documents: ['documents'],
} as const satisfies Record<string, QueryKey | ((...args: string[]) => QueryKey)>;
