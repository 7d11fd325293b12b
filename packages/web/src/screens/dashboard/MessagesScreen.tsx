import {
  conversationsOf,
  FieldModel,
  replySubject,
  trimText,
  unreadMessageCount,
  type Conversation,
  type Message,
} from '@scanwise/core';
import { useId, useMemo, useState, type ReactElement } from 'react';
import { EmptyState } from '../../design/components/EmptyState/EmptyState';
import { StatusPill } from '../../design/components/StatusPill/StatusPill';
import { TextField } from '../../design/components/TextField/TextField';
import { useService } from '../../composition/useService';
import { TOKENS } from '../../composition/tokens';
import { useLocaleFormatters } from '../../i18n/useLocaleFormatters';
import { useTranslation } from '../../i18n/useTranslation';
import { textField } from '../../forms/useForm';
import { EmergencyNote } from './EmergencyNote';
import { BODY_RULES, MESSAGE_BODY_ROWS, MessageComposer } from './MessageComposer';
import { MessageSendForm } from './MessageSendForm';
import { RemoteView } from './RemoteView';
import { failureMessageKey } from './failureMessage';
import { useMemberTimeZone } from './memberHooks';
import styles from './dashboard.module.css';
import messageStyles from './messages.module.css';

/**
 * Messages (Dashboard/Messages): what to do in an emergency first, then the conversations with
 * the care team (each thread oldest first, with a reply at its foot; opening one marks its unread
 * messages read on the platform), then a new message. Every change goes through core's
 * MemberData, so the navigation's unread count and a revisit show it as it is now.
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
      <EmergencyNote />
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
  const conversations = useMemo(() => conversationsOf(messages), [messages]);
  const unread = unreadMessageCount(messages);

  const toggle = (conversation: Conversation): void => {
    const opening = !openIds.has(conversation.threadId);
    setOpenIds((previous) => {
      const next = new Set(previous);
      if (opening) next.add(conversation.threadId);
      else next.delete(conversation.threadId);
      return next;
    });
    if (!opening || conversation.unread === 0) return;
    // Shown as read at once (the core puts a message back if the platform refuses).
    setMarkFailure(undefined);
    void memberData.markConversationRead(conversation.threadId).then((result) => {
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
      {conversations.length === 0 ? (
        <EmptyState
          headingLevel={3}
          title={t('dashboard.messages.empty')}
          description={t('dashboard.messages.emptyDescription')}
        />
      ) : (
        <ul className={styles.stack}>
          {conversations.map((conversation) => (
            <ConversationItem
              key={conversation.threadId}
              conversation={conversation}
              isOpen={openIds.has(conversation.threadId)}
              onToggle={() => toggle(conversation)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

/** "Nov 17 at 9:00 AM" (the spec's month-day and time presets, in the member's zone). */
function useSentAt(): (message: Message) => string {
  const { t } = useTranslation();
  const format = useLocaleFormatters();
  const timeZone = useMemberTimeZone();
  return (message) => {
    const created = Date.parse(message.created);
    return Number.isNaN(created)
      ? ''
      : t('dashboard.messages.sentAt', {
          date: format.formatDate(created, 'monthDay', timeZone),
          time: format.formatDate(created, 'timeOnly', timeZone),
        });
  };
}

function useAuthorOf(): (message: Message) => string {
  const { t } = useTranslation();
  return (message) =>
    message.from === 'care-team'
      ? t('dashboard.messages.fromCareTeam')
      : t('dashboard.messages.fromYou');
}

function ConversationItem({
  conversation,
  isOpen,
  onToggle,
}: {
  readonly conversation: Conversation;
  readonly isOpen: boolean;
  readonly onToggle: () => void;
}): ReactElement {
  const { t } = useTranslation();
  const sentAt = useSentAt();
  const authorOf = useAuthorOf();
  const panelId = useId();
  const { latest, messages } = conversation;
  const when = sentAt(latest);
  return (
    <li className={styles.messageItem} data-unread={conversation.unread > 0 ? true : undefined}>
      <h3 className={styles.visuallyHidden}>{conversation.subject}</h3>
      <button
        type="button"
        className={styles.messageToggle}
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={onToggle}
      >
        <span className={styles.messageSubject}>{conversation.subject}</span>
        {conversation.unread > 0 ? (
          <StatusPill tone="info">{t('dashboard.messages.unread')}</StatusPill>
        ) : null}
        <span className={messageStyles.meta}>
          {authorOf(latest)}
          {when === '' ? '' : ` · ${when}`}
          {messages.length > 1
            ? ` · ${t('dashboard.messages.messageCount', { count: messages.length })}`
            : ''}
        </span>
      </button>
      <div
        id={panelId}
        role="region"
        aria-label={t('dashboard.messages.conversation', { subject: conversation.subject })}
        hidden={!isOpen}
      >
        {/* Kept while closed: a reply being typed survives closing the conversation. */}
        <ol className={messageStyles.thread}>
          {messages.map((message) => (
            <li key={message.id} className={messageStyles.entry} data-from={message.from}>
              <p className={messageStyles.entryHeader}>
                <span className={messageStyles.entryAuthor}>{authorOf(message)}</span>
                <time className={messageStyles.entryTime} dateTime={message.created}>
                  {sentAt(message)}
                </time>
              </p>
              <p className={styles.plainText}>{message.body}</p>
            </li>
          ))}
        </ol>
        <ConversationReply conversation={conversation} />
      </div>
    </li>
  );
}

interface ReplyFields {
  readonly body: FieldModel;
}

/**
 * A reply at the foot of a conversation: only the words (the subject is the conversation's,
 * "Re: ..." by core's replySubject). MessageSendForm sends, and keeps the text when it fails.
 */
function ConversationReply({
  conversation,
}: {
  readonly conversation: Conversation;
}): ReactElement {
  const { t } = useTranslation();
  const memberData = useService(TOKENS.memberData);
  return (
    <MessageSendForm
      className={messageStyles.reply}
      fields={(): ReplyFields => ({
        body: new FieldModel({
          label: t('dashboard.messages.reply'),
          initialValue: '',
          rules: BODY_RULES,
          normalize: trimText,
        }),
      })}
      send={({ body }) =>
        memberData.sendMessage({
          threadId: conversation.threadId,
          subject: replySubject(conversation.subject),
          body: body.normalizedValue,
        })
      }
      words={{
        failed: t('dashboard.messages.replyFailed'),
        sent: t('dashboard.messages.replySent'),
        send: t('dashboard.messages.sendReply'),
      }}
    >
      {(form) => (
        <TextField
          multiline
          label={form.fields.body.label}
          rows={MESSAGE_BODY_ROWS}
          {...textField(form, 'body')}
        />
      )}
    </MessageSendForm>
  );
}
