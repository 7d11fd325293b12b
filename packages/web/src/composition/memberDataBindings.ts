import {
  createMemberDataServices,
  type MemberDataServices,
  type SessionCore,
} from '@scanwise/core';
import { memberCallsOf } from './journeys/memberCalls';
import { memberCacheOf } from './memberCache';
import type { JourneyPorts } from './scanwisePorts';
import type { BindJourneyServices, GroupBinding } from './servicesLoader';
import {
  bindEach,
  coreOptionsFor,
  type ScanwiseContainer,
  type ScanwiseContainerOptions,
} from './sessionContainer';
import { TOKENS } from './tokens';

/**
 * The member's data (core createMemberDataServices: the hubs, the live lists, the unread count)
 * over the container's member calls, its member's cache (memberCache.ts, bound already when booking
 * or the account loaded first) and the hubs' port, each behind its token, once
 * per container: the dashboard's sections load it on their own (a chunk of its own in the
 * browser) and every signed-in journey's binding builds on it. Returns the bound one.
 */
export function memberDataOf(
  container: ScanwiseContainer,
  session: SessionCore,
  options: ScanwiseContainerOptions,
  journeyPorts: Pick<JourneyPorts, 'hubs'>,
): MemberDataServices {
  if (!container.inversify.isBound(TOKENS.memberDataCore)) {
    const calls = memberCallsOf(container, session, options);
    const cache = memberCacheOf(container, session, options);
    const core = coreOptionsFor(options);
    const data = createMemberDataServices(
      session,
      { ...core, ports: { ...core.ports, hubs: journeyPorts.hubs } },
      calls,
      cache,
    );
    bindEach(container, [
      [TOKENS.memberDataCore, data],
      [TOKENS.hubs, journeyPorts.hubs],
      [TOKENS.memberData, data.memberData],
      [TOKENS.unreadMessageCount, data.unreadMessageCount],
      [TOKENS.realtime, data.realtime],
    ]);
  }
  return container.get(TOKENS.memberDataCore);
}

export const bindMemberDataServicesOver =
  (journeyPorts: Pick<JourneyPorts, 'hubs'>): BindJourneyServices =>
  (container, session, options) => {
    memberDataOf(container, session, options, journeyPorts);
  };

/** The group's binding as main.tsx loads it, over the journeys' ports (the hubs). */
export const bindGroup: GroupBinding = bindMemberDataServicesOver;
