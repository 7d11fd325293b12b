import { Observable } from 'rxjs';
import { DAY } from '../config';
import type { Clock, TimerHandle } from '../ports';
import {
  sameRemoteDataState,
  shareUnchanged,
  type RemoteDataState,
  type RemoteQuery,
} from '../remoteData';
import type { Encounter, Invoice, Message, Task } from '../schemas';
import { nextHomeDeadline } from './homeDeadline';
import type { HomeFacts } from './homeNextStep';
import { decideHomeOverview, type HomeOverview } from './homeOverview';

/**
 * The longest a timer waits for the next deadline in one go: a runtime's timers do not keep
 * much longer delays (a browser runs one over about 24.8 days at once), and a woken device
 * looks again within the day.
 */
const LONGEST_WAIT = DAY;

/** The member's data Home's overview is decided from (core MemberData has them). */
export interface HomeOverviewSources {
  encounters(): RemoteQuery<readonly Encounter[]>;
  tasks(): RemoteQuery<readonly Task[]>;
  invoices(): RemoteQuery<readonly Invoice[]>;
  messages(): RemoteQuery<readonly Message[]>;
}

export interface HomeOverviewServiceOptions {
  readonly memberData: HomeOverviewSources;
  readonly clock: Clock;
  /** The member's IANA zone (invoice due dates are calendar dates there). */
  readonly timeZone: () => string;
  /**
   * Told each overview decided while observed, with its next deadline (when it would read
   * differently by time alone): the last one is kept for the member's next visit to Home.
   */
  readonly remember?: (overview: HomeOverview, deadline: number | undefined) => void;
}

type Inputs = readonly [
  RemoteDataState<readonly Encounter[]>,
  RemoteDataState<readonly Task[]>,
  RemoteDataState<readonly Invoice[]>,
  RemoteDataState<readonly Message[]>,
];

/**
 * Home's overview as a query over the member's encounters, tasks, invoices and messages: ready
 * once all four have answered, decided by `decideHomeOverview` at that moment (clock time), and
 * again whenever one of them changes (a hub push, a payment, a message read) and, while observed,
 * when its next deadline passes on the Clock (`nextHomeDeadline`: a task falls overdue, a scan
 * comes near or is over) though nothing changed. The scans and
 * tasks are needed (a failure of either is the overview's error, `refresh` retries it); the
 * invoices and messages only add to it: when their load fails the overview is decided without
 * them and says their counts are unknown. Observing it observes the four.
 */
export class HomeOverviewService implements RemoteQuery<HomeOverview> {
  readonly key = ['home', 'overview'] as const;
  readonly state$: Observable<RemoteDataState<HomeOverview>>;
  private readonly parts: readonly [
    RemoteQuery<readonly Encounter[]>,
    RemoteQuery<readonly Task[]>,
    RemoteQuery<readonly Invoice[]>,
    RemoteQuery<readonly Message[]>,
  ];
  private inputs: Inputs | undefined;
  private snapshot: RemoteDataState<HomeOverview> | undefined;
  /** When the overview held changes by time alone; undefined when nothing ahead does. */
  private deadline: number | undefined;
  /** The overview last handed to `remember` (each once, however many observe it). */
  private remembered: HomeOverview | undefined;

  constructor(private readonly options: HomeOverviewServiceOptions) {
    const { memberData } = options;
    this.parts = [
      memberData.encounters(),
      memberData.tasks(),
      memberData.invoices(),
      memberData.messages(),
    ];
    const { clock } = options;
    this.state$ = new Observable((subscriber) => {
      let last: RemoteDataState<HomeOverview> | undefined;
      let timer: TimerHandle | undefined;
      const stopWaiting = (): void => {
        if (timer !== undefined) clock.cancel(timer);
        timer = undefined;
      };
      const emit = (): void => {
        const next = this.getSnapshot();
        if (next !== last) {
          last = next;
          if (next.status === 'ready' && next.data !== this.remembered) {
            this.remembered = next.data;
            this.options.remember?.(next.data, this.deadline);
          }
          subscriber.next(next);
        }
        waitForDeadline();
      };
      const waitForDeadline = (): void => {
        stopWaiting();
        if (this.deadline === undefined) return;
        const wait = Math.min(this.deadline - clock.now(), LONGEST_WAIT);
        timer = clock.schedule(() => {
          timer = undefined;
          emit();
        }, wait);
      };
      const unsubscribes = this.parts.map((part) => (part as RemoteQuery<unknown>).subscribe(emit));
      emit();
      return () => {
        stopWaiting();
        for (const unsubscribe of unsubscribes) unsubscribe();
      };
    });
  }

  readonly getSnapshot = (): RemoteDataState<HomeOverview> => {
    const [encounters, tasks, invoices, messages] = this.parts;
    const inputs: Inputs = [
      encounters.getSnapshot(),
      tasks.getSnapshot(),
      invoices.getSnapshot(),
      messages.getSnapshot(),
    ];
    const deadlinePassed = this.deadline !== undefined && this.options.clock.now() >= this.deadline;
    if (
      this.snapshot &&
      !deadlinePassed &&
      this.inputs?.every((state, index) => state === inputs[index])
    ) {
      return this.snapshot;
    }
    this.inputs = inputs;
    const next = this.decide(inputs);
    // Saying the same (still loading for the same reason while one piece of several arrived, or
    // the same overview decided again): the same state.
    if (!this.snapshot || !sameRemoteDataState(this.snapshot, next)) this.snapshot = next;
    return this.snapshot;
  };

  readonly subscribe = (listener: (state: RemoteDataState<HomeOverview>) => void): (() => void) => {
    const subscription = this.state$.subscribe(listener);
    return () => subscription.unsubscribe();
  };

  /**
   * Starts loading what the overview is decided from (each piece unless the cache holds it
   * fresh) without observing it: a page asks before the code that shows it has loaded.
   */
  readonly prefetch = (): void => {
    for (const part of this.parts) (part as RemoteQuery<unknown>).subscribe(() => undefined)();
  };

  /** Loads again the pieces that failed (every piece when none did). */
  readonly refresh = async (): Promise<void> => {
    const failed = this.parts.filter((part) => {
      const state = (part as RemoteQuery<unknown>).getSnapshot();
      return state.status === 'error' || (state.status === 'ready' && state.refreshError !== null);
    });
    const parts = (failed.length > 0 ? failed : this.parts) as readonly RemoteQuery<unknown>[];
    await Promise.all(parts.map((part) => part.refresh()));
  };

  private decide(inputs: Inputs): RemoteDataState<HomeOverview> {
    this.deadline = undefined;
    const [encounters, tasks, invoices, messages] = inputs;
    const failure = [encounters, tasks].find((state) => state.status === 'error');
    if (failure) return failure;
    if (
      encounters.status !== 'ready' ||
      tasks.status !== 'ready' ||
      invoices.status === 'loading' ||
      messages.status === 'loading'
    ) {
      const retried = [encounters, tasks].find(
        (state) => state.status === 'loading' && state.error !== null,
      );
      return { status: 'loading', error: retried?.status === 'loading' ? retried.error : null };
    }
    const ready = ([encounters, tasks, invoices, messages] as RemoteDataState<unknown>[]).filter(
      (state): state is Extract<RemoteDataState<unknown>, { status: 'ready' }> =>
        state.status === 'ready',
    );
    const facts: HomeFacts = {
      encounters: encounters.data,
      tasks: tasks.data,
      invoices: invoices.status === 'ready' ? invoices.data : undefined,
      messages: messages.status === 'ready' ? messages.data : undefined,
      now: this.options.clock.now(),
      timeZone: this.options.timeZone(),
    };
    this.deadline = nextHomeDeadline(facts);
    // An overview decided again the same (a refresh that answered what the lists held) keeps its
    // identity: Home does not draw it again, nor keep it again for the next visit.
    const held = this.snapshot?.status === 'ready' ? this.snapshot.data : undefined;
    return {
      status: 'ready',
      data: shareUnchanged(held, decideHomeOverview(facts)),
      updatedAt: Math.min(...ready.map((state) => state.updatedAt)),
      refreshing: ready.some((state) => state.refreshing),
      refreshError: ready.find((state) => state.refreshError !== null)?.refreshError ?? null,
    };
  }
}
