import { distinctUntilChanged, map, type Observable, type Subscription } from 'rxjs';
import { readLastUnreadMessages } from '../home/lastUnreadMessages';
import { hasAcceptedTerms } from '../member';
import { MemberData, UnreadMessageCountService } from '../memberData';
import { RealtimeService, type RealtimeSession } from '../realtime';
import { RemoteDataCache } from '../remoteData';
import { hasMemberData } from '../session';
import type { SessionCore } from './createSessionCore';
import { createMemberCalls, type MemberCalls } from './journeys/createMemberCalls';
import { loadOnlyWhileSignedIn } from './journeys/madeParts';
import type { CreateSessionCoreOptions, ScanwisePorts } from './scanwiseOptions';
import { ENCOUNTER_CALLS, MESSAGE_CALLS, PAYMENT_CALLS, REPORT_CALLS } from '../schemas';

/**
 * The member's data over a {@link SessionCore} and its member calls ({@link createMemberCalls}): the
 * remote-data cache, the live hubs and what the dashboard reads through them (the scans, tasks,
 * reports, invoices and messages). What a dashboard page needs to show its content, and nothing
 * of the journeys (booking, payment, questionnaires, sign-up), so an app can load it on its own,
 * before them; {@link createJourneyServices} builds on it, as does Home's overview
 * ({@link createHomeOverview}), which only Home shows.
 */
export interface MemberDataServices extends MemberCalls {
  /** The member's remote data, keyed; emptied, and asking nothing, while signed out. */
  readonly cache: RemoteDataCache;
  /** The dashboard's data through the cache: cached queries, live lists, message changes. */
  readonly memberData: MemberData;
  /** The unread messages' count beside Messages in the navigation, live. */
  readonly unreadMessageCount: UnreadMessageCountService;
  readonly realtime: RealtimeService;
  /** Whether both hubs are connected, for a live-connection indicator. */
  readonly connected$: Observable<boolean>;
  /** Stops the hubs, the live lists and the cache (the hubs close in the background). */
  dispose(): void;
}

/** The session part's options and the one journey port the member's data needs: the hubs. */
export interface CreateMemberDataServicesOptions extends CreateSessionCoreOptions {
  readonly ports: CreateSessionCoreOptions['ports'] & Pick<ScanwisePorts, 'hubs'>;
}

/**
 * Builds on the member calls given (the journeys' own, when they loaded first), else makes them,
 * and on the member's cache given (a journey's that loaded first: createMemberCache), else makes
 * one. Either way the cache is emptied and asks nothing while the member is signed out.
 */
export function createMemberDataServices(
  session: SessionCore,
  options: CreateMemberDataServicesOptions,
  calls: MemberCalls = createMemberCalls(session, options),
  cache: RemoteDataCache = new RemoteDataCache({
    clock: options.ports.clock,
    logger: options.ports.logger,
  }),
): MemberDataServices {
  const { ports, config } = options;
  const { clock, logger } = ports;
  const { auth } = session;
  const { http } = calls;
  const api = calls.api.withCalls(ENCOUNTER_CALLS, REPORT_CALLS, MESSAGE_CALLS, PAYMENT_CALLS);

  // The hubs follow the session: connected once signed in with the terms accepted.
  const realtimeSession$: Observable<RealtimeSession> = auth.state$.pipe(
    map((state): RealtimeSession => ({
      signedIn: state.status === 'signedIn',
      termsOfServiceAccepted: state.member !== null && hasAcceptedTerms(state.member),
      tokenValid: () => auth.accessToken() !== undefined,
    })),
    distinctUntilChanged(
      (a, b) => a.signedIn === b.signedIn && a.termsOfServiceAccepted === b.termsOfServiceAccepted,
    ),
  );
  const realtime = new RealtimeService({
    apiBaseUrl: config.apiBaseUrl,
    hubFactory: ports.hubs,
    clock,
    logger,
    accessToken: () => auth.accessToken() ?? '',
    session$: realtimeSession$,
    events: session.events,
  });

  const memberData = new MemberData({ calls: api, cache, live: realtime, logger });
  const unreadMessageCount = new UnreadMessageCountService({
    memberData$: auth.state$.pipe(map(hasMemberData)),
    messages: () => memberData.messages(),
    lastKnown: () => {
      const { member } = auth.getSnapshot();
      return member
        ? readLastUnreadMessages({ storage: ports.storage.local, clock }, member.id)
        : undefined;
    },
  });

  // The member's data belongs to the member: forgotten, and asked for no more, once they sign out.
  const subscription: Subscription = loadOnlyWhileSignedIn(auth, cache);

  return {
    http,
    api,
    cache,
    memberData,
    unreadMessageCount,
    realtime,
    connected$: realtime.connected$,
    dispose(): void {
      subscription.unsubscribe();
      // The hubs unwatch and stop in the background.
      realtime
        .dispose()
        .catch((error: unknown) =>
          logger.warn('Realtime dispose failed', { error: String(error) }),
        );
      memberData.dispose();
      cache.clear();
    },
  };
}
