import { CONSTANTS, SECOND } from '../config';
import type { Clock, KeyValueStorage, Logger, TimerHandle } from '../ports';
import { StateCell, type Store } from '../store';
import type { ToastMachine, ToastToken } from '../toast';

/** The toast of the error catalogue (spec section 8), word for word. */
export const IDLE_LOGOUT_MESSAGE = 'You were logged out due to inactivity';

/** Local-storage key of the last-activity time (epoch ms as a string), shared by all tabs. */
export const LAST_ACTIVITY_STORAGE_KEY = 'scanwise.lastActivity';

/** How long before the logout the warning phase starts (a product choice, see policies.md). */
export const IDLE_WARNING_LEAD: number = 60 * SECOND;

/**
 * - `stopped`: not watching (signed out, or never started).
 * - `active`: the member was active recently.
 * - `warning`: the logout is near; the UI should offer "stay signed in" (`keepAlive`).
 * - `loggedOut`: this service logged the member out; `reason` says why.
 */
export type IdlePhase = 'stopped' | 'active' | 'warning' | 'loggedOut';

export interface IdleLogoutState {
  readonly phase: IdlePhase;
  /** Last activity of any tab, epoch ms, as last read from storage. */
  readonly lastActivityAt: number | null;
  /** When the inactivity logout is due, epoch ms (null when stopped or logged out). */
  readonly logoutAt: number | null;
  readonly reason: 'inactivity' | 'expired' | null;
}

export interface IdleLogoutOptions {
  readonly clock: Clock;
  /** Local storage: shared by every tab, so activity anywhere keeps every tab alive. */
  readonly storage: KeyValueStorage;
  readonly toast: ToastMachine;
  /** True when the signed-in user (or their access token) has expired. */
  readonly isUserExpired: () => boolean;
  /** Logs the member out (identity provider, local user, member data). */
  readonly logout: () => void | Promise<void>;
  readonly logger?: Logger;
  /**
   * Where activity events come from (pointer, key, scroll, touch listeners in a browser). Called
   * on start with the handler, returns the detach function; detached on stop, or once the logout
   * notice timer is running. Without it, the host calls `recordActivity()` itself.
   */
  readonly activitySource?: (onActivity: () => void) => () => void;
  readonly inactivityMs?: number;
  readonly checkIntervalMs?: number;
  readonly activityThrottleMs?: number;
  readonly warningLeadMs?: number;
  readonly logoutNoticeMs?: number;
  readonly storageKey?: string;
}

export interface IdleLogoutPolicy extends Store<IdleLogoutState> {
  /**
   * Starts watching. `signed-in`: the member just signed in, which counts as activity.
   * `restored`: a stored session was restored at startup; the stored last-activity time is
   * honoured, so a session left idle past the interval is logged out at the first check.
   */
  start(mode?: 'signed-in' | 'restored'): void;
  /** Stops watching (e.g. after a manual logout); a shown logout toast stays as it is. */
  stop(): void;
  /** An activity event (pointer, key, scroll, touch); writes at most once per throttle. */
  recordActivity(): void;
  /** The member chose "stay signed in": writes now, whatever the throttle. */
  keepAlive(): void;
  /**
   * Reads the shared last-activity time now instead of at the next 5-s check: another tab
   * announced activity, so a warning shown here closes at once.
   */
  checkNow(): void;
  /**
   * Another tab logged the member out for inactivity: this tab shows the same toast and stops
   * watching, without logging out a second time (the session follows that tab by itself).
   */
  followLogout(reason: 'inactivity' | 'expired'): void;
  /** Stops and releases the timers; completes `state$`. */
  dispose(): void;
}

/**
 * The pure decision of one check: `now` against the last activity of any tab.
 * At or past the interval the member is logged out; within the lead before it, warned.
 */
export function decideIdlePhase(
  now: number,
  lastActivityAt: number,
  inactivityMs: number = CONSTANTS.inactiveLogout,
  warningLeadMs: number = IDLE_WARNING_LEAD,
): 'active' | 'warning' | 'logout' {
  const idleFor = now - lastActivityAt;
  if (idleFor >= inactivityMs) return 'logout';
  if (idleFor >= inactivityMs - warningLeadMs) return 'warning';
  return 'active';
}

const STOPPED: IdleLogoutState = Object.freeze({
  phase: 'stopped',
  lastActivityAt: null,
  logoutAt: null,
  reason: null,
});

/**
 * Idle logout of spec section 4: "Every 5 s the app checks the last-activity time in local
 * storage. If it is older than the inactivity interval, or the user has expired, the app logs out
 * and shows a toast." Activity writes are throttled to every 5 s, and "the toast is hidden after
 * a notice duration once activity resumes". A warning phase precedes the logout.
 */
export function createIdleLogoutPolicy(options: IdleLogoutOptions): IdleLogoutPolicy {
  const { clock, storage, toast, isUserExpired, logout, logger } = options;
  const inactivityMs = options.inactivityMs ?? CONSTANTS.inactiveLogout;
  const checkIntervalMs = options.checkIntervalMs ?? CONSTANTS.idleCheckInterval;
  const throttleMs = options.activityThrottleMs ?? CONSTANTS.lastActivityWriteThrottle;
  const warningLeadMs = Math.min(options.warningLeadMs ?? IDLE_WARNING_LEAD, inactivityMs);
  const noticeMs = options.logoutNoticeMs ?? CONSTANTS.logoutNotice;
  const key = options.storageKey ?? LAST_ACTIVITY_STORAGE_KEY;

  const cell = new StateCell<IdleLogoutState>(STOPPED, {
    equals: (current, next) =>
      current.phase === next.phase &&
      current.lastActivityAt === next.lastActivityAt &&
      current.logoutAt === next.logoutAt &&
      current.reason === next.reason,
  });
  let ticker: TimerHandle | undefined;
  let lastWriteAt: number | null = null;
  let logoutToast: ToastToken | null = null;
  let running = false;
  let detachActivity: (() => void) | undefined;

  const readLastActivity = (): number | null => {
    const raw = storage.getItem(key);
    if (raw === null) return null;
    const value = Number(raw);
    return Number.isFinite(value) ? value : null;
  };

  const writeLastActivity = (): number => {
    const now = clock.now();
    storage.setItem(key, String(now));
    lastWriteAt = now;
    return now;
  };

  const setState = (next: IdleLogoutState): void => {
    cell.set(Object.freeze(next));
  };

  const watching = (): boolean => running;

  const cancelTicker = (): void => {
    if (ticker !== undefined) clock.cancel(ticker);
    ticker = undefined;
  };

  const scheduleTick = (): void => {
    cancelTicker();
    ticker = clock.schedule(() => {
      ticker = undefined;
      check();
      if (watching()) scheduleTick();
    }, checkIntervalMs);
  };

  const markLoggedOut = (reason: 'inactivity' | 'expired', lastActivityAt: number | null): void => {
    running = false;
    cancelTicker();
    setState({ phase: 'loggedOut', lastActivityAt, logoutAt: null, reason });
  };

  const logOut = (reason: 'inactivity' | 'expired', lastActivityAt: number | null): void => {
    markLoggedOut(reason, lastActivityAt);
    try {
      const pending = logout();
      if (pending) pending.catch((error: unknown) => reportLogoutFailure(error));
    } catch (error) {
      reportLogoutFailure(error);
    }
    logoutToast = toast.show(IDLE_LOGOUT_MESSAGE, 0);
  };

  const reportLogoutFailure = (error: unknown): void => {
    logger?.error('Idle logout failed', { error: String(error) });
  };

  /** One check: the spec's every-5-s look at storage, also run right after own activity. */
  const check = (): void => {
    if (!watching()) return;
    let lastActivityAt = readLastActivity();
    if (lastActivityAt === null) lastActivityAt = writeLastActivity();
    if (isUserExpired()) {
      logOut('expired', lastActivityAt);
      return;
    }
    const decision = decideIdlePhase(clock.now(), lastActivityAt, inactivityMs, warningLeadMs);
    if (decision === 'logout') {
      logOut('inactivity', lastActivityAt);
      return;
    }
    setState({
      phase: decision,
      lastActivityAt,
      logoutAt: lastActivityAt + inactivityMs,
      reason: null,
    });
  };

  const afterLogoutActivity = (): void => {
    if (logoutToast === null) return;
    toast.hideAfter(noticeMs, logoutToast);
    logoutToast = null;
    if (!running) releaseActivitySource();
  };

  const attachActivitySource = (): void => {
    if (!options.activitySource || detachActivity) return;
    detachActivity = options.activitySource(() => policy.recordActivity());
  };

  const releaseActivitySource = (): void => {
    detachActivity?.();
    detachActivity = undefined;
  };

  const policy: IdleLogoutPolicy = {
    state$: cell.state$,
    getSnapshot: cell.getSnapshot,
    subscribe: cell.subscribe,

    start(mode = 'restored'): void {
      if (watching()) return;
      attachActivitySource();
      afterLogoutActivity();
      if (mode === 'signed-in' || readLastActivity() === null) writeLastActivity();
      running = true;
      check();
      if (watching()) scheduleTick();
    },

    stop(): void {
      running = false;
      cancelTicker();
      // Activity still matters while the logout toast waits for it.
      if (logoutToast === null) releaseActivitySource();
      setState(STOPPED);
    },

    recordActivity(): void {
      if (!watching()) {
        afterLogoutActivity();
        return;
      }
      if (lastWriteAt !== null && clock.now() - lastWriteAt < throttleMs) return;
      writeLastActivity();
      check();
    },

    keepAlive(): void {
      if (!watching()) return;
      writeLastActivity();
      check();
    },

    checkNow(): void {
      check();
    },

    followLogout(reason): void {
      if (!watching()) return;
      markLoggedOut(reason, readLastActivity());
      logoutToast = toast.show(IDLE_LOGOUT_MESSAGE, 0);
    },

    dispose(): void {
      running = false;
      cancelTicker();
      releaseActivitySource();
      cell.dispose();
    },
  };
  return policy;
}
