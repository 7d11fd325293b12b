import type { CallRequest } from '@scanwise/core';
import { notFound } from './errors';
import { memberRecord } from './lookups';
import { byCreated, publicOf } from './records';
import type { PlatformStore } from './store';

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
        message.read = true;
        return structuredClone(publicOf(message));
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
        const message = {
          id: store.nextId('msg'),
          memberId: userId,
          threadId: body.threadId ?? store.nextId('thr'),
          from: 'member' as const,
          subject: body.subject,
          body: body.body,
          created: store.nowIso(),
          read: true,
        };
        s.messages.push(message);
        return structuredClone(publicOf(message));
      });
    },
  };
}
