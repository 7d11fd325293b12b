import { number, optional, type } from 'superstruct';
import { parseAndValidate } from '../schemas/validate';
import type { LastHomeOverviewStoreOptions } from './lastHomeOverview';
import {
  isLastHomeOverviewCurrent,
  LAST_HOME_OVERVIEW_ENTRY_HEADER,
} from './lastHomeOverviewEntry';
import { LAST_HOME_OVERVIEW_STORAGE_KEY } from './lastHomeOverviewKey';

/** The part of the kept entry the count needs (the whole entry's schema is the store's). */
const KeptUnreadMessagesSchema = type({
  ...LAST_HOME_OVERVIEW_ENTRY_HEADER,
  overview: type({ unreadMessages: optional(number()) }),
});

/**
 * The unread messages' count of the member's kept Home overview (`LastHomeOverviewStore`) while
 * that overview may still be shown, else undefined. A navigation shows it until the messages have
 * loaded, as the member's last paint of the page does, so nothing moves when the app takes over.
 * Read only: an entry this does not accept is left for the store to remove. On its own, without
 * the overview's schemas, for the dashboard's frame that loads before the member's data.
 */
export function readLastUnreadMessages(
  options: Pick<LastHomeOverviewStoreOptions, 'storage' | 'clock' | 'storageKey'>,
  memberId: string,
): number | undefined {
  const text = options.storage.getItem(options.storageKey ?? LAST_HOME_OVERVIEW_STORAGE_KEY);
  if (text === null) return undefined;
  const parsed = parseAndValidate(KeptUnreadMessagesSchema, text);
  if (!parsed.ok) return undefined;
  const entry = parsed.value;
  return isLastHomeOverviewCurrent(entry, memberId, options.clock.now())
    ? entry.overview.unreadMessages
    : undefined;
}
