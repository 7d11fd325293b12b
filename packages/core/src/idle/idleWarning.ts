import type { Subscription } from 'rxjs';
import { SECOND } from '../config';
import type { Clock, Logger, TimerHandle } from '../ports';
import { StateStore } from '../store';
import type { IdleLogoutPolicy } from './idleLogout';

/** What the idle warning dialog shows: open or not, and the whole seconds left before logout. */
export interface IdleWarningState {
  /** True while the idle policy is in its warning phase. */
  readonly open: boolean;
  /** Seconds until the inactivity logout, rounded up; 0 when closed. */
  readonly secondsLeft: number;
}

/** What {@link IdleWarning} works on. */
export interface IdleWarningOptions {
  /** The idle policy whose warning phase opens the warning. */
  readonly idle: Pick<IdleLogoutPolicy, 'state$' | 'getSnapshot' | 'keepAlive'>;
  /** Time for the countdown. */
  readonly clock: Clock;
  /** Signs the member out at their own request ("Sign out now"). */
  readonly signOut: () => void | Promise<void>;
  /** Where a failed sign-out is logged. */
  readonly logger?: Logger;
}

const CLOSED: IdleWarningState = Object.freeze({ open: false, secondsLeft: 0 });

/**
 * The warning before the inactivity logout (WCAG 2.2 SC 2.2.1, Timing Adjustable): open while
 * the idle policy is in its warning phase, counting the seconds left once a second on the Clock
 * port. "Stay signed in" (and Escape) keep the member signed in in every tab, since the
 * last-activity time is shared; "Sign out now" signs out.
 */
export class IdleWarning extends StateStore<IdleWarningState> {
  private readonly subscription: Subscription;
  private ticker: TimerHandle | undefined;
  private logoutAt: number | null = null;

  constructor(private readonly options: IdleWarningOptions) {
    super(CLOSED, {
      equals: (a, b) => a.open === b.open && a.secondsLeft === b.secondsLeft,
    });
    this.subscription = options.idle.state$.subscribe((state) => {
      if (state.phase === 'warning' && state.logoutAt !== null) this.openUntil(state.logoutAt);
      else this.close();
    });
  }

  /** "Stay signed in" or Escape: counts as activity now, whatever the throttle. */
  staySignedIn(): void {
    this.options.idle.keepAlive();
  }

  /** "Sign out now": the member's own sign-out. */
  signOutNow(): void {
    this.close();
    try {
      const pending = this.options.signOut();
      if (pending) pending.catch((error: unknown) => this.reportSignOutFailure(error));
    } catch (error) {
      this.reportSignOutFailure(error);
    }
  }

  /** Stops the countdown and completes `state$`. */
  override dispose(): void {
    this.subscription.unsubscribe();
    this.cancelTicker();
    super.dispose();
  }

  private openUntil(logoutAt: number): void {
    this.logoutAt = logoutAt;
    this.publish();
    if (this.ticker === undefined) this.scheduleTick();
  }

  private close(): void {
    this.logoutAt = null;
    this.cancelTicker();
    this.set(CLOSED);
  }

  private publish(): void {
    if (this.logoutAt === null) return;
    const left = Math.max(0, Math.ceil((this.logoutAt - this.options.clock.now()) / SECOND));
    this.set(Object.freeze({ open: true, secondsLeft: left }));
  }

  /** Ticks on the next whole second of the countdown, so the number changes once a second. */
  private scheduleTick(): void {
    if (this.logoutAt === null) return;
    const remaining = this.logoutAt - this.options.clock.now();
    const untilNext = remaining > 0 ? remaining % SECOND || SECOND : SECOND;
    this.ticker = this.options.clock.schedule(() => {
      this.ticker = undefined;
      this.publish();
      this.scheduleTick();
    }, untilNext);
  }

  private cancelTicker(): void {
    if (this.ticker !== undefined) this.options.clock.cancel(this.ticker);
    this.ticker = undefined;
  }

  private reportSignOutFailure(error: unknown): void {
    this.options.logger?.error('Sign-out from the idle warning failed', { error: String(error) });
  }
}
