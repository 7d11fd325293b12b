import { describe, expect, it, vi } from 'vitest';
import { FakeClock, FakeHubConnection, RecordingLogger, flushPromises } from '../testing';
import { ManagedHubConnection } from './managedHubConnection';
import {
  SIGNED_OUT_REALTIME_SESSION,
  shouldRealtimeRun,
  type RealtimeSession,
} from './realtimeSession';

function setup() {
  const connection = new FakeHubConnection({
    url: 'https://api.scanwise.test/hub',
    accessTokenFactory: () => 'token',
  }).handle('watch', () => null);
  const watch = vi.fn(async () => {
    await connection.invoke('watch');
  });
  const hub = new ManagedHubConnection({
    name: 'encounters',
    connection,
    clock: new FakeClock(),
    logger: new RecordingLogger(),
    isSignedIn: () => true,
    mayRetryStart: () => true,
    watch,
    unwatch: async () => {},
    reset: () => {},
  });
  return { connection, hub, watch };
}

describe('ManagedHubConnection', () => {
  it('names its hub and reports the connected state synchronously', async () => {
    const { hub, watch } = setup();
    expect(hub.name).toBe('encounters');
    expect(hub.isConnected()).toBe(false);
    expect(hub.isRunning()).toBe(false);
    await hub.start();
    await flushPromises();
    expect(hub.isConnected()).toBe(true);
    expect(hub.isRunning()).toBe(true);
    expect(watch).toHaveBeenCalledTimes(1);
    await hub.dispose();
    expect(hub.isConnected()).toBe(false);
  });

  it('a start after dispose does nothing', async () => {
    const { hub, connection } = setup();
    await hub.dispose();
    await hub.start();
    expect(connection.startCount).toBe(0);
  });
});

describe('realtime session rule (spec section 4)', () => {
  const session = (signedIn: boolean, termsOfServiceAccepted: boolean): RealtimeSession => ({
    signedIn,
    termsOfServiceAccepted,
    tokenValid: () => true,
  });

  it('runs only when signed in and "the member\'s termsOfService value is set"', () => {
    expect(shouldRealtimeRun(session(true, true))).toBe(true);
    expect(shouldRealtimeRun(session(true, false))).toBe(false);
    expect(shouldRealtimeRun(session(false, true))).toBe(false);
    expect(shouldRealtimeRun(SIGNED_OUT_REALTIME_SESSION)).toBe(false);
    expect(SIGNED_OUT_REALTIME_SESSION.tokenValid()).toBe(false);
  });
});
