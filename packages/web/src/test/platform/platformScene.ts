import { CALLS, ENCOUNTERS_HUB, TASK_NOTES_HUB, type CallName } from '@scanwise/core';
import {
  DEMO_MEMBER,
  type FaultRule,
  type FaultRules,
  type Platform,
  type PlatformState,
} from '@scanwise/mock-server/in-process';
import type { ScanwiseContainer } from '../../composition/container';
import { createScanwiseContainer } from '../../composition/container';
import { TOKENS } from '../../composition/tokens';
import type { RuntimeConfig } from '../../config/runtimeConfig';
import { NEW_MEMBER } from './demoRecords';
import type { InProcessNetwork } from './inProcessNetwork';
import { createPlatformPorts, type PlatformPorts } from './platformPorts';

/**
 * A story or component test on the in-process platform: the app's container and ports, the
 * platform's state and operations (scenario changes: a clinic advance, a booking), its fault
 * rules (an error status, a latency, `hold` for a loading state) and the network (offline).
 */
export interface PlatformScene {
  readonly container: ScanwiseContainer;
  readonly ports: PlatformPorts;
  readonly platform: Platform;
  readonly faults: FaultRules;
  readonly network: InProcessNetwork;
  /**
   * The card provider takes the payment of a charge the platform created, by its client secret
   * (a scenario paid without the app's card form): complete then accepts the charge.
   */
  readonly payCharge: (clientSecret: string) => string;
}

/**
 * Prepares a scene before the first render (screens call the platform as they mount): awaited,
 * so a sign-in has finished before the screen asks for the member's data.
 */
export type SceneSetup = (scene: PlatformScene) => void | Promise<void>;

/** Changes to the seeded state before the platform starts. */
export type SeedChange = (state: PlatformState) => void;

export interface PlatformSceneOptions {
  readonly config: RuntimeConfig;
  /** Changes to the seeded state before the platform starts. */
  readonly seed?: SeedChange | undefined;
  /** Prepares the scene (sign in, fault rules, a journey driven); awaited. */
  readonly scene?: SceneSetup | undefined;
  /**
   * A reload: a new app (container) over an earlier scene's platform and device (its storage,
   * identity, card provider and hubs); `seed` does not apply then.
   */
  readonly reopen?: PlatformScene | undefined;
}

/** A freshly seeded platform and the app's container on it, prepared by `scene`. */
export async function preparePlatformScene({
  config,
  seed,
  scene: setup,
  reopen,
}: PlatformSceneOptions): Promise<PlatformScene> {
  let scene: PlatformScene;
  if (reopen) {
    scene = { ...reopen, container: createScanwiseContainer({ config, ports: reopen.ports }) };
  } else {
    const { ports, inProcess, network } = createPlatformPorts({
      baseUrl: config.platformUrl,
      seed,
    });
    const container = createScanwiseContainer({ config, ports });
    scene = {
      container,
      ports,
      platform: inProcess.platform,
      faults: inProcess.faults,
      network,
      payCharge: (clientSecret) => inProcess.payCharge(clientSecret),
    };
  }
  await setup?.(scene);
  return scene;
}

/** A seeded sign-in: an e-mail and its password. */
export interface SceneAccount {
  readonly email: string;
  readonly password: string;
}

/** Signs in through the app's own sign-in (the password grant), as a member would. */
export function signIn(scene: PlatformScene, account: SceneAccount = DEMO_MEMBER): Promise<void> {
  return scene.container
    .get(TOKENS.auth)
    .signInWithPassword(account.email, account.password)
    .then(() => undefined);
}

export interface CallFault {
  /** The status answered instead (default 500, the platform failing). */
  readonly status?: number;
  /** Only this many times, then the call answers again. */
  readonly times?: number;
  /** The error body; default the platform's `injected_fault`. */
  readonly body?: unknown;
}

/** One call of the catalogue answers `status` instead of its real answer. */
export function failCall(scene: PlatformScene, name: CallName, fault: CallFault = {}): FaultRule {
  const call = CALLS[name];
  return scene.faults.add({
    method: call.method,
    path: call.path,
    status: fault.status ?? 500,
    ...(fault.times === undefined ? {} : { times: fault.times }),
    ...(fault.body === undefined ? {} : { body: fault.body }),
  });
}

/** One call of the catalogue never answers (the screen stays in its loading state). */
export function holdCall(scene: PlatformScene, name: CallName): FaultRule {
  const call = CALLS[name];
  return scene.faults.add({ method: call.method, path: call.path, hold: true });
}

/**
 * Counts the requests of one call from now on (a fault rule that changes nothing): the number
 * the platform received so far.
 */
export function countCalls(scene: PlatformScene, name: CallName): () => number {
  const call = CALLS[name];
  const { id } = scene.faults.add({ method: call.method, path: call.path });
  return () => scene.faults.list().find((rule) => rule.id === id)?.hits ?? 0;
}

/** Scene setups run in order, each awaited. */
export const allOf =
  (...setups: readonly SceneSetup[]): SceneSetup =>
  async (scene) => {
    for (const setup of setups) await setup(scene);
  };

/**
 * A member joins (the platform's sign-up with the spec's fields, terms accepted) and signs in:
 * an account with nothing yet, for empty states.
 */
export const joined: SceneSetup = async (scene) => {
  const member = scene.platform.createMember({
    email: NEW_MEMBER.email,
    password: NEW_MEMBER.password,
    firstName: NEW_MEMBER.firstName,
    lastName: NEW_MEMBER.lastName,
    phoneNumber: '+12125550188',
    dob: '1985-06-15',
    sex: 'FEMALE',
    country: 'US',
    timeZone: 'America/New_York',
    optInEmailNotifications: true,
    optInPhoneNotifications: false,
  });
  scene.platform.acceptTerms(member.id, { accepted: true, version: '1' });
  await signIn(scene, NEW_MEMBER);
};

/** The app starts as after a reload: the session the identity still holds is restored. */
export const restored: SceneSetup = async (scene) => {
  await scene.container.get(TOKENS.auth).restore();
};

/** Signed in as a seeded account (default the demo member). */
export const signedIn =
  (account: SceneAccount = DEMO_MEMBER): SceneSetup =>
  (scene) =>
    signIn(scene, account);

/** These calls fail with a status (default 500). */
export const failing =
  (names: CallName | readonly CallName[], fault: CallFault = {}): SceneSetup =>
  (scene) => {
    for (const name of typeof names === 'string' ? [names] : names) failCall(scene, name, fault);
  };

/** These calls never answer. */
export const holding =
  (names: CallName | readonly CallName[]): SceneSetup =>
  (scene) => {
    for (const name of typeof names === 'string' ? [names] : names) holdCall(scene, name);
  };

const HUB_NEGOTIATE_PATHS = [ENCOUNTERS_HUB.path, TASK_NOTES_HUB.path].map(
  (path) => `${path}/negotiate`,
);

/** The hubs never connect (negotiate never answers): live lists wait for REST alone. */
export const hubsHolding: SceneSetup = (scene) => {
  for (const path of HUB_NEGOTIATE_PATHS) scene.faults.add({ path, hold: true });
};

/** The hubs refuse to connect (negotiate answers 503, as when they are stopped). */
export const hubsDown: SceneSetup = (scene) => {
  for (const path of HUB_NEGOTIATE_PATHS) scene.faults.add({ path, status: 503 });
};

/**
 * The member's connection is down: every request fails without an answer, and the hubs lose
 * their connections and cannot connect again.
 */
export const offline: SceneSetup = (scene) => {
  scene.network.offline = true;
  for (const connection of scene.ports.hubs.connections) {
    if (connection.state !== 'Disconnected') connection.simulateClose();
  }
};
