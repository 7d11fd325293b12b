import { afterEach, describe, expect, it, vi } from 'vitest';
import { flushPromises } from '../testing';
import { EMAIL, PASSWORD, fakeCorePorts } from './fakeCorePorts.test-support';

// A browser that cannot fetch the client's chunk (offline, a new deployment): the session's
// calls behave as failed calls (logged, never thrown) and the next call tries again.
describe("the session part's platform client, when its code cannot load", () => {
  afterEach(() => {
    vi.doUnmock('./sessionClient');
    vi.resetModules();
  });

  it('signs in without the member, logs why, and loads the client on the next call', async () => {
    let failLoads = 1;
    vi.resetModules();
    vi.doMock('./sessionClient', async (importOriginal) => {
      if (failLoads-- > 0) throw new Error('Failed to fetch dynamically imported module');
      return importOriginal();
    });
    const { createSessionCore } = await import('./createSessionCore');
    const fakes = fakeCorePorts();
    const session = createSessionCore(fakes.options);
    await session.auth.signInWithPassword(EMAIL, PASSWORD);
    await flushPromises();
    expect(session.auth.getSnapshot().member).toBeNull();
    expect(fakes.logger.entries).toContainEqual(
      expect.objectContaining({ level: 'warn', message: 'Session client failed to load' }),
    );
    vi.resetModules();
    await expect(session.sessionApi.loadMember()).resolves.toMatchObject({ email: EMAIL });
    session.dispose();
  });
});
