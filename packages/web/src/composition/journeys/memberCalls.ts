import { createMemberCalls, type MemberCalls, type SessionCore } from '@scanwise/core';
import type { BindJourneyServices, GroupBinding } from '../servicesLoader';
import {
  bindEach,
  coreOptionsFor,
  type ScanwiseContainer,
  type ScanwiseContainerOptions,
} from '../sessionContainer';
import { TOKENS } from '../tokens';

/**
 * The session's platform client and the member calls (core createMemberCalls), bound once per
 * container: what every journey calls the platform with and the member's data builds on.
 * Returns the bound ones.
 */
export function memberCallsOf(
  container: ScanwiseContainer,
  session: SessionCore,
  options: ScanwiseContainerOptions,
): MemberCalls {
  if (!container.inversify.isBound(TOKENS.memberApi)) {
    const calls = createMemberCalls(session, coreOptionsFor(options));
    bindEach(container, [
      [TOKENS.httpClient, calls.http],
      [TOKENS.memberApi, calls.api],
    ]);
  }
  return { http: container.get(TOKENS.httpClient), api: container.get(TOKENS.memberApi) };
}

export const bindMemberCalls: BindJourneyServices = (container, session, options) => {
  memberCallsOf(container, session, options);
};

/** The group's binding as main.tsx loads it (no journey port needed). */
export const bindGroup: GroupBinding = () => bindMemberCalls;
