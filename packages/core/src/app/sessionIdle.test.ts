import { describe, expect, it } from 'vitest';
import { CONSTANTS, MINUTE } from '../config';
import { IDLE_LOGOUT_MESSAGE, LAST_ACTIVITY_STORAGE_KEY, createIdleLogoutPolicy } from '../idle';
import { FakeClock, createMemoryStoragePorts, flushPromises } from '../testing';
import { createSessionCore, type IdleLogoutFactory } from './createSessionCore';
import { EMAIL, MEMBER, PASSWORD, fakeCorePorts } from './fakeCorePorts.test-support';

// Idle logout is a timer no first paint needs: the session part loads its code once a member is
// signed in (or when asked), and it watches from then as it did when made with the session.
describe("the session part's idle logout, loaded on demand", () => {
  it('a signed-out session watches nothing; a sign-in loads it and starts it', async () => {
    const fakes = fakeCorePorts();
    const session = createSessionCore(fakes.options);
    await flushPromises();
    expect(fakes.storage.local.getItem(LAST_ACTIVITY_STORAGE_KEY)).toBeNull();
    await session.auth.signInWithPassword(EMAIL, PASSWORD);
    await flushPromises();
    const idle = await session.loadIdle();
    expect(idle.getSnapshot().phase).toBe('active');
    expect(fakes.storage.local.getItem(LAST_ACTIVITY_STORAGE_KEY)).toBe(String(fakes.clock.now()));
    fakes.clock.advance(CONSTANTS.inactiveLogout + CONSTANTS.idleCheckInterval);
    await flushPromises();
    expect(session.auth.getSnapshot().status).toBe('signedOut');
    expect(session.toast.getSnapshot()).toEqual({ visible: true, message: IDLE_LOGOUT_MESSAGE });
    session.dispose();
  });

  it('a restored session left idle too long is logged out at the first check once it loads', async () => {
    const storage = createMemoryStoragePorts();
    const clock = new FakeClock();
    const first = fakeCorePorts({ storage, clock });
    const before = createSessionCore(first.options);
    await before.auth.signInWithPassword(EMAIL, PASSWORD);
    await before.loadIdle();
    before.dispose();
    clock.advance(CONSTANTS.inactiveLogout + MINUTE);

    const second = fakeCorePorts({ storage, clock });
    second.identity.signInAs('R', { sub: MEMBER.id, email: EMAIL });
    const session = createSessionCore(second.options);
    expect((await session.start()).status).toBe('signedIn');
    await session.loadIdle();
    clock.advance(CONSTANTS.idleCheckInterval);
    await flushPromises();
    expect(session.auth.getSnapshot().status).toBe('signedOut');
    session.dispose();
  });

  it('a sign-out before its code is there leaves it stopped', async () => {
    const fakes = fakeCorePorts();
    const session = createSessionCore(fakes.options);
    await session.auth.signInWithPassword(EMAIL, PASSWORD);
    await session.auth.logout();
    const idle = await session.loadIdle();
    expect(idle.getSnapshot().phase).toBe('stopped');
    session.dispose();
  });

  it('is made once: idleWith after a load answers the loaded one, and a load after idleWith its', async () => {
    const fakes = fakeCorePorts();
    const session = createSessionCore(fakes.options);
    let made = 0;
    const counting: IdleLogoutFactory = (options) => {
      made += 1;
      return createIdleLogoutPolicy(options);
    };
    const early = session.idleWith(counting);
    expect(session.idleWith(counting)).toBe(early);
    expect(await session.loadIdle()).toBe(early);
    expect(made).toBe(1);
    // Made before the sign-in: started by it at once.
    await session.auth.signInWithPassword(EMAIL, PASSWORD);
    expect(early.getSnapshot().phase).toBe('active');
    session.dispose();
  });

  it('made after the session part is disposed, it is disposed at once', async () => {
    const fakes = fakeCorePorts();
    const session = createSessionCore(fakes.options);
    await session.auth.signInWithPassword(EMAIL, PASSWORD);
    session.dispose();
    const idle = await session.loadIdle();
    fakes.clock.advance(CONSTANTS.inactiveLogout + CONSTANTS.idleCheckInterval);
    await flushPromises();
    expect(idle.getSnapshot().phase).not.toBe('loggedOut');
  });
});
