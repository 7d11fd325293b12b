import type { Member } from '@scanwise/core';

/** Money and dates as the member reads them in their documents. */

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Cents as US dollars, e.g. $2,245.50 or -$249.50 (prices are in USD in both countries). */
export const formatUsd = (cents: number): string => usd.format(cents / 100);

/** A date in the member's locale, e.g. March 1, 2026 (en-US) or 1 March 2026 (en-GB). */
export function formatDay(isoDateOrTime: string, member: Pick<Member, 'locale'> | null): string {
  const locale = member?.locale === 'en-gb' ? 'en-GB' : 'en-US';
  const date = new Date(isoDateOrTime.length === 10 ? `${isoDateOrTime}T00:00:00Z` : isoDateOrTime);
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

export const fullName = (member: Pick<Member, 'firstName' | 'lastName'> | null): string =>
  member ? `${member.firstName} ${member.lastName}`.trim() : '';
