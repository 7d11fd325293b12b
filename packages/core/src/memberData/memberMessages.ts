import type { MemberApi } from '../api';
import type { Logger } from '../ports';
import type { RemoteDataCache } from '../remoteData';
import type { Message } from '../schemas';
import { MEMBER_QUERY_KEYS } from './memberQueryKeys';

/** The member calls that change the messages. */
export type MemberMessageCalls = Pick<MemberApi, 'sendMessage' | 'markMessageRead'>;

/** A new message to the care team, as typed (trimmed before sending). */
export interface MessageDraft {
  readonly subject: string;
  readonly body: string;
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
        threadId: null,
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

function messageKeyOf(error: unknown): unknown {
  return (error as { readonly messageKey?: unknown } | null)?.messageKey;
}
