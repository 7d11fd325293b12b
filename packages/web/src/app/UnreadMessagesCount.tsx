import { remoteDataOf, unreadMessageCount } from '@scanwise/core';
import type { ReactElement } from 'react';
import { TOKENS } from '../composition/tokens';
import { useService } from '../composition/useService';
import { useStore } from '../composition/useStore';
import { CountBadge } from '../design/components/CountBadge/CountBadge';
import { useTranslation } from '../i18n/useTranslation';

export interface UnreadMessagesCountProps {
  /** On Messages ("Messages, 2 unread") or on the phone's Menu button ("Menu, 2 unread messages"). */
  readonly placement: 'messages' | 'menu';
}

/**
 * The member's unread messages as a count in the navigation, live: the messages' cache entry
 * changes when the hub pushes a message and when the member reads one, and core's
 * `unreadMessageCount` is the rule. Nothing shows until the messages have loaded, or for 0.
 */
export function UnreadMessagesCount({ placement }: UnreadMessagesCountProps): ReactElement | null {
  const { t } = useTranslation();
  const messages = useStore(useService(TOKENS.memberData).messages());
  const count = unreadMessageCount(remoteDataOf(messages) ?? []);
  return (
    <CountBadge
      count={count}
      label={placement === 'menu' ? t('nav.unreadMessages', { count }) : t('nav.unread', { count })}
    />
  );
}
