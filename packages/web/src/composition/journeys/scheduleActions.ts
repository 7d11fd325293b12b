import { createScheduleActionServices } from '@scanwise/core';
import { memberDataOf } from '../memberDataBindings';
import type { JourneyPorts } from '../scanwisePorts';
import type { BindJourneyServices, GroupBinding } from '../servicesLoader';
import { bindEach, coreOptionsFor } from '../sessionContainer';
import { TOKENS } from '../tokens';

/** Rescheduling and cancelling an appointment (signed in): over the member's data. */
export const bindScheduleActionsOver =
  (journeyPorts: Pick<JourneyPorts, 'hubs'>): BindJourneyServices =>
  (container, session, options) => {
    if (container.inversify.isBound(TOKENS.scheduleActions)) return;
    const memberData = memberDataOf(container, session, options, journeyPorts);
    const core = coreOptionsFor(options);
    const { scheduleActions } = createScheduleActionServices(
      session,
      { ...core, ports: { ...core.ports, hubs: journeyPorts.hubs } },
      { calls: memberData, memberData },
    );
    bindEach(container, [[TOKENS.scheduleActions, scheduleActions]]);
  };

/** The group's binding as main.tsx loads it, over the journeys' ports. */
export const bindGroup: GroupBinding = bindScheduleActionsOver;
