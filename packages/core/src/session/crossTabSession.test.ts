// One tab's CrossTabSession over fakes: a session whose status the test sets, the stored users
// this tab can see, and the channel another tab posts on.
import { of } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { ScanwiseEventBus } from '../events';
import { StateStore } from '../store';
import { FakeBroadcastHub, FakeClock, RecordingLogger, flushPromises } from '../testing';
import type { AuthState, AuthStatus } from './authService';
import {
  CROSS_TAB_SESSION_PROTOCOL,
  CrossTabSession,
  type CrossTabSessionOptions,
} from './crossTabSession';

/** The session as the cross-tab part sees it: a restore signs in when a user is stored. */
class SessionStub extends StateStore<Pick<AuthState, 'status'>> {
  followSignInCalls = 0;

  constructor(
    status: AuthStatus,
    private readonly stored: () => boolean,
  ) {
    super({ status });
  }

  setStatus(status: AuthStatus): void {
    this.set({ status });
  }

  followSignIn = (): Promise<AuthState> => {
    this.followSignInCalls += 1;
    if (this.getSnapshot().status === 'signedOut') {
      this.setStatus(this.stored() ? 'signedIn' : 'signedOut');
    }
    return Promise.resolve(this.getSnapshot() as AuthState);
  };

  followSignOut = (): Promise<void> => Promise.resolve();
}

function oneTab(
  status: AuthStatus,
  { stored = false, listening = true, sessionObservable = true } = {},
) {
  const clock = new FakeClock();
  const hub = new FakeBroadcastHub();
  const otherTab = hub.channel();
  const storage = { userStored: stored };
  const auth = new SessionStub(status, () => storage.userStored);
  const logger = new RecordingLogger();
  const session = new CrossTabSession({
    channel: hub.channel(),
    auth: sessionObservable
      ? // The stub's states carry only the status, all the cross-tab part reads.
        (auth as unknown as CrossTabSessionOptions['auth'])
      : {
          getSnapshot: () => auth.getSnapshot() as AuthState,
          followSignIn: auth.followSignIn,
          followSignOut: auth.followSignOut,
        },
    events: new ScanwiseEventBus(),
    idle: {
      state$: of({ phase: 'active' }),
      checkNow: () => undefined,
      followLogout: () => {},
    } as never,
    logger,
    storedSessions: { hasStoredSession: () => storage.userStored },
    clock,
  });
  if (listening) session.start();
  const signInElsewhere = (): void => {
    otherTab.post({ protocol: CROSS_TAB_SESSION_PROTOCOL, type: 'signedIn' });
  };
  return { clock, auth, logger, session, storage, signInElsewhere };
}

describe("A tab follows another tab's sign-in once the session reaches it", () => {
  it('picks the session up at once when it is already stored', async () => {
    const { auth, signInElsewhere, storage } = oneTab('signedOut');
    storage.userStored = true;
    signInElsewhere();
    await flushPromises();
    expect(auth.followSignInCalls).toBe(1);
    expect(auth.getSnapshot().status).toBe('signedIn');
  });

  it('heard before the stored user reached this tab: picks it up when it arrives', async () => {
    const { auth, clock, signInElsewhere, storage } = oneTab('signedOut');
    signInElsewhere();
    await clock.advanceAsync(150);
    expect(auth.getSnapshot().status).toBe('signedOut');
    expect(auth.followSignInCalls).toBe(0);
    storage.userStored = true;
    await clock.advanceAsync(200);
    expect(auth.followSignInCalls).toBe(1);
    expect(auth.getSnapshot().status).toBe('signedIn');
  });

  it('heard while this tab restores: looks again when the restore found nothing', async () => {
    const { auth, signInElsewhere, storage } = oneTab('restoring');
    signInElsewhere();
    await flushPromises();
    expect(auth.followSignInCalls).toBe(0);
    storage.userStored = true;
    auth.setStatus('signedOut');
    await flushPromises();
    expect(auth.followSignInCalls).toBe(1);
    expect(auth.getSnapshot().status).toBe('signedIn');
  });

  it('heard while this tab restores: nothing more when the restore signed in', async () => {
    const { auth, clock, signInElsewhere, storage } = oneTab('restoring');
    signInElsewhere();
    storage.userStored = true;
    auth.setStatus('signedIn');
    await clock.advanceAsync(5_000);
    expect(auth.followSignInCalls).toBe(0);
  });

  it('starting to listen during a restore, with a user stored: follows if the restore missed it', async () => {
    const { auth, session, storage } = oneTab('restoring', { stored: true, listening: false });
    session.start();
    storage.userStored = true;
    auth.setStatus('signedOut');
    await flushPromises();
    expect(auth.followSignInCalls).toBe(1);
    expect(auth.getSnapshot().status).toBe('signedIn');
  });

  it('heard while restoring, with a session that is not observable: looks again after the waits', async () => {
    const { auth, clock, signInElsewhere, storage } = oneTab('restoring', {
      sessionObservable: false,
    });
    signInElsewhere();
    storage.userStored = true;
    auth.setStatus('signedOut');
    expect(auth.followSignInCalls).toBe(0);
    await clock.advanceAsync(50);
    expect(auth.followSignInCalls).toBe(1);
    expect(auth.getSnapshot().status).toBe('signedIn');
  });

  it('starting to listen during a restore that ends an expired session: no waits, no warning', async () => {
    const { auth, clock, logger, session, storage } = oneTab('restoring', {
      stored: true,
      listening: false,
    });
    session.start();
    storage.userStored = false;
    auth.setStatus('signedOut');
    await clock.advanceAsync(5_000);
    expect(auth.followSignInCalls).toBe(0);
    expect(clock.pendingTimers).toBe(0);
    expect(logger.messages('warn')).toEqual([]);
  });

  it('stops looking after about 3 s with no session, and says so in the log', async () => {
    const { auth, clock, logger, signInElsewhere } = oneTab('signedOut');
    signInElsewhere();
    await clock.advanceAsync(3_000);
    expect(logger.messages('warn')).toEqual([]);
    await clock.advanceAsync(1_000);
    expect(logger.messages('warn')).toEqual([
      'Signed in in another tab, but no session reached this tab',
    ]);
    expect(clock.pendingTimers).toBe(0);
    expect(auth.getSnapshot().status).toBe('signedOut');
  });

  it('disposed while looking: looks no more', async () => {
    const { auth, clock, session, signInElsewhere, storage } = oneTab('signedOut');
    signInElsewhere();
    session.dispose();
    storage.userStored = true;
    await clock.advanceAsync(5_000);
    expect(auth.followSignInCalls).toBe(0);
  });
});
