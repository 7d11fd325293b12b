import type { Message } from '../schemas';

/**
 * A conversation with the care team: the messages of one thread, oldest first, so it reads top
 * to bottom like a letter and its replies (docs/adr/0101-conversations-and-the-unread-count.md).
 */
export interface Conversation {
  readonly threadId: string;
  /** The subject its first message gave it (replies say "Re: ..."). */
  readonly subject: string;
  /** Every message of the thread, oldest first. */
  readonly messages: readonly Message[];
  /** The newest message: the conversation's place in the list and its time. */
  readonly latest: Message;
  /** How many of its messages the member has not read ({@link isUnreadMessage}). */
  readonly unread: number;
}

const createdMs = (message: Message): number => {
  const ms = Date.parse(message.created);
  return Number.isNaN(ms) ? 0 : ms;
};

/** Oldest first; the same instant keeps the id order, so the result never depends on input order. */
const oldestFirst = (a: Message, b: Message): number =>
  createdMs(a) - createdMs(b) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * Whether the member has a message still to read: one from the care team that the platform has
 * not marked read. The member's own messages are never unread to them.
 */
export function isUnreadMessage(message: Message): boolean {
  return message.from === 'care-team' && !message.read;
}

/** The messages the member has still to read: the count beside Messages in the navigation. */
export function unreadMessageCount(messages: readonly Message[]): number {
  let count = 0;
  for (const message of messages) if (isUnreadMessage(message)) count += 1;
  return count;
}

/**
 * The messages grouped into conversations by thread: each thread's messages oldest first, the
 * conversations with the newest activity first (a reply brings its conversation to the top).
 */
export function conversationsOf(messages: readonly Message[]): Conversation[] {
  const byThread = new Map<string, Message[]>();
  for (const message of messages) {
    const thread = byThread.get(message.threadId);
    if (thread) thread.push(message);
    else byThread.set(message.threadId, [message]);
  }
  const conversations: Conversation[] = [];
  for (const [threadId, thread] of byThread) {
    thread.sort(oldestFirst);
    const first = thread[0] as Message;
    conversations.push({
      threadId,
      subject: first.subject,
      messages: thread,
      latest: thread[thread.length - 1] as Message,
      unread: unreadMessageCount(thread),
    });
  }
  return conversations.sort((a, b) => oldestFirst(b.latest, a.latest));
}
