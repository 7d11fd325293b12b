import { CALLS, ENTITY_EXAMPLES, type CallName, type Member } from '@scanwise/core';
import type { FakeHttpReply } from '@scanwise/core/testing';
import type { ScanwiseContainer } from '../composition/container';
import type { FakeScanwisePorts } from '../composition/fakeScanwisePorts';
import { TOKENS } from '../composition/tokens';

/**
 * How a fake platform call answers in a story or a component test: a reply (body and status)
 * or `'loading'` (never answers, for loading states). For a network failure of every call, use
 * `ports.http.setOffline(true)`.
 */
export type FakeCallAnswer = FakeHttpReply | 'loading';

/** Makes one call of the core catalogue answer as given; its path parameters match anything. */
export function answerCall(ports: FakeScanwisePorts, name: CallName, answer: FakeCallAnswer): void {
  const call = CALLS[name];
  if (answer === 'loading') {
    ports.http.on(call.method, call.path, () => new Promise<FakeHttpReply>(() => undefined));
  } else {
    ports.http.on(call.method, call.path, { status: 200, ...answer });
  }
}

export const DEMO_EMAIL = 'demo@example.com';
export const DEMO_PASSWORD = 'Demo-password-1';

/**
 * Signs the demo member in on the fakes, as after a password sign-in: GET members answers
 * `member`, the fake identity issues the tokens. Resolves when the session is signed in.
 */
export async function signInFakeMember(
  services: ScanwiseContainer,
  ports: FakeScanwisePorts,
  member: Member = { ...ENTITY_EXAMPLES.Member, email: DEMO_EMAIL },
): Promise<void> {
  answerCall(ports, 'memberGet', { body: member });
  await services.get(TOKENS.auth).signInWithPassword(DEMO_EMAIL, DEMO_PASSWORD);
}
