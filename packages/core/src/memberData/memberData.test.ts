import { Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { MemberApiError } from '../api';
import { createEncounterListStore } from '../encounters';
import type { AbortSignalLike } from '../ports';
import { RemoteDataCache, type RemoteDataState } from '../remoteData';
import { ENTITY_EXAMPLES, type Encounter, type Message, type Task } from '../schemas';
import { createTaskListStore } from '../tasks';
import { FakeClock, RecordingLogger, flushPromises } from '../testing';
import { MemberData, type MemberDataCalls } from './memberData';
import { unreadMessageCount } from './conversations';
import { messagesLatestFirst } from './memberMessages';
import { MEMBER_QUERY_KEYS } from './memberQueryKeys';

interface PendingCall {
  readonly name: string;
  readonly args: readonly unknown[];
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

/** Member calls that answer when the test says, recording each call. */
function scriptedCalls(): { readonly calls: MemberDataCalls; readonly pending: PendingCall[] } {
  const pending: PendingCall[] = [];
  const call =
    (name: string) =>
    (...args: unknown[]): Promise<never> =>
      new Promise((resolve, reject) => {
        pending.push({ name, args, resolve: resolve, reject });
      });
  const calls = {
    listEncounters: call('listEncounters'),
    getEncounter: call('getEncounter'),
    listTasks: call('listTasks'),
    listReports: call('listReports'),
    getDigitalReport: call('getDigitalReport'),
    listInvoices: call('listInvoices'),
    listMessages: call('listMessages'),
    listDocuments: call('listDocuments'),
    sendMessage: call('sendMessage'),
    markMessageRead: call('markMessageRead'),
  } as unknown as MemberDataCalls;
  return { calls, pending };
}

const encounter = (id: string, extra: Partial<Encounter> = {}): Encounter => ({
  ...ENTITY_EXAMPLES.Encounter,
  id,
  created: `2026-01-0${id.length % 9}T00:00:00Z`,
  ...extra,
});
const task: Task = { ...ENTITY_EXAMPLES.Task, id: 'tsk_1' };
const message = (id: string, extra: Partial<Message> = {}): Message => ({
  ...ENTITY_EXAMPLES.Message,
  id,
  ...extra,
});

function setup() {
  const clock = new FakeClock();
  const logger = new RecordingLogger();
  const cache = new RemoteDataCache({ clock, logger });
  const messagePushes$ = new Subject<Message>();
  const live = {
    encounters: createEncounterListStore(),
    tasks: createTaskListStore(),
    messagePushes$,
  };
  const { calls, pending } = scriptedCalls();
  const data = new MemberData({ calls, cache, live, logger });
  const answer = async (name: string, value: unknown): Promise<void> => {
    const index = pending.findIndex((call) => call.name === name);
    if (index === -1) throw new Error(`no pending ${name}`);
    const [call] = pending.splice(index, 1);
    call?.resolve(value);
    await flushPromises();
  };
  const fail = async (name: string, error: unknown): Promise<void> => {
    const index = pending.findIndex((call) => call.name === name);
    if (index === -1) throw new Error(`no pending ${name}`);
    const [call] = pending.splice(index, 1);
    call?.reject(error);
    await flushPromises();
  };
  const called = (name: string): number => pending.filter((call) => call.name === name).length;
  return { clock, logger, cache, live, messagePushes$, data, pending, answer, fail, called };
}

/** Observes a query as a screen would, keeping every state it showed. */
function observe<T>(query: {
  subscribe(listener: (state: RemoteDataState<T>) => void): () => void;
}): { readonly states: RemoteDataState<T>[]; readonly leave: () => void } {
  const states: RemoteDataState<T>[] = [];
  const leave = query.subscribe((state) => states.push(state));
  return { states, leave };
}

const offline = new MemberApiError(
  'reportList',
  { code: 'network_error', message: 'offline' } as never,
  null,
);

describe('MemberData: the dashboard lists', () => {
  it('shares one request between two screens loading the same list at once', async () => {
    const { data, answer, called } = setup();
    const home = observe(data.reports());
    const reports = observe(data.reports());
    expect(called('listReports')).toBe(1);
    await answer('listReports', [ENTITY_EXAMPLES.Report]);
    expect(home.states.at(-1)).toMatchObject({ status: 'ready', data: [ENTITY_EXAMPLES.Report] });
    expect(reports.states.at(-1)).toMatchObject({ status: 'ready' });
  });

  it('shows the last invoices at once when the member comes back, and refreshes them behind', async () => {
    const { data, clock, answer, called } = setup();
    const first = observe(data.invoices());
    await answer('listInvoices', [ENTITY_EXAMPLES.Invoice]);
    first.leave();
    await clock.advanceAsync(60_000);

    const back = observe(data.invoices());
    expect(back.states[0]).toMatchObject({
      status: 'ready',
      data: [ENTITY_EXAMPLES.Invoice],
      refreshing: true,
    });
    expect(called('listInvoices')).toBe(1);
    const paid = { ...ENTITY_EXAMPLES.Invoice, status: 'PAID' as const };
    await answer('listInvoices', [paid]);
    expect(back.states.at(-1)).toMatchObject({ status: 'ready', data: [paid], refreshing: false });
  });

  it('keeps the data shown when a background refresh fails, and says the refresh failed', async () => {
    const { data, clock, answer, fail } = setup();
    const first = observe(data.reports());
    await answer('listReports', [ENTITY_EXAMPLES.Report]);
    first.leave();
    await clock.advanceAsync(60_000);
    const back = observe(data.reports());
    await fail('listReports', offline);
    expect(back.states.at(-1)).toMatchObject({
      status: 'ready',
      data: [ENTITY_EXAMPLES.Report],
      refreshing: false,
      refreshError: offline,
    });
  });

  it('a failed first load is an error a retry loads again, logged with its key', async () => {
    const { data, fail, answer, logger } = setup();
    const reports = data.reports();
    const seen = observe(reports);
    await fail('listReports', offline);
    expect(reports.getSnapshot()).toEqual({ status: 'error', error: offline });
    expect(logger.has('warn', 'Remote data failed to load')).toBe(true);
    void reports.refresh();
    expect(reports.getSnapshot()).toEqual({ status: 'loading', error: offline });
    await answer('listReports', []);
    expect(seen.states.at(-1)).toMatchObject({ status: 'ready', data: [] });
  });

  it('loads a digital report per encounter, each under its own key', async () => {
    const { data, pending, answer } = setup();
    const report = observe(data.digitalReport('enc_2'));
    expect(pending.map((call) => [call.name, call.args[0]])).toEqual([
      ['getDigitalReport', 'enc_2'],
    ]);
    await answer('getDigitalReport', ENTITY_EXAMPLES.DigitalReport);
    expect(report.states.at(-1)).toMatchObject({ data: ENTITY_EXAMPLES.DigitalReport });
    expect(data.digitalReport('enc_3').getSnapshot().status).toBe('loading');
  });

  it('passes the request signal, so a sign-out aborts a load under way', () => {
    const { data, pending, cache } = setup();
    observe(data.messages());
    const signal = (pending[0]?.args[0] as { signal: AbortSignalLike }).signal;
    expect(signal.aborted).toBe(false);
    cache.clear();
    expect(signal.aborted).toBe(true);
  });
});

describe('MemberData: the live lists (hub list once watched, REST list until then)', () => {
  it('shows the REST encounters first, then the hub list once its watch answer arrived', async () => {
    const { data, live, answer } = setup();
    const encounters = observe(data.encounters());
    await answer('listEncounters', [encounter('enc_rest')]);
    expect(encounters.states.at(-1)).toMatchObject({ data: [encounter('enc_rest')] });
    live.encounters.setAll([encounter('enc_1'), encounter('enc_22')]);
    expect(encounters.states.at(-1)).toMatchObject({
      status: 'ready',
      data: [encounter('enc_1'), encounter('enc_22')],
    });
  });

  it('drops a REST answer that arrives after the hub list: it is older', async () => {
    const { data, live, answer } = setup();
    const tasks = observe(data.tasks());
    live.tasks.setAll([task]);
    await answer('listTasks', []);
    expect(tasks.states.at(-1)).toMatchObject({ data: [task] });
  });

  it('a pushed encounter updates the list every screen shows, without a request', () => {
    const { data, live, called } = setup();
    live.encounters.setAll([encounter('enc_1')]);
    const home = observe(data.encounters());
    expect(called('listEncounters')).toBe(0);
    live.encounters.upsert(encounter('enc_1', { status: 'SCANNED' }));
    expect(home.states.at(-1)).toMatchObject({ data: [{ id: 'enc_1', status: 'SCANNED' }] });
  });

  it('a pushed task note updates the tasks entry', () => {
    const { data, live } = setup();
    live.tasks.setAll([task]);
    const tasks = observe(data.tasks());
    live.tasks.upsert({ ...task, done: true });
    expect(tasks.states.at(-1)).toMatchObject({ data: [{ id: 'tsk_1', done: true }] });
  });

  it('once live, a refresh or an invalidation reads the hub list, not the network', async () => {
    const { data, live, cache, called } = setup();
    live.encounters.setAll([encounter('enc_1')]);
    const encounters = observe(data.encounters());
    cache.invalidate(MEMBER_QUERY_KEYS.encounters);
    await data.encounters().refresh();
    expect(called('listEncounters')).toBe(0);
    expect(encounters.states.at(-1)).toMatchObject({ data: [encounter('enc_1')] });
  });

  it('one encounter comes from the list when it holds it, and follows its pushes', async () => {
    const { data, live, called } = setup();
    live.encounters.setAll([encounter('enc_1')]);
    const one = observe(data.encounter('enc_1'));
    await flushPromises();
    expect(called('getEncounter')).toBe(0);
    expect(one.states.at(-1)).toMatchObject({ data: { id: 'enc_1' } });
    live.encounters.upsert(encounter('enc_1', { status: 'SCANNED' }));
    expect(one.states.at(-1)).toMatchObject({ data: { id: 'enc_1', status: 'SCANNED' } });
  });

  it('an encounter the list does not hold is asked for, so an old link says it is gone', async () => {
    const { data, live, fail } = setup();
    live.encounters.setAll([encounter('enc_1')]);
    const gone = new MemberApiError(
      'encounterGet',
      { code: 'http_status', status: 404, message: 'gone' } as never,
      404,
    );
    const one = observe(data.encounter('enc_old'));
    await fail('getEncounter', gone);
    expect(one.states.at(-1)).toEqual({ status: 'error', error: gone });
  });

  it('stops following the hubs once disposed', () => {
    const { data, live, cache } = setup();
    data.dispose();
    live.encounters.setAll([encounter('enc_1')]);
    expect(cache.peek(MEMBER_QUERY_KEYS.encounters)).toBeUndefined();
  });
});

describe('MemberData: messages', () => {
  it('a sent message joins the list at once, trimmed', async () => {
    const { data, pending, answer } = setup();
    const messages = observe(data.messages());
    await answer('listMessages', [message('msg_1')]);
    const sending = data.sendMessage({ subject: ' Parking ', body: ' Is there parking? ' });
    expect(pending.at(-1)?.args[0]).toEqual({
      threadId: null,
      subject: 'Parking',
      body: 'Is there parking?',
    });
    const sent = message('msg_2', { from: 'member', subject: 'Parking' });
    await answer('sendMessage', sent);
    expect(await sending).toEqual({ ok: true, message: sent });
    expect(messages.states.at(-1)).toMatchObject({ data: [message('msg_1'), sent] });
  });

  it('a failed send is returned and logged, the list unchanged', async () => {
    const { data, answer, fail, logger, cache } = setup();
    observe(data.messages());
    await answer('listMessages', [message('msg_1')]);
    const sending = data.sendMessage({ subject: 'Hello', body: 'Hi' });
    await fail('sendMessage', offline);
    expect(await sending).toEqual({ ok: false, error: offline });
    expect(logger.has('warn', 'Message could not be sent')).toBe(true);
    expect(cache.peek(MEMBER_QUERY_KEYS.messages)).toEqual([message('msg_1')]);
  });

  it('a message opened shows read at once, and unread again if the platform refuses', async () => {
    const { data, answer, fail } = setup();
    const messages = observe(data.messages());
    await answer('listMessages', [message('msg_1', { read: false })]);
    const reading = data.markMessageRead('msg_1');
    expect(messages.states.at(-1)).toMatchObject({ data: [{ id: 'msg_1', read: true }] });
    await fail('markMessageRead', offline);
    expect((await reading).ok).toBe(false);
    expect(messages.states.at(-1)).toMatchObject({ data: [{ id: 'msg_1', read: false }] });
  });

  it('a message read is kept as the platform answered it', async () => {
    const { data, answer } = setup();
    const messages = observe(data.messages());
    await answer('listMessages', [message('msg_1', { read: false })]);
    const reading = data.markMessageRead('msg_1');
    const answered = message('msg_1', { read: true, body: 'as stored' });
    await answer('markMessageRead', answered);
    expect(await reading).toEqual({ ok: true, message: answered });
    expect(messages.states.at(-1)).toMatchObject({ data: [answered] });
  });

  it('a reply is sent in its conversation', async () => {
    const { data, pending, answer } = setup();
    observe(data.messages());
    await answer('listMessages', [message('msg_1', { threadId: 'thr_1' })]);
    void data.sendMessage({ subject: 'Re: Hello', body: 'Thanks', threadId: 'thr_1' });
    expect(pending.at(-1)?.args[0]).toEqual({
      threadId: 'thr_1',
      subject: 'Re: Hello',
      body: 'Thanks',
    });
  });

  it('reading a conversation marks each of its unread care-team messages read on the platform, and only those', async () => {
    const { data, pending, answer, cache } = setup();
    observe(data.messages());
    await answer('listMessages', [
      message('msg_1', { threadId: 'thr_1', read: false }),
      message('msg_2', { threadId: 'thr_1', read: true }),
      message('msg_3', { threadId: 'thr_1', read: false }),
      message('msg_4', { threadId: 'thr_1', from: 'member', read: false }),
      message('msg_5', { threadId: 'thr_2', read: false }),
    ]);
    const reading = data.markConversationRead('thr_1');
    expect(
      pending.filter((call) => call.name === 'markMessageRead').map((call) => call.args[0]),
    ).toEqual(['msg_1', 'msg_3']);
    // Shown read at once: the count drops before the platform answers.
    expect(
      unreadMessageCount(cache.peek<readonly Message[]>(MEMBER_QUERY_KEYS.messages) ?? []),
    ).toBe(1);
    await answer('markMessageRead', message('msg_1', { threadId: 'thr_1', read: true }));
    await answer('markMessageRead', message('msg_3', { threadId: 'thr_1', read: true }));
    expect(await reading).toEqual({ ok: true, marked: 2 });
  });

  it('a conversation the platform refuses to mark read comes back unread, with the refusal', async () => {
    const { data, answer, fail, cache } = setup();
    observe(data.messages());
    await answer('listMessages', [message('msg_1', { threadId: 'thr_1', read: false })]);
    const reading = data.markConversationRead('thr_1');
    await fail('markMessageRead', offline);
    expect(await reading).toEqual({ ok: false, error: offline });
    expect(
      unreadMessageCount(cache.peek<readonly Message[]>(MEMBER_QUERY_KEYS.messages) ?? []),
    ).toBe(1);
  });

  it('a message pushed by the hub joins the list (or replaces its own), without a request', async () => {
    const { data, answer, called, clock, messagePushes$ } = setup();
    const messages = observe(data.messages());
    await answer('listMessages', [message('msg_1', { read: true })]);
    await clock.advanceAsync(1_000);
    const reply = message('msg_2', { read: false, created: '2026-02-06T09:00:00Z' });
    messagePushes$.next(reply);
    expect(messages.states.at(-1)).toMatchObject({
      data: [message('msg_1', { read: true }), reply],
    });
    messagePushes$.next({ ...reply, read: true });
    expect(messages.states.at(-1)).toMatchObject({
      data: [{ id: 'msg_1' }, { id: 'msg_2', read: true }],
    });
    expect(called('listMessages')).toBe(0);
    data.dispose();
    messagePushes$.next(message('msg_3'));
    expect(messages.states.at(-1)).toMatchObject({ data: [{ id: 'msg_1' }, { id: 'msg_2' }] });
  });

  it('a message pushed before the list has loaded makes the list load again', async () => {
    const { data, answer, called, messagePushes$ } = setup();
    const messages = observe(data.messages());
    messagePushes$.next(message('msg_2'));
    // The load under way predates the push: it is dropped and a new one asked for.
    expect(called('listMessages')).toBe(2);
    await answer('listMessages', [message('msg_1')]);
    await answer('listMessages', [message('msg_1'), message('msg_2')]);
    expect(messages.states.at(-1)).toMatchObject({ data: [{ id: 'msg_1' }, { id: 'msg_2' }] });
  });

  it('lists messages latest first', () => {
    const older = message('msg_old', { created: '2026-01-01T00:00:00Z' });
    const newer = message('msg_new', { created: '2026-02-01T00:00:00Z' });
    expect(messagesLatestFirst([older, newer]).map((m) => m.id)).toEqual(['msg_new', 'msg_old']);
  });
});
