import { messagesLatestFirst, type Message } from '@scanwise/core';
import { useId, useMemo, useState, type ReactElement } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { EmptyState } from '../../design/components/EmptyState/EmptyState';
import { StatusPill } from '../../design/components/StatusPill/StatusPill';
import { useService } from '../../composition/useService';
import { TOKENS } from '../../composition/tokens';
import { useLocaleFormatters } from '../../i18n/useLocaleFormatters';
import { MessageComposer } from './MessageComposer';
import { RemoteView } from './RemoteView';
import { failureMessageKey } from './failureMessage';
import { useMemberTimeZone } from './memberHooks';
import styles from './dashboard.module.css';

/**
 * Messages (Dashboard/Messages): read the care team's messages (marked read on opening), write.
 * A message sent or read changes the cached list, so Home and a revisit show it as it is now.
 */
export function MessagesScreen(): ReactElement {
  const { t } = useTranslation();
  const messages = useService(TOKENS.memberData).messages();
  return (
    <div className={styles.screen}>
      <header>
        <h1>{t('dashboard.messages.title')}</h1>
        <p className={styles.intro}>{t('dashboard.messages.intro')}</p>
      </header>
      <RemoteView
        query={messages}
        loadingLabel={t('dashboard.messages.loading')}
        errorTitle={t('dashboard.messages.loadFailed')}
      >
        {(list) => <Inbox messages={list} />}
      </RemoteView>
      <MessageComposer />
    </div>
  );
}

function Inbox({ messages }: { readonly messages: readonly Message[] }): ReactElement {
  const { t } = useTranslation();
  const memberData = useService(TOKENS.memberData);
  const headingId = useId();
  const [openIds, setOpenIds] = useState<ReadonlySet<string>>(() => new Set());
  const [markFailure, setMarkFailure] = useState<unknown>(undefined);
  const list = useMemo(() => messagesLatestFirst(messages), [messages]);
  const unread = list.filter((message) => !message.read).length;

  const toggle = (message: Message): void => {
    const opening = !openIds.has(message.id);
    setOpenIds((previous) => {
      const next = new Set(previous);
      if (opening) next.add(message.id);
      else next.delete(message.id);
      return next;
    });
    if (!opening || message.read) return;
    // Shown as read at once (the core puts it back if the platform refuses).
    setMarkFailure(undefined);
    void memberData.markMessageRead(message.id).then((result) => {
      if (!result.ok) setMarkFailure(result.error);
    });
  };

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.sectionHeader}>
        <h2 id={headingId}>{t('dashboard.messages.inbox')}</h2>
        {unread > 0 ? (
          <span className={styles.muted}>
            {t('dashboard.messages.unreadCount', { count: unread })}
          </span>
        ) : null}
      </div>
      {markFailure !== undefined ? (
        <p role="alert" className={styles.sendFailure}>
          {t('dashboard.messages.markReadFailed')} {t(failureMessageKey(markFailure))}
        </p>
      ) : null}
      {list.length === 0 ? (
        <EmptyState
          headingLevel={3}
          title={t('dashboard.messages.empty')}
          description={t('dashboard.messages.emptyDescription')}
        />
      ) : (
        <ul className={styles.stack}>
          {list.map((message) => (
            <MessageItem
              key={message.id}
              message={message}
              isOpen={openIds.has(message.id)}
              onToggle={() => toggle(message)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

function MessageItem({
  message,
  isOpen,
  onToggle,
}: {
  readonly message: Message;
  readonly isOpen: boolean;
  readonly onToggle: () => void;
}): ReactElement {
  const { t } = useTranslation();
  const format = useLocaleFormatters();
  const timeZone = useMemberTimeZone();
  const panelId = useId();
  const created = Date.parse(message.created);
  const from =
    message.from === 'care-team'
      ? t('dashboard.messages.fromCareTeam')
      : t('dashboard.messages.fromYou');
  return (
    <li className={styles.messageItem} data-unread={message.read ? undefined : true}>
      <h3 className={styles.visuallyHidden}>{message.subject}</h3>
      <button
        type="button"
        className={styles.messageToggle}
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={onToggle}
      >
        <span className={styles.messageSubject}>{message.subject}</span>
        {message.read ? null : (
          <StatusPill tone="info">{t('dashboard.messages.unread')}</StatusPill>
        )}
        <span className={styles.muted}>
          {from}
          {Number.isNaN(created)
            ? ''
            : ` · ${t('dashboard.messages.sentAt', {
                date: format.formatDate(created, 'monthDay', timeZone),
                time: format.formatDate(created, 'timeOnly', timeZone),
              })}`}
        </span>
      </button>
      <div id={panelId} className={styles.messageBody} hidden={!isOpen}>
        <p className={styles.plainText}>{message.body}</p>
      </div>
    </li>
  );
}
