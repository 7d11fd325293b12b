import { BehaviorSubject, map } from 'rxjs';
import { afterEach, describe, expect, it } from 'vitest';
import {
  ENCOUNTERS_HUB,
  TASK_NOTES_HUB,
  createRealtimeService,
  type RealtimeService,
} from '../realtime';
import { SIGNED_OUT_REALTIME_SESSION, type RealtimeSession } from '../realtime/realtimeSession';
import { RemoteDataCache } from '../remoteData';
import { ENTITY_EXAMPLES, type Message } from '../schemas';
import { hasMemberData, type AuthState } from '../session';
import {
  FakeClock,
  FakeHubConnectionFactory,
  RecordingLogger,
  flushPromises,
  type FakeHubConnection,
} from '../testing';
import { MemberData, type MemberDataCalls } from './memberData';
import { UnreadMessageCountService } from './unreadMessageCountService';

const message = (id: string, extra: Partial<Message> = {}): Message => ({
  ...ENTITY_EXAMPLES.Message,
  id,
  ...extra,
});

type Session = Pick<AuthState, 'status' | 'partial'>;
const SIGNED_OUT: Session = { status: 'signedOut', partial: false };
const PARTIAL: Session = { status: 'signedIn', partial: true };
const COMPLETE: Session = { status: 'signedIn', partial: false };

const services: RealtimeService[] = [];
afterEach(async () => {
  await Promise.all(services.splice(0).map((service) => service.dispose()));
});

/**
 * The count over the real MemberData and RealtimeService: the hubs on the fake connections,
 * the member's message calls answered by a list the test holds.
 */
/** `lastKnown`: the kept count as the session's member would read it (none while signed out). */
function setup(
  lastKnown?: (session: Session) => number | undefined,
  initial: Session = SIGNED_OUT,
) {
  const clock = new FakeClock();
  const logger = new RecordingLogger();
  const factory = new FakeHubConnectionFactory({ clock });
  factory
    .handle(TASK_NOTES_HUB.invoke.watch, () => ({ tasks: [] }))
    .handle(TASK_NOTES_HUB.invoke.unwatch, () => null)
    .handle(ENCOUNTERS_HUB.invoke.watch, () => ({ encounters: [] }))
    .handle(ENCOUNTERS_HUB.invoke.unwatch, () => null);
  const realtimeSession$ = new BehaviorSubject<RealtimeSession>(SIGNED_OUT_REALTIME_SESSION);
  const realtime = createRealtimeService({
    apiBaseUrl: 'https://api.scanwise.test',
    hubFactory: factory,
    clock,
    logger,
    accessToken: () => 'access-1',
    session$: realtimeSession$,
  });
  services.push(realtime);
  const server = {
    messages: [] as Message[],
    listed: 0,
    /** When set, the list answers only once the test calls `answer`. */
    held: false,
    answer: (): void => undefined,
    fail: (): void => undefined,
  };
  const calls = {
    listMessages: () => {
      server.listed += 1;
      if (!server.held) return Promise.resolve(server.messages);
      return new Promise<Message[]>((resolve, reject) => {
        server.answer = () => resolve(server.messages);
        server.fail = () => reject(new Error('offline'));
      });
    },
    markMessageRead: (id: string) => Promise.resolve({ ...message(id), read: true }),
  } as unknown as MemberDataCalls;
  const cache = new RemoteDataCache({ clock, logger });
  const session$ = new BehaviorSubject<Session>(initial);
  const memberData = new MemberData({ calls, cache, live: realtime, logger });
  const counter = new UnreadMessageCountService({
    memberData$: session$.pipe(map(hasMemberData)),
    messages: () => memberData.messages(),
    ...(lastKnown ? { lastKnown: () => lastKnown(session$.getValue()) } : {}),
  });
  const counts: number[] = [];
  const subscription = counter.state$.subscribe((count) => counts.push(count));
  const signIn = async (session: Session): Promise<void> => {
    realtimeSession$.next({
      signedIn: session.status === 'signedIn',
      termsOfServiceAccepted: true,
      tokenValid: () => true,
    });
    session$.next(session);
    await flushPromises();
  };
  const tasksHub = factory.connectionTo(TASK_NOTES_HUB.path) as FakeHubConnection;
  return { server, memberData, counts, subscription, signIn, session$, tasksHub };
}

/** A member's kept overview counted 3 unread. */
const keptThree = (session: Session): number | undefined =>
  session.status === 'signedOut' ? undefined : 3;

describe('UnreadMessageCountService', () => {
  it("counts nothing and reads no messages until the member's profile is complete", async () => {
    const { server, counts, signIn } = setup();
    server.messages = [message('msg_1')];
    expect(counts).toEqual([0]);
    await signIn(PARTIAL);
    expect(counts).toEqual([0]);
    expect(server.listed).toBe(0);

    await signIn(COMPLETE);
    expect(server.listed).toBe(1);
    expect(counts).toEqual([0, 1]);
  });

  it("counts the care team's messages not read, not the member's own", async () => {
    const { server, counts, signIn } = setup();
    server.messages = [
      message('msg_1'),
      message('msg_2', { read: true }),
      message('msg_3', { from: 'member', read: false }),
      message('msg_4', { threadId: 'thr_2' }),
    ];
    await signIn(COMPLETE);
    expect(counts.at(-1)).toBe(2);
  });

  it('goes up when the hub pushes a new message (UpdateMessage) and down when one is read', async () => {
    const { server, memberData, counts, signIn, tasksHub } = setup();
    server.messages = [message('msg_1')];
    await signIn(COMPLETE);
    expect(counts.at(-1)).toBe(1);

    tasksHub.serverPush(TASK_NOTES_HUB.push.updateMessage, message('msg_2', { threadId: 'thr_2' }));
    await flushPromises();
    expect(counts.at(-1)).toBe(2);

    await memberData.markConversationRead('thr_1');
    expect(counts.at(-1)).toBe(1);
    // The platform's echo of the read flag changes nothing more.
    tasksHub.serverPush(TASK_NOTES_HUB.push.updateMessage, message('msg_1', { read: true }));
    await flushPromises();
    expect(counts).toEqual([0, 1, 2, 1]);
  });

  it('shows the count last known while the messages load, then theirs', async () => {
    const { server, counts, signIn } = setup(keptThree);
    server.messages = [message('msg_1')];
    server.held = true;
    await signIn(COMPLETE);
    expect(counts).toEqual([0, 3]);

    server.answer();
    await flushPromises();
    expect(counts).toEqual([0, 3, 1]);
  });

  it("shows the count last known while the member's session is being restored", () => {
    const { counts } = setup(keptThree, { status: 'restoring', partial: false });
    expect(counts).toEqual([3]);
  });

  it('is 0, not the count last known, once the messages failed to load', async () => {
    const { server, counts, signIn } = setup(keptThree);
    server.held = true;
    await signIn(COMPLETE);
    server.fail();
    await flushPromises();
    expect(counts.at(-1)).toBe(0);
  });

  it('is 0 again once the member signs out', async () => {
    const { server, counts, signIn } = setup();
    server.messages = [message('msg_1')];
    await signIn(COMPLETE);
    await signIn(SIGNED_OUT);
    expect(counts).toEqual([0, 1, 0]);
  });
});

describe('hasMemberData', () => {
  it('is true only for a signed-in member whose profile is not IsPartial', () => {
    expect(hasMemberData(COMPLETE)).toBe(true);
    expect(hasMemberData(PARTIAL)).toBe(false);
    expect(hasMemberData(SIGNED_OUT)).toBe(false);
  });
});
