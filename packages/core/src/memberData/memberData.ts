import type { Observable } from 'rxjs';
import type { MemberApi } from '../api';
import type { EncounterListStore } from '../encounters';
import type { Logger } from '../ports';
import type { QueryDefinition, RemoteDataCache, RemoteQuery } from '../remoteData';
import type {
  DigitalReport,
  Encounter,
  Invoice,
  MemberDocument,
  Message,
  Report,
  Task,
} from '../schemas';
import type { TaskListStore } from '../tasks';
import { followLiveList, liveListDefinition, type LiveListOptions } from './liveList';
import {
  MemberMessages,
  type ConversationReadResult,
  type MessageChangeResult,
  type MessageDraft,
} from './memberMessages';
import { MEMBER_QUERY_KEYS } from './memberQueryKeys';

/** The member calls the dashboard's data comes from. */
export type MemberDataCalls = Pick<
  MemberApi,
  | 'listEncounters'
  | 'getEncounter'
  | 'listTasks'
  | 'listReports'
  | 'getDigitalReport'
  | 'listInvoices'
  | 'listMessages'
  | 'listDocuments'
  | 'sendMessage'
  | 'markMessageRead'
>;

/** The hubs' list stores (the realtime service's): once watched, they are the live lists. */
export interface MemberLiveLists {
  readonly encounters: EncounterListStore;
  readonly tasks: TaskListStore;
  /** The messages the task notes hub pushes (UpdateMessage), validated; absent without it. */
  readonly messagePushes$?: Observable<Message> | undefined;
}

export interface MemberDataOptions {
  readonly calls: MemberDataCalls;
  readonly cache: RemoteDataCache;
  /** Absent where the app runs without hubs: the lists are then the REST lists only. */
  readonly live?: MemberLiveLists | undefined;
  readonly logger?: Logger | undefined;
}

/**
 * The member's data as the dashboard shows it, one cached query per kind (keys in
 * {@link MEMBER_QUERY_KEYS}): each query is a store that loads when observed, shares a load in
 * flight, shows its last data at once on a revisit and refreshes it in the background. The
 * encounters and tasks are live (the hubs' pushes write them); sending a message, reading one or
 * one pushed by the hub updates the messages entry. A sign-out empties the cache (the journeys' services do it).
 */
export class MemberData {
  private readonly cache: RemoteDataCache;
  private readonly calls: MemberDataCalls;
  private readonly messageChanges: MemberMessages;
  private readonly liveEncounters: LiveListOptions<'encounters', Encounter>;
  private readonly liveTasks: LiveListOptions<'tasks', Task>;
  private readonly lists: {
    readonly encounters: QueryDefinition<readonly Encounter[]>;
    readonly tasks: QueryDefinition<readonly Task[]>;
    readonly reports: QueryDefinition<readonly Report[]>;
    readonly invoices: QueryDefinition<readonly Invoice[]>;
    readonly messages: QueryDefinition<readonly Message[]>;
    readonly documents: QueryDefinition<readonly MemberDocument[]>;
  };
  private readonly unfollow: (() => void)[];

  constructor(options: MemberDataOptions) {
    const { calls, cache, live } = options;
    this.cache = cache;
    this.calls = calls;
    this.messageChanges = new MemberMessages({ calls, cache, logger: options.logger });
    this.liveEncounters = {
      cache,
      key: MEMBER_QUERY_KEYS.encounters,
      live: live?.encounters,
      load: (signal) => calls.listEncounters({ signal }),
    };
    this.liveTasks = {
      cache,
      key: MEMBER_QUERY_KEYS.tasks,
      live: live?.tasks,
      load: (signal) => calls.listTasks({ signal }),
    };
    this.lists = {
      encounters: liveListDefinition(this.liveEncounters),
      tasks: liveListDefinition(this.liveTasks),
      reports: { key: MEMBER_QUERY_KEYS.reports, load: (signal) => calls.listReports({ signal }) },
      invoices: {
        key: MEMBER_QUERY_KEYS.invoices,
        load: (signal) => calls.listInvoices({ signal }),
      },
      messages: {
        key: MEMBER_QUERY_KEYS.messages,
        load: (signal) => calls.listMessages({ signal }),
      },
      documents: {
        key: MEMBER_QUERY_KEYS.documents,
        load: (signal) => calls.listDocuments({ signal }),
      },
    };
    this.unfollow = [
      followLiveList(this.liveEncounters, (encounters) => this.updateHeldEncounters(encounters)),
      followLiveList(this.liveTasks),
    ];
    const pushes = live?.messagePushes$?.subscribe((message) =>
      this.messageChanges.receive(message),
    );
    if (pushes) this.unfollow.push(() => pushes.unsubscribe());
  }

  /** Every encounter of the member, live (encounters hub), the REST list until it has answered. */
  encounters(): RemoteQuery<readonly Encounter[]> {
    return this.cache.query(this.lists.encounters);
  }

  /**
   * One encounter (GET, so a wrong or old link says so), taken from the encounters list when
   * that holds it; pushes keep it current.
   */
  encounter(encounterId: string): RemoteQuery<Encounter> {
    return this.cache.query({
      key: MEMBER_QUERY_KEYS.encounter(encounterId),
      load: (signal) => {
        const listed = this.cache
          .peek<readonly Encounter[]>(MEMBER_QUERY_KEYS.encounters)
          ?.find((encounter) => encounter.id === encounterId);
        return listed ? Promise.resolve(listed) : this.calls.getEncounter(encounterId, { signal });
      },
    });
  }

  /** The member's tasks, live (task notes hub), the REST list until it has answered. */
  tasks(): RemoteQuery<readonly Task[]> {
    return this.cache.query(this.lists.tasks);
  }

  /** The released reports. */
  reports(): RemoteQuery<readonly Report[]> {
    return this.cache.query(this.lists.reports);
  }

  /** The digital report of an encounter. */
  digitalReport(encounterId: string): RemoteQuery<DigitalReport> {
    return this.cache.query({
      key: MEMBER_QUERY_KEYS.digitalReport(encounterId),
      load: (signal) => this.calls.getDigitalReport(encounterId, { signal }),
    });
  }

  invoices(): RemoteQuery<readonly Invoice[]> {
    return this.cache.query(this.lists.invoices);
  }

  /** The care team's messages and the member's own, as loaded (see `messagesLatestFirst`). */
  messages(): RemoteQuery<readonly Message[]> {
    return this.cache.query(this.lists.messages);
  }

  documents(): RemoteQuery<readonly MemberDocument[]> {
    return this.cache.query(this.lists.documents);
  }

  /** Sends a message to the care team; once sent it is in the messages at once. */
  sendMessage(draft: MessageDraft): Promise<MessageChangeResult> {
    return this.messageChanges.send(draft);
  }

  /** Marks a message read: shown read at once, put back unread if the platform refuses. */
  markMessageRead(messageId: string): Promise<MessageChangeResult> {
    return this.messageChanges.markRead(messageId);
  }

  /**
   * Marks the messages of a conversation the member has still to read as read (the platform's
   * read call for each): the unread count drops at once; a refused one goes back to unread.
   */
  markConversationRead(threadId: string): Promise<ConversationReadResult> {
    return this.messageChanges.markConversationRead(threadId);
  }

  /** Stops following the hubs' lists. */
  dispose(): void {
    for (const unfollow of this.unfollow.splice(0)) unfollow();
  }

  /** A pushed encounter also replaces the one held under its own key, if one is. */
  private updateHeldEncounters(encounters: readonly Encounter[]): void {
    for (const encounter of encounters) {
      const key = MEMBER_QUERY_KEYS.encounter(encounter.id);
      const held = this.cache.peek<Encounter>(key);
      if (held !== undefined && held !== encounter) this.cache.setData(key, () => encounter);
    }
  }
}
