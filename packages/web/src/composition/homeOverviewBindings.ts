import { createHomeOverview } from '@scanwise/core';
import { memberDataOf } from './memberDataBindings';
import type { JourneyPorts } from './scanwisePorts';
import type { BindJourneyServices, GroupBinding } from './servicesLoader';
import { bindEach, coreOptionsFor } from './sessionContainer';
import { TOKENS } from './tokens';

/**
 * Home's overview (core createHomeOverview) over the member's data, bound by its own group once
 * Home first asks for it: a chunk of its own in the browser, so the other signed-in pages, which
 * load the member's data, carry none of its code.
 */
export const bindHomeOverviewOver =
  (journeyPorts: Pick<JourneyPorts, 'hubs'>): BindJourneyServices =>
  (container, session, options) => {
    if (container.inversify.isBound(TOKENS.homeOverview)) return;
    const data = memberDataOf(container, session, options, journeyPorts);
    bindEach(container, [
      [TOKENS.homeOverview, createHomeOverview(session, data, coreOptionsFor(options))],
    ]);
  };

/** The group's binding as main.tsx loads it, over the journeys' ports (the member data's hubs). */
export const bindGroup: GroupBinding = bindHomeOverviewOver;
