import type { CallRequest, Message } from '@scanwise/core';
import { notFound } from './errors';
import { memberRecord } from './lookups';
import { byCreated, publicOf, type Owned } from './records';
import type { PlatformStore } from './store';

/** A message stored, then announced (pushed as UpdateMessage on the task notes hub). */
export function addMessage(store: PlatformStore, message: Owned<Message>): Message {
  store.state.messages.push(message);
  return announceMessage(store, message);
}

function announceMessage(store: PlatformStore, message: Owned<Message>): Message {
  const copy = structuredClone(publicOf(message));
  store.announce({ type: 'message-changed', userId: message.memberId, message: copy });
  return structuredClone(copy);
}

/** What the care team writes (a scenario control): a reply in a thread, or a new one. */
export interface CareTeamMessage {
  readonly body: string;
  /** The thread it answers; absent starts a new conversation. */
  readonly threadId?: string | undefined;
  /** Default: "Re: " and the thread's subject, or "A message from your care team". */
  readonly subject?: string | undefined;
}

/** Messages between the member and the care team: newest first, read marks, sending. */
export function messageOperations(store: PlatformStore) {
  return {
    listMessages: (userId: string) =>
      store.state.messages
        .filter((m) => m.memberId === userId)
        .sort((a, b) => byCreated(b, a))
        .map((m) => structuredClone(publicOf(m))),

    markMessageRead(userId: string, messageId: string) {
      return store.mutate(() => {
        const message = store.state.messages.find(
          (m) => m.id === messageId && m.memberId === userId,
        );
        if (!message) throw notFound('Message');
        if (message.read) return structuredClone(publicOf(message));
        message.read = true;
        return announceMessage(store, message);
      });
    },

    sendMessage(userId: string, body: CallRequest<'messageSend'>) {
      return store.mutate((s) => {
        memberRecord(store, userId);
        if (
          body.threadId != null &&
          !s.messages.some((m) => m.threadId === body.threadId && m.memberId === userId)
        ) {
          throw notFound('Thread');
        }
        return addMessage(store, {
          id: store.nextId('msg'),
          memberId: userId,
          threadId: body.threadId ?? store.nextId('thr'),
          from: 'member' as const,
          subject: body.subject,
          body: body.body,
          created: store.nowIso(),
          read: true,
        });
      });
    },

    /** The care team writes to the member: stored unread and pushed. */
    careTeamWrites(userId: string, input: CareTeamMessage): Message {
      return store.mutate((s) => {
        memberRecord(store, userId);
        let subject = input.subject ?? 'A message from your care team';
        if (input.threadId !== undefined) {
          const first = s.messages
            .filter((m) => m.threadId === input.threadId && m.memberId === userId)
            .sort(byCreated)[0];
          if (!first) throw notFound('Thread');
          subject = input.subject ?? `Re: ${first.subject.replace(/^(re:\s*)+/i, '')}`;
        }
        return addMessage(store, {
          id: store.nextId('msg'),
          memberId: userId,
          threadId: input.threadId ?? store.nextId('thr'),
          from: 'care-team',
          subject,
          body: input.body,
          created: store.nowIso(),
          read: false,
        });
      });
    },
  };
}
