import { createMemberDataServices } from '@scanwise/core';
import type { BindJourneyServices } from './journeyServicesLoader';
import type { JourneyPorts } from './scanwisePorts';
import { bindEach, coreOptionsFor } from './sessionContainer';
import { TOKENS } from './tokens';

/**
 * The member's data (core createMemberDataServices: the platform client, the member calls, the
 * cache, the hubs, Home's overview) over the container's session part and the hubs' port, each
 * behind its token (MEMBER_DATA_TOKENS). Once per container: the member's data loaded on its own
 * (a dashboard page, a chunk of its own in the browser) and the journeys' load (which binds it
 * when it comes first) share one. Loaded on demand in the browser (main.tsx), bound with the
 * journeys at once in tests and stories.
 */
export const bindMemberDataServicesOver =
  (journeyPorts: Pick<JourneyPorts, 'hubs'>): BindJourneyServices =>
  (container, session, options) => {
    if (container.inversify.isBound(TOKENS.memberDataCore)) return;
    const core = coreOptionsFor(options);
    const data = createMemberDataServices(session, {
      ...core,
      ports: { ...core.ports, hubs: journeyPorts.hubs },
    });
    bindEach(container, [
      [TOKENS.memberDataCore, data],
      [TOKENS.hubs, journeyPorts.hubs],
      [TOKENS.httpClient, data.http],
      [TOKENS.memberApi, data.api],
      [TOKENS.remoteData, data.cache],
      [TOKENS.memberData, data.memberData],
      [TOKENS.homeOverview, data.homeOverview],
      [TOKENS.unreadMessageCount, data.unreadMessageCount],
      [TOKENS.realtime, data.realtime],
    ]);
  };
