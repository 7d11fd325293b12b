import { describe, expect, it } from 'vitest';
import { ENTITY_EXAMPLES, type Message } from '../schemas';
import { conversationsOf, isUnreadMessage, unreadMessageCount } from './conversations';
import { replySubject } from './memberMessages';

const at = (day: number, hour = 9): string =>
  `2026-02-${String(day).padStart(2, '0')}T${String(hour).padStart(2, '0')}:00:00Z`;

const message = (id: string, extra: Partial<Message> = {}): Message => ({
  ...ENTITY_EXAMPLES.Message,
  id,
  ...extra,
});

const question = message('msg_1', {
  threadId: 'thr_a',
  from: 'care-team',
  subject: 'Your report is ready',
  created: at(1),
  read: true,
});
const answer = message('msg_2', {
  threadId: 'thr_a',
  from: 'member',
  subject: 'Re: Your report is ready',
  created: at(2),
  read: true,
});
const reply = message('msg_3', {
  threadId: 'thr_a',
  from: 'care-team',
  subject: 'Re: Your report is ready',
  created: at(5),
  read: false,
});
const other = message('msg_4', {
  threadId: 'thr_b',
  from: 'care-team',
  subject: 'Before your mammography',
  created: at(3),
  read: false,
});

describe('conversations: the messages grouped by thread', () => {
  it('groups each thread oldest first, named by its first subject, with its unread count', () => {
    const [first, second] = conversationsOf([reply, other, question, answer]);
    expect(first).toMatchObject({
      threadId: 'thr_a',
      subject: 'Your report is ready',
      latest: reply,
      unread: 1,
    });
    expect(first?.messages.map((m) => m.id)).toEqual(['msg_1', 'msg_2', 'msg_3']);
    expect(second).toMatchObject({ threadId: 'thr_b', latest: other, unread: 1 });
  });

  it('puts the conversation with the newest message first: a reply brings it to the top', () => {
    expect(conversationsOf([question, answer, other]).map((c) => c.threadId)).toEqual([
      'thr_b',
      'thr_a',
    ]);
    expect(conversationsOf([question, answer, other, reply]).map((c) => c.threadId)).toEqual([
      'thr_a',
      'thr_b',
    ]);
  });

  it('orders messages of the same instant by id, whatever order they came in', () => {
    const a = message('msg_a', { threadId: 'thr_x', created: at(4) });
    const b = message('msg_b', { threadId: 'thr_x', created: at(4) });
    expect(conversationsOf([b, a])[0]?.messages.map((m) => m.id)).toEqual(['msg_a', 'msg_b']);
    expect(conversationsOf([a, b])[0]?.messages.map((m) => m.id)).toEqual(['msg_a', 'msg_b']);
  });

  it('has no conversation without messages', () => {
    expect(conversationsOf([])).toEqual([]);
  });
});

describe('the unread count', () => {
  it('counts the care team messages the platform has not marked read', () => {
    expect(unreadMessageCount([question, answer, reply, other])).toBe(2);
    expect(unreadMessageCount([])).toBe(0);
  });

  it("never counts the member's own messages, whatever their read flag says", () => {
    const own = message('msg_5', { from: 'member', read: false });
    expect(isUnreadMessage(own)).toBe(false);
    expect(unreadMessageCount([own])).toBe(0);
  });

  it('drops as the platform marks messages read', () => {
    const read = (m: Message): Message => ({ ...m, read: true });
    expect(unreadMessageCount([question, answer, read(reply), other])).toBe(1);
    expect(unreadMessageCount([question, answer, read(reply), read(other)])).toBe(0);
  });
});

describe('replySubject', () => {
  it('answers with "Re: " once, however often the conversation was answered', () => {
    expect(replySubject('Your report is ready')).toBe('Re: Your report is ready');
    expect(replySubject('Re: Your report is ready')).toBe('Re: Your report is ready');
    expect(replySubject('RE: re:  Parking')).toBe('Re: Parking');
  });

  it("stays within the platform's 200 characters", () => {
    expect(replySubject('x'.repeat(200))).toHaveLength(200);
  });
});
