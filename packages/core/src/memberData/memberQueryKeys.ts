import type { QueryKey } from '../remoteData';

/**
 * The keys of the member's remote data in the cache: one definition that loads, pushes and
 * mutations all name, so a payment that invalidates `invoices` reaches every screen showing them.
 * A key is a prefix of the keys below it: invalidating `encounters` reaches each encounter too.
 */
export const MEMBER_QUERY_KEYS = {
  /** The member's own record (Account). */
  member: ['member'],
  encounters: ['encounters'],
  encounter: (encounterId: string): QueryKey => ['encounters', 'byId', encounterId],
  tasks: ['tasks'],
  reports: ['reports'],
  digitalReport: (encounterId: string): QueryKey => ['reports', 'digital', encounterId],
  invoices: ['invoices'],
  messages: ['messages'],
  documents: ['documents'],
} as const satisfies Record<string, QueryKey | ((...args: string[]) => QueryKey)>;
