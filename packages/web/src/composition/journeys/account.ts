import { createAccountServices } from '@scanwise/core';
import { memberDataOf } from '../memberDataBindings';
import type { JourneyPorts } from '../scanwisePorts';
import type { BindJourneyServices, GroupBinding } from '../servicesLoader';
import { bindEach, coreOptionsFor } from '../sessionContainer';
import { TOKENS } from '../tokens';

/** The member's own account (signed in): over the member's data (its cache). */
export const bindAccountOver =
  (journeyPorts: Pick<JourneyPorts, 'hubs'>): BindJourneyServices =>
  (container, session, options) => {
    if (container.inversify.isBound(TOKENS.account)) return;
    const memberData = memberDataOf(container, session, options, journeyPorts);
    const core = coreOptionsFor(options);
    const { account } = createAccountServices(
      session,
      { ...core, ports: { ...core.ports, hubs: journeyPorts.hubs } },
      { calls: memberData, memberData },
    );
    bindEach(container, [[TOKENS.account, account]]);
  };

/** The group's binding as main.tsx loads it, over the journeys' ports. */
export const bindGroup: GroupBinding = bindAccountOver;
