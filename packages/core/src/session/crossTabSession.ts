import { filter, take, type Subscription } from 'rxjs';
import { enums, is, literal, optional, refine, type, type Infer } from 'superstruct';
import { LOGGED_OUT_REASONS, type LoggedOutReason, type ScanwiseEventBus } from '../events';
import type { IdleLogoutPolicy } from '../idle';
import type { Clock, CrossTabChannel, IdentityPort, Logger, TimerHandle } from '../ports';
import { StateStore } from '../store';
import type { AuthService } from './authService';
import type { OwnSessionChange } from './unannouncedSessionChange';

/** The protocol name of the session's messages on the tabs' shared channel. */
export const CROSS_TAB_SESSION_PROTOCOL = 'scanwise.session';

/**
 * What one tab tells the others: it signed out (and why), it signed in, or the member was
 * active again after the idle warning (every tab re-reads the shared last-activity time). Only a
 * sign-out carries a reason.
 */
export const CrossTabSessionMessageSchema = refine(
  type({
    protocol: literal(CROSS_TAB_SESSION_PROTOCOL),
    type: enums(['signedOut', 'signedIn', 'activity']),
    reason: optional(enums(LOGGED_OUT_REASONS)),
  }),
  'CrossTabSessionMessage',
  (message) => (message.type === 'signedOut') === (message.reason !== undefined),
);

/** One message of {@link CrossTabSessionMessageSchema}. */
export type CrossTabSessionMessage = Infer<typeof CrossTabSessionMessageSchema>;

/** The last message this tab followed (null until one arrives). */
export interface CrossTabSessionState {
  /** What this tab last followed: a sign-out (with its reason), a sign-in, or activity. */
  readonly followed:
    | { readonly type: 'signedOut'; readonly reason: LoggedOutReason }
    | { readonly type: 'signedIn' }
    | { readonly type: 'activity' }
    | null;
}

/** What {@link CrossTabSession} works on. */
export interface CrossTabSessionOptions {
  /** The tabs' shared channel (the multi-tab presence messages travel on it too). */
  readonly channel: CrossTabChannel;
  /** The session that follows another tab's sign-in and sign-out. */
  readonly auth: Pick<AuthService, 'followSignOut' | 'followSignIn' | 'getSnapshot'> &
    Partial<Pick<AuthService, 'state$'>>;
  /** This tab's loggedOut and signedIn events, told to the other tabs. */
  readonly events: Pick<ScanwiseEventBus, 'on'>;
  /** The idle policy: its warning-to-active turn is told; others' activity re-read. */
  readonly idle: Pick<IdleLogoutPolicy, 'state$' | 'checkNow' | 'followLogout'>;
  /** Where dropped messages and follows are logged (never a token or member data). */
  readonly logger: Logger;
  /**
   * Whether the browser holds a stored session: read on start, so a sign-in or sign-out another
   * tab made before this one listened is followed too.
   */
  readonly storedSessions?: Pick<IdentityPort, 'hasStoredSession'>;
  /**
   * Times the looks for a session another tab signed in with, while it has not reached this
   * tab's storage yet or this tab is restoring its own; without it the tab looks once.
   */
  readonly clock?: Pick<Clock, 'schedule' | 'cancel'>;
  /**
   * This tab's own last sign-in or sign-out before it listened (keepUnannouncedSessionChange):
   * told to the other tabs on start, as it would have been at the time, if the stored session
   * still agrees with it.
   */
  readonly unannounced?: OwnSessionChange | undefined;
}

/**
 * The waits before each new look for a session another tab signed in with (about 3 s in all):
 * its message can arrive before its stored user does (browsers do not order a channel's
 * messages with storage writes across tabs), or while this tab's own restore is under way.
 */
const SIGN_IN_FOLLOW_WAITS_MS = [50, 100, 200, 400, 800, 1600] as const;

const isSessionProtocol = (value: unknown): boolean =>
  typeof value === 'object' &&
  value !== null &&
  (value as Record<string, unknown>)['protocol'] === CROSS_TAB_SESSION_PROTOCOL;

/**
 * Keeps every tab of the browser on one session, at once (ADR 0073). A tab that signs out (by choice, idle,
 * a 401 or expiry) tells the others, and each drops the member's data and goes to sign-in with
 * the reason (the loggedOut event with `elsewhere`); an inactivity logout shows the idle toast
 * there too. A tab that signs in tells the others, and a signed-out tab picks the stored session
 * up. A change this tab made before it listened is told once it does. After the idle warning,
 * activity in one tab closes the warning in every tab.
 *
 * Messages from other tabs are validated; one that fails is logged and dropped.
 */
export class CrossTabSession extends StateStore<CrossTabSessionState> {
  private readonly subscriptions: Subscription[] = [];
  private running = false;
  private signInWait: TimerHandle | undefined;
  private restoreWait: Subscription | undefined;

  constructor(private readonly options: CrossTabSessionOptions) {
    super(Object.freeze({ followed: null }));
  }

  /** Starts telling and listening; twice is harmless. */
  start(): void {
    if (this.running || this.disposed) return;
    this.running = true;
    const { channel, events, idle } = this.options;
    let previousPhase: string | undefined;
    this.subscriptions.push(
      channel.messages$.subscribe((message) => this.receive(message)),
      events.on('loggedOut').subscribe((event) => {
        // A logout that follows another tab is that tab's news, not this one's.
        if (event.elsewhere !== true) this.announce(event);
      }),
      events.on('signedIn').subscribe((event) => this.announce(event)),
      idle.state$.subscribe((state) => {
        if (previousPhase === 'warning' && state.phase === 'active') {
          this.post({ protocol: CROSS_TAB_SESSION_PROTOCOL, type: 'activity' });
        }
        previousPhase = state.phase;
      }),
    );
    // A change kept by an earlier page of this tab may be older than what the storage holds now:
    // told only while the storage still says it (a sign-out told after another tab signed in
    // again would end that tab's new session).
    const { unannounced, storedSessions } = this.options;
    const stored = storedSessions?.hasStoredSession();
    if (unannounced && (stored === undefined || stored === (unannounced.type === 'signedIn'))) {
      this.announce(unannounced);
    }
    this.catchUp();
  }

  /** Tells the other tabs of this tab's own sign-in or sign-out. */
  private announce(change: OwnSessionChange): void {
    this.post(
      change.type === 'signedIn'
        ? { protocol: CROSS_TAB_SESSION_PROTOCOL, type: 'signedIn' }
        : { protocol: CROSS_TAB_SESSION_PROTOCOL, type: 'signedOut', reason: change.reason },
    );
  }

  /** A sign-out or sign-in another tab made before this tab listened, read from storage. */
  private catchUp(): void {
    const { auth, storedSessions, logger } = this.options;
    if (!storedSessions) return;
    const { status } = auth.getSnapshot();
    const stored = storedSessions.hasStoredSession();
    if (status === 'signedIn' && !stored) {
      logger.info('Signed out in another tab before this one listened');
      void auth.followSignOut('logout');
    } else if ((status === 'signedOut' || status === 'restoring') && stored) {
      // A restore under way may have read storage before the other tab wrote to it: looked at
      // once it ends. No waits after: a restore that ends signed out with nothing stored has
      // ended an expired session itself.
      this.followStoredSignIn(0, false);
    }
  }

  /**
   * Picks up the session another tab signed in with once this tab can: when it is signed out
   * and the session is in its storage. Until then (restoring, or the stored user not arrived)
   * it looks again when the restore ends (with the session's `state$`; without it, as below),
   * or after each of {@link SIGN_IN_FOLLOW_WAITS_MS};
   * a tab that signed in meanwhile, by its restore or its own sign-in, stops looking. Only a
   * sign-in another tab announced is `patient` enough to wait for its stored user.
   */
  private followStoredSignIn(attempt: number, patient = true): void {
    const { auth, storedSessions } = this.options;
    this.cancelSignInWait();
    if (!this.running) return;
    const { status } = auth.getSnapshot();
    if (status === 'signedIn' || status === 'signingIn') return;
    if (status === 'restoring' && auth.state$) {
      this.restoreWait = auth.state$
        .pipe(
          filter((state) => state.status !== 'restoring'),
          take(1),
        )
        .subscribe(() => this.followStoredSignIn(attempt, patient));
      return;
    }
    if (status === 'signedOut' && (storedSessions?.hasStoredSession() ?? true)) {
      void auth.followSignIn().then((state) => {
        if (state.status === 'signedOut' && patient) this.waitForStoredSignIn(attempt);
      });
      return;
    }
    if (patient) this.waitForStoredSignIn(attempt);
  }

  private waitForStoredSignIn(attempt: number): void {
    const { clock, logger } = this.options;
    const wait = SIGN_IN_FOLLOW_WAITS_MS[attempt];
    if (!this.running || !clock) return;
    if (wait === undefined) {
      logger.warn('Signed in in another tab, but no session reached this tab');
      return;
    }
    this.signInWait = clock.schedule(() => {
      this.signInWait = undefined;
      this.followStoredSignIn(attempt + 1);
    }, wait);
  }

  private cancelSignInWait(): void {
    this.restoreWait?.unsubscribe();
    this.restoreWait = undefined;
    if (this.signInWait === undefined) return;
    this.options.clock?.cancel(this.signInWait);
    this.signInWait = undefined;
  }

  /** Stops telling and listening, and completes `state$`. */
  override dispose(): void {
    this.running = false;
    this.cancelSignInWait();
    for (const subscription of this.subscriptions) subscription.unsubscribe();
    this.subscriptions.length = 0;
    super.dispose();
  }

  private post(message: CrossTabSessionMessage): void {
    try {
      this.options.channel.post(message);
    } catch (error) {
      this.options.logger.warn('Cross-tab session message could not be sent', {
        type: message.type,
        error: String(error),
      });
    }
  }

  private follow(followed: NonNullable<CrossTabSessionState['followed']>): void {
    this.set(Object.freeze({ followed }));
  }

  private receive(message: unknown): void {
    // The presence messages of the multi-tab hand-over share the channel: not ours, not logged.
    if (!isSessionProtocol(message)) return;
    if (!is(message, CrossTabSessionMessageSchema)) {
      this.options.logger.warn('Cross-tab session message dropped: invalid payload');
      return;
    }
    const { auth, idle, logger } = this.options;
    switch (message.type) {
      case 'signedOut': {
        const reason = message.reason ?? 'logout';
        this.follow({ type: 'signedOut', reason });
        // The idle toast first: once signed out, the idle policy would only stop quietly.
        if (reason === 'inactivity') idle.followLogout('inactivity');
        void auth.followSignOut(reason);
        logger.info('Signed out in another tab', { reason });
        return;
      }
      case 'signedIn':
        this.follow({ type: 'signedIn' });
        this.followStoredSignIn(0);
        return;
      case 'activity':
        this.follow({ type: 'activity' });
        idle.checkNow();
        return;
    }
  }
}
