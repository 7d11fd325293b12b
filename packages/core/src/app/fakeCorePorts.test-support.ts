// Fake ports for the app-level tests: the demo member, the platform's member call, both hubs.
import { CONSTANTS, MINUTE } from '../config';
import type { CrossTabChannel, StoragePorts } from '../ports';
import { ENCOUNTERS_HUB, TASK_NOTES_HUB } from '../realtime';
import { ENTITY_EXAMPLES, type Member } from '../schemas';
import {
  FakeCardPayment,
  FakeClock,
  FakeErrorReporting,
  FakeHttp,
  FakeHubConnectionFactory,
  FakeIdentity,
  FakeTracking,
  RecordingLogger,
  createMemoryStoragePorts,
} from '../testing';
import type { CreateScanwiseCoreOptions } from './scanwiseOptions';

export const EMAIL = 'demo@example.com';
export const PASSWORD = 'Demo-password-1';
export const API = 'https://api.scanwise.test';
export const MEMBER: Member = { ...ENTITY_EXAMPLES.Member, email: EMAIL };
export const ENCOUNTER = ENTITY_EXAMPLES.Encounter;

export interface FakeCorePorts {
  readonly options: CreateScanwiseCoreOptions;
  readonly clock: FakeClock;
  readonly http: FakeHttp;
  readonly hubs: FakeHubConnectionFactory;
  readonly identity: FakeIdentity;
  readonly payment: FakeCardPayment;
  readonly tracking: FakeTracking;
  readonly errorReporting: FakeErrorReporting;
  readonly logger: RecordingLogger;
  readonly storage: StoragePorts;
}

export interface FakeCorePortsOptions {
  readonly member?: Member;
  readonly storage?: StoragePorts;
  readonly broadcast?: CrossTabChannel;
  readonly clock?: FakeClock;
  readonly environment?: string;
  /** An identity shared with another fake tab (the browser's stored users are shared). */
  readonly identity?: FakeIdentity;
  readonly tabId?: string;
}

/** The options of `createScanwiseCore` (or its two parts) over fakes, with the fakes to drive. */
export function fakeCorePorts(options: FakeCorePortsOptions = {}): FakeCorePorts {
  const clock = options.clock ?? new FakeClock();
  const storage = options.storage ?? createMemoryStoragePorts();
  const logger = new RecordingLogger();
  const identity =
    options.identity ??
    new FakeIdentity({
      clock,
      accessTokenLifetimeMs: 60 * MINUTE,
      accounts: [
        { username: EMAIL, password: PASSWORD, profile: { sub: MEMBER.id, role: 'Member' } },
      ],
    });
  const http = new FakeHttp()
    .on('GET', '/members', { body: options.member ?? MEMBER })
    .on('POST', '/api/members/bookingstage', { body: true })
    .on('POST', '/members/connect/logout', { status: 200 });
  const hubs = new FakeHubConnectionFactory({
    clock,
    reconnectDelays: CONSTANTS.hubReconnectDelays,
  })
    .handle(TASK_NOTES_HUB.invoke.watch, () => ({ tasks: [] }))
    .handle(TASK_NOTES_HUB.invoke.unwatch, () => undefined)
    .handle(ENCOUNTERS_HUB.invoke.watch, () => ({ encounters: [ENCOUNTER] }))
    .handle(ENCOUNTERS_HUB.invoke.unwatch, () => undefined);
  const payment = new FakeCardPayment();
  const tracking = new FakeTracking();
  const errorReporting = new FakeErrorReporting();
  return {
    options: {
      ports: {
        clock,
        logger,
        storage,
        http,
        identity,
        hubs,
        payment,
        tracking,
        errorReporting,
        ...(options.broadcast ? { broadcast: options.broadcast } : {}),
      },
      config: {
        apiBaseUrl: API,
        environment: options.environment ?? 'test',
        readTrackingSessionFlag: () => true,
        tabId: options.tabId ?? 'tab-under-test',
      },
    },
    clock,
    http,
    hubs,
    identity,
    payment,
    tracking,
    errorReporting,
    logger,
    storage,
  };
}
