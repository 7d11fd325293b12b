import type { MemberApi } from '../api';
import type { Logger } from '../ports';
import type { RemoteDataCache } from '../remoteData';
import { MESSAGE_SUBJECT_MAX_LENGTH, type Message } from '../schemas';
import { isUnreadMessage } from './conversations';
import { MEMBER_QUERY_KEYS } from './memberQueryKeys';

/** The member calls that change the messages. */
export type MemberMessageCalls = Pick<MemberApi, 'sendMessage' | 'markMessageRead'>;

/** A message to the care team, as typed (trimmed before sending). */
export interface MessageDraft {
  readonly subject: string;
  readonly body: string;
  /** The conversation it answers; absent or null starts a new one. */
  readonly threadId?: string | null | undefined;
}

/**
 * The subject of a reply in a conversation: "Re: " and the conversation's subject (once, however
 * often the thread has been answered), within the platform's longest subject.
 */
export function replySubject(subject: string): string {
  const bare = subject.trim().replace(/^(re:\s*)+/i, '');
  return `Re: ${bare}`.slice(0, MESSAGE_SUBJECT_MAX_LENGTH);
}

/** How a change of the messages ended: the platform's message, or the failure (logged). */
export type MessageChangeResult =
  | { readonly ok: true; readonly message: Message }
  | { readonly ok: false; readonly error: unknown };

export interface MemberMessagesOptions {
  readonly calls: MemberMessageCalls;
  readonly cache: RemoteDataCache;
  readonly logger?: Logger | undefined;
}

/** The messages, latest first (a new array). */
export function messagesLatestFirst(messages: readonly Message[]): Message[] {
  return [...messages].sort((a, b) => Date.parse(b.created) - Date.parse(a.created));
}

/**
 * Writing and reading the care team's messages, kept in the cache's messages entry: a sent
 * message joins the list at once, a message opened is shown read at once and put back unread if
 * the platform refuses. Failures are returned (and logged with their message key), never thrown.
 */
export class MemberMessages {
  constructor(private readonly options: MemberMessagesOptions) {}

  async send(draft: MessageDraft): Promise<MessageChangeResult> {
    try {
      const message = await this.options.calls.sendMessage({
        threadId: draft.threadId ?? null,
        subject: draft.subject.trim(),
        body: draft.body.trim(),
      });
      this.write((list) => [...list.filter((held) => held.id !== message.id), message]);
      return { ok: true, message };
    } catch (error) {
      this.options.logger?.warn('Message could not be sent', { messageKey: messageKeyOf(error) });
      return { ok: false, error };
    }
  }

  async markRead(messageId: string): Promise<MessageChangeResult> {
    this.setRead(messageId, true);
    try {
      const message = await this.options.calls.markMessageRead(messageId);
      this.write((list) => list.map((held) => (held.id === message.id ? message : held)));
      return { ok: true, message };
    } catch (error) {
      this.options.logger?.warn('Message could not be marked read', {
        messageKey: messageKeyOf(error),
      });
      this.setRead(messageId, false);
      return { ok: false, error };
    }
  }

  /**
   * Marks every message of a conversation the member has still to read as read (one read call
   * each, at once): shown read at once; each the platform refuses goes back to unread, and the
   * first refusal is the result.
   */
  async markConversationRead(threadId: string): Promise<ConversationReadResult> {
    const held = this.options.cache.peek<readonly Message[]>(MEMBER_QUERY_KEYS.messages) ?? [];
    const unread = held.filter(
      (message) => message.threadId === threadId && isUnreadMessage(message),
    );
    const results = await Promise.all(unread.map((message) => this.markRead(message.id)));
    const failed = results.find((result) => !result.ok);
    return failed && !failed.ok ? failed : { ok: true, marked: results.length };
  }

  /**
   * A message the platform pushed (a care-team reply, the member's own from another tab): joins
   * the list held, or replaces the one with its id; with no list held yet, the list loads again
   * when next shown (a load under way may predate it).
   */
  receive(message: Message): void {
    let held = false;
    this.write((list) => {
      held = true;
      const known = list.find((item) => item.id === message.id);
      if (known && sameMessage(known, message)) return undefined;
      return known
        ? list.map((item) => (item.id === message.id ? message : item))
        : [...list, message];
    });
    if (!held) this.options.cache.invalidate(MEMBER_QUERY_KEYS.messages);
  }

  private setRead(messageId: string, read: boolean): void {
    this.write((list) =>
      list.some((held) => held.id === messageId && held.read !== read)
        ? list.map((held) => (held.id === messageId ? { ...held, read } : held))
        : undefined,
    );
  }

  /**
   * Changes the list held, if one is (a list not loaded yet loads with the change in it);
   * `change` returns undefined to leave it as it is.
   */
  private write(change: (list: readonly Message[]) => readonly Message[] | undefined): void {
    this.options.cache.setData<readonly Message[]>(MEMBER_QUERY_KEYS.messages, (list) =>
      list === undefined ? undefined : change(list),
    );
  }
}

/** How marking a conversation read ended: how many were marked, or the first refusal. */
export type ConversationReadResult =
  { readonly ok: true; readonly marked: number } | { readonly ok: false; readonly error: unknown };

const sameMessage = (a: Message, b: Message): boolean =>
  a.read === b.read && a.body === b.body && a.subject === b.subject && a.created === b.created;

function messageKeyOf(error: unknown): unknown {
  return (error as { readonly messageKey?: unknown } | null)?.messageKey;
}
