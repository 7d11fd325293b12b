import { literal, number, string } from 'superstruct';

/** Version of the stored shape; an entry of another version is discarded, never misread. */
export const LAST_HOME_OVERVIEW_VERSION = 1;

/**
 * What every reader of the member's kept Home overview entry checks first: its version, whose it
 * is and when it may be shown (fields of a `type()` schema, which each reader completes). On its
 * own, without the overview's schemas, so a reader of one of its counts (`readLastUnreadMessages`)
 * does not carry them.
 */
export const LAST_HOME_OVERVIEW_ENTRY_HEADER = {
  version: literal(LAST_HOME_OVERVIEW_VERSION),
  memberId: string(),
  savedAt: number(),
  validUntil: number(),
};

/** Whether the entry is the member's and may be shown at `now` (Clock time). */
export const isLastHomeOverviewCurrent = (
  entry: { readonly memberId: string; readonly savedAt: number; readonly validUntil: number },
  memberId: string,
  now: number,
): boolean => entry.memberId === memberId && now >= entry.savedAt && now < entry.validUntil;
