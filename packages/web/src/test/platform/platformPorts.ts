import { createFetchHttp } from '@scanwise/adapters/browser';
import type { HttpPort } from '@scanwise/core';
import { FakeClock } from '@scanwise/core/testing';
import {
  createInProcessPlatform,
  createSeedState,
  type InProcessPlatform,
  type PlatformState,
} from '@scanwise/mock-server/in-process';
import {
  createFakeScanwisePorts,
  type FakeScanwisePorts,
} from '../../composition/fakeScanwisePorts';
import { InProcessNetwork } from './inProcessNetwork';
import { PlatformCardPayment } from './platformCardPayment';
import { PlatformHubConnectionFactory } from './platformHubs';
import { PlatformIdentity } from './platformIdentity';
import { PlatformUploadPort } from './platformUploadPort';

/**
 * When every story and component test starts: 1 January 2026, 09:00 UTC. The app's fake clock
 * and the platform's clock both read it, and the seed is laid out around that day, so dates,
 * "in 21 days" and free times are the same in every run and screenshot.
 */
export const SCENE_START = new Date(Date.UTC(2026, 0, 1, 9, 0, 0));

/**
 * The app's ports in a story or component test on the in-process platform: HTTP through the
 * app's own fetch adapter to the platform's REST app, identity and hubs answering from the
 * platform's accounts and state, the card provider knowing its charges; the rest are the fakes
 * of `@scanwise/core/testing` (clock, storage, uploads, tracking, logging).
 */
export interface PlatformPorts extends Omit<FakeScanwisePorts, 'http'> {
  readonly http: HttpPort;
  readonly identity: PlatformIdentity;
  readonly hubs: PlatformHubConnectionFactory;
  readonly payment: PlatformCardPayment;
  readonly uploadPort: PlatformUploadPort;
}

export interface PlatformPortsOptions {
  /** Where the app sends platform calls (the runtime config's platformUrl). */
  readonly baseUrl: string;
  /** Changes to the seeded state before the platform starts: a scenario the seed lacks. */
  readonly seed?: ((state: PlatformState) => void) | undefined;
}

export interface PlatformWithPorts {
  readonly ports: PlatformPorts;
  readonly inProcess: InProcessPlatform;
  readonly network: InProcessNetwork;
}

/** A freshly seeded in-process platform and the app's ports on it. */
export function createPlatformPorts({ baseUrl, seed }: PlatformPortsOptions): PlatformWithPorts {
  const fakes = createFakeScanwisePorts();
  const clock = new FakeClock(SCENE_START);
  const now = (): Date => new Date(clock.now());
  let initialState: PlatformState | undefined;
  if (seed) {
    initialState = createSeedState(SCENE_START);
    seed(initialState);
  }
  // The platform checks tokens with the identity, which checks passwords with the platform.
  const tokens = {
    verify: (_token: string): Promise<{ sub: string } | null> => Promise.resolve(null),
  };
  const inProcess = createInProcessPlatform({
    baseUrl,
    now,
    referenceDate: SCENE_START,
    ...(initialState ? { initialState } : {}),
    verifyAccessToken: (token) => tokens.verify(token),
  });
  const { platform } = inProcess;
  const identity = new PlatformIdentity(platform, { clock });
  tokens.verify = (token) => identity.verifyAccessToken(token);
  const network = new InProcessNetwork(inProcess);
  const uploadPort = new PlatformUploadPort(platform, (token) => tokens.verify(token));
  return {
    inProcess,
    network,
    ports: {
      ...fakes,
      clock,
      http: createFetchHttp({ fetch: network.fetch }),
      identity,
      hubs: new PlatformHubConnectionFactory(
        platform,
        inProcess.faults,
        (token) => tokens.verify(token),
        () => network.offline,
      ),
      payment: new PlatformCardPayment(inProcess),
      uploadPort,
      mammoUploadAdapters: async () => ({
        ...(await fakes.mammoUploadAdapters()),
        uploads: uploadPort,
      }),
    },
  };
}
